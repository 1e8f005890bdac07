// Host: what the running page can do for the UI beyond drawing — system clipboard, file downloads,
// PNG export of a region of the canvas. The UI calls `services.host().copy_to_clipboard(...)`
// (app/page/app_services.h) without knowing about emscripten; the web platform
// (src/platform/js_bridge.cpp) installs the real implementation at start-up. Natively (tests,
// headless UI) the default host records the calls in memory so tests can check what would have
// been copied or downloaded.
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

class Host {
 public:
  virtual ~Host() = default;

  // Puts text on the system clipboard (navigator.clipboard on the web). If the browser refuses,
  // the page shows the text in a selected field so the user can copy it by hand. A text starting
  // with '#' is a share-link fragment: the web host completes it to the page's full URL.
  virtual void copy_to_clipboard(std::string_view text) = 0;

  // Offers `text` as a file download (e.g. "attention.csv", "text/csv").
  virtual void download_text(std::string_view filename, std::string_view mime,
                             std::string_view text) = 0;

  // Saves the region (x, y, w, h) of what is on screen, in ImGui display coordinates, as a PNG
  // download. The capture happens right after the current frame is presented, so it shows exactly
  // what the user sees. w or h <= 0 means the whole canvas.
  virtual void export_canvas_png(std::string_view filename, float x, float y, float w, float h) = 0;

  // The page's URL (location.href on the web; "" where there is no page, as natively). The
  // toolbar's embed code derives the web component's address from it (app/page/embed_snippet.h).
  virtual std::string page_url() const { return {}; }

  // A device preference kept across visits (localStorage on the web), e.g. the exercises'
  // progress: the stored text, "" when absent. Saving never fails loudly (private modes refuse
  // storage: the value then lasts until reload). The defaults keep nothing.
  virtual std::string load_preference(std::string_view key) {
    (void)key;
    return "";
  }
  virtual void save_preference(std::string_view key, std::string_view value) {
    (void)key;
    (void)value;
  }

  // A file picker for a lesson file (its JSON, or a text holding its link): pick_lesson_file()
  // shows it, and the chosen file is opened as attention.loadLesson(text) opens a text (a bad
  // file gets the app's banner). Hosts without a picker (the default) offer pasting only.
  virtual bool can_pick_lesson_file() const { return false; }
  virtual void pick_lesson_file() {}
};

// The default host: records what was asked (for tests and the native headless UI).
class RecordingHost : public Host {
 public:
  struct Call {
    std::string kind;                  // "clipboard", "download", "png", "pick_lesson_file"
    std::string filename;              // download/png
    std::string mime;                  // download
    std::string text;                  // clipboard/download
    float x = 0, y = 0, w = 0, h = 0;  // png
  };
  void copy_to_clipboard(std::string_view text) override;
  void download_text(std::string_view filename, std::string_view mime,
                     std::string_view text) override;
  void export_canvas_png(std::string_view filename, float x, float y, float w, float h) override;
  std::string load_preference(std::string_view key) override;
  void save_preference(std::string_view key, std::string_view value) override;
  bool can_pick_lesson_file() const override { return true; }
  void pick_lesson_file() override { calls.push_back({"pick_lesson_file", "", "", ""}); }

  std::vector<Call> calls;
  std::map<std::string, std::string, std::less<>> preferences;  // what save_preference kept
};

}  // namespace ap
