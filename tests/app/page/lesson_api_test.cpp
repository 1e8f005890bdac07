// The lesson's page functions: record three steps of a changing state, share them as a link and
// as JSON, open them in a fresh session and step through with Next / Previous / Go (each step one
// undo step, the viewer's language kept); bad lessons leave the state and the lesson as they
// were, with the banner saying why; lessonStatus changes nothing.
#include "app/page/app_services.h"
#include "app/page/lesson_api.h"
#include "app/classroom/lesson_link.h"
#include "app/state/state_codec.h"
#include "app/page/view_summary.h"

#include "page_api_reply.h"

#include <gtest/gtest.h>

namespace ap {
namespace {

using ap::testing::Reply;
using nlohmann::json;

struct Page {
  AppSession session;
  AppServices services;
  PageApi api;
  Page() {
    add_session_api(&api, &session, &services);
    add_lesson_api(&api, &session, &services);
  }
  // Calls `name` with the arguments given (each one JSON value, as the page passes them).
  template <class... Args>
  json value(const char* name, const Args&... args) {
    const json r = Reply(api, name, arguments(args...));
    EXPECT_EQ(r["ok"], true) << name << ": " << r.dump();
    return r.value("value", json());
  }
  template <class... Args>
  std::string error(const char* name, const Args&... args) {
    const json r = Reply(api, name, arguments(args...));
    EXPECT_EQ(r["ok"], false) << name;
    return r.value("error", "");
  }
  template <class... Args>
  static json arguments(const Args&... args) {
    json a = json::array();
    (a.push_back(json(args)), ...);
    return a;
  }
};

// Three steps: the default lab; key 1 moved and the scaled dot product; the batched tab. The
// second has a check.
struct LessonApiTest : ::testing::Test {
  Page teacher;
  std::vector<AppState> recorded;
  const json check = {{"kind", "lab_weight_at_least"}, {"key", "car"}, {"min", 0.6}};

  void SetUp() override {
    teacher.value("lessonSetTitle", "Scores and weights");
    EXPECT_EQ(teacher.value("lessonRecordStep", "Look at the weights."), 1);
    recorded.push_back(teacher.session.state());
    ASSERT_TRUE(teacher.session.edit([](AppState& s) {
      s.lab.spec.score = ScoreFunction::ScaledDot;
      s.lab.keys(1, 0) = 2.5f;
    }));
    EXPECT_EQ(teacher.value("lessonRecordStep", "Make car win.", check), 2);
    recorded.push_back(teacher.session.state());
    teacher.value("setState", json{{"view", {{"tab", "batched"}}}});
    EXPECT_EQ(teacher.value("lessonRecordStep", "三个查询。", dump_json(nullptr)), 3);
    recorded.push_back(teacher.session.state());
  }
};

TEST_F(LessonApiTest, ALinkOpensAtStepOneAndStepsThroughBitExactly) {
  const std::string link = teacher.value("lessonLinkFragment");
  ASSERT_EQ(link.rfind("lesson1.", 0), 0u);
  Page student;
  student.value("setLanguage", "zh");
  EXPECT_EQ(student.value("loadLesson", "https://example.org/#" + link), true);
  json status = student.value("lessonStatus");
  EXPECT_EQ(status, (json{{"active", true},
                          {"title", "Scores and weights"},
                          {"step", 1},
                          {"steps", 3},
                          {"text", "Look at the weights."},
                          {"check", nullptr}}));
  AppState want = recorded[0];
  want.view.language = "zh";  // the student's own language stays
  EXPECT_TRUE(student.session.state() == want);

  status = student.value("lessonNext");
  EXPECT_EQ(status["step"], 2);
  EXPECT_EQ(status["text"], "Make car win.");
  EXPECT_EQ(status["check"]["kind"], "lab_weight_at_least");
  // The check on the live state: car (key 2) against 0.6, from the session's own weights.
  EXPECT_EQ(status["check"]["passed"], student.session.result().single.weights(2) >= 0.6);
  EXPECT_EQ(status["check"]["not_yet"], false);
  want = recorded[1];
  want.view.language = "zh";
  EXPECT_TRUE(student.session.state() == want);
  EXPECT_EQ(student.session.state().lab.keys(1, 0), 2.5f);

  EXPECT_EQ(student.value("lessonNext")["text"], "三个查询。");
  EXPECT_EQ(student.session.state().view.tab, Tab::Batched);
  EXPECT_EQ(student.value("lessonNext")["step"], 3);  // stays at the last step
  EXPECT_EQ(student.value("lessonPrev")["step"], 2);
  EXPECT_EQ(student.value("lessonGo", 1)["step"], 1);
  EXPECT_NE(student.error("lessonGo", 4).find("no step 4 (the lesson has 3)"), std::string::npos);
  EXPECT_NE(student.error("lessonGo", "2").find("step number"), std::string::npos);
}

TEST_F(LessonApiTest, TheCheckFollowsTheLiveState) {
  Page student;
  student.value("loadLesson", teacher.value("lessonLinkFragment"));
  student.value("lessonNext");
  ASSERT_LT(student.session.result().single.weights(2), 0.6f) << "car must start below 0.6";
  json live = student.value("lessonStatus")["check"];
  EXPECT_EQ(live["passed"], false);
  EXPECT_NE(live["message"].get<std::string>().find("car"), std::string::npos) << live;
  // The query pointed far along car's key: car takes almost all the weight.
  ASSERT_TRUE(
      student.session.edit([](AppState& s) { s.lab.queries.row(0) = 10.0f * s.lab.keys.row(2); }));
  ASSERT_GE(student.session.result().single.weights(2), 0.6f);
  live = student.value("lessonStatus")["check"];
  EXPECT_EQ(live["passed"], true) << live;
  EXPECT_EQ(student.value("lessonStatus")["step"], 2);  // editing does not leave the step
}

TEST_F(LessonApiTest, EachStepIsOneUndoStep) {
  Page student;
  ASSERT_TRUE(student.session.edit([](AppState& s) { s.lab.queries(0, 0) = -3.0f; }));
  const AppState own = student.session.state();  // the student's own work, not step 1's
  student.value("loadLesson", teacher.value("lessonLinkFragment"));
  student.value("lessonNext");
  EXPECT_TRUE(student.session.state() == recorded[1]);
  EXPECT_EQ(student.value("undo"), true);
  EXPECT_TRUE(student.session.state() == recorded[0]);
  EXPECT_EQ(student.value("undo"), true);
  EXPECT_TRUE(student.session.state() == own);  // what the student had before the lesson
}

TEST_F(LessonApiTest, TheJsonFileOpensTheSameLesson) {
  const std::string text = teacher.value("lessonJson");
  Page student;
  EXPECT_EQ(student.value("loadLesson", text), true);
  EXPECT_EQ(student.value("lessonLinkFragment"), teacher.value("lessonLinkFragment"));
  EXPECT_TRUE(student.services.lessons.lesson() == teacher.services.lessons.lesson());
  // Download JSON offers the same text.
  EXPECT_EQ(teacher.value("exportLessonJson"), true);
  const auto& calls = teacher.services.recording_host().calls;
  ASSERT_FALSE(calls.empty());
  EXPECT_EQ(calls.back().kind, "download");
  EXPECT_EQ(calls.back().filename, "lesson.json");
  EXPECT_EQ(calls.back().text, text);
}

TEST_F(LessonApiTest, ABadLessonKeepsTheStateAndTheLessonAndSaysWhy) {
  Page student;
  student.value("loadLesson", teacher.value("lessonLinkFragment"));
  student.value("lessonNext");
  const AppState before = student.session.state();
  const json status = student.value("lessonStatus");
  std::string link = teacher.value("lessonLinkFragment");
  for (const std::string& bad :
       {std::string("lesson2.") + link.substr(8), link.substr(0, link.size() - 5),
        std::string(R"({"format": "attention-lesson", "version": 1, "steps": []})"),
        std::string("lesson1.") + std::string(LessonLink::kFormat.max_chars, 'A')}) {
    const std::string e = student.error("loadLesson", bad);
    EXPECT_EQ(e.rfind("loadLesson: lesson", 0), 0u) << e;
    EXPECT_EQ(student.session.banner(), e.substr(12)) << "the banner says the same";
    EXPECT_TRUE(student.session.state() == before);
    EXPECT_EQ(student.value("lessonStatus"), status);
  }
  EXPECT_EQ(student.error("loadLesson", std::string("lesson2.") + link.substr(8)),
            "loadLesson: lesson link version 2 is newer than this app (1)");
}

TEST_F(LessonApiTest, RecordingRefusesBadChecksAndLimits) {
  const int before = teacher.services.lessons.step_count();
  EXPECT_NE(teacher.error("lessonRecordStep", "x", "{nope").find("check: malformed JSON"),
            std::string::npos);
  EXPECT_NE(teacher.error("lessonRecordStep", "x", json{{"min", 1}}).find("needs a \"kind\""),
            std::string::npos);
  EXPECT_NE(teacher.error("lessonRecordStep", "x", json{{"kind", "lab_weight_at_leest"}})
                .find("unknown check kind \"lab_weight_at_leest\""),
            std::string::npos);
  EXPECT_NE(teacher.error("lessonRecordStep", "x", json{{"kind", "lab_weight_at_least"}})
                .find("missing \"key\""),
            std::string::npos);
  EXPECT_NE(teacher.error("lessonRecordStep", std::string(5000, 'x')).find("limit of 4000"),
            std::string::npos);
  EXPECT_NE(teacher.error("lessonSetTitle", std::string(300, 't')).find("limit of 200"),
            std::string::npos);
  EXPECT_EQ(teacher.services.lessons.step_count(), before);
  teacher.value("lessonClear");
  for (std::size_t k = 0; k < Lesson::kMaxSteps; ++k) teacher.value("lessonRecordStep", "s");
  EXPECT_NE(teacher.error("lessonRecordStep", "one too many").find("64 steps, the limit"),
            std::string::npos);
}

TEST_F(LessonApiTest, StatusChangesNothingAndCloseKeepsTheLesson) {
  Page student;
  EXPECT_EQ(student.value("lessonStatus")["active"], false);
  EXPECT_NE(student.error("lessonNext").find("no lesson is open"), std::string::npos);
  student.value("loadLesson", teacher.value("lessonLinkFragment"));
  const std::uint64_t revision = student.session.revision();
  const std::uint64_t lesson_revision = student.services.lessons.revision();
  for (int i = 0; i < 5; ++i) student.value("lessonStatus");
  EXPECT_EQ(student.session.revision(), revision);
  EXPECT_EQ(student.services.lessons.revision(), lesson_revision);
  EXPECT_EQ(student.value("lessonClose"), true);
  const json closed = student.value("lessonStatus");
  EXPECT_EQ(closed["active"], false);
  EXPECT_EQ(closed["step"], 0);
  EXPECT_EQ(closed["steps"], 3);
  EXPECT_EQ(student.value("lessonLinkFragment"), teacher.value("lessonLinkFragment"));
}

TEST_F(LessonApiTest, TheScreenReaderLineSaysTheStepItsTextAndItsTask) {
  Page student;
  EXPECT_EQ(summarize_lesson(student.services.lessons, student.session, "en"), "");
  student.value("loadLesson", teacher.value("lessonLinkFragment"));
  EXPECT_EQ(summarize_lesson(student.services.lessons, student.session, "en"),
            "Lesson, step 1 of 3: Look at the weights.");
  student.value("lessonNext");
  const json status = student.value("lessonStatus")["check"];
  EXPECT_EQ(
      summarize_lesson(student.services.lessons, student.session, "en"),
      "Lesson, step 2 of 3: Make car win. Task: " +
          (status["passed"] == true ? std::string("Done") : status["message"].get<std::string>()) +
          ".");
}

}  // namespace
}  // namespace ap
