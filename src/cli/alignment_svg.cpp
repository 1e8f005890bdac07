// Alignment heatmap SVG (see alignment_svg.h).
#include "cli/alignment_svg.h"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "app/markup_escape.h"
#include "core/seq2seq/french_text.h"
#include "core/seq2seq/tokenizer.h"

namespace ap::cli {
namespace {

// White (0) to dark blue (1).
std::string shade(float w) {
  const double x = std::clamp(static_cast<double>(w), 0.0, 1.0);
  const int r = static_cast<int>(std::lround(255 - x * (255 - 8)));
  const int g = static_cast<int>(std::lround(255 - x * (255 - 48)));
  const int b = static_cast<int>(std::lround(255 - x * (255 - 107)));
  char buf[16];
  std::snprintf(buf, sizeof buf, "#%02x%02x%02x", r, g, b);
  return buf;
}

int text_width(const std::string& s) {  // rough: 7.2 px per character at 12 px
  int chars = 0;
  for (unsigned char c : s) chars += (c & 0xC0) != 0x80;
  return static_cast<int>(chars * 7.2) + 4;
}

}  // namespace

std::string alignment_svg(const ap::s2s::Translation& t) {
  const int rows = static_cast<int>(t.target_tokens.size());
  const int cols = static_cast<int>(t.source_tokens.size());
  const int cell = 40;
  int label_w = 0, head_h = 0;
  for (const auto& w : t.target_tokens) label_w = std::max(label_w, text_width(w));
  for (const auto& w : t.source_tokens) head_h = std::max(head_h, text_width(w));
  label_w += 10;
  head_h += 10;
  // Two title lines, English then French, each as wide as it needs (13 px text).
  const std::string english = ap::s2s::english_text(t.source_tokens);
  const std::string french = "→ " + t.translation;
  const int title_w = (std::max(text_width(english), text_width(french)) * 13) / 12 + 8;
  const int title_h = 42;
  const int x0 = label_w, y0 = title_h + head_h;
  const int width = std::max(x0 + cols * cell + 10, title_w), height = y0 + rows * cell + 10;
  std::ostringstream s;
  s << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << width << "\" height=\"" << height
    << "\" viewBox=\"0 0 " << width << " " << height
    << "\" font-family=\"sans-serif\" font-size=\"12\">\n"
    << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
    << "<text x=\"4\" y=\"16\" font-size=\"13\">" << escape_markup(english) << "</text>\n"
    << "<text x=\"4\" y=\"34\" font-size=\"13\">" << escape_markup(french) << "</text>\n";
  for (int c = 0; c < cols; ++c) {  // English words, rotated, along the top
    const int x = x0 + c * cell + cell / 2 + 4;
    s << "<text transform=\"translate(" << x << "," << (y0 - 6) << ") rotate(-90)\""
      << (ap::s2s::copied_from_source(t.copied, c) ? " fill=\"#d97706\" font-weight=\"bold\"" : "")
      << ">" << escape_markup(t.source_tokens[static_cast<std::size_t>(c)]) << "</text>\n";
  }
  for (int r = 0; r < rows; ++r) {
    const int y = y0 + r * cell;
    s << "<text x=\"" << (label_w - 6) << "\" y=\"" << (y + cell / 2 + 4)
      << "\" text-anchor=\"end\""
      << (ap::s2s::copied_to_target(t.copied, r) ? " fill=\"#d97706\" font-weight=\"bold\"" : "")
      << ">" << escape_markup(t.target_tokens[static_cast<std::size_t>(r)]) << "</text>\n";
    if (r >= static_cast<int>(t.alignment.size())) continue;
    const auto& row = t.alignment[static_cast<std::size_t>(r)];
    for (int c = 0; c < cols && c < static_cast<int>(row.size()); ++c) {
      const float w = row[static_cast<std::size_t>(c)];
      char num[16];
      std::snprintf(num, sizeof num, "%.2f", static_cast<double>(w));
      s << "<rect x=\"" << x0 + c * cell << "\" y=\"" << y << "\" width=\"" << cell - 1
        << "\" height=\"" << cell - 1 << "\" fill=\"" << shade(w) << "\"><title>"
        << escape_markup(t.source_tokens[static_cast<std::size_t>(c)]) << " → "
        << escape_markup(t.target_tokens[static_cast<std::size_t>(r)]) << " " << num
        << "</title></rect>\n";
      if (w >= 0.05f)
        s << "<text x=\"" << x0 + c * cell + cell / 2 << "\" y=\"" << y + cell / 2 + 4
          << "\" text-anchor=\"middle\" font-size=\"10\" fill=\"" << (w > 0.5f ? "white" : "#333")
          << "\">" << num << "</text>\n";
    }
  }
  for (const auto& cw : t.copied)  // the column of each copied word
    s << "<rect x=\"" << x0 + cw.source * cell << "\" y=\"" << y0 << "\" width=\"" << cell - 1
      << "\" height=\"" << rows * cell - 1
      << "\" fill=\"none\" stroke=\"#d97706\" stroke-width=\"2\"/>\n";
  s << "</svg>\n";
  return s.str();
}

}  // namespace ap::cli
