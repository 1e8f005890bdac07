// The training split's mix (CorpusOptions::boost, hold_out_phenomenon_sets): boosted phenomena
// reach their factor with pairs that show them, the per-phenomenon test sets stay out of a
// training split larger than the default, the splits themselves do not move, and --boost's text
// is parsed strictly.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "core/corpus/corpus.h"
#include "core/corpus/phenomena.h"
#include "core/enum_names.h"
#include "core/seq2seq/tokenizer.h"
#include "fnv_hash.h"

namespace ap::s2s {
namespace {

std::string key(const std::vector<std::string>& en) {
  std::string k;
  for (const std::string& w : en) k += w + ' ';
  return k;
}

CorpusOptions short_world2(int train) {
  CorpusOptions o;
  o.world = 2;
  o.train = train;
  o.valid = 50;
  o.test_per_bucket = 50;
  o.max_len = 10;  // one bucket of short sentences: the phenomenon sets' own lengths
  return o;
}

// Pairs of `pairs` whose English is one of `sets`' pairs.
int overlap(const std::vector<SentencePair>& pairs, const std::vector<PhenomenonSet>& sets) {
  std::set<std::string> held;
  for (const PhenomenonSet& s : sets)
    for (const SentencePair& p : s.pairs) held.insert(key(p.en));
  int n = 0;
  for (const SentencePair& p : pairs) n += static_cast<int>(held.count(key(p.en)));
  return n;
}

TEST(CorpusMix, HoldingOutKeepsThePhenomenonSetsOutOfALargeTrainingSplit) {
  CorpusOptions o = short_world2(100000);  // beyond the 60,000 the sets are drawn after
  const auto sets = generate_phenomenon_sets(phenomenon_set_options(o), 200);
  const CorpusSplits plain = generate_corpus(o);
  ASSERT_GT(overlap(plain.train, sets), 0) << "the split should reach the sets without the flag";
  o.hold_out_phenomenon_sets = true;
  const CorpusSplits held = generate_corpus(o);
  EXPECT_EQ(overlap(held.train, sets), 0);
  // Only held-out pairs left: the split is the plain one less a few hundred at most.
  EXPECT_LE(held.train.size(), plain.train.size() - overlap(plain.train, sets));
  EXPECT_GT(held.train.size(), 99000u);
  // The test and validation splits do not move.
  EXPECT_EQ(key(held.test[7].en), key(plain.test[7].en));
  EXPECT_EQ(key(held.valid[3].en), key(plain.valid[3].en));
}

TEST(CorpusMix, ABoostReachesItsFactorWithNewPairsShowingThePhenomenon) {
  const CorpusOptions plain_options = short_world2(3000);
  CorpusOptions o = plain_options;
  o.boost = {{Phenomenon::Comparison, 3.0}, {Phenomenon::IndirectObject, 1.5}};
  const CorpusSplits plain = generate_corpus(plain_options);
  const CorpusSplits boosted = generate_corpus(o);
  const auto before = phenomenon_counts(plain_options), after = phenomenon_counts(o);
  const auto count = [](const std::array<int, kNumAllPhenomena>& c, Phenomenon p) {
    return c[static_cast<std::size_t>(p)];
  };
  ASSERT_GT(count(before, Phenomenon::Comparison), 5);
  EXPECT_GE(count(after, Phenomenon::Comparison), 3 * count(before, Phenomenon::Comparison));
  EXPECT_LE(count(after, Phenomenon::Comparison), 3 * count(before, Phenomenon::Comparison) + 3);
  EXPECT_GE(count(after, Phenomenon::IndirectObject),
            count(before, Phenomenon::IndirectObject) * 3 / 2);
  // A phenomenon not boosted gains only what the new pairs happen to show.
  EXPECT_LT(count(after, Phenomenon::Dates),
            count(before, Phenomenon::Dates) +
                static_cast<int>(boosted.train.size() - plain.train.size()));

  // Every pair of the plain split is still there, and the new ones are not duplicates.
  std::set<std::string> boosted_keys;
  for (const SentencePair& p : boosted.train) boosted_keys.insert(key(p.en));
  EXPECT_EQ(boosted_keys.size(), boosted.train.size());
  for (const SentencePair& p : plain.train) EXPECT_EQ(boosted_keys.count(key(p.en)), 1u);
  EXPECT_EQ(key(boosted.test[0].en), key(plain.test[0].en));
}

// A bucket that keeps missing is left out of the mix: with a patience of one draw, each bucket
// leaves at its first miss, so the mix can add at most a few pairs; with more patience it goes on.
TEST(CorpusMix, ABucketThatKeepsMissingIsLeftOutOfTheMix) {
  CorpusOptions o = short_world2(3000);
  o.max_len = 30;  // three buckets
  o.boost = {{Phenomenon::FixedPhrase, 10.0}};
  const std::size_t plain = generate_corpus(short_world2(3000)).train.size();
  o.boost_bucket_patience = 1;
  const std::size_t impatient = generate_corpus(o).train.size() - plain;
  o.boost_bucket_patience = 50;
  const std::size_t patient = generate_corpus(o).train.size() - plain;
  EXPECT_LE(impatient, 10u);
  EXPECT_GT(patient, impatient + 20);
}

TEST(CorpusMix, ParsesBoostsStrictly) {
  std::vector<PhenomenonBoost> b;
  std::string error;
  ASSERT_TRUE(parse_boosts("comparison_degree=3,numbers_time=1.5", 2, &b, &error)) << error;
  ASSERT_EQ(b.size(), 2u);
  EXPECT_EQ(b[0].phenomenon, Phenomenon::Comparison);
  EXPECT_DOUBLE_EQ(b[1].factor, 1.5);
  EXPECT_TRUE(parse_boosts("", 2, &b, &error));
  EXPECT_TRUE(b.empty());
  for (const char* bad :
       {"comparison_degree", "comparison_degree=", "comparison_degree=0.5", "comparison_degree=11",
        "comparison_degree=2x", "nothing=2", "dates=2,dates=3", "comparison_degree=nan"}) {
    EXPECT_FALSE(parse_boosts(bad, 2, &b, &error)) << bad;
    EXPECT_FALSE(error.empty()) << bad;
  }
  // World 1 has no comparison phenomenon.
  EXPECT_FALSE(parse_boosts("comparison_degree=2", 1, &b, &error));
  CorpusOptions o = short_world2(100);
  o.boost = {{Phenomenon::Dates, 20.0}};
  EXPECT_NE(check_corpus_options(o), "");
}

// The boosted split of a small corpus, pinned: a change to the mix would change the weights a
// replay line with --boost gives, so it must show here first.
TEST(CorpusMix, PinnedHash) {
  CorpusOptions o = short_world2(2000);
  o.boost = {{Phenomenon::Comparison, 2.0}, {Phenomenon::NumbersTime, 1.5}};
  const CorpusSplits s = generate_corpus(o);
  ap::testing::Fnv1a64 h;
  for (const SentencePair& p : s.train)
    for (const auto* side : {&p.en, &p.fr})
      for (const auto& w : *side) {
        h.add_string(w);
        h.add_byte(0xFF);
      }
  EXPECT_EQ(s.train.size(), 2033u);
  EXPECT_EQ(h.value, 7496770704103628573ull)
      << "first train pair: " << detokenize(s.train[0].en) << " / " << detokenize(s.train[0].fr);
}

}  // namespace
}  // namespace ap::s2s
