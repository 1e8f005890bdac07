// attention_bench: prints timings of the attention core (figures, not assertions).
// Each figure is the median over repeated runs of the time per call, in ns or µs; the minimum
// follows in brackets (on a shared, loaded machine the minimum is the steadier figure).
//   single-query attend (n=16, d=8) and (n=64, d=64) for each score function
//   batched attend 32 queries × 64 keys × d=64 (forward, forward+backward)
//   multi-head self-attention n=32, d_model=64, heads=4 (forward, forward+backward)
// Run: build/<dir>/bench/attention_bench   (about 3–6 s)
#include "core/attention.h"
#include "core/multihead.h"
#include "core/rng.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

namespace {

using ap::Mat;
using ap::Vec;
using Clock = std::chrono::steady_clock;

volatile float g_sink = 0.0f;  // keeps results alive so the optimiser cannot drop the work

Mat random_mat(ap::Rng& rng, int r, int c) {
  Mat m(r, c);
  for (int i = 0; i < r; ++i)
    for (int k = 0; k < c; ++k) m(i, k) = rng.normal();
  return m;
}

struct Timing {
  double median_ns, min_ns;
};

// Calls f() in batches sized to take ~5 ms, `samples` times; median and min ns per call.
template <class F>
Timing time_ns(F f, int samples = 15) {
  int batch = 1;
  for (;;) {  // calibrate
    const auto t0 = Clock::now();
    for (int i = 0; i < batch; ++i) f();
    const double ns = std::chrono::duration<double, std::nano>(Clock::now() - t0).count();
    if (ns > 5e6 || batch > (1 << 24)) break;
    batch *= 2;
  }
  std::vector<double> per_call;
  for (int s = 0; s < samples; ++s) {
    const auto t0 = Clock::now();
    for (int i = 0; i < batch; ++i) f();
    per_call.push_back(std::chrono::duration<double, std::nano>(Clock::now() - t0).count() / batch);
  }
  std::sort(per_call.begin(), per_call.end());
  return {per_call[samples / 2], per_call.front()};
}

std::string ns_text(const Timing& t) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.0f (%.0f) ns", t.median_ns, t.min_ns);
  return buf;
}

std::string us_text(const Timing& t) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.1f (%.1f) us", t.median_ns / 1e3, t.min_ns / 1e3);
  return buf;
}

ap::AttentionSpec make_spec(ap::ScoreFunction f, int d, ap::Rng& rng) {
  ap::AttentionSpec spec;
  spec.score = f;
  spec.params.W = random_mat(rng, d, d);
  spec.params.Wq = random_mat(rng, d, d);
  spec.params.Wk = random_mat(rng, d, d);
  spec.params.v = random_mat(rng, d, 1);
  return spec;
}

}  // namespace

int main() {
  ap::Rng rng(2026);
  std::printf("attention_bench: time per call, median (min) of 15 runs\n");
  std::printf("%-12s %-22s %-22s %-22s\n", "score", "n16 d8 fwd", "n64 d64 fwd", "n64 d64 fwd+bwd");
  for (auto f : {ap::ScoreFunction::Dot, ap::ScoreFunction::ScaledDot, ap::ScoreFunction::General,
                 ap::ScoreFunction::Additive, ap::ScoreFunction::Cosine}) {
    Timing t[3];
    int col = 0;
    for (int size : {0, 1}) {
      const int n = size ? 64 : 16, d = size ? 64 : 8;
      const ap::AttentionSpec spec = make_spec(f, d, rng);
      const Vec q = random_mat(rng, d, 1);
      const Mat K = random_mat(rng, n, d), V = random_mat(rng, n, d);
      t[col++] = time_ns([&] { g_sink = g_sink + ap::attend(spec, q, K, V).output[0]; });
      if (size) {
        const Vec dout = Vec::Ones(d);
        t[col++] = time_ns([&] {
          const ap::AttentionResult r = ap::attend(spec, q, K, V);
          g_sink = g_sink + ap::attend_backward(spec, q, K, V, {}, r, dout).dquery[0];
        });
      }
    }
    std::printf("%-12s %-22s %-22s %-22s\n", ap::score_function_name(f), ns_text(t[0]).c_str(),
                ns_text(t[1]).c_str(), ns_text(t[2]).c_str());
  }

  {
    const int m = 32, n = 64, d = 64;
    const ap::AttentionSpec spec = make_spec(ap::ScoreFunction::ScaledDot, d, rng);
    const Mat Q = random_mat(rng, m, d), K = random_mat(rng, n, d), V = random_mat(rng, n, d);
    const Mat dout = Mat::Ones(m, d);
    const Timing fwd =
        time_ns([&] { g_sink = g_sink + ap::attend_batched(spec, Q, K, V).output(0, 0); });
    const Timing both = time_ns([&] {
      const ap::BatchedAttentionResult r = ap::attend_batched(spec, Q, K, V);
      g_sink = g_sink + ap::attend_batched_backward(spec, Q, K, V, {}, r, dout).dkeys(0, 0);
    });
    std::printf("batched scaled_dot m32 n64 d64: forward %s, forward+backward %s\n",
                us_text(fwd).c_str(), us_text(both).c_str());
  }

  {
    const int n = 32, dm = 64, heads = 4, dh = 16;
    const ap::MultiHeadParams p = ap::random_multihead_params(heads, dm, dh, 7);
    const Mat X = random_mat(rng, n, dm), dout = Mat::Ones(n, dm);
    ap::MultiHeadOptions opt;
    opt.causal = true;
    opt.positional_encoding = true;
    const Timing fwd =
        time_ns([&] { g_sink = g_sink + ap::multihead_self_attention(X, p, opt).output(0, 0); });
    const Timing both = time_ns([&] {
      const ap::MultiHeadResult r = ap::multihead_self_attention(X, p, opt);
      g_sink = g_sink + ap::multihead_self_attention_backward(p, opt, r, dout).dX(0, 0);
    });
    std::printf("multi-head n32 d_model64 heads4 (causal+PE): forward %s, forward+backward %s\n",
                us_text(fwd).c_str(), us_text(both).c_str());
  }
  return 0;
}
