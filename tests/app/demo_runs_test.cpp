// The self-attention run cache has no try/catch (the web build cannot catch exceptions): every
// combination a link or the controls can hold must come back as a run with an error message, or
// a valid run, never as an exception. Also: the cache recomputes only when an input changes.
#include "app/demos/demo_runs.h"

#include <gtest/gtest.h>

#include <limits>

namespace ap {
namespace {

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
