// Fetches the CJK font for the UI (ui/fonts.h) from the page's own origin, with progress, when
// the UI first needs Chinese glyphs. The bytes come back through exported C functions.
#pragma once

namespace ap::platform {

// Installs the fetcher into ui/fonts.h (SetCjkFontFetcher).
void install_cjk_font_fetcher();

}  // namespace ap::platform
