// The per-sentence analysis shared by explain() and the test set (analysis.h).
#include "core/explain/analysis.h"

#include "core/explain/saliency.h"
#include "core/seq2seq/beam_search.h"

namespace ap::explain {

namespace {

bool is_transformer(const s2s::ModelBundle& b) { return b.kind() == s2s::ModelKind::Transformer; }

// Per step, per layer (Tx, heads) → [layer][head] (Ty, Tx).
std::vector<std::vector<MatD>> cross_maps(const std::vector<StepWeights<float>>& steps) {
  std::vector<std::vector<MatD>> out;
  if (steps.empty()) return out;
  const Eigen::Index Ty = static_cast<Eigen::Index>(steps.size());
  const Eigen::Index Tx = steps[0][0].rows(), H = steps[0][0].cols();
  out.assign(steps[0].size(), std::vector<MatD>(static_cast<size_t>(H), MatD(Ty, Tx)));
  for (Eigen::Index t = 0; t < Ty; ++t)
    for (size_t l = 0; l < out.size(); ++l)
      for (Eigen::Index h = 0; h < H; ++h)
        out[l][h].row(t) = steps[t][l].col(h).cast<double>().transpose();
  return out;
}

// The Transformer's encoder self-attention and each decoder layer's cross-attention values.
void transformer_parts(const tfm::TransformerModel<float>& model, const std::vector<int>& src,
                       SentenceAnalysis* a) {
  const int Tx = static_cast<int>(src.size()) + 1;
  s2s::IdMat ids(Tx, 1);
  for (int j = 0; j + 1 < Tx; ++j) ids(j, 0) = src[j];
  ids(Tx - 1, 0) = s2s::kEosId;
  tfm::TransformerCache<float> cache;
  model.encode(ids, tfm::SeqShape{1, Tx, {Tx}}, &cache);
  for (const auto& layer : cache.enc) {
    a->enc_self.emplace_back();
    for (int h = 0; h < layer.att.heads; ++h)  // weights: (Tk, Tq), column = query
      a->enc_self.back().push_back(layer.att.weights(0, h).transpose().cast<double>());
  }
  const tfm::EncodedSentence<float> enc = tfm::encode_sentence(model, src);
  for (const Mat<float>& v : enc.cross_V) a->cross_values.push_back(v.cast<double>());
}

}  // namespace

std::unique_ptr<Stepper<float>> make_stepper(const s2s::ModelBundle& bundle) {
  if (is_transformer(bundle)) return transformer_stepper(bundle.transformer);
  return search_stepper(bundle.model);
}

SentenceAnalysis analyse(const s2s::ModelBundle& bundle, Stepper<float>& stepper,
                         const std::vector<int>& src, bool with_saliency) {
  SentenceAnalysis a;
  a.src = src;
  a.target = greedy(stepper, src, s2s::default_max_length(static_cast<int>(src.size()))).words();
  // The forced run along the output has the same steps as the greedy one, and ends with the </s>
  // position even when the greedy run stopped at its length cap.
  a.base = forced(stepper, src, a.target);
  a.cross = cross_maps(a.base.weights);
  if (is_transformer(bundle)) transformer_parts(bundle.transformer, src, &a);
  if (!with_saliency) return a;
  const Mat<float> g = is_transformer(bundle) ? gradient_x_input(bundle.transformer, src, a.target)
                                              : gradient_x_input(bundle.model, src, a.target);
  a.gradient_signed = g.cast<double>();
  a.leave_one_out = leave_one_out(stepper, src, a.target, a.base).cast<double>();
  return a;
}

MatD attention_view(const s2s::ModelBundle& bundle, const SentenceAnalysis& a, AttentionView view,
                    int layer, int head) {
  if (!is_transformer(bundle) || a.cross.empty()) return a.cross.empty() ? MatD() : a.cross[0][0];
  const size_t l = layer < 0 ? a.cross.size() - 1 : static_cast<size_t>(layer);
  switch (view) {
    case AttentionView::Head:
      return a.cross[l][head < 0 ? 0 : static_cast<size_t>(head)];
    case AttentionView::Mean:
      return mean_over_heads(a.cross[l]);
    case AttentionView::Rollout:
      return rollout(a.enc_self, a.cross.back());
    case AttentionView::Norm: {
      const MatD W_O = bundle.transformer.params.dec[l].cross_att.o.W.cast<double>();
      return rows_normalised(norm_map(a.cross_values[l], W_O, a.cross[l]));
    }
  }
  return MatD();
}

MatD gradient_share(const MatD& gradient_signed) {
  return rows_normalised(gradient_signed.cwiseAbs());
}

}  // namespace ap::explain
