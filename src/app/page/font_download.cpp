// FontDownload (see font_download.h): the CJK font's download state machine.
#include "app/page/font_download.h"

#include "app/i18n.h"
#include "app/page/font_cmap.h"

#include <fstream>
#include <iterator>
#include <utility>

namespace ap {

void FontDownload::request() {
  if (status_ != CjkFontStatus::NotRequested) return;
  status_ = CjkFontStatus::Loading;
  progress_ = 0.0f;
  if (fetcher_)
    fetcher_();
  else
    fetch_from_assets_dir();
}

void FontDownload::retry() {
  if (status_ != CjkFontStatus::Failed) return;
  status_ = CjkFontStatus::NotRequested;
  error_.clear();
  request();
}

void FontDownload::note_text_shown(std::string_view utf8) {
  if (status_ == CjkFontStatus::NotRequested && i18n::needs_cjk_font(utf8)) request();
}

void FontDownload::on_progress(double received, double total) {
  progress_ = total > 0 ? static_cast<float>(received / total) : -1.0f;
}

bool looks_like_font(const void* data, std::size_t size) {
  const auto* p = static_cast<const unsigned char*>(data);
  return size >= 12 && ((p[0] == 0 && p[1] == 1 && p[2] == 0 && p[3] == 0) ||
                        (p[0] == 't' && p[1] == 'r' && p[2] == 'u' && p[3] == 'e') ||
                        (p[0] == 'O' && p[1] == 'T' && p[2] == 'T' && p[3] == 'O'));
}

void FontDownload::provide(const void* data, std::size_t size) {
  if (!looks_like_font(data, size)) {
    fail(size == 0 ? "the font file is empty" : "the font file is not a TrueType/OpenType font");
    return;
  }
  const auto* p = static_cast<const unsigned char*>(data);
  pending_.assign(p, p + size);
  progress_ = 1.0f;
  glyphs_.clear();
  glyphs_.set_font_code_points(font_code_points(data, size));
}

void FontDownload::fail(const std::string& message) {
  status_ = CjkFontStatus::Failed;
  error_ = message;
}

void FontDownload::mark_merged() {
  pending_.clear();
  pending_.shrink_to_fit();
  status_ = CjkFontStatus::Ready;
}

void FontDownload::fetch_from_assets_dir() {
#ifndef __EMSCRIPTEN__
  // Native (tests, headless UI): read the same file the page fetches.
  const std::string path = std::string(AP_ASSETS_DIR) + "/fonts/cjk-subset.ttf";
  std::ifstream in(path, std::ios::binary);
  const std::vector<unsigned char> bytes((std::istreambuf_iterator<char>(in)),
                                         std::istreambuf_iterator<char>());
  if (bytes.empty()) {
    fail("cannot read " + path);
    return;
  }
  provide(bytes.data(), bytes.size());
#else
  fail("no font fetcher installed by the platform");
#endif
}

}  // namespace ap
