// The short task's common-word corpus (app/training/common_word_corpus.h): the frequency cut and
// its tie-breaking, the filter, and the Train tab's short task drawn from it (every kept pair uses
// only common words, the split sizes are met, train and valid are disjoint, the draw repeats).
#include "app/training/common_word_corpus.h"

#include "app/training/training_session.h"
#include "core/corpus/model_world.h"

#include <gtest/gtest.h>

#include <set>

namespace ap {
namespace {

using Words = std::vector<std::string>;

TEST(CommonWords, MostFrequentBreaksTiesAlphabetically) {
  const std::vector<Words> s = {{"b", "a", "c"}, {"b", "d"}, {"c", "e", "b"}};
  EXPECT_EQ(most_frequent_words(s, 1), (Words{"b"}));
  EXPECT_EQ(most_frequent_words(s, 2), (Words{"b", "c"}));
  EXPECT_EQ(most_frequent_words(s, 3), (Words{"a", "b", "c"}));  // a, d, e once each: a first
  EXPECT_EQ(most_frequent_words(s, 99).size(), 5u);
  EXPECT_TRUE(most_frequent_words(s, 0).empty());
}

TEST(CommonWords, KeepsOnlyPairsOfCommonWordsUpToTheLimit) {
  const std::vector<s2s::SentencePair> pairs = {
      {{"the", "cat", "."}, {"le", "chat", "."}},
      {{"the", "dog", "."}, {"le", "chien", "."}},
      {{"the", "cat", "!"}, {"le", "chat", "!"}},
      {{"the", "cat", "."}, {"le", "chat", "."}},
  };
  const Words en = {".", "cat", "the"}, fr = {".", "chat", "le"};
  EXPECT_TRUE(uses_only({"the", "cat"}, en));
  EXPECT_FALSE(uses_only({"the", "dog"}, en));
  EXPECT_EQ(keep_common_pairs(pairs, en, fr, 10).size(), 2u);
  EXPECT_EQ(keep_common_pairs(pairs, en, fr, 1).size(), 1u);
}

s2s::CorpusOptions ShortTaskOptions(int train, int valid) {
  s2s::CorpusOptions co;
  co.train = train;
  co.valid = valid;
  co.test_per_bucket = 0;
  co.max_len = 10;
  co.world = s2s::kShippedWorld;
  return co;
}

// The page's plan: 4000 / 100 pairs, all of the 500 English and 750 French common words, no
// English sentence in both splits, and the same pairs on a second draw.
TEST(CommonWords, ShortTaskMeetsThePlanWithCommonWordsOnly) {
  const s2s::CorpusOptions co = ShortTaskOptions(4000, 100);
  const s2s::CorpusSplits c = common_word_corpus(co);
  ASSERT_EQ(c.train.size(), 4000u);
  ASSERT_EQ(c.valid.size(), 100u);
  s2s::CorpusOptions draw = co;
  draw.train *= kCandidateFactor;
  draw.valid *= kCandidateFactor;
  const s2s::CorpusSplits candidates = s2s::generate_corpus(draw);
  const Words en = most_frequent_words(s2s::english_side(candidates.train), kCommonEnglishWords);
  const Words fr = most_frequent_words(s2s::french_side(candidates.train), kCommonFrenchWords);
  EXPECT_EQ(en.size(), static_cast<size_t>(kCommonEnglishWords));
  EXPECT_EQ(fr.size(), static_cast<size_t>(kCommonFrenchWords));
  std::set<Words> train_sources;
  for (const auto& p : c.train) {
    EXPECT_TRUE(uses_only(p.en, en) && uses_only(p.fr, fr));
    train_sources.insert(p.en);
  }
  for (const auto& p : c.valid) {
    EXPECT_TRUE(uses_only(p.en, en) && uses_only(p.fr, fr));
    EXPECT_EQ(train_sources.count(p.en), 0u);
  }
  const s2s::CorpusSplits again = common_word_corpus(co);
  EXPECT_EQ(s2s::english_side(again.train), s2s::english_side(c.train));
  EXPECT_EQ(s2s::french_side(again.valid), s2s::french_side(c.valid));
}

// The Train tab's short task is that corpus; the medium task keeps the whole world.
TEST(CommonWords, OnlyTheShortTaskIsNarrowed) {
  TrainingPlan plan;
  plan.train_examples = 400;
  plan.valid_examples = 20;
  const TrainingData short_task = make_training_data(TrainTask::Short, plan);
  const s2s::CorpusSplits c = common_word_corpus(ShortTaskOptions(400, 20));
  EXPECT_EQ(short_task.en.size(), s2s::Vocabulary::build(s2s::english_side(c.train)).size());
  ASSERT_EQ(short_task.train.size(), c.train.size());
  EXPECT_EQ(short_task.train[0].src, short_task.en.encode(c.train[0].en));
  const TrainingData medium = make_training_data(TrainTask::Medium, plan);
  EXPECT_GT(medium.en.size(), short_task.en.size());
}

}  // namespace
}  // namespace ap
