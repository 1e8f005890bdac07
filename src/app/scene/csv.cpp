// The CSV parser behind the vector lab's paste (see csv.h): line splitting, field splitting with
// quotes, number parsing, header and label-column detection, and the limits of a scene.
#include "app/scene/csv.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace ap {

namespace {

bool fail(std::string* error, const std::string& what) {
  if (error) *error = what;
  return false;
}

std::string trim(std::string_view s) {
  std::size_t a = 0, b = s.size();
  while (a < b && (s[a] == ' ' || s[a] == '\t' || s[a] == '\r')) ++a;
  while (b > a && (s[b - 1] == ' ' || s[b - 1] == '\t' || s[b - 1] == '\r')) --b;
  return std::string(s.substr(a, b - a));
}

// Splits one line: tab, ';' or ',' if the line has one (in that order of preference), else runs
// of spaces. Double quotes group a field ("a, b") and "" inside them is a quote.
std::vector<std::string> split_fields(std::string_view line) {
  char sep = 0;
  if (line.find('\t') != std::string_view::npos)
    sep = '\t';
  else if (line.find(';') != std::string_view::npos)
    sep = ';';
  else if (line.find(',') != std::string_view::npos)
    sep = ',';
  std::vector<std::string> fields;
  std::string cur;
  bool quoted = false, any = false;
  for (std::size_t i = 0; i < line.size(); ++i) {
    char c = line[i];
    if (quoted) {
      if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
        cur += '"';
        ++i;
      } else if (c == '"')
        quoted = false;
      else
        cur += c;
      continue;
    }
    if (c == '"') {
      quoted = true;
      any = true;
      continue;
    }
    const bool is_sep = sep ? c == sep : (c == ' ' || c == '\r');
    if (is_sep) {
      if (sep || any || !trim(cur).empty()) fields.push_back(trim(cur));
      cur.clear();
      any = false;
      continue;
    }
    cur += c;
  }
  if (sep || any || !trim(cur).empty()) fields.push_back(trim(cur));
  return fields;
}

enum class Num { Ok, NotANumber, NonFinite };
Num parse_number(const std::string& f, float* out) {
  if (f.empty()) return Num::NotANumber;
  char* end = nullptr;
  const double x = std::strtod(f.c_str(), &end);
  if (end != f.c_str() + f.size()) return Num::NotANumber;
  if (!std::isfinite(x) || !std::isfinite(static_cast<float>(x))) return Num::NonFinite;
  *out = static_cast<float>(x);
  return Num::Ok;
}

}  // namespace

bool parse_csv(std::string_view text, CsvTable* out, std::string* error) {
  struct Line {
    int number;
    std::vector<std::string> fields;
  };
  std::vector<Line> lines;
  int number = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    ++number;
    std::string_view raw = text.substr(start, end - start);
    start = end + 1;
    const std::string t = trim(raw);
    if (t.empty() || t[0] == '#') continue;
    if (lines.size() > static_cast<std::size_t>(kMaxKeys) + 1)  // +1: a header line
      return fail(error,
                  "CSV: more than " + std::to_string(kMaxKeys) + " rows (the limit of keys)");
    lines.push_back({number, split_fields(raw)});
  }
  if (lines.empty()) return fail(error, "CSV: no rows of numbers found");

  float x;
  // A header: a first line in which no field is a number.
  bool header = true;
  for (const std::string& f : lines.front().fields)
    if (parse_number(f, &x) != Num::NotANumber) header = false;
  if (header && lines.size() > 1)
    lines.erase(lines.begin());
  else if (header)
    return fail(error, "CSV: line " + std::to_string(lines.front().number) + ": no numbers found");
  if (static_cast<int>(lines.size()) > kMaxKeys)
    return fail(error, "CSV: " + std::to_string(lines.size()) + " rows exceed the limit of " +
                           std::to_string(kMaxKeys) + " keys");

  CsvTable t;
  const Line& first = lines.front();
  t.has_labels = !first.fields.empty() && parse_number(first.fields[0], &x) == Num::NotANumber;
  const std::size_t skip = t.has_labels ? 1 : 0;
  const int cols = static_cast<int>(first.fields.size() - skip);
  if (cols < 1)
    return fail(error,
                "CSV: line " + std::to_string(first.number) + ": no numbers after the label");
  if (cols > kMaxDim)
    return fail(error, "CSV: line " + std::to_string(first.number) + ": " + std::to_string(cols) +
                           " numbers exceed the limit of " + std::to_string(kMaxDim));
  t.rows.resize(static_cast<Eigen::Index>(lines.size()), cols);
  for (std::size_t r = 0; r < lines.size(); ++r) {
    const Line& l = lines[r];
    const std::string where = "line " + std::to_string(l.number);
    const int got = static_cast<int>(l.fields.size()) - static_cast<int>(skip);
    if (got != cols)
      return fail(error, where + ": expected " + std::to_string(cols) + " numbers like line " +
                             std::to_string(first.number) + ", got " +
                             std::to_string(std::max(got, 0)));
    if (t.has_labels) {
      if (l.fields[0].size() > static_cast<std::size_t>(kMaxLabelBytes))
        return fail(error, where + ", column 1: the label is longer than " +
                               std::to_string(kMaxLabelBytes) + " bytes");
      t.labels.push_back(l.fields[0]);
    }
    for (int c = 0; c < cols; ++c) {
      const std::string& f = l.fields[skip + static_cast<std::size_t>(c)];
      const std::string at =
          where + ", column " + std::to_string(skip + static_cast<std::size_t>(c) + 1);
      switch (parse_number(f, &x)) {
        case Num::NotANumber:
          return fail(error, at + ": \"" + f + "\" is not a number");
        case Num::NonFinite:
          return fail(error, at + ": NaN or Inf is not allowed");
        case Num::Ok:
          t.rows(static_cast<Eigen::Index>(r), c) = x;
          break;
      }
    }
  }
  *out = std::move(t);
  return true;
}

}  // namespace ap
