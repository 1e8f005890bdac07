#!/usr/bin/env bash
# Before → after benchmark of the SIMD kernels and the deterministic trainer,
# in ONE session on one core (figures, never assertions):
#   1. the attention core: bench/web/bench-ratio.mjs runs attention_bench before native, before wasm,
#      after native, after wasm (taskset -c CPU) and prints wasm ÷ native and after ÷ before;
#   2. training: train_bench (RNNsearch loss + BPTT gradient on 32 sentences, one thread, the
#      shipped rnnsearch.bin) before and after, natively and in wasm under node, REPS times,
#      interleaved (odd repetitions run before first, even ones after first, so a drift of the
#      machine hits both sides). It prints examples/s from the median of the runs' medians (best
#      of the runs' minima in brackets) and after ÷ before throughput, with the median of the
#      per-repetition ratios: the target "the deterministic functions and orders cost ≤ 10 % of
#      training throughput" is 1 − after ÷ before. The training path changed in one piece between
#      the two trees (own exp/tanh/sigmoid/log, fixed-order GEMM kernels, -ffp-contract=off), so
#      the figure is their net cost or gain.
#
#   bench/before-after.sh [--before DIR] [--after DIR] [--reps N] [--warmup-ms N]
#                                 [--cpu N] [--no-build]
#     --before DIR  the before tree's build folder (holds native/ and web/); default
#                   $AP_BEFORE_BUILD or /work/wt/before/build
#     --after DIR   the after build folder; default this tree's build/, whose attention_bench and
#                   train_bench (native and web presets) are built first unless --no-build
#     --reps N      training repetitions per binary (default 7); --warmup-ms N: warm-up per figure
#                   (default 1000, as bench/bench_timing.h); --cpu N: the core to pin to (default 0)
#   Run it on an idle machine; a smoke test: --reps 2 --warmup-ms 0.
#
# The before tree: commit a00b064 (the tree before the SIMD kernels and the deterministic
# trainer), built with TODAY's benchmark sources so the figures measure the library, not edits
# of the benchmarks. attention_bench.cpp and train_bench.cpp compile there unchanged (every API
# they call exists at a00b064: attend, attend_backward, attend_batched(_backward),
# multihead_self_attention(_backward), Translator, Seq2SeqModel::loss); the only adaptations are
# in the build files: bench/CMakeLists.txt is today's (bench targets in the web build, linked
# against ap_core), and the top CMakeLists.txt adds bench/ in the web build too. Commands (from a
# checkout of main; `nice -n 19` if the machine is shared):
#   git worktree add --detach /work/wt/before a00b064
#   for f in attention_bench.cpp train_bench.cpp bench_timing.h simd_peak.h CMakeLists.txt; do
#     git show bed5f4c:bench/$f > /work/wt/before/bench/$f; done
#   # (bed5f4c: the last benchmark sources without ap::keep_freed_heap_memory(), which a00b064
#   # lacks; give the before native binaries the same allocator settings by running this script
#   # with GLIBC_TUNABLES=glibc.malloc.trim_threshold=268435456:glibc.malloc.mmap_threshold=33554432)
#   mkdir -p /work/wt/before/bench/wasm && cp bench/wasm/attention_module.cpp \
#     /work/wt/before/bench/wasm/   # today's CMakeLists.txt names it (web build)
#   cd /work/wt/before
#   sed -i -e '/^  add_subdirectory(bench)$/d' \
#     -e 's|^add_subdirectory(tests)$|add_subdirectory(bench)\nadd_subdirectory(tests)|' \
#     CMakeLists.txt                  # bench/ in both builds, as on main
#   bash tools/setup.sh
#   cmake --preset native && cmake --build --preset native -j2 --target attention_bench train_bench
#   export NODE_PATH=/usr/share/nodejs
#   cmake --preset web && cmake --build --preset web -j2 --target attention_bench train_bench
# (nothing is committed there: a scratch tree on a detached HEAD). Both train_bench builds read
# their own tree's assets/models/rnnsearch.bin, the same bytes at a00b064 and today.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
before="${AP_BEFORE_BUILD:-/work/wt/before/build}"
after=""
reps=7
warm=1000
cpu=0
build=1
while [ $# -gt 0 ]; do
  case "$1" in
    --before) before="$2"; shift 2 ;;
    --after) after="$2"; build=0; shift 2 ;;
    --reps) reps="$2"; shift 2 ;;
    --warmup-ms) warm="$2"; shift 2 ;;
    --cpu) cpu="$2"; shift 2 ;;
    --no-build) build=0; shift ;;
    *) echo "usage: $0 [--before DIR] [--after DIR] [--reps N] [--warmup-ms N] [--cpu N]" \
         "[--no-build]" >&2; exit 2 ;;
  esac
done
after="${after:-$ROOT/build}"
if [ "$build" = 1 ]; then
  export NODE_PATH=/usr/share/nodejs  # emscripten's JS optimiser needs Debian's acorn
  cmake --build --preset native --target attention_bench train_bench >/dev/null
  cmake --build --preset web --target attention_bench train_bench >/dev/null
fi
for f in {"$before","$after"}/native/bench/{attention,train}_bench \
         {"$before","$after"}/web/bench/{attention,train}_bench.js; do
  if [ ! -f "$f" ]; then
    echo "bench-before-after: $f does not exist: build it first (see this script's header)" >&2
    exit 2
  fi
done
PIN=(taskset -c "$cpu")
command -v taskset >/dev/null || PIN=()
NODE=(node --no-experimental-fetch)

pinned="cpu $cpu"
[ ${#PIN[@]} -gt 0 ] || pinned="nothing (taskset missing)"
echo "before: $before; after: $after; pinned to $pinned"
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== attention core: before and after, native and wasm =="
node bench/web/bench-ratio.mjs --warmup-ms "$warm" --cpu "$cpu" \
  --before-native "$before/native/bench/attention_bench" \
  --before-wasm "$before/web/bench/attention_bench.js" \
  --native "$after/native/bench/attention_bench" --wasm "$after/web/bench/attention_bench.js"

# One train_bench run → "median_ns min_ns batch_size" (its --tsv line: name, median ns, min ns).
train_run() {  # $1 = build folder, $2 = native|wasm
  local cmd=("$1/native/bench/train_bench")
  [ "$2" = native ] || cmd=("${NODE[@]}" "$1/web/bench/train_bench.js")
  "${PIN[@]}" "${cmd[@]}" --tsv "--warmup-ms=$warm" |
    awk -F'\t' 'NF == 3 { b = $1; sub(/.*B=/, "", b); print $2, $3, b + 0 }'
}

echo "== training: train_bench before vs after, $reps interleaved repetitions, warm-up $warm ms =="
results=$(mktemp)
trap 'rm -f "$results"' EXIT
for ((r = 1; r <= reps; ++r)); do
  for platform in native wasm; do
    if ((r % 2)); then order=(before after); else order=(after before); fi
    for side in "${order[@]}"; do
      if [ "$side" = before ]; then dir="$before"; else dir="$after"; fi
      read -r med min b < <(train_run "$dir" "$platform")
      echo "$r $platform $side $med $min $b" | tee -a "$results" |
        awk '{ printf "  rep %d %-6s %-6s %8.1f ms per batch (min %.1f)\n", $1, $3, $2, $4 / 1e6,
               $5 / 1e6 }'
    done
  done
done
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
# examples/s = B · 1e9 / ns per batch. Per platform: the median over repetitions of each run's
# median (best: the min over repetitions of each run's min); after/before throughput = before ns
# ÷ after ns; paired: that ratio within each repetition, its median and range over repetitions.
awk '
  function sort(a, n,   i, j, t) {
    for (i = 2; i <= n; ++i)
      for (j = i; j > 1 && a[j - 1] > a[j]; --j) { t = a[j]; a[j] = a[j - 1]; a[j - 1] = t }
  }
  function median(a, n) {
    sort(a, n)
    return n % 2 ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2
  }
  function rate(ns) { return sprintf("%.1f", B * 1e9 / ns) }
  { ns[$1, $2, $3] = $4; if (!(($2, $3) in lo) || $5 < lo[$2, $3]) lo[$2, $3] = $5
    B = $6; reps = $1 }
  END {
    printf "training (RNNsearch loss + gradient, B=%d, one thread), examples/s: median of the\n", B
    printf "runs%s medians (best of their minima), %d repetitions\n", "\047", reps
    printf "  %-8s %-20s %-20s %-20s %s\n", "", "before", "after", "after/before",
           "paired after/before: median [min, max]"
    split("native wasm", plats, " ")
    for (p = 1; p <= 2; ++p) {
      P = plats[p]
      for (r = 1; r <= reps; ++r) {
        b[r] = ns[r, P, "before"]; a[r] = ns[r, P, "after"]; q[r] = b[r] / a[r]
      }
      mb = median(b, reps); ma = median(a, reps); mq = median(q, reps)
      printf "  %-8s %-20s %-20s %-20s %.3f [%.3f, %.3f]\n", P,
             rate(mb) " (" rate(lo[P, "before"]) ")", rate(ma) " (" rate(lo[P, "after"]) ")",
             sprintf("%.3f (%.3f)", mb / ma, lo[P, "before"] / lo[P, "after"]), mq, q[1], q[reps]
    }
    print "  (cost = 1 - after/before; above 1, the after tree trains faster)"
  }' "$results"
