// The newcomer set (tests/fixtures/newcomer_set.tsv): 100 sentences with a French reference each,
// no English or reference twice, every topic present; and `attention evaluate --sentences` scoring
// it per model, its figures equal to each model's own translations scored here.
#include "cli_run.h"

#include "core/seq2seq/sentence_set.h"
#include "core/seq2seq/translator.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <set>

namespace {

using ap::cli_test::read_file;
using ap::cli_test::run_cli;
using ap::cli_test::temp_path;
using ap::cli_test::write_file;
namespace s2s = ap::s2s;

const std::string kSetPath = std::string(AP_FIXTURES_DIR) + "/newcomer_set.tsv";

std::vector<s2s::ReferenceSentence> newcomer_set() {
  std::vector<s2s::ReferenceSentence> set;
  std::string error;
  EXPECT_TRUE(s2s::parse_sentence_set(read_file(kSetPath), &set, &error)) << error;
  return set;
}

TEST(NewcomerSet, HasOneHundredSentencesWithFrenchAndNoDuplicates) {
  const auto set = newcomer_set();  // the parser refuses an English sentence given twice
  EXPECT_EQ(set.size(), 100u);
  std::set<std::string> topics, references;
  for (const auto& s : set) {
    topics.insert(s.topic);
    ASSERT_FALSE(s.french.empty());
    EXPECT_TRUE(references.insert(s2s::normalise_for_match(s.french[0])).second)
        << s.english << ": its reference \"" << s.french[0] << "\" is another sentence's";
    std::set<std::string> accepted;  // one sentence's alternatives (another's may coincide)
    for (const std::string& f : s.french) {
      EXPECT_FALSE(f.empty()) << s.english;
      EXPECT_TRUE(accepted.insert(s2s::normalise_for_match(f)).second)
          << s.english << ": \"" << f << "\" is given twice";
    }
  }
  EXPECT_EQ(topics, (std::set<std::string>{"greetings", "travel", "food", "family", "school",
                                           "work", "weather", "feelings", "time"}));
}

TEST(NewcomerSet, EvaluateScoresEachModelAsItsOwnTranslationsMatch) {
  const auto set = newcomer_set();
  const auto r = run_cli({"evaluate", "--json", "--model", "all", "--sentences", kSetPath});
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["sentences"], 100);
  for (const char* name : {"search", "encdec", "transformer"}) {
    const auto& m = j["models"][name];
    ASSERT_EQ(m["translations"].size(), set.size()) << name;
    int matched = 0;
    for (std::size_t i = 0; i < set.size(); ++i) {
      const auto& t = m["translations"][i];
      EXPECT_EQ(t["english"], set[i].english);
      const bool exact = s2s::matches_reference(t["translation"].get<std::string>(), set[i]);
      EXPECT_EQ(t["exact"], exact) << name << ": " << set[i].english;
      matched += exact ? 1 : 0;
    }
    EXPECT_EQ(m["matched"], matched) << name;
    EXPECT_DOUBLE_EQ(m["exact"].get<double>(), matched / 100.0) << name;
  }
}

TEST(NewcomerSet, ARightTranslationInTheFileCountsAndABadFileIsRefused) {
  // A one-line set whose reference is what the search model writes for a corpus sentence.
  const std::string path = temp_path("set.tsv");
  write_file(path, "home\tI love the cat.\tJ'aime le chat.\tJe adore le chat.\n");
  auto r = run_cli({"evaluate", "--json", "--model", "search", "--sentences", path});
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  EXPECT_EQ(j["models"]["search"]["translations"][0]["translation"], "J'aime le chat.");
  EXPECT_EQ(j["models"]["search"]["matched"], 1);
  write_file(path, "home\tI love the cat.\n");
  r = run_cli({"evaluate", "--sentences", path});
  EXPECT_EQ(r.code, 2);
  EXPECT_NE(r.err.find("line 1: "), std::string::npos) << r.err;
}

}  // namespace
