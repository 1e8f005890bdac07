// explain(): input checks, the analysis, the chosen views, the summary and the intervention
// (explain.h).
#include "core/explain/explain.h"

#include "core/explain/agreement.h"
#include "core/explain/analysis.h"
#include "core/explain/intervention.h"
#include "core/seq2seq/beam_search.h"
#include "core/seq2seq/french_text.h"
#include "core/seq2seq/subwords.h"

namespace ap::explain {

namespace {

// The top-left rows × cols block as a Map.
Map to_map(const MatD& m, Eigen::Index rows, Eigen::Index cols) {
  Map out(static_cast<size_t>(rows));
  for (Eigen::Index i = 0; i < rows; ++i)
    for (Eigen::Index j = 0; j < cols; ++j) out[i].push_back(static_cast<float>(m(i, j)));
  return out;
}

std::string range_text(int count) { return count == 1 ? "0" : "0–" + std::to_string(count - 1); }

// The Transformer's layer and head (the RNNsearch ignores them).
bool check_view(const s2s::Translator& t, const Options& o, std::string* error) {
  if (t.kind() != s2s::ModelKind::Transformer) return true;
  const tfm::TransformerConfig& c = t.bundle().transformer.config;
  if (o.layer < -1 || o.layer >= c.dec_layers) {
    *error = "layer " + std::to_string(o.layer) + " does not exist: the Transformer has " +
             std::to_string(c.dec_layers) + " decoder layers (" + range_text(c.dec_layers) +
             ", or -1 for the last)";
    return false;
  }
  if (o.head < -1 || o.head >= c.heads) {
    *error = "head " + std::to_string(o.head) + " does not exist: each layer has " +
             std::to_string(c.heads) + " heads (" + range_text(c.heads) + ")";
    return false;
  }
  return true;
}

bool check_intervention(const Options& o, int source_words, int target_words, std::string* error) {
  if (o.intervention == InterventionKind::None) return true;
  if (o.position < 0 || o.position >= target_words) {
    *error = "the translation has " + std::to_string(target_words) + " words; position " +
             std::to_string(o.position) + " does not exist";
    return false;
  }
  if (o.intervention == InterventionKind::Word && (o.word < 0 || o.word >= source_words)) {
    *error = "the sentence has " + std::to_string(source_words) + " words; word " +
             std::to_string(o.word) + " does not exist";
    return false;
  }
  return true;
}

// The Transformer's views other than the chosen one, by name.
std::vector<std::pair<std::string, MatD>> other_views(const s2s::ModelBundle& b,
                                                      const SentenceAnalysis& a, const Options& o) {
  std::vector<std::pair<std::string, MatD>> out;
  if (b.kind() != s2s::ModelKind::Transformer) return out;
  for (AttentionView v : {AttentionView::Mean, AttentionView::Rollout, AttentionView::Norm})
    if (v != o.view) out.emplace_back(enum_name(v), attention_view(b, a, v, o.layer, o.head));
  return out;
}

std::string word_of(const s2s::Translator& t, int id) {
  return id == s2s::kEosId ? "</s>" : t.target_vocabulary().word(id);
}

InterventionResult run_intervention(const s2s::Translator& t, Stepper<float>& stepper,
                                    const SentenceAnalysis& a, const Options& o,
                                    const std::vector<std::string>& original) {  // as shown
  InterventionSpec spec;
  spec.kind = o.intervention;
  spec.position = o.position;
  spec.word = o.word;
  spec.release = o.release;
  spec.seed = o.seed;
  spec.max_len = s2s::default_max_length(static_cast<int>(a.src.size()));
  const InterventionRun<float> run = intervene(stepper, a.src, a.target, a.base, spec);
  InterventionResult r;
  r.position = o.position;
  r.kind = o.intervention;
  r.release = o.release;
  const size_t len = std::max(run.words.size(), a.target.size());
  for (size_t i = 0; i < len; ++i)
    r.changed.push_back(i >= run.words.size() || i >= a.target.size() ||
                        run.words[i] != a.target[i]);
  // An unchanged word is shown as the translation shows it (an <unk> copied from the source).
  for (size_t i = 0; i < run.words.size(); ++i)
    r.tokens.push_back(!r.changed[i] && i < original.size() ? original[i]
                                                            : word_of(t, run.words[i]));
  r.translation = s2s::french_text(s2s::join_subwords(r.tokens));
  for (const Mat<float>& layer : run.used)
    for (Eigen::Index h = 0; h < layer.cols(); ++h) {
      r.attention_used.emplace_back();
      for (Eigen::Index j = 0; j < layer.rows(); ++j)
        r.attention_used.back().push_back(layer(j, h));
    }
  return r;
}

}  // namespace

bool explain(const s2s::Translator& t, std::string_view sentence, const Options& o,
             Explanation* out, std::string* error) {
  if (t.kind() == s2s::ModelKind::EncDec) {
    *error = "RNNencdec has no attention to explain; pick RNNsearch or the Transformer";
    return false;
  }
  if (!check_view(t, o, error)) return false;
  s2s::Translation tr;
  if (!t.translate(sentence, 1, &tr, error)) return false;
  const std::unique_ptr<Stepper<float>> stepper = make_stepper(t.bundle());
  const SentenceAnalysis a =
      analyse(t.bundle(), *stepper, t.source_vocabulary().encode(tr.source_tokens));
  const Eigen::Index n = static_cast<Eigen::Index>(a.src.size());
  const Eigen::Index m = static_cast<Eigen::Index>(a.target.size());
  if (!check_intervention(o, static_cast<int>(n), static_cast<int>(m), error)) return false;

  Explanation e;
  e.source_tokens = tr.source_tokens;
  // The translator's words (unknown words copied through attention) when its search agrees with
  // ours, as it does but for exact ties; else the vocabulary's words.
  std::vector<std::string> plain;
  for (int id : a.target) plain.push_back(word_of(t, id));
  const bool same = tr.target_tokens.size() == plain.size();
  e.target_tokens = same ? tr.target_tokens : plain;
  // A model of subword units is explained piece by piece (its rows are the decoder's steps); the
  // translation line joins them.
  e.translation = same ? tr.translation : s2s::french_text(s2s::join_subwords(plain));

  const MatD attention = attention_view(t.bundle(), a, o.view, o.layer, o.head);
  const MatD gradient = gradient_share(a.gradient_signed);
  e.attention = to_map(attention, m, n);
  e.gradient = to_map(gradient, m, n);
  e.gradient_signed = to_map(a.gradient_signed, m, n);
  e.leave_one_out = to_map(a.leave_one_out, m, n);
  const MatD att_words = attention.topLeftCorner(m, n);
  auto add = [&](const std::string& name, const MatD& map) {
    const RowAgreement r = agreement(map.topLeftCorner(m, n), att_words);
    e.summary.push_back({name, r.argmax_agreement, r.spearman});
  };
  add("gradient", gradient);
  add("leave_one_out", a.leave_one_out);
  for (const auto& [name, map] : other_views(t.bundle(), a, o)) add(name, map);
  if (t.kind() == s2s::ModelKind::Transformer) {
    e.rollout =
        to_map(attention_view(t.bundle(), a, AttentionView::Rollout, o.layer, o.head), m, n);
    e.norm = to_map(attention_view(t.bundle(), a, AttentionView::Norm, o.layer, o.head), m, n);
  }
  if (o.intervention != InterventionKind::None) {
    e.has_intervention = true;
    e.intervention = run_intervention(t, *stepper, a, o, e.target_tokens);
  }
  *out = std::move(e);
  return true;
}

}  // namespace ap::explain
