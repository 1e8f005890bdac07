// LateFonts: the UI faces the page fetches after its first frame — Noto Sans Bold (titles), Noto
// Sans Mono (numbers) and Noto Sans Math (arrows, operators), assets/fonts/ui-*.ttf, about 80 KB
// brotli — as plain data. The page's first load carries only Noto Sans (compiled in,
// ui/ui_font_data.h), and its first frames draw the title and mono faces with it; once every file
// has answered, the UI rebuilds its atlas with the real faces (ui/fonts.h). A file that fails
// leaves its face in Noto Sans: the page keeps working and error() says which file and why.
// Natively all four fonts are compiled in and nothing is fetched.
//
//   NotRequested → request() → Loading (one file after another: provide() / fail() each)
//     → every file answered: waiting_merge() → mark_merged() → Merged
//
// One object per app, owned by AppServices. No ImGui.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace ap {

enum class LateFont { SansBold = 0, Mono, Math };
constexpr int kLateFontCount = 3;

class LateFonts {
 public:
  // The file's name under assets/fonts/ ("ui-sans-bold.ttf").
  static const char* file_name(LateFont font);

  // How to fetch one file (the platform installs one; without it request() does nothing).
  void set_fetcher(std::function<void(const char* file_name)> fetch) {
    fetcher_ = std::move(fetch);
  }

  // Idempotent: the first call fetches the first file; each answer fetches the next.
  void request();
  // The answers for the file being fetched (provide copies; bytes that are no font → fail()).
  void provide(const void* data, std::size_t size);
  void fail(const std::string& message);

  // Every file has answered and the UI has not merged them yet.
  bool waiting_merge() const { return next_ == kLateFontCount && !merged_; }
  bool merged() const { return merged_; }
  // The file's bytes (empty: not arrived, failed, or already merged).
  const std::vector<unsigned char>& bytes(LateFont font) const;
  // The failures so far, one line per file ("" when none).
  const std::string& error() const { return error_; }
  // The UI rebuilt its atlas with the bytes: drop them.
  void mark_merged();

 private:
  void answered();

  std::function<void(const char*)> fetcher_;
  int next_ = -1;  // the file being fetched; -1 before request(), kLateFontCount when all answered
  bool merged_ = false;
  std::vector<unsigned char> bytes_[kLateFontCount];
  std::string error_;
};

}  // namespace ap
