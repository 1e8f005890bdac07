// Fetches the CJK font (app/page/font_download.h) from the page's own origin, with progress, when
// the UI first needs Chinese glyphs. The bytes come back through exported C functions.
#pragma once

#include "app/page/font_download.h"

namespace ap::platform {

// Installs the web fetcher into `download` (not owned; it outlives the page), which the exported
// callbacks then feed.
void install_cjk_font_fetcher(FontDownload* download);

}  // namespace ap::platform
