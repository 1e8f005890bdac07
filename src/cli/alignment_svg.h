// The alignment heatmap of one translation as a standalone SVG (rows: French words, columns:
// English words, darker = more attention, the weight printed in each cell), for the README and
// for `attention translate --svg FILE`. Copied words (unknown words through attention) are drawn
// in orange with their column outlined.
#pragma once

#include <string>

#include "core/seq2seq/translator.h"

namespace ap::cli {

std::string alignment_svg(const ap::s2s::Translation& t);

}  // namespace ap::cli
