// Text inside HTML, XML or SVG: & < > " as entities, so it stays text (in an element or in a
// double-quoted attribute). Used by the toolbar's embed code (app/page/embed_snippet.h) and the
// CLI's alignment SVG.
#pragma once

#include <string>
#include <string_view>

namespace ap {

std::string escape_markup(std::string_view text);

}  // namespace ap
