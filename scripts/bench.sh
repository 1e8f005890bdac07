#!/usr/bin/env bash
# Prints every benchmark figure of the project (figures, never assertions). Run scripts/test.sh
# first (it builds build/native and build/web). Machines here are shared: quote the load too.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
cmake --build --preset native --target attention_bench translate_bench >/dev/null
cmake --build --preset web --target translate_wasm_bench >/dev/null
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== attention core (native) =="; build/native/bench/attention_bench
echo "== translator (native) ==";     build/native/bench/translate_bench
echo "== translator (wasm, node) ==";  node --no-experimental-fetch build/web/tests/translate_wasm_bench.js
echo "== page (headless Chromium) =="; node scripts/measure-web.mjs --dist build/web/dist
