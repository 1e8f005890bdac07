// docs/js-api.md against the page API: every function the app layer registers on
// window.attention (add_session_api and the other add_*_api) has its row in the docs' tables, so
// the docs cannot fall behind the code. The browser test tests/browser/api.test.mjs checks the
// whole page both ways (the platform's and the JS-only functions too).
#include "app/page/app_services.h"
#include "app/page/exercise_api.h"
#include "app/page/explain_api.h"
#include "app/page/lesson_api.h"
#include "app/page/page_api.h"
#include "app/page/training_api.h"
#include "app/page/translation_api.h"

#include <gtest/gtest.h>

#include <cctype>
#include <fstream>
#include <set>
#include <sstream>
#include <string>

namespace ap {
namespace {

// The first cell of a Markdown table row ("| `a()` / `b(x \| y)` | …"): up to the first '|'
// that is not escaped.
std::string first_cell(const std::string& row) {
  std::string cell;
  for (std::size_t i = 1; i < row.size(); ++i) {
    if (row[i] == '\\' && i + 1 < row.size()) {
      cell += row.substr(i, 2);
      ++i;
    } else if (row[i] == '|') {
      break;
    } else {
      cell += row[i];
    }
  }
  return cell;
}

// The functions docs/js-api.md lists: the names opening each `code span` in the first column of
// the tables under "## Functions" and "## Debug functions".
std::set<std::string> documented_functions(const std::string& markdown) {
  std::set<std::string> names;
  std::istringstream in(markdown);
  std::string line;
  bool in_tables = false;
  while (std::getline(in, line)) {
    if (line.rfind("## ", 0) == 0)
      in_tables = line == "## Functions" || line == "## Debug functions";
    if (!in_tables || line.rfind("| `", 0) != 0) continue;
    const std::string cell = first_cell(line);
    bool inside = false;
    for (std::size_t i = 0; i < cell.size(); ++i) {
      if (cell[i] != '`') continue;
      inside = !inside;
      if (!inside) continue;
      std::size_t end = i + 1;
      while (end < cell.size() &&
             (std::isalnum(static_cast<unsigned char>(cell[end])) || cell[end] == '_'))
        ++end;
      if (end > i + 1) names.insert(cell.substr(i + 1, end - i - 1));
    }
  }
  return names;
}

std::string read_text(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

TEST(PageApiDocs, TheParserReadsTheFirstColumnOnly) {
  const std::set<std::string> names = documented_functions(
      "## Functions\n"
      "| function | does |\n"
      "| `ready` | Promise |\n"
      "| `getA()` / `setA(\"x\" \\| \"y\")` | see `notAFunction()` |\n"
      "## Debug functions\n"
      "| `_b(id)` | … |\n"
      "## Errors\n"
      "| `c()` | not in a function table |\n");
  EXPECT_EQ(names, (std::set<std::string>{"ready", "getA", "setA", "_b"}));
}

TEST(PageApiDocs, EveryFunctionTheAppRegistersIsDocumented) {
  const std::set<std::string> documented =
      documented_functions(read_text(AP_SOURCE_DIR "/docs/js-api.md"));
  ASSERT_GT(documented.size(), 40u) << "docs/js-api.md: no function tables found";
  AppSession session;
  AppServices services;
  PageApi api;
  add_session_api(&api, &session, &services);
  add_translation_api(&api, &session, &services.translation);
  add_explain_api(&api, &session, &services.explain);
  add_training_api(&api, &session, &services);
  add_exercise_api(&api, &session, &services);
  add_lesson_api(&api, &session, &services);
  for (const std::string& name : api.names())
    EXPECT_TRUE(documented.count(name)) << name << " is registered but not in docs/js-api.md";
  // The Promise fronts attention.translate and attention.explain call the C++ functions of the
  // same names (so their errors start with the public name); there is no other entry point.
  EXPECT_TRUE(documented.count("translate") && documented.count("explain"));
  for (const char* old_name : {"translateNow", "explainNow"})
    EXPECT_NE(api.call(old_name, "[]").find("no such function"), std::string::npos) << old_name;
}

}  // namespace
}  // namespace ap
