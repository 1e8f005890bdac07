// best_agreeing_head (see head_agreement.h).
#include "core/seq2seq/head_agreement.h"

#include <algorithm>

namespace ap::s2s {

int argmax_column(const std::vector<float>& row) {
  if (row.empty()) return -1;
  return static_cast<int>(std::max_element(row.begin(), row.end()) - row.begin());
}

HeadAgreement best_agreeing_head(const Translation::Maps& maps,
                                 const std::vector<std::vector<float>>& reference) {
  HeadAgreement best;
  for (std::size_t l = 0; l < maps.size(); ++l) {
    for (std::size_t h = 0; h < maps[l].size(); ++h) {
      const auto& map = maps[l][h];
      const std::size_t rows = std::min(map.size(), reference.size());
      int agreeing = 0;
      for (std::size_t r = 0; r < rows; ++r) {
        const int a = argmax_column(map[r]);
        agreeing += a >= 0 && a == argmax_column(reference[r]);
      }
      if (rows > 0 && (best.layer < 0 || agreeing > best.agreeing)) {
        best = {static_cast<int>(l), static_cast<int>(h), agreeing, static_cast<int>(rows)};
      }
    }
  }
  return best;
}

}  // namespace ap::s2s
