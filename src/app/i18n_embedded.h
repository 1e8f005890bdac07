// The UI string tables compiled into the program: assets/i18n/<lang>.json as text, generated at
// configure time by cmake/EmbedI18n.cmake (<build>/generated/i18n_embedded.cpp).
#pragma once

namespace ap::i18n {

struct EmbeddedTable {
  const char* language;  // file stem: "en", "zh"
  const char* json;      // the file's text
};
extern const EmbeddedTable kEmbeddedTables[];
extern const int kEmbeddedTableCount;

}  // namespace ap::i18n
