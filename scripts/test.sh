#!/usr/bin/env bash
# README command 2: set up, build both targets (web, then native), and run the whole suite with
# ctest. ctest's summary is the last thing printed; a red test makes this exit non-zero.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
bash scripts/build-web.sh
cmake --preset native >/dev/null
cmake --build --preset native -j"$(nproc)"
ctest --test-dir build/native --output-on-failure -j"$(nproc)" "$@"
