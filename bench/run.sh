#!/usr/bin/env bash
# Prints every benchmark figure of the project (figures, never assertions). Run tools/test.sh
# first (it builds build/native and build/web). Machines here are shared: every timed run is
# pinned to one core (taskset -c 0), prints median and min, and the load average is quoted.
# wasm warm-up: each figure runs >= 1 s of the same work before it is timed (bench/bench_timing.h,
# bench/tfjs/attention_vs_tfjs.mjs), so V8 has tiered up to TurboFan; no V8 flags are needed.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
cmake --build --preset native --target attention_bench train_bench translate_bench >/dev/null
cmake --build --preset web --target attention_bench train_bench attention_module \
  translate_wasm_bench >/dev/null
PIN=(taskset -c 0)
command -v taskset >/dev/null || PIN=()
NODE=(node --no-experimental-fetch)
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== attention core: native and wasm, wasm ÷ native per figure =="
node bench/web/bench-ratio.mjs
echo "== batched attention: ours (wasm) vs TensorFlow.js 4.22 wasm vs plain JS (node) =="
"${PIN[@]}" node bench/tfjs/attention_vs_tfjs.mjs
echo "== training (RNNsearch loss + gradient, one thread) =="
"${PIN[@]}" build/native/bench/train_bench
"${PIN[@]}" "${NODE[@]}" build/web/bench/train_bench.js
echo "== translator (native) ==";     "${PIN[@]}" build/native/bench/translate_bench
echo "== translator (wasm, node) ==";  "${PIN[@]}" "${NODE[@]}" build/web/tests/translate_wasm_bench.js
echo "== page (headless Chromium) =="; node bench/web/measure-web.mjs --dist build/web/dist
echo "== page: long main-thread tasks while every tab is shown, the models translate and explain =="
node bench/web/long-tasks.mjs --dist build/web/dist --runs 3
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
