// UI string tables (English and 简体中文). Strings live in assets/i18n/<lang>.json as one flat
// object {"dotted.key": "text"}; both files have the same keys (a test checks it). The tables are
// compiled in (app/i18n_embedded.h), so lookup needs no file system. Lookup falls back to English,
// then to the caller's default, so a missing translation shows English, never an empty label.
// The current language is state.view.language ("en" | "zh"); the UI layer passes it in.
// Plain data: no ImGui here.
#pragma once

#include <functional>
#include <map>
#include <utility>
#include <string>
#include <string_view>
#include <vector>

namespace ap::i18n {

class StringTable {
 public:
  // Parses {"key": "text", ...}. Every value must be a string; on failure returns false, leaves
  // the table empty and *error names the problem (e.g. `"lab.title": value is not a string`).
  bool load_json(std::string_view json_text, std::string* error);
  // The text for key, or nullptr. The pointer stays valid as long as the table is not reloaded.
  const char* find(std::string_view key) const;
  std::vector<std::string> keys() const;  // sorted
  std::size_t size() const { return strings_.size(); }

 private:
  std::map<std::string, std::string, std::less<>> strings_;
};

// The supported languages, in the order the language toggle shows them.
const std::vector<std::string>& languages();  // {"en", "zh"}
bool is_supported_language(std::string_view language);

// The compiled-in table for a language (an empty table for an unknown one). Parsed on first use.
const StringTable& table(std::string_view language);

// Text of key in language; falls back to English, then to english_default (never nullptr unless
// english_default is nullptr and the key is missing everywhere).
const char* translate(std::string_view language, std::string_view key, const char* english_default);

// The template of `key` in `language` (english_default when no table has it) with every {name}
// replaced by its value: fill("zh", "a11y.x", "{tab}. Weights: {w}.", {{"tab", t}, {"w", w}}).
using Fields = std::vector<std::pair<const char*, std::string>>;
std::string fill(std::string_view language, const char* key, const char* english_default,
                 const Fields& fields);

// The language the UI can show when `wanted` is asked for: Chinese only once the CJK font is in
// the atlas (until then it would render as '?' boxes), English for anything unsupported.
const char* display_language_for(std::string_view wanted, bool cjk_font_ready);

// True if the UTF-8 text contains a character the default (Latin) UI font cannot show: CJK
// ideographs, kana, hangul, CJK punctuation or full-width forms. Used to load the CJK font lazily.
bool needs_cjk_font(std::string_view utf8);

}  // namespace ap::i18n
