// The JS bridge: the few things the page needs from the browser — the URL's fragment and query,
// history.replaceState, the system clipboard, file downloads, the device pixel ratio, the colour
// scheme, the pointer kind and localStorage preferences (the UI scale), and telling
// window.attention that the first frame is drawn. Implemented with EM_JS in js_bridge.cpp, which
// calls the helpers in web/attention-api.js (window.__attentionPage). Web build only.
#pragma once

#include "app/host.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace ap::platform {

std::string location_hash();                // the URL fragment without '#' ("" if none)
std::string query_param(const char* name);  // ?name=value from the page URL ("" if absent)
bool in_frame();  // the page runs inside another page's frame (an <iframe>, the embed element)
void replace_hash(std::string_view fragment);          // history.replaceState, no new history entry
void remember_loaded_hash(std::string_view fragment);  // so hashchange ignores it
void install_js_api();  // defines attention.<name> for every PageApi function (after it is set up)
void notify_ready();    // resolves window.attention.ready
// Replaces the loading screen by an error panel (and rejects attention.ready).
void show_fatal_error(const std::string& title, const std::string& text);
double device_pixel_ratio();
// The CSS media query (prefers-reduced-motion: reduce): the user asked for less animation.
bool prefers_reduced_motion();
// matchMedia('(prefers-color-scheme: dark)'); the page wakes the app when it changes.
bool prefers_dark_color_scheme();
// CSS `(pointer: coarse)`: the primary pointer is a finger (phones, tablets).
bool coarse_pointer();
double viewport_css_width();  // window.innerWidth
// A device preference in localStorage ("" when absent or when storage is unavailable); saving
// never throws (private modes refuse storage: the preference then lasts until reload).
std::string load_preference(const char* key);
void save_preference(const char* key, const std::string& value);
double now_ms();  // emscripten_get_now(): high-resolution ms

void copy_text(std::string_view text);  // navigator.clipboard, with the in-page fallback
void download_bytes(std::string_view filename, std::string_view mime, const void* data,
                    std::size_t size);

// The browser's implementation of ap::Host. PNG exports are queued and captured by
// capture_pending_pngs() right after the frame is rendered, from the frame's own pixels.
class WebHost : public Host {
 public:
  void copy_to_clipboard(std::string_view text) override;
  void download_text(std::string_view filename, std::string_view mime,
                     std::string_view text) override;
  void export_canvas_png(std::string_view filename, float x, float y, float w, float h) override;
  std::string page_url() const override;
  std::string load_preference(std::string_view key) override;
  void save_preference(std::string_view key, std::string_view value) override;
  bool can_pick_lesson_file() const override { return true; }
  void pick_lesson_file() override;

  // Reads the requested regions back from the current GL framebuffer (after rendering, before the
  // browser composites) and offers each as a PNG download. A request is captured one frame after
  // it was made, so the picture shows the page without the menu item that asked for it. `scale`
  // maps display coordinates to framebuffer pixels; fb_w/fb_h is the framebuffer size.
  void capture_pending_pngs(float scale, int fb_w, int fb_h);
  bool has_pending_pngs() const { return !pending_.empty(); }

 private:
  struct PngRequest {
    std::string filename;
    float x, y, w, h;
    int frames_left;  // frames to render before the capture
  };
  std::vector<PngRequest> pending_;
};

}  // namespace ap::platform
