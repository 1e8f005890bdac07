// The probe's greedy translation, alignment and reference accuracy (see training_probe.h).
#include "app/training/training_probe.h"

#include "core/seq2seq/beam_search.h"
#include "core/transformer/search.h"

namespace ap {

namespace {

// The tokens of a greedy hypothesis, with "</s>" last if it ended.
std::vector<std::string> hypothesis_tokens(const s2s::Hypothesis& h, const s2s::Vocabulary& fr) {
  std::vector<std::string> out;
  for (int id : h.tokens) out.push_back(fr.word(id));
  if (h.finished) out.push_back("</s>");
  return out;
}

}  // namespace

const ProbeReference& default_probe_reference() {
  static const ProbeReference ref{{"where", "is", "your", "cold", "coffee", "?"},
                                  {"où", "est", "ton", "café", "froid", "?"},
                                  {0, 1, 2, 4, 3, -1}};
  return ref;
}

void probe_translation(const s2s::Seq2SeqModel<float>& model, const std::vector<int>& src,
                       const s2s::Vocabulary& fr, std::vector<std::string>* target,
                       std::vector<float>* alignment) {
  const int max_len = s2s::default_max_length(static_cast<int>(src.size()));
  const s2s::Hypothesis h = s2s::beam_search(model, src, 1, max_len);
  *target = hypothesis_tokens(h, fr);
  alignment->clear();
  for (size_t i = 0; i < h.attention.size() && i < target->size(); ++i)
    alignment->insert(alignment->end(), h.attention[i].begin(), h.attention[i].end());
}

double probe_accuracy(const s2s::Seq2SeqModel<float>& model, const s2s::Vocabulary& en,
                      const s2s::Vocabulary& fr, const ProbeReference& ref) {
  if (model.config.kind != s2s::ModelKind::Search) return -1;
  for (const auto& w : ref.source)
    if (!en.contains(w)) return -1;
  for (const auto& w : ref.target)
    if (!fr.contains(w)) return -1;
  const std::vector<int> src = en.encode(ref.source), tgt = fr.encode(ref.target);
  const s2s::EncodedSource<float> enc = model.encode(src);
  s2s::Mat<float> s = enc.s0, logp, next, alpha;
  Eigen::VectorXi y(1);
  int counted = 0, right = 0;
  for (size_t i = 0; i < tgt.size(); ++i) {
    y(0) = i == 0 ? s2s::kBosId : tgt[i - 1];  // teacher forcing: the reference's previous word
    model.step(enc, s, y, &logp, &next, &alpha);
    s = next;
    const int want = ref.aligned_to[i];
    if (want < 0) continue;
    Eigen::Index best = 0;
    alpha.col(0).maxCoeff(&best);
    ++counted;
    if (best == want) ++right;
  }
  return counted ? static_cast<double>(right) / counted : -1;
}

void probe_translation(const tfm::TransformerModel<float>& model, const std::vector<int>& src,
                       const s2s::Vocabulary& fr, std::vector<std::string>* target,
                       std::vector<float>* alignment) {
  const int max_len = s2s::default_max_length(static_cast<int>(src.size()));
  const s2s::Hypothesis h = tfm::beam_search(model, src, 1, max_len);
  *target = hypothesis_tokens(h, fr);
  // The maps' rows: one per emitted word, and </s>'s when the translation ended.
  const tfm::AttentionMaps maps = tfm::attention_maps(model, src, h.tokens);
  const Eigen::Index rows = static_cast<Eigen::Index>(target->size());
  alignment->clear();
  for (const auto& layer : maps.cross)
    for (const s2s::Mat<float>& m : layer)
      for (Eigen::Index i = 0; i < rows && i < m.rows(); ++i)
        for (Eigen::Index j = 0; j < m.cols(); ++j) alignment->push_back(m(i, j));
}

std::vector<double> probe_head_accuracy(const tfm::TransformerModel<float>& model,
                                        const s2s::Vocabulary& en, const s2s::Vocabulary& fr,
                                        const ProbeReference& ref) {
  for (const auto& w : ref.source)
    if (!en.contains(w)) return {};
  for (const auto& w : ref.target)
    if (!fr.contains(w)) return {};
  const tfm::AttentionMaps maps =
      tfm::attention_maps(model, en.encode(ref.source), fr.encode(ref.target));
  std::vector<double> accuracy;
  for (const auto& layer : maps.cross)
    for (const s2s::Mat<float>& m : layer) {
      int counted = 0, right = 0;
      for (size_t i = 0; i < ref.aligned_to.size() && static_cast<Eigen::Index>(i) < m.rows();
           ++i) {
        if (ref.aligned_to[i] < 0) continue;
        Eigen::Index best = 0;
        m.row(static_cast<Eigen::Index>(i)).maxCoeff(&best);
        ++counted;
        if (best == ref.aligned_to[i]) ++right;
      }
      accuracy.push_back(counted ? static_cast<double>(right) / counted : -1);
    }
  return accuracy;
}

}  // namespace ap
