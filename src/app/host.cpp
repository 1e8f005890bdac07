// Host (see host.h): the in-memory recording default.
#include "app/host.h"

namespace ap {

void RecordingHost::copy_to_clipboard(std::string_view text) {
  Call c;
  c.kind = "clipboard";
  c.text = std::string(text);
  calls.push_back(std::move(c));
}

void RecordingHost::download_text(std::string_view filename, std::string_view mime,
                                  std::string_view text) {
  Call c;
  c.kind = "download";
  c.filename = std::string(filename);
  c.mime = std::string(mime);
  c.text = std::string(text);
  calls.push_back(std::move(c));
}

void RecordingHost::export_canvas_png(std::string_view filename, float x, float y, float w,
                                      float h) {
  Call c;
  c.kind = "png";
  c.filename = std::string(filename);
  c.x = x;
  c.y = y;
  c.w = w;
  c.h = h;
  calls.push_back(std::move(c));
}

std::string RecordingHost::load_preference(std::string_view key) {
  const auto it = preferences.find(key);
  return it == preferences.end() ? "" : it->second;
}

void RecordingHost::save_preference(std::string_view key, std::string_view value) {
  preferences[std::string(key)] = std::string(value);
}

}  // namespace ap
