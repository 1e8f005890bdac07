// String tables (app/i18n.h): JSON parsing with clear errors, lookup with fallback, and the
// shipped files assets/i18n/en.json and zh.json: valid, same key set, no empty strings, printf
// placeholders matching between languages.
#include "app/i18n.h"

#include <gtest/gtest.h>

#include <fstream>
#include <regex>
#include <sstream>
#include <string>

namespace {

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string AssetJson(const char* lang) {
  return ReadFile(std::string(AP_SOURCE_DIR) + "/assets/i18n/" + lang + ".json");
}

// The printf conversions of a format string, in order ("%d", "%.2f" → "d", "f"); "%%" skipped.
std::string Conversions(const std::string& fmt) {
  static const std::regex kConv("%(%|[-+ #0]*[0-9]*(\\.[0-9]+)?(ll|l|h)?([a-zA-Z]))");
  std::string out;
  for (auto it = std::sregex_iterator(fmt.begin(), fmt.end(), kConv); it != std::sregex_iterator();
       ++it)
    if ((*it)[1] != "%") out += (*it)[3].str() + (*it)[4].str() + " ";
  return out;
}

TEST(StringTable, ParsesFlatObject) {
  ap::i18n::StringTable t;
  std::string error;
  ASSERT_TRUE(t.load_json(R"({"a.b": "x", "c": "中文"})", &error)) << error;
  EXPECT_EQ(t.size(), 2u);
  EXPECT_STREQ(t.find("a.b"), "x");
  EXPECT_STREQ(t.find("c"), "中文");
  EXPECT_EQ(t.find("missing"), nullptr);
}

TEST(StringTable, RejectsBadInputWithMessage) {
  ap::i18n::StringTable t;
  std::string error;
  EXPECT_FALSE(t.load_json("{not json", &error));
  EXPECT_NE(error.find("not valid JSON"), std::string::npos) << error;
  EXPECT_FALSE(t.load_json("[1, 2]", &error));
  EXPECT_NE(error.find("expected an object"), std::string::npos) << error;
  EXPECT_FALSE(t.load_json(R"({"ok": "x", "lab.title": 3})", &error));
  EXPECT_NE(error.find("\"lab.title\": value is not a string"), std::string::npos) << error;
  EXPECT_EQ(t.size(), 0u);  // nothing half-loaded
}

TEST(Translate, FallsBackToEnglishThenDefault) {
  // tab.tour exists in both shipped tables.
  EXPECT_STREQ(ap::i18n::translate("en", "tab.tour", "x"), "Tour");
  EXPECT_STREQ(ap::i18n::translate("zh", "tab.tour", "x"), "导览");
  // Unknown language → English; unknown key → the caller's default.
  EXPECT_STREQ(ap::i18n::translate("fr", "tab.tour", "x"), "Tour");
  EXPECT_STREQ(ap::i18n::translate("zh", "no.such.key", "Default"), "Default");
  EXPECT_TRUE(ap::i18n::is_supported_language("zh"));
  EXPECT_FALSE(ap::i18n::is_supported_language("de"));
}

TEST(Translate, DisplayLanguageIsChineseOnlyWithTheFont) {
  EXPECT_STREQ(ap::i18n::display_language_for("zh", true), "zh");
  EXPECT_STREQ(ap::i18n::display_language_for("zh", false), "en");  // no tofu boxes
  EXPECT_STREQ(ap::i18n::display_language_for("en", true), "en");
  EXPECT_STREQ(ap::i18n::display_language_for("klingon", true), "en");
}

TEST(ShippedTables, EmbeddedEqualsFilesOnDisk) {
  // The compiled-in copy is the current file (CMake regenerates it when the JSON changes).
  for (const char* lang : {"en", "zh"}) {
    ap::i18n::StringTable disk;
    std::string error;
    ASSERT_TRUE(disk.load_json(AssetJson(lang), &error)) << lang << ": " << error;
    const ap::i18n::StringTable& embedded = ap::i18n::table(lang);
    ASSERT_EQ(disk.keys(), embedded.keys()) << lang;
    for (const auto& k : disk.keys()) EXPECT_STREQ(disk.find(k), embedded.find(k)) << k;
  }
}

TEST(ShippedTables, SameKeysNoEmptyStringsSamePlaceholders) {
  const auto& en = ap::i18n::table("en");
  const auto& zh = ap::i18n::table("zh");
  ASSERT_GT(en.size(), 50u);
  for (const auto& k : en.keys()) EXPECT_NE(zh.find(k), nullptr) << "zh.json lacks " << k;
  for (const auto& k : zh.keys()) EXPECT_NE(en.find(k), nullptr) << "en.json lacks " << k;
  for (const auto& k : en.keys()) {
    const char* e = en.find(k);
    const char* z = zh.find(k);
    ASSERT_NE(e, nullptr);
    EXPECT_STRNE(e, "") << k;
    if (!z) continue;
    EXPECT_STRNE(z, "") << k;
    // A translated format string must take the same arguments, or printf reads garbage.
    EXPECT_EQ(Conversions(e), Conversions(z)) << k << ": en \"" << e << "\" zh \"" << z << "\"";
  }
}

TEST(ShippedTables, ChineseTableIsActuallyChinese) {
  // Guard against copying English into zh.json: most entries contain hanzi.
  const auto& zh = ap::i18n::table("zh");
  int with_cjk = 0;
  for (const auto& k : zh.keys()) with_cjk += ap::i18n::needs_cjk_font(zh.find(k)) ? 1 : 0;
  EXPECT_GT(with_cjk * 10, static_cast<int>(zh.size()) * 7) << with_cjk << " of " << zh.size();
}

TEST(NeedsCjkFont, DetectsHanziPunctuationNotLatin) {
  EXPECT_FALSE(ap::i18n::needs_cjk_font("Attention, café, naïve"));
  EXPECT_TRUE(ap::i18n::needs_cjk_font("研表究明"));
  EXPECT_TRUE(ap::i18n::needs_cjk_font("abc，"));      // full-width comma
  EXPECT_TRUE(ap::i18n::needs_cjk_font("「x」"));      // CJK brackets
  EXPECT_FALSE(ap::i18n::needs_cjk_font("\xE4\xB8"));  // truncated UTF-8: no crash, no match
}

}  // namespace
