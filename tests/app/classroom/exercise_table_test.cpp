// The exercise table (app/classroom/exercise_table.h) is consistent: ids unique and well formed,
// every check a known kind with parameters of the right types (the check table's validation),
// every text key in the English and the Chinese tables, each start applying and its link decoding
// to it on the entry's view, the questions answerable. Then the same checker on broken copies of an
// entry, so that a broken entry cannot pass unnoticed.
#include <gtest/gtest.h>

#include "app/classroom/checks.h"
#include "app/classroom/exercise_table.h"
#include "app/i18n.h"
#include "app/json_util.h"
#include "app/link/share_link.h"
#include "app/state/state_codec.h"

#include <set>
#include <string>
#include <vector>

namespace ap::exercises {
namespace {

using nlohmann::json;

// Every key the entry's texts use.
std::vector<std::string> text_keys(const ExerciseEntry& e) {
  std::vector<std::string> keys = {text_key(e, "title"), text_key(e, "statement"),
                                   text_key(e, "solution")};
  for (int h = 1; h <= e.hints; ++h) keys.push_back(text_key(e, "hint" + std::to_string(h)));
  for (const QuestionEntry& q : e.questions) {
    keys.push_back(text_key(e, q.prompt));
    for (const ChoiceEntry& c : q.choices)
      if (c.label_key) keys.push_back(c.label_key);
  }
  return keys;
}

// The members of `want` that `got` does not hold as written: a start's JSON names only members
// the state has, and each takes the value written (an unknown tab or a misspelt field would not).
void differences(const json& want, const json& got, const std::string& path,
                 std::vector<std::string>* out) {
  if (!want.is_object()) {
    if (want != got)
      out->push_back("start: " + path + " is " + got.dump() + ", not " + want.dump());
    return;
  }
  for (auto it = want.begin(); it != want.end(); ++it) {
    const std::string at = path.empty() ? it.key() : path + "." + it.key();
    if (!got.is_object() || !got.contains(it.key()))
      out->push_back("start: " + at + " is not a member of the state");
    else
      differences(it.value(), got[it.key()], at, out);
  }
}

void check_start(const ExerciseEntry& e, std::vector<std::string>* out) {
  const Exercise built = build_exercise(e, "en");
  std::string error;
  if (e.start.json) {
    json j;
    AppState s;
    if (!parse_json_text(e.start.json, &j, &error) || !app_state_from_json(j, &s, &error))
      out->push_back("start: " + error);
    else
      differences(j, app_state_json(built.start), "", out);
  }
  AppState decoded;
  if (!ShareLink::decode(built.start_link, &decoded, &error))
    out->push_back("start link: " + error);
  else if (!(decoded == built.start))
    out->push_back("start link: does not decode to the start state");
  else if (decoded.view.tab != e.tab)
    out->push_back("start: opens another view");
}

void check_questions(const ExerciseEntry& e, std::vector<std::string>* out) {
  const Exercise built = build_exercise(e, "en");
  for (const Question& q : built.questions) {
    std::set<std::string> ids;
    for (const Choice& c : q.choices) {
      if (c.id.empty() || c.id.find(',') != std::string::npos)
        out->push_back("choice \"" + c.id + "\": an id is not empty and has no ','");
      if (!ids.insert(c.id).second) out->push_back("choice \"" + c.id + "\" twice");
      if (c.label.empty()) out->push_back("choice \"" + c.id + "\" has no label");
    }
    if (ids.size() < 2) out->push_back("a question needs two choices or more");
  }
}

// What is wrong with an entry, one line a problem ("" when nothing is).
std::vector<std::string> problems(const ExerciseEntry& e) {
  std::vector<std::string> out;
  const std::string id = e.id ? e.id : "";
  if (id.empty() || id.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != id.npos)
    out.push_back("id \"" + id + "\": lower-case letters, digits and '-' only");
  json check;
  std::string error;
  if (!e.check || !parse_json_text(e.check, &check, &error))
    out.push_back("check: " + error);
  else if (!validate_check(check, &error))
    out.push_back("check: " + error);
  if (e.hints < 0 || e.hints > 2) out.push_back("at most two hints");
  for (const std::string& key : text_keys(e))
    for (const char* lang : {"en", "zh"})
      if (!i18n::table(lang).find(key)) out.push_back(std::string(lang) + " lacks " + key);
  check_start(e, &out);
  check_questions(e, &out);
  for (const char* w : e.hidden_until_done)
    if (!w || !*w) out.push_back("hidden_until_done: an empty widget id");
  return out;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string s;
  for (const std::string& l : lines) s += l + "\n";
  return s;
}

TEST(ExerciseTable, EveryEntryIsConsistentAndEveryIdUnique) {
  std::set<std::string> ids;
  for (const ExerciseEntry& e : exercise_table()) {
    EXPECT_EQ(joined(problems(e)), "") << e.id;
    EXPECT_TRUE(ids.insert(e.id).second) << e.id << " twice";
  }
  EXPECT_EQ(ids.size(), exercise_table().size());
}

// The checker above on broken copies of an entry: each break is found and named.
TEST(ExerciseTable, TheCheckerFindsABrokenEntry) {
  const ExerciseEntry good = exercise_table()[0];
  ASSERT_TRUE(problems(good).empty());
  auto found = [&](const ExerciseEntry& broken, const std::string& what) {
    const std::string all = joined(problems(broken));
    EXPECT_NE(all.find(what), std::string::npos) << "looked for \"" << what << "\" in:\n" << all;
  };
  ExerciseEntry e = good;
  e.check = R"({"kind": "lab_weight_at_least", "key": "car"})";
  found(e, "check: lab_weight_at_least: missing \"min\"");
  e.check = R"({"kind": "lab_weight_over", "key": "car", "min": 0.6})";
  found(e, "check: unknown check kind \"lab_weight_over\"");
  e.check = R"({"kind": "all", "checks": [{"kind": "lab_near_uniform", "tolerance": "small"}]})";
  found(e, "\"tolerance\" must be a finite number");
  e.check = "{kind: all}";
  found(e, "check: malformed JSON");
  e = good;
  e.id = "lab-query-bus";  // no texts under that id
  found(e, "en lacks exercise.lab-query-bus.title");
  found(e, "zh lacks exercise.lab-query-bus.statement");
  e = good;
  e.id = "Lab query car";
  found(e, "lower-case letters, digits and '-' only");
  e = good;
  e.hints = 3;
  found(e, "at most two hints");
  e = good;
  e.start = R"({"view": {"tab": "nowhere"}})";  // an unknown tab reads as the first, the lab
  found(e, "start: view.tab is \"lab\", not \"nowhere\"");
  e.start = R"({"view": {"tab": "batched"}})";
  found(e, "start: opens another view");
  e.start = R"({"translation": {"sentense": "I love Mary."}})";
  found(e, "start: translation.sentense is not a member of the state");
  e.start = R"({"training": {"hidden": 100000}})";
  found(e, "start: training.hidden");
  e.start = "{";
  found(e, "start: malformed JSON");
  e = good;
  e.questions = {{"title", {{"a,b"}, {"c"}}}};
  found(e, "choice \"a,b\"");
  e.questions = {{"title", {{"yes"}, {"yes"}}}};
  found(e, "choice \"yes\" twice");
  e.questions = {{"title", {{"yes"}}}};
  found(e, "two choices or more");
  e.questions = {{"no-such-prompt", {{"a"}, {"b"}}}};
  found(e, "en lacks exercise.lab-query-car.no-such-prompt");
  e = good;
  e.hidden_until_done = {""};
  found(e, "hidden_until_done");
}

// What each exercise's check reads (the kind table's column) is what its view needs: the models
// for the translator's, the bottleneck's and the Explain tab's, the training for the Train tab's.
TEST(ExerciseTable, EachChecksNeedsAreItsViews) {
  for (const ExerciseEntry& entry : exercise_table()) {
    const Exercise e = build_exercise(entry, "en");
    const CheckNeeds needs = check_needs(e.check);
    EXPECT_EQ(needs.models,
              e.tab == Tab::Translate || e.tab == Tab::Bottleneck || e.tab == Tab::Explain)
        << e.id;
    EXPECT_EQ(needs.training, e.tab == Tab::Train) << e.id;
  }
}

// The builder reads the table: the English and the Chinese texts are the i18n tables' under the
// entry's keys, the check is the entry's JSON.
TEST(ExerciseTable, TheBuilderTakesTheTextsFromTheI18nTablesUnderTheEntrysKeys) {
  for (const ExerciseEntry& entry : exercise_table())
    for (const char* lang : {"en", "zh"}) {
      const Exercise e = build_exercise(entry, lang);
      EXPECT_EQ(e.id, entry.id);
      EXPECT_EQ(e.title, i18n::translate(lang, text_key(entry, "title"), ""));
      EXPECT_EQ(e.statement, i18n::translate(lang, text_key(entry, "statement"), ""));
      ASSERT_EQ(e.hints.size(), static_cast<std::size_t>(entry.hints));
      EXPECT_EQ(e.hints.back(), i18n::translate(lang, text_key(entry, "hint2"), ""));
      EXPECT_EQ(e.solution, i18n::translate(lang, text_key(entry, "solution"), ""));
      json check;
      std::string error;
      ASSERT_TRUE(parse_json_text(entry.check, &check, &error));
      EXPECT_EQ(e.check, check);
      EXPECT_EQ(e.reveal, entry.reveal);
    }
}

}  // namespace
}  // namespace ap::exercises
