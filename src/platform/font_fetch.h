// Fetches the CJK font (app/page/font_download.h) from the page's own origin, with progress, when
// the UI first needs Chinese glyphs, and the later UI faces (app/page/late_fonts.h) after the first
// frame. The bytes come back through exported C functions.
#pragma once

#include "app/page/font_download.h"
#include "app/page/late_fonts.h"

namespace ap::platform {

// Installs the web fetcher into `download` (not owned; it outlives the page), which the exported
// callbacks then feed.
void install_cjk_font_fetcher(FontDownload* download);
// The same for the later UI faces, fetched one after another once `fonts` is requested.
void install_late_font_fetcher(LateFonts* fonts);

}  // namespace ap::platform
