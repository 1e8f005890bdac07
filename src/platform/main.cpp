// The page's entry point: SDL2 window + WebGL2 context, Dear ImGui, the AppSession and its UI,
// and one frame function handed to emscripten_set_main_loop. Also wires the browser in: the
// share link in the URL (read at start and when the user pastes another, rewritten on change),
// ?embed=1, the JS API and the Host (clipboard, downloads, PNG export).
//
// Frame: events → UI scale (pinch, the toolbar's control: style + font) → keep the edited field
// above the on-screen keyboard → ImGui frame → AppUi::Draw(session) → render → PNG captures → URL
// sync → screen-reader summary → render on demand (wants_next_frame: draw the next animation frame,
// or sleep until something happens; platform/frame_scheduler.h). The CPU time of each frame is
// recorded for attention._frameTimes() (bench/web/measure-web.mjs); attention._heapStats()
// reports the wasm heap (bench/web/soak.mjs).
#include "app/page/app_services.h"
#include "app/page/lesson_api.h"
#include "app/classroom/lesson_link.h"
#include "app/page/page_api.h"
#include "app/state/session.h"
#include "app/page/exercise_api.h"
#include "app/page/training_api.h"
#include "app/page/explain_api.h"
#include "app/page/translation_api.h"
#include "platform/api_exports.h"
#include "platform/atlas_upload.h"
#include "platform/event_pump.h"
#include "platform/font_fetch.h"
#include "platform/frame_scheduler.h"
#include "platform/frame_stats.h"
#include "platform/js_bridge.h"
#include "platform/keyboard_inset.h"
#include "platform/pinch_anchor.h"
#include "platform/inference_worker.h"
#include "platform/model_fetch.h"
#include "platform/summary_sync.h"
#include "platform/touch_input.h"
#include "platform/training_worker.h"
#include "platform/url_sync.h"
#include "ui/app_ui.h"
#include "ui/fonts.h"
#include "ui/widgets/value_easing.h"
#include "ui/palette.h"
#include "ui/ui_style.h"

#include <SDL.h>
#include <GLES3/gl3.h>
#include <emscripten.h>
#include <emscripten/heap.h>
#include <imgui.h>
#include <imgui_impl_opengl3.h>
#include <imgui_impl_sdl.h>
#include <imgui_internal.h>
#include <malloc.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstddef>
#include <string>

namespace ap::platform {
namespace {

struct Page {
  SDL_Window* window = nullptr;
  SDL_GLContext gl = nullptr;
  AppSession session;
  // Translation service, host, widget registry: passed down with session. Its training session
  // is the training worker's remote (platform/training_worker.h).
  AppServices services{training_worker_send()};
  ui::AppUi ui{services};
  PageApi api;
  WebHost web_host;
  UrlSync url_sync;
  FrameStats stats;
  EventPump events;
  FrameScheduler scheduler;
  SummarySync summary;  // the screen-reader summary of the open tab
  TouchInput touch{[this](ImVec2 at) { return near_arrow_tip(at); }};
  KeyboardInset keyboard;  // keeps the edited field above the on-screen keyboard
  ui::UiStyle ui_style;    // the style's unscaled base; applies services.ui_scale
  unsigned pinch_serial = 0;
  PinchAnchor pinch_anchor;  // keeps the content between the fingers under them
  ImVec2 pinch_point;        // the fingers' midpoint (last seen)
  int pinch_settle_frames = 0;
  float pinch_from = 1.0f;   // the scale when the current pinch began
  float saved_scale = 1.0f;  // the scale as loaded or last stored: only a change is stored

  // Is `at` within grabbing distance (vector_canvas.cpp's 12 px) of an arrow tip the canvas drew?
  bool near_arrow_tip(ImVec2 at) const {
    for (const std::string& id : services.widgets.ids()) {
      if (id.rfind("canvas/key/", 0) != 0 && id != "canvas/query") continue;
      WidgetRect r;
      if (!services.widgets.find(id, &r)) continue;
      const float dx = at.x - (r.x + r.w * 0.5f), dy = at.y - (r.y + r.h * 0.5f);
      if (dx * dx + dy * dy <= 12.0f * 12.0f) return true;
    }
    return false;
  }
};

// The device pixel ratio the fonts are rasterised at (ui/fonts.h): clamped to [1, 4]. Read every
// frame, so browser zoom and a move to another screen re-rasterise the atlas (crisp text at any
// ratio); the layout stays in CSS pixels (io.FontGlobalScale = 1 / ratio).
float font_pixel_ratio() {
  return static_cast<float>(std::fmax(1.0, std::fmin(4.0, device_pixel_ratio())));
}

// THE place where the UI scale reaches the font (app/page/ui_scale.h): text is drawn at base ×
// ui_scale CSS px. The atlas is normally rasterised at dpr × ui_scale (frame() rebuilds it), so
// this is 1 / dpr and text is crisp; while a pinch runs the last atlas is stretched instead
// (rebuilding every face each frame would stall the gesture) and the atlas catches up when it ends.
void apply_ui_font_scale(float ui_scale) {
  const ImFont* body = ui::Fonts::Body();
  const float raster = body ? body->FontSize / ui::Fonts::BasePixels(ui::FontRole::Body) : 1.0f;
  ImGui::GetIO().FontGlobalScale = ui_scale / raster;
}

constexpr const char* kUiScaleKey = "attention.uiScale";  // localStorage

// The device's UI scale at start: a stored preference, else the default for the pointer kind and
// the window's width (app/page/ui_scale.h).
void load_ui_scale(Page& p) {
  UiScale& scale = p.services.ui_scale;
  scale.touch = coarse_pointer();
  const float fallback = default_ui_scale(scale.touch, static_cast<float>(viewport_css_width()));
  scale.set(parse_stored_ui_scale(load_preference(kUiScaleKey).c_str(), fallback));
  p.saved_scale = scale.value;
}

// Before ImGui::NewFrame: a pinch sets the scale from the fingers' distance; a changed scale
// rescales the font and the style (from its unscaled base) and, once no pinch is running, is
// stored as the device's preference. True if anything was rescaled.
bool update_ui_scale(Page& p) {
  UiScale& scale = p.services.ui_scale;
  if (p.touch.pinching()) {
    if (p.touch.pinch_serial() != p.pinch_serial) {
      p.pinch_serial = p.touch.pinch_serial();
      p.pinch_from = scale.value;
      p.pinch_anchor.begin(p.touch.pinch_center(), p.services.widgets);
    }
    scale.set(pinch_scale(p.pinch_from, p.touch.pinch_start_distance(), p.touch.pinch_distance()));
    p.pinch_point = p.touch.pinch_center();
    p.pinch_settle_frames = 3;  // the rects are a frame old: keep following after the fingers lift
  }
  if (p.pinch_settle_frames > 0) {
    p.pinch_anchor.follow(p.pinch_point, p.services.widgets);  // zoom about the fingers
    if (!p.touch.pinching()) --p.pinch_settle_frames;
  }
  apply_ui_font_scale(scale.value);
  const bool changed = p.ui_style.Apply(scale);
  if (!p.touch.pinching() && scale.value != p.saved_scale) {
    char text[16];
    std::snprintf(text, sizeof(text), "%.4g", static_cast<double>(scale.value));
    save_preference(kUiScaleKey, text);
    p.saved_scale = scale.value;
  }
  return changed;
}

// Render on demand: THE predicate saying whether the next animation frame must be drawn. Every
// reason the picture can change on its own belongs here (events, API calls and fetched bytes
// wake the page from outside: FrameScheduler::wake). Add a reason with one more line.
bool wants_next_frame(const Page& p, double now) {
  const ImGuiIO& io = ImGui::GetIO();
  bool held = false;  // a drag, a held repeat button, a long press, key repeat: advance per frame
  for (bool down : io.MouseDown) held = held || down;
  for (bool down : io.KeysDown) held = held || down;
  return p.scheduler.settling(now)                  // just after an event, API call or fetch
         || held                                    //
         || p.events.has_held()                     // events held for this next frame
         || p.touch.busy()                          // a touch gesture, a fling's inertia
         || p.pinch_settle_frames > 0               // a pinch's anchor still settling
         || ui::EasingInProgress()                  // drawn values easing to new ones
         || p.services.training.works_here()        // live training advances every frame
         || !p.services.cjk_font.pending().empty()  // glyphs waiting to be merged into the atlas
         || p.services.cjk_font.glyphs().has_waiting()  // CJK characters drawn, not rasterised
         || p.services.late_fonts.waiting_merge()  // the later UI faces, to build the atlas with
         || p.web_host.has_pending_pngs();         // a PNG export waits for its frame
}

// When a sleeping page must draw anyway (milliseconds from now; negative: never): the caret of
// an active text field blinks (ImGui 1.86: shown while fmod(CursorAnim, 1.2) ≤ 0.8 s), and the
// share link of the last edit waits for UrlSync's rate limit.
double next_timed_frame_ms(const Page& p, double now) {
  double wait = p.url_sync.wait_ms(p.session, now);
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  if (g.IO.WantTextInput && g.IO.ConfigInputTextCursorBlink && g.InputTextState.ID != 0 &&
      g.InputTextState.ID == g.ActiveId) {
    const float anim = g.InputTextState.CursorAnim;
    const float phase = anim <= 0.0f ? anim : std::fmod(anim, 1.2f);
    const double blink = 1000.0 * (phase <= 0.8f ? 0.8f - phase : 1.2f - phase) + 5.0;
    wait = wait < 0.0 ? blink : std::fmin(wait, blink);
  }
  return wait;
}

void frame(void* arg) {
  Page& p = *static_cast<Page*>(arg);
  const double t0 = now_ms();

  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const auto touch = [&p, display, t0](const SDL_Event& e) {
    return p.touch.handle(e, display, t0);
  };
  if (p.events.pump(touch) > 0) p.scheduler.wake(t0);  // e.g. SDL's own window events
  // Crisp text: the atlas is rasterised at dpr × ui_scale (new ratio, new scale, CJK glyphs
  // merged), except during a pinch (see apply_ui_font_scale).
  const float raster = font_pixel_ratio() * p.services.ui_scale.value;
  const ui::AtlasUpdate atlas_update =
      p.touch.pinching()
          ? ui::AtlasUpdate{}
          : ui::RebuildFontAtlasIfNeeded(p.services.cjk_font, raster, &p.services.late_fonts);
  const bool atlas_rebuilt = atlas_update.rebuilt;
  if (atlas_rebuilt) {
    ImGui_ImplOpenGL3_DestroyFontsTexture();  // upload the new atlas
    ImGui_ImplOpenGL3_CreateFontsTexture();
  } else {
    upload_atlas_texels(atlas_update.patched);  // glyphs added in place: their texels only
  }
  update_ui_scale(p);  // the pinch's scale; the font and style follow it
  if (atlas_rebuilt) {
    // Building and uploading the atlas is a long step: the frame is drawn at the next animation
    // frame, in a task of its own (the canvas keeps the last picture meanwhile).
    p.scheduler.end_frame(true, -1.0);
    return;
  }
  p.keyboard.keep_field_visible();

  p.services.system_prefers_dark = prefers_dark_color_scheme();  // the page's media query
  ImGui_ImplOpenGL3_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  p.touch.apply(ImGui::GetIO(), t0);  // a touch gesture's pointer, button and scrolling
  ImGui::NewFrame();
  p.services.widgets.begin_frame();
  p.services.editing_number = false;  // set again by a number cell in text mode
  p.ui.Draw(p.session);
  ImGui::Render();
  ui::NoteDrawnCjkGlyphs(p.services.cjk_font);  // rasterised before the next frame
  p.touch.after_frame();

  const ImGuiIO& io = ImGui::GetIO();
  const int fb_w = static_cast<int>(io.DisplaySize.x * io.DisplayFramebufferScale.x);
  const int fb_h = static_cast<int>(io.DisplaySize.y * io.DisplayFramebufferScale.y);
  glViewport(0, 0, fb_w, fb_h);
  const ImVec4 clear = ui::ToVec4(ui::PaletteFor(p.services.dark_theme).background);
  glClearColor(clear.x, clear.y, clear.z, 1.0f);
  glClear(GL_COLOR_BUFFER_BIT);
  ImGui_ImplOpenGL3_RenderDrawData(ImGui::GetDrawData());
  // The drawing buffer still holds this frame until the browser composites it: read it now.
  if (p.web_host.has_pending_pngs())
    p.web_host.capture_pending_pngs(io.DisplayFramebufferScale.x, fb_w, fb_h);

  p.url_sync.update(p.session, t0);
  p.summary.update(p.session, p.services);
  p.stats.add(now_ms() - t0);
  // ImGui sizes auto-fitting windows during the first frame and shows them from the second: the
  // second frame is the first one a user can interact with.
  if (p.stats.count() == 2) {
    notify_ready();
    p.services.late_fonts.request();  // the bold, mono and maths faces, after the first load
  }
  p.scheduler.frame_drawn();  // resolves attention.requestFrame(); web/ime.js follows the field
  const double t1 = now_ms();
  p.scheduler.end_frame(wants_next_frame(p, t1), next_timed_frame_ms(p, t1));
}

void add_platform_api(Page& p) {
  using nlohmann::json;
  p.api.add("_frameTimes", [&p](const json&, json* v, std::string*) {
    *v = p.stats.samples();
    return true;
  });
  p.api.add("_resetFrameTimes", [&p](const json&, json* v, std::string*) {
    p.stats.clear();
    *v = true;
    return true;
  });
  p.api.add("_frameCount", [&p](const json&, json* v, std::string*) {
    *v = p.stats.count();
    return true;
  });
  // Keyboard navigation, for tests/browser/a11y.test.mjs: the item ImGui's nav cursor is on,
  // whether its highlight is drawn, and its screen rect (CSS px).
  p.api.add("_navFocus", [](const json&, json* v, std::string*) {
    ImGuiContext& g = *ImGui::GetCurrentContext();
    json rect = nullptr;
    if (g.NavWindow && g.NavId != 0) {
      const ImRect r = ImGui::WindowRectRelToAbs(g.NavWindow, g.NavWindow->NavRectRel[g.NavLayer]);
      rect = json{{"x", r.Min.x}, {"y", r.Min.y}, {"w", r.GetWidth()}, {"h", r.GetHeight()}};
    }
    *v = json{{"id", g.NavId}, {"visible", g.NavId != 0 && !g.NavDisableHighlight}, {"rect", rect}};
    return true;
  });
  // The font atlas, for tests/browser/i18n.test.mjs: the raster scale the faces were built at
  // (crisp text: equal to the device pixel ratio), the texture size, which code points of the
  // optional UTF-8 argument have no glyph in the body face (they would draw as U+FFFD boxes), and
  // for tests/browser/fonts.test.mjs the bytes of each config's font by its name ("ap-title",
  // "ap-math", …) and whether the later faces were merged.
  p.api.add("_fontAtlas", [&p](const json& args, json* v, std::string*) {
    const ImFontAtlas* atlas = ImGui::GetIO().Fonts;
    const ImFont* body = ui::Fonts::Body();
    json missing = json::array();
    if (body && args.is_array() && !args.empty() && args[0].is_string()) {
      const std::string text = args[0].get<std::string>();
      for (const char* s = text.c_str(); *s;) {
        unsigned int c = 0;
        s += ImTextCharFromUtf8(&c, s, nullptr);
        if (!body->FindGlyphNoFallback(static_cast<ImWchar>(c))) missing.push_back(c);
      }
    }
    json font_bytes = json::object();
    for (const ImFontConfig& cfg : atlas->ConfigData) font_bytes[cfg.Name] = cfg.FontDataSize;
    const float base = ui::Fonts::BasePixels(ui::FontRole::Body);
    *v = json{{"rasterScale", body ? body->FontSize / base : 0.0f},
              {"globalScale", ImGui::GetIO().FontGlobalScale},
              {"texWidth", atlas->TexWidth},
              {"texHeight", atlas->TexHeight},
              {"missing", missing},
              {"fontBytes", font_bytes},
              {"lateFontsMerged", p.services.late_fonts.merged()}};
    return true;
  });
  // The UI scale (app/page/ui_scale.h): a device preference, not part of the state or the link.
  p.api.add("getUiScale", [&p](const json&, json* v, std::string*) {
    *v = p.services.ui_scale.value;
    return true;
  });
  p.api.add("setUiScale", [&p](const json& args, json* v, std::string* error) {
    if (args.empty() || !args[0].is_number() || !std::isfinite(args[0].get<double>())) {
      *error = "argument 1: expected a number (the UI scale, 0.5 to 3)";
      return false;
    }
    p.services.ui_scale.set(args[0].get<float>());  // clamped into [0.5, 3]
    *v = p.services.ui_scale.value;
    return true;
  });
  // For the browser tests: the scale, whether the touch padding is on, ImGui's frame height (CSS
  // px: a button's, a checkbox's, a slider's height), the widget the last pinch zoomed about.
  p.api.add("_uiScaleInfo", [&p](const json&, json* v, std::string*) {
    *v = json{{"scale", p.services.ui_scale.value},
              {"touch", p.services.ui_scale.touch},
              {"frameHeight", ImGui::GetFrameHeight()},
              {"pinchAnchor", p.pinch_anchor.anchor()}};
    return true;
  });
  // Whether a tooltip is on screen (tests/browser/touch.test.mjs: a long press shows it).
  p.api.add("_tooltipOpen", [](const json&, json* v, std::string*) {
    bool open = false;
    for (const ImGuiWindow* w : ImGui::GetCurrentContext()->Windows)
      open = open || (w->Active && (w->Flags & ImGuiWindowFlags_Tooltip));
    *v = open;
    return true;
  });
  // The wasm heap for bench/web/soak.mjs: linear memory size (it only grows) and the bytes malloc
  // has handed out and not had back (a leak makes this one climb).
  p.api.add("_heapStats", [](const json&, json* v, std::string*) {
    const struct mallinfo m = mallinfo();
    *v = json{{"memoryBytes", emscripten_get_heap_size()},
              {"mallocInUseBytes", static_cast<std::size_t>(m.uordblks)}};
    return true;
  });
}

Page* g_page = nullptr;  // the page; ap_open_location_hash reaches it here

// Opens the URL's fragment, a share link or a lesson link (a lesson opens at its first step,
// app/classroom/lesson_session.h). A bad one, too long or malformed, leaves the state as it was
// and the banner (set by load_link or the lesson) saying what was wrong. True if it opened.
bool open_fragment(Page& p, const std::string& fragment) {
  std::string error;
  return is_lesson_fragment(fragment) ? p.services.lessons.open(fragment, p.session, &error)
                                      : p.session.load_link(fragment, &error);
}

// The link the page was opened with, then ?embed=1, then the welcome of a first visit (not over
// a link, in embed mode or in another page's frame: app/page/welcome.h). A bad link leaves the
// default scene and the banner.
void apply_url(Page& p) {
  const std::string fragment = location_hash();
  if (!fragment.empty()) {
    if (open_fragment(p, fragment)) remember_loaded_hash(fragment);
    p.url_sync.mark_synced(p.session.revision());  // keep the opened URL until the first edit
  }
  const double long_press = std::atof(query_param("longpress").c_str());  // tests: touch_input.h
  if (long_press >= 100.0 && long_press <= 10000.0) p.touch.set_long_press_ms(long_press);
  const std::string embed = query_param("embed");
  if ((embed == "1" || embed == "true") && !p.session.state().view.embed) {
    p.session.navigate([](AppState& st) { st.view.embed = true; });
  }
  p.services.welcome.open_if_first_visit(p.web_host, !fragment.empty(),
                                         p.session.state().view.embed || in_frame());
}

int run() {
  if (SDL_Init(SDL_INIT_VIDEO | SDL_INIT_TIMER) != 0) {
    show_fatal_error("The playground cannot start",
                     std::string("SDL_Init failed: ") + SDL_GetError());
    return 1;
  }
  // Keys go to SDL only while the canvas has focus, so page widgets (the copy-link fallback
  // field) keep normal keyboard behaviour, Ctrl+C included.
  SDL_SetHint(SDL_HINT_EMSCRIPTEN_KEYBOARD_ELEMENT, "#canvas");
  // Touch is handled by TouchInput (scrolling, taps, long presses), not as an emulated mouse.
  SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0");
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_PROFILE_MASK, SDL_GL_CONTEXT_PROFILE_ES);
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MAJOR_VERSION, 3);  // WebGL2
  SDL_GL_SetAttribute(SDL_GL_CONTEXT_MINOR_VERSION, 0);
  SDL_GL_SetAttribute(SDL_GL_DOUBLEBUFFER, 1);
  SDL_GL_SetAttribute(SDL_GL_DEPTH_SIZE, 0);
  SDL_GL_SetAttribute(SDL_GL_STENCIL_SIZE, 0);

  auto* p = new Page();  // lives as long as the page
  g_page = p;
  // RESIZABLE + a CSS-sized canvas: SDL follows the window's size; ALLOW_HIGHDPI: the drawing
  // buffer is CSS size × devicePixelRatio (ImGui gets it as DisplayFramebufferScale).
  p->window = SDL_CreateWindow("Attention Playground", SDL_WINDOWPOS_UNDEFINED,
                               SDL_WINDOWPOS_UNDEFINED, 1280, 800,
                               SDL_WINDOW_OPENGL | SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI);
  if (!p->window) {
    show_fatal_error("The playground cannot start",
                     std::string("SDL_CreateWindow failed: ") + SDL_GetError());
    return 1;
  }
  p->gl = SDL_GL_CreateContext(p->window);
  if (!p->gl) {
    show_fatal_error("WebGL 2 is not available",
                     std::string("Creating the WebGL 2 context failed: ") + SDL_GetError());
    return 1;
  }
  SDL_GL_MakeCurrent(p->window, p->gl);

  IMGUI_CHECKVERSION();
  ImGui::CreateContext();
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // nothing persisted behind the user's back; the link is the state
  io.LogFilename = nullptr;
  io.ConfigFlags |= ImGuiConfigFlags_NavEnableKeyboard;
  // Style colours: the theme's (ui/palette.h), applied by AppUi each frame it changes.
  p->ui_style.CaptureBase();  // the unscaled sizes; update_ui_scale rescales from them
  load_ui_scale(*p);
  ui::RebuildFontAtlasIfNeeded(p->services.cjk_font,  // before the backend
                               font_pixel_ratio() * p->services.ui_scale.value,
                               &p->services.late_fonts);
  apply_ui_font_scale(p->services.ui_scale.value);
  install_cjk_font_fetcher(&p->services.cjk_font);
  install_late_font_fetcher(&p->services.late_fonts);
  install_model_fetcher(&p->services.translation);
  install_inference_worker(&p->services.translation);  // translations and explanations run there
  ImGui_ImplSDL2_InitForOpenGL(p->window, p->gl);
  ImGui_ImplOpenGL3_Init("#version 300 es");

  p->services.set_host(&p->web_host);
  p->services.exercises.load(p->web_host);         // the progress kept in localStorage
  p->services.motion = !prefers_reduced_motion();  // values ease in unless the user asked not to
  add_session_api(&p->api, &p->session, &p->services);
  add_translation_api(&p->api, &p->session, &p->services.translation);
  add_explain_api(&p->api, &p->session, &p->services.explain);
  add_training_api(&p->api, &p->session, &p->services);
  add_exercise_api(&p->api, &p->session, &p->services);
  add_lesson_api(&p->api, &p->session, &p->services);
  add_platform_api(*p);
  install_exported_api(&p->api);
  install_training_worker(&p->services.training, &p->session);  // the worker's views reach it
  install_js_api();
  apply_url(*p);

  p->scheduler.wake(now_ms());  // the first frames: ImGui lays out, attention.ready resolves
  emscripten_set_main_loop_arg(frame, p, 0, false);
  return 0;
}

}  // namespace
}  // namespace ap::platform

// The user pasted another link into the open page's URL (web/attention-api.js, on hashchange):
// it opens as the link the page started with does, read from the URL here (onto the heap, so a
// fragment of any length arrives whole and gets the banner of a fresh load).
extern "C" EMSCRIPTEN_KEEPALIVE void ap_open_location_hash() {
  using ap::platform::g_page;
  if (!g_page) return;
  const std::string fragment = ap::platform::location_hash();
  if (!fragment.empty()) ap::platform::open_fragment(*g_page, fragment);
}

// The lesson panel's "Open file..." (web/attention-api.js reads the file, at most one byte past
// the lesson's limit, onto the heap): opens it as a lesson; a file the app refuses, too large or
// broken, gets the banner, and the state and the current lesson stay.
extern "C" EMSCRIPTEN_KEEPALIVE void ap_open_lesson_text(const char* text) {
  using ap::platform::g_page;
  if (!g_page || !text) return;
  std::string error;
  g_page->services.lessons.open(text, g_page->session, &error);
}

int main() { return ap::platform::run(); }
