// The painting demo: a typed query picks the parts of Ghirlandaio's picture the article says it
// should (animals → donkey + ox, mother and child → Madonna + infant, 牛 → the ox), unknown words
// are reported, Chinese is segmented by longest match, and the word table is bilingual; every
// preset (this and the self-attention demo's) has a name in Latin letters.
#include "core/demos/painting_query.h"
#include "core/demos/self_attention_text.h"
#include "core/utf8.h"

#include <gtest/gtest.h>

#include <cstdio>
#include <set>

namespace ap::demos {
namespace {

constexpr float kDefaultTemperature =
    0.1f;  // the panel's default (DemoState::painting_temperature)

AttentionResult RunQuery(const char* text) {
  PaintingResult r = run_painting_query(text, ScoreFunction::Cosine, kDefaultTemperature);
  std::printf("[%s]", text);
  for (int p = 0; p < kPaintingParts; ++p)
    std::printf(" %s=%.3f", painting_part(p).id, r.attention.weights(p));
  std::printf("\n");
  return r.attention;
}

TEST(DemosPainting, AnimalsLookAtDonkeyAndOx) {
  const AttentionResult a = RunQuery("animals");
  EXPECT_GT(a.weights(kDonkey) + a.weights(kOx), 0.7f);
}

TEST(DemosPainting, MotherAndChildLookAtMadonnaAndInfant) {
  const AttentionResult a = RunQuery("mother and child");
  EXPECT_GT(a.weights(kMadonna) + a.weights(kInfant), 0.7f);
  EXPECT_LT(a.weights(kDonkey) + a.weights(kOx), 0.05f);  // the article: the animals go unseen
}

TEST(DemosPainting, ChineseOxLooksAtTheOx) {
  const AttentionResult a = RunQuery("牛");
  Eigen::Index best = 0;
  a.weights.maxCoeff(&best);
  EXPECT_EQ(best, kOx);
  EXPECT_GT(a.weights(kOx), 0.5f);
  const AttentionResult d = RunQuery("驴");
  d.weights.maxCoeff(&best);
  EXPECT_EQ(best, kDonkey);
}

TEST(DemosPainting, BrightestFigureIsTheInfant) {
  const AttentionResult a = RunQuery("the brightest figure");
  Eigen::Index best = 0;
  a.weights.maxCoeff(&best);
  EXPECT_EQ(best, kInfant);
}

TEST(DemosPainting, ChineseAndEnglishQueriesAgree) {
  const AttentionResult zh = RunQuery("圣母和孩子");
  const AttentionResult en = RunQuery("madonna and child");
  EXPECT_TRUE(zh.weights.isApprox(en.weights, 1e-5f));
}

TEST(DemosPainting, UnknownWordsAreReportedStopWordsAreNot) {
  const PaintingQuery q = parse_painting_query("the zebra and the Donkeys of 斑马");
  EXPECT_EQ(q.unknown_words(), (std::vector<std::string>{"zebra", "斑", "马"}));
  ASSERT_TRUE(q.has_known_word());
  int known = 0, stop = 0;
  for (const auto& t : q.tokens) {
    known += t.kind == QueryTokenKind::Word;
    stop += t.kind == QueryTokenKind::StopWord;
  }
  EXPECT_EQ(known, 1);  // "donkeys" → "donkey"
  EXPECT_EQ(stop, 4);   // the, and, the, of
}

TEST(DemosPainting, ChineseIsSegmentedByLongestMatch) {
  const PaintingQuery q = parse_painting_query("圣母玛利亚的孩子和一头驴");
  std::vector<std::string> texts;
  for (const auto& t : q.tokens) texts.push_back(t.text);
  EXPECT_EQ(texts, (std::vector<std::string>{"圣母玛利亚", "的", "孩子", "和", "一头", "驴"}));
  EXPECT_TRUE(q.unknown_words().empty());
}

TEST(DemosPainting, NoKnownWordSpreadsAttentionEvenly) {
  const PaintingResult r = run_painting_query("xyzzy", ScoreFunction::Cosine, 0.1f);
  EXPECT_FALSE(r.query.has_known_word());
  for (int p = 0; p < kPaintingParts; ++p)
    EXPECT_NEAR(r.attention.weights(p), 1.0f / kPaintingParts, 1e-6f);
  EXPECT_TRUE(r.attention.weights.allFinite());
}

TEST(DemosPainting, WordTableIsBilingualAndLargeEnough) {
  std::set<std::string> english, chinese;
  for (const auto& e : painting_lexicon()) {
    EXPECT_FALSE(e.english.empty());
    EXPECT_FALSE(e.chinese.empty());  // every meaning has a Chinese form
    EXPECT_GT(e.features.norm(), 0.0f);
    english.insert(e.english.begin(), e.english.end());
    chinese.insert(e.chinese.begin(), e.chinese.end());
  }
  EXPECT_GE(english.size(), 60u);
  for (const char* w :
       {"mother", "mary",      "madonna", "virgin",     "child",  "baby",     "infant",
        "jesus",  "boy",       "john",    "animal",     "donkey", "ox",       "cow",
        "bull",   "cattle",    "beast",   "background", "sky",    "building", "stable",
        "bright", "brightest", "light",   "figure",     "woman",  "holy",     "saint"})
    EXPECT_EQ(english.count(w), 1u) << w;
  for (const char* w : {"母亲", "圣母", "玛利亚", "孩子", "婴儿", "耶稣", "动物", "驴", "牛",
                        "背景", "天空", "建筑", "最亮", "人物"})
    EXPECT_EQ(chinese.count(w), 1u) << w;
}

TEST(DemosPainting, OutputIsTheWeightedColourAndGaze) {
  const PaintingResult r = run_painting_query("animals", ScoreFunction::Cosine, 0.1f);
  const Mat V = painting_values();
  const Vec expected = V.transpose() * r.attention.weights;
  EXPECT_TRUE(r.attention.output.isApprox(expected, 1e-5f));
  EXPECT_GT(r.attention.output(3), 0.7f);  // the gaze goes to the right side, where the animals are
}

// The presets' Latin names (the buttons' labels before the CJK font arrives, ui/widgets/
// text_with_presets.h): one per preset, each drawable by the Latin font (nothing above U+00FF),
// a Latin preset named by itself, a Chinese one by something else.
void ExpectLatinNames(const std::vector<std::string>& presets,
                      const std::vector<std::string>& names) {
  ASSERT_EQ(names.size(), presets.size());
  for (std::size_t i = 0; i < presets.size(); ++i) {
    bool latin_preset = true;
    for (std::size_t at = 0; at < presets[i].size();) {
      const utf8::CodePoint c = utf8::decode(presets[i], at);
      latin_preset = latin_preset && c.value <= 0xFF;
      at += c.length;
    }
    ASSERT_FALSE(names[i].empty()) << presets[i];
    for (std::size_t at = 0; at < names[i].size();) {
      const utf8::CodePoint c = utf8::decode(names[i], at);
      EXPECT_TRUE(c.valid && c.value <= 0xFF) << names[i];
      at += c.length;
    }
    if (latin_preset)
      EXPECT_EQ(names[i], presets[i]);
    else
      EXPECT_NE(names[i], presets[i]);
  }
}

TEST(DemosPainting, EveryPresetHasALatinName) {
  ExpectLatinNames(painting_presets(), painting_preset_latin_names());
  ExpectLatinNames(self_attention_presets(), self_attention_preset_latin_names());
}

}  // namespace
}  // namespace ap::demos
