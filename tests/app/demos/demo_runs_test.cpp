// The self-attention run cache has no try/catch (the web build cannot catch exceptions): every
// combination a link or the controls can hold must come back as a run with an error message, or
// a valid run, never as an exception. Also: the cache recomputes only when an input changes.
#include "app/demos/demo_runs.h"

#include <gtest/gtest.h>

#include <limits>

namespace ap {
namespace {

// The trained source's run: the layer's heads as weights, their mean, the reading pairs the
// tokens that give each other most attention; a layer past the model's is its last; no maps, a
// message.
TEST(TrainedEncoderRun, HeadsMeanAndReadingFromTheMaps) {
  s2s::Translation t;
  t.source_tokens = {"new", "york", "city"};
  t.unknown_words = {"city"};
  const std::vector<std::vector<float>> pair = {
      {0.1f, 0.8f, 0.1f}, {0.7f, 0.2f, 0.1f}, {0.3f, 0.3f, 0.4f}};
  const std::vector<std::vector<float>> flat(3, std::vector<float>(3, 1.0f / 3.0f));
  t.encoder_self_attention = {{flat, flat}, {pair, flat}};
  const demos::SelfAttentionRun run = trained_encoder_run(t, 5);  // → layer 2
  ASSERT_TRUE(run.error.empty()) << run.error;
  ASSERT_EQ(run.result.weights.size(), 2u);
  EXPECT_FLOAT_EQ(run.result.weights[0](0, 1), 0.8f);
  EXPECT_FLOAT_EQ(run.mean_weights(0, 1), (0.8f + 1.0f / 3.0f) / 2.0f);
  EXPECT_TRUE(run.tokens[0].known);
  EXPECT_FALSE(run.tokens[2].known);
  EXPECT_EQ(run.reading.partner[0], 1);
  EXPECT_EQ(run.reading.partner[1], 0);
  EXPECT_FALSE(trained_encoder_run(s2s::Translation{}, 0).error.empty());
}

TEST(SelfAttentionRunCache, BadCombinationsGiveAMessageNotAnException) {
  struct Case {
    int heads, d_model;
    const char* sentence;
  };
  const Case cases[] = {{0, 256, "研表究明"},
                        {-3, 256, "研表究明"},
                        {17, 256, "研表究明"},
                        {2, 1, "研表究明"},
                        {2, 100000, "研表究明"},
                        {8, 8, "研表究明"},
                        {2, 256, ""},
                        {2, 256, "。，！"},
                        {2, 256, "研表究明研表究明研表究明研表究明研表究明研表究明研表究明"}};
  for (const Case& c : cases) {
    DemoState s;
    s.heads = c.heads;
    s.d_model = c.d_model;
    s.self_sentence = c.sentence;
    SelfAttentionRunCache cache;
    demos::SelfAttentionRun run;
    EXPECT_NO_THROW(run = cache.get(s)) << c.heads << " " << c.d_model << " " << c.sentence;
    EXPECT_FALSE(run.error.empty()) << c.heads << " heads, d_model " << c.d_model << ", \""
                                    << c.sentence << "\" should be refused";
  }
}

TEST(SelfAttentionRunCache, OutOfRangeOrNonFiniteEditsAreIgnored) {
  DemoState s;
  s.head_source = demos::HeadSource::Random;
  s.weight_edits = {{5, 'q', 0, 0, 1.0f},
                    {0, 'x', 0, 0, 1.0f},
                    {0, 'k', 1000, 0, 1.0f},
                    {0, 'v', 0, -1, 1.0f},
                    {0, 'o', 0, 0, std::numeric_limits<float>::quiet_NaN()}};
  SelfAttentionRunCache cache;
  demos::SelfAttentionRun run;
  EXPECT_NO_THROW(run = cache.get(s));
  EXPECT_TRUE(run.error.empty()) << run.error;
  EXPECT_TRUE(run.mean_weights.allFinite());
}

TEST(SelfAttentionRunCache, RecomputesOnlyWhenAnInputChanges) {
  DemoState s;
  SelfAttentionRunCache cache;
  const Mat before = cache.get(s).mean_weights;
  EXPECT_TRUE(cache.get(s).mean_weights.isApprox(before, 0.0f));
  s.causal = !s.causal;
  const Mat after = cache.get(s).mean_weights;
  EXPECT_FALSE(after.isApprox(before, 1e-6f)) << "the causal mask changes the weights";
  EXPECT_EQ(after(0, 1), 0.0f) << "token 0 cannot see token 1 under the causal mask";
}

}  // namespace
}  // namespace ap
