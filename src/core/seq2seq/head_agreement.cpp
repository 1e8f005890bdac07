// head_agreement and best_agreeing_head (see head_agreement.h).
#include "core/seq2seq/head_agreement.h"

#include <algorithm>

namespace ap::s2s {

int argmax_column(const std::vector<float>& row) {
  if (row.empty()) return -1;
  return static_cast<int>(std::max_element(row.begin(), row.end()) - row.begin());
}

HeadAgreement head_agreement(const Translation::Maps& maps, int layer, int head,
                             const std::vector<std::vector<float>>& reference) {
  HeadAgreement out{layer, head, 0, 0};
  if (layer < 0 || head < 0 || layer >= static_cast<int>(maps.size()) ||
      head >= static_cast<int>(maps[static_cast<std::size_t>(layer)].size()))
    return out;
  const auto& map = maps[static_cast<std::size_t>(layer)][static_cast<std::size_t>(head)];
  const std::size_t rows = std::min(map.size(), reference.size());
  for (std::size_t r = 0; r < rows; ++r) {
    const int a = argmax_column(map[r]);
    out.agreeing += a >= 0 && a == argmax_column(reference[r]);
  }
  out.rows = static_cast<int>(rows);
  return out;
}

HeadAgreement best_agreeing_head(const Translation::Maps& maps,
                                 const std::vector<std::vector<float>>& reference) {
  HeadAgreement best;
  for (std::size_t l = 0; l < maps.size(); ++l)
    for (std::size_t h = 0; h < maps[l].size(); ++h) {
      const HeadAgreement a =
          head_agreement(maps, static_cast<int>(l), static_cast<int>(h), reference);
      if (a.rows > 0 && (best.layer < 0 || a.agreeing > best.agreeing)) best = a;
    }
  return best;
}

}  // namespace ap::s2s
