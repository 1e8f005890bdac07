#!/usr/bin/env bash
# The sanitizer suite: the native unit tests (core, app, ui, cli) built with the
# `asan` preset (g++, AddressSanitizer + UndefinedBehaviorSanitizer, -fno-sanitize-recover, so
# any report fails its test) and run with ctest. Not part of tools/test.sh: it roughly doubles
# CI time on a 2-core machine (README, "Figures"). Extra arguments go to ctest.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
cmake --preset asan >/dev/null
cmake --build --preset asan -j"$(nproc)" --target core_tests app_tests ui_tests cli_tests attention
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
ctest --test-dir build/asan --output-on-failure -j"$(nproc)" -E '^(browser|wasm|format)\.' "$@"
