// JS bridge (see js_bridge.h). The EM_JS bodies stay one-liners into web/attention-api.js so
// the browser logic lives in one readable JS file. Strings cross as UTF-8; strings coming back
// from JS are malloc'ed by the JS side and freed here.
#include "platform/js_bridge.h"

#include "platform/png_capture.h"

#include <emscripten.h>

#include <cstdlib>

// clang-format off
EM_JS(char*, ap_js_location_hash, (), {
  const s = window.__attentionPage.currentHash();
  const n = lengthBytesUTF8(s) + 1; const p = _malloc(n); stringToUTF8(s, p, n); return p;
});
EM_JS(char*, ap_js_page_url, (), {
  const s = location.href;
  const n = lengthBytesUTF8(s) + 1; const p = _malloc(n); stringToUTF8(s, p, n); return p;
});
EM_JS(char*, ap_js_query_param, (const char* name), {
  const s = new URLSearchParams(location.search).get(UTF8ToString(name)) || "";
  const n = lengthBytesUTF8(s) + 1; const p = _malloc(n); stringToUTF8(s, p, n); return p;
});
EM_JS(void, ap_js_replace_hash, (const char* fragment), {
  window.__attentionPage.replaceHash(UTF8ToString(fragment));
});
EM_JS(void, ap_js_remember_loaded_hash, (const char* fragment), {
  window.__attentionPage.setLoadedHash(UTF8ToString(fragment));
});
EM_JS(void, ap_js_notify_ready, (), { window.__attentionPage.notifyReady(); });
EM_JS(void, ap_js_install_api, (), { window.__attentionPage.install(Module); });
EM_JS(double, ap_js_device_pixel_ratio, (), { return window.devicePixelRatio || 1; });
EM_JS(int, ap_js_prefers_reduced_motion, (), {
  return window.matchMedia && window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 1 : 0;
});
EM_JS(int, ap_js_prefers_dark, (), { return window.__attentionPage.prefersDark() ? 1 : 0; });
EM_JS(int, ap_js_coarse_pointer, (), {
  return window.matchMedia && window.matchMedia("(pointer: coarse)").matches ? 1 : 0;
});
EM_JS(double, ap_js_viewport_width, (), { return window.innerWidth || 0; });
EM_JS(int, ap_js_in_frame, (), {
  try { return window.self !== window.top ? 1 : 0; } catch (e) { return 1; }
});
EM_JS(char*, ap_js_load_preference, (const char* key), {
  let s = "";
  try { s = window.localStorage.getItem(UTF8ToString(key)) || ""; } catch (e) { s = ""; }
  const n = lengthBytesUTF8(s) + 1; const p = _malloc(n); stringToUTF8(s, p, n); return p;
});
EM_JS(void, ap_js_save_preference, (const char* key, const char* value), {
  try { window.localStorage.setItem(UTF8ToString(key), UTF8ToString(value)); } catch (e) {}
});
EM_JS(void, ap_js_copy_text, (const char* text), {
  window.__attentionPage.copyText(UTF8ToString(text));
});
EM_JS(void, ap_js_download, (const char* filename, const char* mime, const void* data, int size), {
  const bytes = HEAPU8.slice(data, data + size);  // copy: the wasm heap may move
  window.__attentionPage.download(UTF8ToString(filename), UTF8ToString(mime), bytes);
});
EM_JS(void, ap_js_pick_lesson_file, (), { window.__attentionPage.pickLessonFile(); });
EM_JS(void, ap_js_fatal, (const char* title, const char* text), {
  window.__attentionPage.showError(UTF8ToString(title), UTF8ToString(text), "Reload the page.");
});
// clang-format on

namespace ap::platform {
namespace {

std::string take_js_string(char* p) {
  std::string s = p ? p : "";
  std::free(p);
  return s;
}

}  // namespace

std::string location_hash() { return take_js_string(ap_js_location_hash()); }

std::string query_param(const char* name) { return take_js_string(ap_js_query_param(name)); }

bool in_frame() { return ap_js_in_frame() != 0; }

void replace_hash(std::string_view fragment) { ap_js_replace_hash(std::string(fragment).c_str()); }

void remember_loaded_hash(std::string_view fragment) {
  ap_js_remember_loaded_hash(std::string(fragment).c_str());
}

void notify_ready() { ap_js_notify_ready(); }

void show_fatal_error(const std::string& title, const std::string& text) {
  ap_js_fatal(title.c_str(), text.c_str());
}

void install_js_api() { ap_js_install_api(); }

double device_pixel_ratio() { return ap_js_device_pixel_ratio(); }

bool prefers_reduced_motion() { return ap_js_prefers_reduced_motion() != 0; }
bool prefers_dark_color_scheme() { return ap_js_prefers_dark() != 0; }

bool coarse_pointer() { return ap_js_coarse_pointer() != 0; }

double viewport_css_width() { return ap_js_viewport_width(); }

std::string load_preference(const char* key) { return take_js_string(ap_js_load_preference(key)); }

void save_preference(const char* key, const std::string& value) {
  ap_js_save_preference(key, value.c_str());
}

double now_ms() { return emscripten_get_now(); }

void copy_text(std::string_view text) { ap_js_copy_text(std::string(text).c_str()); }

void download_bytes(std::string_view filename, std::string_view mime, const void* data,
                    std::size_t size) {
  ap_js_download(std::string(filename).c_str(), std::string(mime).c_str(), data,
                 static_cast<int>(size));
}

void WebHost::copy_to_clipboard(std::string_view text) { copy_text(text); }

void WebHost::pick_lesson_file() { ap_js_pick_lesson_file(); }

std::string WebHost::page_url() const { return take_js_string(ap_js_page_url()); }

std::string WebHost::load_preference(std::string_view key) {
  return platform::load_preference(std::string(key).c_str());
}

void WebHost::save_preference(std::string_view key, std::string_view value) {
  platform::save_preference(std::string(key).c_str(), std::string(value));
}

void WebHost::download_text(std::string_view filename, std::string_view mime,
                            std::string_view text) {
  download_bytes(filename, mime, text.data(), text.size());
}

void WebHost::export_canvas_png(std::string_view filename, float x, float y, float w, float h) {
  pending_.push_back(PngRequest{std::string(filename), x, y, w, h, 1});
}

void WebHost::capture_pending_pngs(float scale, int fb_w, int fb_h) {
  std::vector<PngRequest> later;
  for (PngRequest& r : pending_) {
    if (r.frames_left-- > 0) {
      later.push_back(r);
      continue;
    }
    std::vector<unsigned char> png = capture_framebuffer_png(r.x, r.y, r.w, r.h, scale, fb_w, fb_h);
    if (!png.empty()) download_bytes(r.filename, "image/png", png.data(), png.size());
  }
  pending_.swap(later);
}

}  // namespace ap::platform
