// masked_softmax: the public, single-vector face of detail::softmax_span (softmax.h).
#include "core/attention.h"
#include "core/softmax.h"

#include <stdexcept>
#include <string>

namespace ap {

// scores: (n), mask: empty or (n) → weights: (n)
Vec masked_softmax(const Eigen::Ref<const Vec>& scores, float temperature, const Mask& mask) {
  if (!mask.empty() && static_cast<Eigen::Index>(mask.size()) != scores.size())
    throw std::invalid_argument("masked_softmax: mask has " + std::to_string(mask.size()) +
                                " entries but there are " + std::to_string(scores.size()) +
                                " scores");
  Vec w(scores.size());
  detail::softmax_span(scores, detail::inverse_temperature(temperature), mask, scores.size(), w);
  return w;
}

}  // namespace ap
