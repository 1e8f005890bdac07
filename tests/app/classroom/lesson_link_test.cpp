// The lesson link and the lesson file: bit-exact round trips of random lessons, the reuse of a
// step's unchanged sections, a newer version refused with its message, and every kind of bad
// link or file refused with one line (the lesson given to decode left untouched).
#include "app/classroom/lesson_link.h"
#include "app/scene/presets.h"
#include "app/link/share_link.h"
#include "lesson_test_util.h"

#include <gtest/gtest.h>

namespace ap {
namespace {

// A lesson that a failed decode must leave as it is.
Lesson sentinel() {
  Lesson l;
  l.title = "untouched";
  l.steps.resize(1);
  l.steps[0].state.lab = default_scene();
  return l;
}

std::string link_error(const std::string& text) {
  Lesson out = sentinel();
  std::string error;
  EXPECT_FALSE(decode_lesson(text, &out, &error)) << text.substr(0, 80);
  EXPECT_TRUE(out == sentinel()) << "a refused lesson must leave the old one";
  EXPECT_EQ(error.rfind("lesson", 0), 0u) << error;
  EXPECT_EQ(error.find('\n'), std::string::npos) << error;
  return error;
}

TEST(LessonLink, RandomLessonsRoundTripBitExactly) {
  Rng rng(5);
  for (int i = 0; i < 200; ++i) {
    const Lesson lesson = test::random_lesson(rng, 1 + static_cast<int>(rng.below(6)));
    ASSERT_TRUE(validate_lesson(lesson, nullptr));
    const std::string link = LessonLink::encode(lesson);
    ASSERT_EQ(link.rfind("lesson1.", 0), 0u);
    Lesson back;
    std::string error;
    ASSERT_TRUE(LessonLink::decode("https://example.org/attention/#" + link, &back, &error))
        << error;
    ASSERT_TRUE(back == lesson) << "lesson " << i << " changed through its link";
    EXPECT_EQ(LessonLink::encode(back), link);
    // Each step's state is the one its own share link holds, bit for bit.
    for (const LessonStep& s : back.steps) {
      AppState via_share;
      ASSERT_TRUE(ShareLink::decode(ShareLink::encode(s.state), &via_share, &error));
      EXPECT_TRUE(via_share == s.state);
    }
  }
}

TEST(LessonFile, RandomLessonsRoundTripBitExactly) {
  Rng rng(6);
  for (int i = 0; i < 100; ++i) {
    const Lesson lesson = test::random_lesson(rng, 1 + static_cast<int>(rng.below(5)));
    const std::string text = lesson_json_text(lesson);
    Lesson back;
    std::string error;
    ASSERT_TRUE(decode_lesson(text, &back, &error)) << error;
    ASSERT_TRUE(back == lesson) << "lesson " << i << " changed through its JSON";
    EXPECT_EQ(lesson_json_text(back), text);
    EXPECT_EQ(LessonLink::encode(back), LessonLink::encode(lesson));  // file and link agree
  }
}

TEST(LessonLink, AStepThatKeepsTheLabDoesNotRepeatIt) {
  Rng rng(7);
  Lesson one;
  one.steps.resize(1);
  one.steps[0].state.lab = test::random_scene(rng, ScoreFunction::General, 8);
  one.steps[0].state.lab.keys = test::random_mat(rng, 8, one.steps[0].state.lab.d());
  one.steps[0].state.lab.values = test::random_mat(rng, 8, one.steps[0].state.lab.e());
  one.steps[0].state.lab.labels.assign(8, "k");
  one.steps[0].state.lab.mask.assign(8, true);
  ASSERT_TRUE(validate_lesson(one, nullptr));
  const std::string lab_bytes = share_link_detail::encode_lab_section(one.steps[0].state.lab);
  ASSERT_GT(lab_bytes.size(), 100u);

  Lesson two = one;
  two.steps.push_back(one.steps[0]);
  two.steps[1].state.view.tab = Tab::Tour;  // only the view differs
  const std::size_t one_len = LessonLink::encode(one).size();
  const std::size_t two_len = LessonLink::encode(two).size();
  // The second step costs its lengths, its reuse bits and the view section, not the lab's bytes
  // again (a repeated lab would add at least 4/3 × its byte count in base64).
  EXPECT_LT(two_len - one_len, 40u) << one_len << " → " << two_len;
  Lesson back;
  std::string error;
  ASSERT_TRUE(LessonLink::decode(LessonLink::encode(two), &back, &error)) << error;
  EXPECT_TRUE(back == two);
}

TEST(LessonLink, ANewerVersionIsRefusedWithItsMessage) {
  Rng rng(8);
  const std::string link = LessonLink::encode(test::random_lesson(rng, 2));
  EXPECT_EQ(link_error("lesson2." + link.substr(8)),
            "lesson link version 2 is newer than this app (1)");
  EXPECT_EQ(link_error("#lesson17." + link.substr(8)),
            "lesson link version 17 is newer than this app (1)");
  EXPECT_EQ(link_error(R"({"format": "attention-lesson", "version": 2, "steps": []})"),
            "lesson version 2 is newer than this app (1)");
}

TEST(LessonLink, MalformedLinksAreRefusedWithAClearMessage) {
  Rng rng(9);
  const std::string link = LessonLink::encode(test::random_lesson(rng, 3));
  EXPECT_NE(link_error("").find("empty"), std::string::npos);
  EXPECT_NE(link_error("lesson1.ab%d").find("malformed"), std::string::npos);
  EXPECT_NE(link_error("lessonX.abcd").find("malformed"), std::string::npos);
  EXPECT_NE(link_error("hello").find("not a lesson"), std::string::npos);
  AppState s;
  s.lab = default_scene();
  EXPECT_NE(link_error(ShareLink::encode(s)).find("share link of one view"), std::string::npos);
  // An edited character, a link cut short.
  std::string edited = link;
  edited[link.size() / 2] = edited[link.size() / 2] == 'A' ? 'B' : 'A';
  EXPECT_NE(link_error(edited).find("damaged"), std::string::npos);
  EXPECT_NE(link_error(link.substr(0, link.size() - 7)).find("lesson link"), std::string::npos);
  // Too long.
  const std::string huge = "lesson1." + std::string(LessonLink::kFormat.max_chars, 'A');
  EXPECT_NE(link_error(huge).find("too long"), std::string::npos);
}

TEST(LessonLink, ForgedPayloadsWithAValidChecksumAreRefused) {
  using byte_io::put_string;
  using byte_io::put_varint;
  auto header = [](const std::string& title, std::uint32_t count) {
    std::string h, out;
    put_string(h, title);
    put_varint(h, count);
    put_string(out, h);
    return out;
  };
  EXPECT_NE(link_error(test::forge_lesson_link(header("t", 65))).find("65 steps exceeds"),
            std::string::npos);
  EXPECT_NE(link_error(test::forge_lesson_link(header("t", 2))).find("step 1 of 2 is cut off"),
            std::string::npos);
  EXPECT_NE(link_error(test::forge_lesson_link(header("\xff\xfe", 0))).find("UTF-8"),
            std::string::npos);
  // A first step that says it reuses the lab section of a step before it.
  std::string step, payload = header("t", 1);
  put_string(step, "text");
  put_string(step, "");
  put_varint(step, 1u << 1);
  put_string(step, "");
  put_string(payload, step);
  EXPECT_NE(link_error(test::forge_lesson_link(payload)).find("step before does not have"),
            std::string::npos);
  // A check that is not an object with a kind.
  step.clear();
  payload = header("t", 1);
  put_string(step, "text");
  put_string(step, "[1, 2]");
  put_varint(step, 0);
  put_string(step, "");
  put_string(payload, step);
  EXPECT_NE(link_error(test::forge_lesson_link(payload)).find("lesson step 1: check"),
            std::string::npos);
}

TEST(LessonLink, MutatedLinksNeverCrashAndWhatIsAcceptedIsValid) {
  Rng rng(10);
  for (int i = 0; i < 3000; ++i) {
    std::string link = LessonLink::encode(test::random_lesson(rng, 1 + rng.below(3)));
    const int edits = 1 + static_cast<int>(rng.below(3));
    for (int e = 0; e < edits; ++e) {
      const std::size_t at = 8 + rng.below(link.size() - 8);
      if (rng.below(3) == 0)
        link.resize(at);
      else
        link[at] = "AZaz09-_"[rng.below(8)];
    }
    Lesson back;
    std::string error;
    if (LessonLink::decode(link, &back, &error)) {
      EXPECT_TRUE(validate_lesson(back, &error)) << error;
    } else {
      EXPECT_EQ(error.rfind("lesson", 0), 0u) << error;
    }
  }
}

TEST(LessonFile, BadFilesAreRefusedWithAClearMessage) {
  EXPECT_NE(link_error("{").find("malformed JSON"), std::string::npos);
  EXPECT_NE(link_error(R"({"version": 1, "steps": []})").find("not a lesson file"),
            std::string::npos);
  EXPECT_NE(link_error(R"({"format": "attention-lesson", "version": "1"})").find("version"),
            std::string::npos);
  EXPECT_NE(link_error(R"({"format": "attention-lesson", "version": 1, "steps": 3})")
                .find("\"steps\" must be an array"),
            std::string::npos);
  EXPECT_EQ(link_error(R"({"format": "attention-lesson", "version": 1, "steps": [{"text": "a"}]})"),
            "lesson step 1: state: missing");
  EXPECT_EQ(link_error(R"({"format": "attention-lesson", "version": 1,
                           "steps": [{"text": "a", "state": {"view": {"theme": "pink"}}}]})")
                .rfind("lesson step 1: state: view.theme", 0),
            0u);
  EXPECT_NE(link_error(R"({"format": "attention-lesson", "version": 1,
                           "steps": [{"text": "a", "state": {}, "check": {"min": 1}}]})")
                .find("lesson step 1: check: needs a \"kind\""),
            std::string::npos);
  const std::string long_text(Lesson::kMaxTextBytes + 1, 'x');
  EXPECT_NE(link_error(R"({"format": "attention-lesson", "version": 1, "steps": [{"text": ")" +
                       long_text + R"(", "state": {}}]})")
                .find("exceeds the limit of 4000"),
            std::string::npos);
  const std::string huge = "{\"format\": \"attention-lesson\", \"pad\": \"" +
                           std::string(kMaxLessonJsonBytes, ' ') + "\"}";
  EXPECT_EQ(link_error(huge), "lesson: the file is larger than the limit of 1048576 bytes");
}

}  // namespace
}  // namespace ap
