// attention_input_error: checks that q/Q, K, V, the mask, the temperature and the score
// parameters fit together, and says what is wrong in words a user can act on.
#include "core/scores.h"

#include <cmath>
#include <sstream>
#include <stdexcept>

namespace ap {
namespace {

std::string shape(Eigen::Index r, Eigen::Index c) {
  return "(" + std::to_string(r) + ", " + std::to_string(c) + ")";
}

}  // namespace

std::string attention_input_error(const AttentionSpec& spec, Eigen::Index query_dim,
                                  const Eigen::Ref<const Mat>& K, const Eigen::Ref<const Mat>& V,
                                  const Mask& mask) {
  const Eigen::Index n = K.rows(), d = K.cols();
  if (d < 1) return "keys must have at least one column (d ≥ 1)";
  if (query_dim != d)
    return "query has " + std::to_string(query_dim) +
           " entries but keys have d = " + std::to_string(d);
  if (V.rows() != n)
    return "values have " + std::to_string(V.rows()) + " rows but there are " + std::to_string(n) +
           " keys";
  if (!mask.empty() && static_cast<Eigen::Index>(mask.size()) != n)
    return "mask has " + std::to_string(mask.size()) + " entries but there are " +
           std::to_string(n) + " keys";
  if (!(std::isfinite(spec.temperature) && spec.temperature > 0.0f)) {
    std::ostringstream os;
    os << "temperature must be a finite number > 0, got " << spec.temperature;
    return os.str();
  }
  const ScoreParams& p = spec.params;
  if (spec.score == ScoreFunction::General && (p.W.rows() != d || p.W.cols() != d))
    return "general score needs W of shape " + shape(d, d) + ", got " +
           shape(p.W.rows(), p.W.cols());
  if (spec.score == ScoreFunction::Additive) {
    const Eigen::Index h = p.v.size();
    if (h < 1) return "additive score needs a vector v with at least one entry";
    if (p.Wq.rows() != h || p.Wq.cols() != d)
      return "additive score needs Wq of shape " + shape(h, d) + ", got " +
             shape(p.Wq.rows(), p.Wq.cols());
    if (p.Wk.rows() != h || p.Wk.cols() != d)
      return "additive score needs Wk of shape " + shape(h, d) + ", got " +
             shape(p.Wk.rows(), p.Wk.cols());
  }
  return {};
}

namespace detail {

void check_attention_inputs(const char* where, const AttentionSpec& spec, Eigen::Index query_dim,
                            const Eigen::Ref<const Mat>& K, const Eigen::Ref<const Mat>& V,
                            const Mask& mask) {
  const std::string err = attention_input_error(spec, query_dim, K, V, mask);
  if (!err.empty()) throw std::invalid_argument(std::string(where) + ": " + err);
}

}  // namespace detail
}  // namespace ap
