// LateFonts (see late_fonts.h): the later UI faces' fetches, one file after another.
#include "app/page/late_fonts.h"

#include "app/page/font_download.h"

#include <utility>

namespace ap {

const char* LateFonts::file_name(LateFont font) {
  switch (font) {
    case LateFont::SansBold:
      return "ui-sans-bold.ttf";
    case LateFont::Mono:
      return "ui-mono.ttf";
    case LateFont::Math:
      return "ui-math.ttf";
  }
  return "";
}

void LateFonts::request() {
  if (next_ >= 0 || !fetcher_) return;
  next_ = 0;
  fetcher_(file_name(LateFont::SansBold));
}

void LateFonts::provide(const void* data, std::size_t size) {
  if (next_ < 0 || next_ >= kLateFontCount) return;
  if (!looks_like_font(data, size)) {
    fail(size == 0 ? "the file is empty" : "the file is not a TrueType/OpenType font");
    return;
  }
  const auto* p = static_cast<const unsigned char*>(data);
  bytes_[next_].assign(p, p + size);
  answered();
}

void LateFonts::fail(const std::string& message) {
  if (next_ < 0 || next_ >= kLateFontCount) return;
  error_ += std::string(error_.empty() ? "" : "\n") + "assets/fonts/" +
            file_name(static_cast<LateFont>(next_)) + ": " + message;
  answered();
}

void LateFonts::answered() {
  ++next_;
  if (next_ < kLateFontCount) fetcher_(file_name(static_cast<LateFont>(next_)));
}

const std::vector<unsigned char>& LateFonts::bytes(LateFont font) const {
  return bytes_[static_cast<int>(font)];
}

void LateFonts::mark_merged() {
  for (std::vector<unsigned char>& b : bytes_) std::vector<unsigned char>().swap(b);
  merged_ = true;
}

}  // namespace ap
