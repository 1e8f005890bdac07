// Mean, rollout and norm views of the Transformer's attention (views.h).
#include "core/explain/views.h"

namespace ap::explain {

MatD mean_over_heads(const std::vector<MatD>& heads) {
  MatD mean = MatD::Zero(heads.at(0).rows(), heads.at(0).cols());
  for (const MatD& h : heads) mean += h;
  return mean / static_cast<double>(heads.size());
}

MatD rows_normalised(const MatD& m) {
  MatD out = m;
  for (Eigen::Index i = 0; i < m.rows(); ++i) {
    const double sum = m.row(i).sum();
    if (sum != 0) out.row(i) /= sum;
  }
  return out;
}

MatD encoder_rollout(const std::vector<std::vector<MatD>>& enc_self) {
  if (enc_self.empty()) return MatD();
  const Eigen::Index T = enc_self[0].at(0).rows();
  MatD R = MatD::Identity(T, T);
  for (const auto& layer : enc_self) {  // R ← Â_l R: layer l reads the previous layer's mix
    const MatD A_hat = rows_normalised(0.5 * MatD::Identity(T, T) + 0.5 * mean_over_heads(layer));
    R = A_hat * R;
  }
  return R;
}

MatD rollout(const std::vector<std::vector<MatD>>& enc_self, const std::vector<MatD>& cross_last) {
  const MatD C = mean_over_heads(cross_last);  // (Ty, Tx)
  if (enc_self.empty()) return C;
  return C * encoder_rollout(enc_self);
}

MatD norm_map(const MatD& values, const MatD& W_O, const std::vector<MatD>& weights) {
  const Eigen::Index H = static_cast<Eigen::Index>(weights.size());
  const Eigen::Index D = values.rows(), dk = D / H, Ty = weights.at(0).rows(), Tx = values.cols();
  // f[h]: (D, Tx), column j = W_O^h v^h_j
  std::vector<MatD> f;
  for (Eigen::Index h = 0; h < H; ++h)
    f.push_back(W_O.middleCols(h * dk, dk) * values.middleRows(h * dk, dk));
  MatD N(Ty, Tx);
  for (Eigen::Index t = 0; t < Ty; ++t)
    for (Eigen::Index j = 0; j < Tx; ++j) {
      Eigen::VectorXd sum = Eigen::VectorXd::Zero(D);
      for (Eigen::Index h = 0; h < H; ++h) sum += weights[h](t, j) * f[h].col(j);
      N(t, j) = sum.norm();
    }
  return N;
}

}  // namespace ap::explain
