// Adam with gradient-norm clipping (see optimizer.h).
#include "core/seq2seq/optimizer.h"

#include <cmath>

namespace ap::s2s {

float global_norm(const Seq2SeqParams<float>& g) {
  double sq = 0;
  g.visit([&](const std::string&, const Mat<float>& m) { sq += m.cast<double>().squaredNorm(); });
  return static_cast<float>(std::sqrt(sq));
}

Adam::Adam(const Seq2SeqParams<float>& like, const AdamOptions& opt) : opt_(opt) {
  like.visit([&](const std::string&, const Mat<float>& m) {
    m_.push_back(Mat<float>::Zero(m.rows(), m.cols()));
    v_.push_back(Mat<float>::Zero(m.rows(), m.cols()));
  });
}

float Adam::step(Seq2SeqParams<float>* params, const Seq2SeqParams<float>& grads, float scale) {
  const float norm = global_norm(grads) * scale;
  float s = scale;
  if (opt_.clip_norm > 0 && norm > opt_.clip_norm) s *= opt_.clip_norm / norm;
  ++t_;
  const float bc1 = 1.0f - std::pow(opt_.beta1, static_cast<float>(t_));
  const float bc2 = 1.0f - std::pow(opt_.beta2, static_cast<float>(t_));
  const float step_size = opt_.lr * std::sqrt(bc2) / bc1;  // bias corrections folded in
  std::vector<const Mat<float>*> gs;
  grads.visit([&](const std::string&, const Mat<float>& m) { gs.push_back(&m); });
  size_t i = 0;
  params->visit([&](const std::string&, Mat<float>& p) {
    const auto g = gs[i]->array() * s;
    m_[i].array() = opt_.beta1 * m_[i].array() + (1 - opt_.beta1) * g;
    v_[i].array() = opt_.beta2 * v_[i].array() + (1 - opt_.beta2) * g.square();
    p.array() -= step_size * m_[i].array() / (v_[i].array().sqrt() + opt_.eps);
    ++i;
  });
  return norm;
}

}  // namespace ap::s2s
