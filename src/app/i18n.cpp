// UI string tables: JSON parsing, the compiled-in tables and lookup with fallback (see i18n.h).
#include "app/i18n.h"

#include "app/i18n_embedded.h"
#include "core/cjk.h"
#include "core/utf8.h"

#include <nlohmann/json.hpp>

#include <memory>

namespace ap::i18n {

bool StringTable::load_json(std::string_view json_text, std::string* error) {
  strings_.clear();
  nlohmann::json j = nlohmann::json::parse(json_text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) {
    if (error) *error = "string table: not valid JSON";
    return false;
  }
  if (!j.is_object()) {
    if (error) *error = "string table: expected an object of \"key\": \"text\"";
    return false;
  }
  std::map<std::string, std::string, std::less<>> parsed;
  for (auto it = j.begin(); it != j.end(); ++it) {
    if (!it.value().is_string()) {
      if (error) *error = "string table: \"" + it.key() + "\": value is not a string";
      return false;
    }
    parsed.emplace(it.key(), it.value().get<std::string>());
  }
  strings_ = std::move(parsed);
  return true;
}

std::string fill(std::string_view language, const char* key, const char* english_default,
                 const Fields& fields) {
  std::string text = translate(language, key, english_default);
  for (const auto& [name, value] : fields) {
    const std::string slot = std::string("{") + name + "}";
    for (std::size_t at = text.find(slot); at != std::string::npos;
         at = text.find(slot, at + value.size())) {
      text.replace(at, slot.size(), value);
    }
  }
  return text;
}

const char* StringTable::find(std::string_view key) const {
  auto it = strings_.find(key);
  return it == strings_.end() ? nullptr : it->second.c_str();
}

std::vector<std::string> StringTable::keys() const {
  std::vector<std::string> out;
  out.reserve(strings_.size());
  for (const auto& kv : strings_) out.push_back(kv.first);
  return out;
}

const std::vector<std::string>& languages() {
  static const std::vector<std::string> kLanguages = {"en", "zh"};
  return kLanguages;
}

bool is_supported_language(std::string_view language) {
  for (const auto& l : languages())
    if (l == language) return true;
  return false;
}

namespace {

// Parsed once, on first use; a table that fails to parse stays empty (the build's test of the
// JSON files catches that long before a user could).
struct Tables {
  std::map<std::string, StringTable, std::less<>> by_language;
  StringTable empty;
  Tables() {
    for (int i = 0; i < kEmbeddedTableCount; ++i) {
      StringTable t;
      std::string error;
      t.load_json(kEmbeddedTables[i].json, &error);
      by_language.emplace(kEmbeddedTables[i].language, std::move(t));
    }
  }
};

const Tables& tables() {
  static const Tables kTables;
  return kTables;
}

}  // namespace

const StringTable& table(std::string_view language) {
  const Tables& t = tables();
  auto it = t.by_language.find(language);
  return it == t.by_language.end() ? t.empty : it->second;
}

const char* translate(std::string_view language, std::string_view key,
                      const char* english_default) {
  if (language != "en")
    if (const char* s = table(language).find(key)) return s;
  if (const char* s = table("en").find(key)) return s;
  return english_default;
}

const char* display_language_for(std::string_view wanted, bool cjk_font_ready) {
  return wanted == "zh" && cjk_font_ready ? "zh" : "en";
}

bool needs_cjk_font(std::string_view text) {
  // Invalid bytes decode as U+FFFD (core/utf8.h), which the default font has.
  for (std::size_t i = 0; i < text.size();) {
    const utf8::CodePoint c = utf8::decode(text, i);
    if (is_cjk(c.value)) return true;  // the same classes the line breaker uses
    i += c.length;
  }
  return false;
}

}  // namespace ap::i18n
