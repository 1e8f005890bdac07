// A table of numbers from CSV text, as pasted into the vector lab: rows of numbers separated by
// commas, semicolons, tabs or spaces; an optional leading label column (detected from the first
// row: its first field is not a number); an optional header line (a first line with no numbers at
// all); blank lines and lines starting with '#' are skipped. The table is held to the limits of a
// scene (app/scene/scene.h: kMaxKeys rows, kMaxDim columns, kMaxLabelBytes per label).
#pragma once

#include "app/scene/scene.h"

#include <string>
#include <string_view>
#include <vector>

namespace ap {

struct CsvTable {
  std::vector<std::string> labels;  // one per row if has_labels, else empty
  Mat rows;                         // (rows, columns)
  bool has_labels = false;
};
// Errors name the line and column: `line 3: expected 2 numbers like line 1, got 3`,
// `line 2, column 3: "abc" is not a number`, `line 4, column 2: NaN or Inf is not allowed`.
bool parse_csv(std::string_view text, CsvTable* out, std::string* error);

}  // namespace ap
