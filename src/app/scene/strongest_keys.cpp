// strongest_keys (see strongest_keys.h): compares the printed text, so a tie is exactly what a
// reader of the page would call one.
#include "app/scene/strongest_keys.h"

#include <cstdio>
#include <string>

namespace ap {

namespace {

std::string Printed(float w, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof(buf), "%.*f", decimals, static_cast<double>(w));
  return buf;
}

}  // namespace

std::vector<int> strongest_keys(const Eigen::Ref<const Eigen::RowVectorXf>& weights, int decimals) {
  std::vector<int> keys;
  if (weights.size() == 0) return keys;
  Eigen::Index best = 0;
  weights.maxCoeff(&best);
  const std::string top = Printed(weights(best), decimals);
  for (Eigen::Index i = 0; i < weights.size(); ++i)
    if (Printed(weights(i), decimals) == top) keys.push_back(static_cast<int>(i));
  return keys;
}

}  // namespace ap
