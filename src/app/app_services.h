// AppServices: what the running app offers besides its state (AppSession) — the translation
// service (models, bottleneck figures), the host (clipboard, downloads, PNG export) and the
// registry of widget rects. One object, owned by whoever runs the app: the page
// (src/platform/main.cpp), a test, the headless UI harness. It is passed down beside AppSession
// (the UI, the JS API), as hello_imgui passes its AppState: nothing here is process-wide, so two
// UIs in one process (two tests) share nothing.
#pragma once

#include "app/host.h"
#include "app/translation_service.h"
#include "app/widget_registry.h"

namespace ap {

class AppServices {
 public:
  AppServices() = default;
  AppServices(const AppServices&) = delete;
  AppServices& operator=(const AppServices&) = delete;

  TranslationService translation;
  WidgetRegistry widgets;

  // The current host: the recording host until the platform installs its own.
  Host& host() { return host_ ? *host_ : recording_host_; }
  // Installs h (not owned; must outlive this object's use). nullptr restores the recording host.
  void set_host(Host* h) { host_ = h; }
  // The default host, which records what was asked (tests inspect it).
  RecordingHost& recording_host() { return recording_host_; }

 private:
  RecordingHost recording_host_;
  Host* host_ = nullptr;
};

}  // namespace ap
