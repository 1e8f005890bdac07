// Shared timing loop of the C++ benchmarks (native and wasm under node): a warm-up of at least
// `warmup_ms` of real work per figure (so V8 has tiered the wasm up to TurboFan and caches are
// warm before anything is timed), then `samples` batches of ~5 ms each; median and min per call.
// Figures only: nothing here asserts a speed.
#pragma once

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace ap::bench {

using Clock = std::chrono::steady_clock;

struct Timing {
  double median_ns = 0, min_ns = 0;
};

// --warmup-ms=N on the command line (default 1000); --tsv makes the benchmark print
// "name<TAB>median_ns<TAB>min_ns" lines for scripts (bench/web/bench-ratio.mjs).
struct Options {
  double warmup_ms = 1000;
  bool tsv = false;
};

inline Options parse_options(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    if (std::strncmp(argv[i], "--warmup-ms=", 12) == 0) o.warmup_ms = std::atof(argv[i] + 12);
    if (std::strcmp(argv[i], "--tsv") == 0) o.tsv = true;
  }
  return o;
}

template <class F>
Timing time_ns(F f, double warmup_ms, int samples = 15) {
  // Warm-up, doubling the batch until one batch takes ≥ 5 ms, and continuing until warmup_ms of
  // work has been done; the last batch size is then the timing batch.
  int batch = 1;
  double spent_ms = 0;
  for (;;) {
    const auto t0 = Clock::now();
    for (int i = 0; i < batch; ++i) f();
    const double ms = std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
    spent_ms += ms;
    if (ms < 5 && batch < (1 << 24)) {
      batch *= 2;
      continue;
    }
    if (spent_ms >= warmup_ms) break;
  }
  std::vector<double> per_call;
  for (int s = 0; s < samples; ++s) {
    const auto t0 = Clock::now();
    for (int i = 0; i < batch; ++i) f();
    per_call.push_back(std::chrono::duration<double, std::nano>(Clock::now() - t0).count() / batch);
  }
  std::sort(per_call.begin(), per_call.end());
  return {per_call[per_call.size() / 2], per_call.front()};
}

inline std::string us_text(const Timing& t) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.2f (%.2f) us", t.median_ns / 1e3, t.min_ns / 1e3);
  return buf;
}

inline const char* platform_name() {
#ifdef __EMSCRIPTEN__
  return "wasm";
#else
  return "native";
#endif
}

}  // namespace ap::bench
