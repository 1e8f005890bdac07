// Golden-value tests: every kernel against tests/fixtures/attention_golden.json, produced by an
// independent NumPy float64 implementation (tools/gen/golden/make_attention_golden.py).
// Tolerance 2e-5 relative: fp32 rounding of O(1) quantities through a few ops.
#include "core/multihead.h"
#include "test_util.h"

#include <set>

namespace ap {
namespace {

using test::expect_close;
using test::to_mask;
using test::to_mat;
using test::to_vec;

constexpr double kTol = 2e-5;

const nlohmann::json& golden() {
  static const nlohmann::json g = test::load_fixture("attention_golden.json");
  return g;
}

AttentionSpec spec_from(const nlohmann::json& c) {
  AttentionSpec spec;
  EXPECT_TRUE(parse_score_function(c["score"].get<std::string>(), &spec.score));
  spec.temperature = c["temperature"].get<float>();
  const auto& p = c["params"];
  if (p.contains("W")) spec.params.W = to_mat(p["W"]);
  if (p.contains("Wq")) spec.params.Wq = to_mat(p["Wq"]);
  if (p.contains("Wk")) spec.params.Wk = to_mat(p["Wk"]);
  if (p.contains("v")) spec.params.v = to_vec(p["v"]);
  return spec;
}

TEST(Golden, FixtureCoversEveryScoreFunction) {
  std::set<std::string> seen;
  for (const auto& c : golden()["single"]) seen.insert(c["score"].get<std::string>());
  EXPECT_EQ(seen.size(), 5u);
  EXPECT_GE(golden()["batched"].size(), 4u);
  EXPECT_EQ(golden()["multihead"].size(), 4u);
}

TEST(Golden, SingleQueryAttention) {
  for (const auto& c : golden()["single"]) {
    SCOPED_TRACE(c["name"].get<std::string>());
    const AttentionSpec spec = spec_from(c);
    const Vec q = to_vec(c["q"]);
    const Mat K = to_mat(c["K"]), V = to_mat(c["V"]);
    const Mask mask = to_mask(c["mask"]);
    const AttentionResult r = attend(spec, q, K, V, mask);
    expect_close(r.scores, to_vec(c["scores"]), kTol, "scores");
    expect_close(r.weights, to_vec(c["weights"]), kTol, "weights");
    expect_close(r.output, to_vec(c["output"]), kTol, "output");
    expect_close(r.contributions, to_mat(c["contributions"]), kTol, "contributions");
    EXPECT_EQ(r.all_masked, c["all_masked"].get<bool>());
    expect_close(attention_scores(spec, q, K), to_vec(c["scores"]), kTol, "attention_scores");
    expect_close(masked_softmax(r.scores, spec.temperature, mask), to_vec(c["weights"]), kTol,
                 "masked_softmax");
  }
}

TEST(Golden, BatchedAttention) {
  for (const auto& c : golden()["batched"]) {
    SCOPED_TRACE(c["name"].get<std::string>());
    const AttentionSpec spec = spec_from(c);
    const BatchedAttentionResult r =
        attend_batched(spec, to_mat(c["Q"]), to_mat(c["K"]), to_mat(c["V"]), to_mask(c["mask"]));
    expect_close(r.scores, to_mat(c["scores"]), kTol, "scores");
    expect_close(r.weights, to_mat(c["weights"]), kTol, "weights");
    expect_close(r.output, to_mat(c["output"]), kTol, "output");
    EXPECT_FALSE(r.all_masked);
  }
}

TEST(Golden, MultiHeadSelfAttentionWithCausalMaskAndPositionalEncoding) {
  for (const auto& c : golden()["multihead"]) {
    MultiHeadOptions opt;
    opt.causal = c["causal"].get<bool>();
    opt.positional_encoding = c["positional_encoding"].get<bool>();
    SCOPED_TRACE(std::string("causal=") + (opt.causal ? "1" : "0") +
                 " pe=" + (opt.positional_encoding ? "1" : "0"));
    MultiHeadParams p;
    for (const auto& w : c["Wq"]) p.Wq.push_back(to_mat(w));
    for (const auto& w : c["Wk"]) p.Wk.push_back(to_mat(w));
    for (const auto& w : c["Wv"]) p.Wv.push_back(to_mat(w));
    p.Wo = to_mat(c["Wo"]);
    const MultiHeadResult r = multihead_self_attention(to_mat(c["X"]), p, opt);
    expect_close(r.output, to_mat(c["output"]), kTol, "output");
    ASSERT_EQ(r.weights.size(), c["weights"].size());
    for (size_t h = 0; h < r.weights.size(); ++h)
      expect_close(r.weights[h], to_mat(c["weights"][h]), kTol, "weights");
  }
}

TEST(Golden, SinusoidalPositionalEncoding) {
  const auto& c = golden()["positional_encoding"];
  const Mat pe = sinusoidal_positional_encoding(c["n"].get<int>(), c["d"].get<int>());
  expect_close(pe, to_mat(c["pe"]), 1e-6, "pe");
}

TEST(Golden, RngIsSplitMix64WithDocumentedConversions) {
  for (const auto& c : golden()["rng"]) {
    const auto seed = c["seed"].get<std::uint64_t>();
    SCOPED_TRACE(seed);
    Rng a(seed), b(seed), n(seed);
    for (size_t i = 0; i < c["next"].size(); ++i) {
      EXPECT_EQ(a.next(), c["next"][i].get<std::uint64_t>());
      EXPECT_EQ(b.uniform(), c["uniform"][i].get<float>());  // exact: 24-bit fractions
      // Bitwise: the float must be the double reference rounded once, on native and wasm alike
      // (both libms get log/cos of these arguments right to well under a float ulp).
      EXPECT_EQ(n.normal(), static_cast<float>(c["normal"][i].get<double>()));
    }
  }
}

}  // namespace
}  // namespace ap
