// Every UI string key used in src/ui — each Tr("key", "English") call — exists in both
// assets/i18n/en.json and zh.json (the tables compiled into the program). Scans the sources, so a
// panel that adds a string without adding it to the files fails here, naming file and key.
// The code is the one source of the English text: ctest i18n.single_source
// (tests/lint/i18n-check.py) fails when en.json differs from it; `tests/lint/i18n-check.py
// --write-en` regenerates en.json.
#include "app/i18n.h"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

namespace {

namespace fs = std::filesystem;

struct KeyUse {
  std::string key;
  std::string file;
};

std::vector<KeyUse> KeysUsedInUi() {
  std::vector<KeyUse> uses;
  // Tr( "key" , "English" — possibly across line breaks; the English literal is required, as in
  // tests/lint/i18n-check.py, so prose like `Tr("key", ...)` in a comment is not a call.
  static const std::regex kTrCall(R"re(\bTr\(\s*"([^"\\]+)"\s*,\s*")re");
  for (const auto& entry : fs::recursive_directory_iterator(fs::path(AP_SOURCE_DIR) / "src/ui")) {
    const auto ext = entry.path().extension();
    if (ext != ".cpp" && ext != ".h") continue;
    std::ifstream in(entry.path());
    std::ostringstream s;
    s << in.rdbuf();
    const std::string text = s.str();
    for (auto it = std::sregex_iterator(text.begin(), text.end(), kTrCall);
         it != std::sregex_iterator(); ++it)
      uses.push_back({(*it)[1].str(), entry.path().filename().string()});
  }
  return uses;
}

TEST(I18nKeys, EveryKeyUsedInUiExistsInBothLanguages) {
  const auto uses = KeysUsedInUi();
  ASSERT_GT(uses.size(), 20u) << "the scan found too few Tr() calls: is the pattern still right?";
  for (const auto& u : uses) {
    EXPECT_NE(ap::i18n::table("en").find(u.key), nullptr)
        << u.file << ": Tr(\"" << u.key << "\") is missing from assets/i18n/en.json";
    EXPECT_NE(ap::i18n::table("zh").find(u.key), nullptr)
        << u.file << ": Tr(\"" << u.key << "\") is missing from assets/i18n/zh.json";
  }
}

TEST(I18nKeys, TourAndToggleKeysAreUsed) {
  // The scan itself must see the tour's keys (guards against the regex silently matching nothing
  // in a file).
  std::set<std::string> keys;
  for (const auto& u : KeysUsedInUi()) keys.insert(u.key);
  for (const char* k : {"tab.tour", "tour.step1.title", "tour.step7.params_note", "font.loading"})
    EXPECT_TRUE(keys.count(k)) << k;
}

}  // namespace
