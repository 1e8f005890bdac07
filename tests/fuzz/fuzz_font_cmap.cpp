// Fuzz target: the font's character map reader (app/page/font_cmap.h), which reads the CJK font
// the page downloads (a damaged or hostile file must not read out of bounds). Input: the font's
// bytes. Property: the code points are sorted, distinct, and in the Basic Multilingual Plane
// without 0.
#include "app/page/font_cmap.h"

#include "fuzz_check.h"

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::vector<char32_t> points = ap::font_code_points(data, size);
  for (std::size_t i = 0; i < points.size(); ++i) {
    FUZZ_CHECK(points[i] > 0 && points[i] <= 0xFFFF,
               "code point out of the BMP: " + std::to_string(points[i]));
    FUZZ_CHECK(i == 0 || points[i - 1] < points[i], "code points not sorted and distinct");
  }
  return 0;
}
