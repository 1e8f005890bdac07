// Host (see host.h): the process-wide current host and the in-memory recording default.
#include "app/host.h"

namespace ap {
namespace {
Host* g_host = nullptr;
}  // namespace

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

RecordingHost& recording_host() {
  static RecordingHost h;
  return h;
}

Host& host() { return g_host ? *g_host : recording_host(); }

void set_host(Host* h) { g_host = h; }

}  // namespace ap
