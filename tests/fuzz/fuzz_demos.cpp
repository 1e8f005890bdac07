// Fuzz target: the demos' text inputs (the painting query and the self-attention sentence, with
// settings from the first byte). Property: painting weights are finite, in [0, 1] and sum to 1;
// a self-attention run either has an error message or finite weights whose rows sum to 1.
#include "core/demos/painting_query.h"
#include "core/demos/self_attention_text.h"

#include "fuzz_check.h"

#include <cmath>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::uint8_t cfg = data[0];
  std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  if (cfg & 1) {
    const ap::ScoreFunction f = cfg & 2 ? ap::ScoreFunction::Cosine : ap::ScoreFunction::ScaledDot;
    const float temperature = std::ldexp(1.0f, (cfg >> 2) % 16 - 10);  // 2^-10 … 2^5
    const ap::demos::PaintingResult r = ap::demos::run_painting_query(text, f, temperature);
    const auto& w = r.attention.weights;
    FUZZ_CHECK(w.allFinite(), "painting weights");
    FUZZ_CHECK(std::fabs(w.sum() - 1.0f) < 1e-4f,
               "painting weights sum to " + std::to_string(w.sum()));
    FUZZ_CHECK(w.minCoeff() >= 0.0f, "negative weight");
    return 0;
  }
  // Every config DemoState accepts (heads 1–16, d_model 1–512): run_self_attention must refuse
  // the ones it cannot build with run.error, never throw (a throw aborts the wasm instance).
  if (size < 3) return 0;
  ap::demos::SelfAttentionConfig c;
  c.heads = 1 + (cfg >> 1) % 16;
  c.d_model = 1 + (data[1] | (data[2] << 8)) % 512;
  c.causal = cfg & 32;
  c.positional_encoding = cfg & 64;
  c.source = cfg & 128 ? ap::demos::HeadSource::Random : ap::demos::HeadSource::WordMemory;
  text.remove_prefix(2);
  const ap::demos::SelfAttentionRun run = ap::demos::run_self_attention(text, c);
  if (!run.error.empty()) return 0;
  const ap::Mat& m = run.mean_weights;
  FUZZ_CHECK(m.allFinite(), "self-attention weights");
  for (int i = 0; i < m.rows(); ++i)
    FUZZ_CHECK(std::fabs(m.row(i).sum() - 1.0f) < 1e-4f,
               "row sums to " + std::to_string(m.row(i).sum()));
  return 0;
}
