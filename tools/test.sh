#!/usr/bin/env bash
# README command 2: set up, build both targets (web, then native), run the whole suite with
# ctest, then the fuzz targets (tools/fuzz.sh: each over its regression corpus plus
# AP_FUZZ_SECONDS of fresh fuzzing, default 20; AP_FUZZ_SECONDS=0 skips them, and so do extra
# ctest arguments such as -R browser). A red test or a failing fuzz target makes this exit
# non-zero. The sanitizer suite (ASan + UBSan over the unit tests) is tools/asan.sh, not run
# here (see the README for its time).
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
bash tools/build-web.sh
cmake --preset native >/dev/null
cmake --build --preset native -j"$(nproc)"
status=0
ctest --test-dir build/native --output-on-failure -j"$(nproc)" "$@" || status=$?
FUZZ_SECONDS="${AP_FUZZ_SECONDS:-20}"
if [ $# -eq 0 ] && [ "$FUZZ_SECONDS" != 0 ]; then
  bash tools/fuzz.sh "$FUZZ_SECONDS" || status=1
fi
exit "$status"
