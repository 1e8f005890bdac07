// Gradient × input through the models' training backward passes, and leave-one-out (saliency.h).
#include "core/explain/saliency.h"

#include "core/seq2seq/output_layer.h"

namespace ap::explain {

namespace {

// The batch of Ty copies of (src, target): copy b reads source position j as its own embedding
// id b·Tx + j (src: (Tx, B)); the targets are fed as <bos> y… and predicted as y… </s>.
s2s::Batch copies_batch(int Tx, const std::vector<int>& target) {
  const int Ty = static_cast<int>(target.size()) + 1, B = Ty;
  s2s::Batch batch;
  batch.src.resize(Tx, B);
  for (int b = 0; b < B; ++b)
    for (int j = 0; j < Tx; ++j) batch.src(j, b) = b * Tx + j;
  batch.src_mask = Eigen::MatrixXf::Ones(Tx, B);
  batch.tgt_in.resize(Ty, B);
  batch.tgt_out.resize(Ty, B);
  for (int b = 0; b < B; ++b)
    for (int t = 0; t < Ty; ++t) {
      batch.tgt_in(t, b) = t == 0 ? s2s::kBosId : target[t - 1];
      batch.tgt_out(t, b) = t + 1 < Ty ? target[t] : s2s::kEosId;
    }
  batch.tgt_mask = Eigen::MatrixXf::Ones(Ty, B);
  batch.tokens = Ty * B;
  return batch;
}

// table: (E, V) → (E, B·Tx), column b·Tx + j = the embedding of src position j (</s> last).
template <class S>
Mat<S> private_columns(const Mat<S>& table, const std::vector<int>& src, int B) {
  const int Tx = static_cast<int>(src.size()) + 1;
  Mat<S> out(table.rows(), static_cast<Eigen::Index>(B) * Tx);
  for (int b = 0; b < B; ++b)
    for (int j = 0; j < Tx; ++j)
      out.col(static_cast<Eigen::Index>(b) * Tx + j) = table.col(j + 1 < Tx ? src[j] : s2s::kEosId);
  return out;
}

// −dtable (the gradient of −log p per copy) · table → (Ty, Tx) saliencies.
template <class S>
Mat<S> products(const Mat<S>& dtable, const Mat<S>& table, int Ty, int Tx) {
  Mat<S> out(Ty, Tx);
  for (int b = 0; b < Ty; ++b)
    for (int j = 0; j < Tx; ++j) {
      const Eigen::Index c = static_cast<Eigen::Index>(b) * Tx + j;
      out(b, j) = -dtable.col(c).dot(table.col(c));
    }
  return out;
}

}  // namespace

template <class S>
Mat<S> gradient_x_input(const s2s::Seq2SeqModel<S>& model, const std::vector<int>& src,
                        const std::vector<int>& target) {
  const int Tx = static_cast<int>(src.size()) + 1, Ty = static_cast<int>(target.size()) + 1;
  s2s::Seq2SeqModel<S> copy;
  copy.config = model.config;
  copy.params = model.params;
  copy.params.enc.emb = private_columns(model.params.enc.emb, src, Ty);
  s2s::Batch batch = copies_batch(Tx, target);
  // The RNN's loss weights each position by tgt_mask: copy b keeps only position b.
  batch.tgt_mask = Eigen::MatrixXf::Identity(Ty, Ty);
  batch.tokens = Ty;
  s2s::Seq2SeqParams<S> grads;
  grads.set_zero_like(copy.params);
  copy.loss(batch, &grads);
  return products(grads.enc.emb, copy.params.enc.emb, Ty, Tx);
}

template <class S>
Mat<S> gradient_x_input(const tfm::TransformerModel<S>& model, const std::vector<int>& src,
                        const std::vector<int>& target) {
  const int Tx = static_cast<int>(src.size()) + 1, Ty = static_cast<int>(target.size()) + 1;
  tfm::TransformerModel<S> copy;
  copy.config = model.config;
  copy.params = model.params;
  copy.params.src_emb = private_columns(model.params.src_emb, src, Ty);
  // The Transformer's masks give the shapes, so every position is real; the loss weights below
  // keep position b of copy b only.
  const s2s::Batch batch = copies_batch(Tx, target);
  tfm::TransformerCache<S> cache;
  copy.forward(batch, &cache);
  Eigen::VectorXi targets(cache.st.cols());
  Mat<S> weights = Mat<S>::Zero(1, cache.st.cols());
  for (int b = 0; b < Ty; ++b)
    for (int t = 0; t < Ty; ++t) {
      targets(cache.st.col(b, t)) = batch.tgt_out(t, b);
      if (t == b) weights(0, cache.st.col(b, t)) = S(1);
    }
  Mat<S> dlogits;
  s2s::cross_entropy(cache.logits, targets, weights, &dlogits);
  tfm::TransformerParams<S> grads = copy.zero_params();
  copy.backward(batch, cache, dlogits, &grads);
  return products(grads.src_emb, copy.params.src_emb, Ty, Tx);
}

template <class S>
Mat<S> leave_one_out(Stepper<S>& stepper, const std::vector<int>& src,
                     const std::vector<int>& target, const Decoded<S>& base) {
  const int n = static_cast<int>(src.size()), Ty = static_cast<int>(target.size()) + 1;
  Mat<S> out(Ty, n);
  std::vector<int> masked = src;
  for (int j = 0; j < n; ++j) {
    masked[j] = s2s::kUnkId;
    const Decoded<S> d = forced(stepper, masked, target);
    for (int t = 0; t < Ty; ++t) out(t, j) = base.logp[t] - d.logp[t];
    masked[j] = src[j];
  }
  return out;
}

#define AP_INSTANTIATE(S)                                                                      \
  template Mat<S> gradient_x_input(const s2s::Seq2SeqModel<S>&, const std::vector<int>&,       \
                                   const std::vector<int>&);                                   \
  template Mat<S> gradient_x_input(const tfm::TransformerModel<S>&, const std::vector<int>&,   \
                                   const std::vector<int>&);                                   \
  template Mat<S> leave_one_out(Stepper<S>&, const std::vector<int>&, const std::vector<int>&, \
                                const Decoded<S>&);
AP_INSTANTIATE(float)
AP_INSTANTIATE(double)
#undef AP_INSTANTIATE

}  // namespace ap::explain
