// attention_bench: prints timings of the attention core (figures, not assertions), natively and
// compiled to wasm (build/web/bench/attention_bench.js under node). Each figure is the median
// over 15 timed batches of the time per call, the minimum in brackets (on a shared, loaded machine
// the minimum is the steadier figure), after a warm-up of ≥ 1 s of the same work (--warmup-ms=N).
//   single-query attend (n=16, d=8) and (n=64, d=64) for each score function
//   batched scaled dot (m, n, d) = (32, 64, 64) forward, forward+backward; (64, 256, 64) and
//     (256, 512, 64) forward with GFLOP/s (4·m·n·d flops: QKᵀ and the weighted sum)
//   multi-head self-attention n=32, d_model=64, heads=4 (forward, forward+backward)
//   the measured f32x4 multiply-add peak (simd_peak.h), for the GFLOP/s figures
// --tsv prints "name<TAB>median_ns<TAB>min_ns" lines instead (bench/web/bench-ratio.mjs joins the
// native and wasm runs into wasm ÷ native ratios).
// Run: build/native/bench/attention_bench   (about 30 s with the default warm-up)
#include "bench_timing.h"
#include "core/attention.h"
#include "measure/heap_tuning.h"
#include "core/multihead.h"
#include "core/rng.h"
#include "simd_peak.h"

#include <cstdio>
#include <string>
#include <vector>

namespace {

using ap::Mat;
using ap::Vec;
using ap::bench::Timing;

volatile float g_sink = 0.0f;  // keeps results alive so the optimiser cannot drop the work

Mat random_mat(ap::Rng& rng, int r, int c) {
  Mat m(r, c);
  for (int i = 0; i < r; ++i)
    for (int k = 0; k < c; ++k) m(i, k) = rng.normal();
  return m;
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

struct Figure {
  std::string name;
  Timing t;
  double flops = 0;  // per call, when a GFLOP/s figure makes sense
};

}  // namespace

int main(int argc, char** argv) {
  ap::keep_freed_heap_memory();  // see measure/heap_tuning.h
  const ap::bench::Options opt = ap::bench::parse_options(argc, argv);
  const double warm = opt.warmup_ms;
  ap::Rng rng(2026);
  std::vector<Figure> figs;

  for (auto f : {ap::ScoreFunction::Dot, ap::ScoreFunction::ScaledDot, ap::ScoreFunction::General,
                 ap::ScoreFunction::Additive, ap::ScoreFunction::Cosine}) {
    const std::string name = ap::score_function_name(f);
    for (int size : {0, 1}) {
      const int n = size ? 64 : 16, d = size ? 64 : 8;
      const std::string shape = size ? " n64 d64" : " n16 d8";
      const ap::AttentionSpec spec = make_spec(f, d, rng);
      const Vec q = random_mat(rng, d, 1);
      const Mat K = random_mat(rng, n, d), V = random_mat(rng, n, d);
      figs.push_back({name + shape + " fwd",
                      ap::bench::time_ns(
                          [&] { g_sink = g_sink + ap::attend(spec, q, K, V).output[0]; }, warm)});
      if (size) {
        const Vec dout = Vec::Ones(d);
        figs.push_back({name + shape + " fwd+bwd",
                        ap::bench::time_ns(
                            [&] {
                              const ap::AttentionResult r = ap::attend(spec, q, K, V);
                              g_sink = g_sink +
                                       ap::attend_backward(spec, q, K, V, {}, r, dout).dquery[0];
                            },
                            warm)});
      }
    }
  }

  struct Shape {
    int m, n, d;
    bool backward;
  };
  for (const Shape s :
       {Shape{32, 64, 64, true}, Shape{64, 256, 64, false}, Shape{256, 512, 64, false}}) {
    const ap::AttentionSpec spec = make_spec(ap::ScoreFunction::ScaledDot, s.d, rng);
    const Mat Q = random_mat(rng, s.m, s.d), K = random_mat(rng, s.n, s.d),
              V = random_mat(rng, s.n, s.d);
    const std::string shape = "batched scaled_dot m" + std::to_string(s.m) + " n" +
                              std::to_string(s.n) + " d" + std::to_string(s.d);
    const double flops = 4.0 * s.m * s.n * s.d;
    figs.push_back(
        {shape + " fwd",
         ap::bench::time_ns(
             [&] { g_sink = g_sink + ap::attend_batched(spec, Q, K, V).output(0, 0); }, warm),
         flops});
    if (s.backward) {
      const Mat dout = Mat::Ones(s.m, s.d);
      figs.push_back({shape + " fwd+bwd",
                      ap::bench::time_ns(
                          [&] {
                            const ap::BatchedAttentionResult r = ap::attend_batched(spec, Q, K, V);
                            g_sink =
                                g_sink +
                                ap::attend_batched_backward(spec, Q, K, V, {}, r, dout).dkeys(0, 0);
                          },
                          warm)});
    }
  }

  {
    const int n = 32, dm = 64, heads = 4, dh = 16;
    const ap::MultiHeadParams p = ap::random_multihead_params(heads, dm, dh, 7);
    const Mat X = random_mat(rng, n, dm), dout = Mat::Ones(n, dm);
    ap::MultiHeadOptions mo;
    mo.causal = true;
    mo.positional_encoding = true;
    figs.push_back(
        {"multi-head n32 dm64 h4 fwd",
         ap::bench::time_ns(
             [&] { g_sink = g_sink + ap::multihead_self_attention(X, p, mo).output(0, 0); },
             warm)});
    figs.push_back({"multi-head n32 dm64 h4 fwd+bwd",
                    ap::bench::time_ns(
                        [&] {
                          const ap::MultiHeadResult r = ap::multihead_self_attention(X, p, mo);
                          g_sink = g_sink +
                                   ap::multihead_self_attention_backward(p, mo, r, dout).dX(0, 0);
                        },
                        warm)});
  }

  double peak_median = 0, peak_best = 0;
  ap::bench::f32x4_peak_gflops(warm, &peak_median, &peak_best);

  if (opt.tsv) {
    for (const Figure& f : figs)
      std::printf("%s\t%.1f\t%.1f\n", f.name.c_str(), f.t.median_ns, f.t.min_ns);
    std::printf("f32x4 peak GFLOP/s\t%.2f\t%.2f\n", peak_median, peak_best);
    return 0;
  }
  std::printf(
      "attention_bench (%s): time per call, median (min) of 15 batches after >= %.0f ms "
      "warm-up per figure\n",
      ap::bench::platform_name(), warm);
  for (const Figure& f : figs) {
    std::printf("  %-44s %-24s", f.name.c_str(), ap::bench::us_text(f.t).c_str());
    if (f.flops > 0)
      std::printf("  %5.2f (%5.2f) GFLOP/s = %4.1f %% of peak", f.flops / f.t.median_ns,
                  f.flops / f.t.min_ns, 100.0 * f.flops / f.t.median_ns / peak_median);
    std::printf("\n");
  }
  std::printf("  %-44s %.2f (best %.2f) GFLOP/s\n", "f32x4 multiply-add peak (simd_peak.h)",
              peak_median, peak_best);
  return 0;
}
