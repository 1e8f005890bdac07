#!/usr/bin/env bash
# Fuzz every input path (tests/fuzz/): build the libFuzzer targets with the `fuzz` preset
# (clang-14, ASan + UBSan), make the seed corpora (tools/gen/fuzz-seeds.py), then for each target
#   1. run every input of its committed regression corpus, tests/fuzz/regressions/<target>/
#      (every input that ever failed), once;
#   2. fuzz for SECONDS (default 20) from the seeds, the regressions and the working corpus kept
#      in build/fuzz/corpus/<target>/ (so later runs go on from where earlier ones stopped).
# Targets run side by side, one per core (AP_FUZZ_JOBS overrides), each for its own SECONDS.
# Prints executions and coverage (libFuzzer's cov = edges, ft = features) per target; exits
# non-zero if any target fails. A failing input is saved as build/fuzz/crashes/<target>/crash-*:
# fix the bug, then copy the file into tests/fuzz/regressions/<target>/.
# Usage: tools/fuzz.sh [SECONDS] [TARGET…]
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
SECS="${1:-20}"
shift || true
TARGETS=("$@")
[ ${#TARGETS[@]} -gt 0 ] || TARGETS=(share_link scene_json page_state model_file translate demos csv training_view lesson_link explain sentence_set inference_message font_cmap)

cmake --preset fuzz >/dev/null
cmake --build --preset fuzz -j"$(nproc)" --target fuzz_targets
B=build/fuzz
rm -rf "$B/seeds"
# Lab-section link seeds come from the native CLI when it is built (tools/test.sh builds it).
CLI=build/native/src/cli/attention
python3 tools/gen/fuzz-seeds.py "$B/seeds" $([ -x "$CLI" ] && echo --cli "$CLI")

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1:symbolize=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
# -malloc_limit_mb: any single allocation over 256 MB is a failure (the model loader must cost
# O(file size)); -max_len 4096 keeps runs fast, and every path's interesting structure fits.
COMMON=(-max_len=4096 -malloc_limit_mb=256 -rss_limit_mb=2048 -timeout=10 -print_final_stats=1)
# One target: its regression corpus once, then SECS of fuzzing. Writes its summary line to
# $B/fuzz_$t.summary, or its failure to $B/fuzz_$t.failed (with the log's tail on stdout).
run_target() {
  local t="$1" bin="$B/tests/fuzz/fuzz_$1" reg="tests/fuzz/regressions/$1" log="$B/fuzz_$1.log"
  mkdir -p "$B/corpus/$t" "$B/crashes/$t" "$reg"
  rm -f "$B/fuzz_$t.summary" "$B/fuzz_$t.failed"
  echo "== fuzz_$t: regression corpus ($(ls "$reg" | wc -l) inputs), then ${SECS} s"
  if ! "$bin" "${COMMON[@]}" -runs=0 "$reg" >"$log" 2>&1; then
    tail -30 "$log"; echo "$t (regression corpus)" > "$B/fuzz_$t.failed"; return
  fi
  if ! "$bin" "${COMMON[@]}" -max_total_time="$SECS" -artifact_prefix="$B/crashes/$t/" \
      "$B/corpus/$t" "$B/seeds/$t" "$reg" >>"$log" 2>&1; then
    tail -40 "$log"; echo "$t" > "$B/fuzz_$t.failed"; return
  fi
  local runs cov
  runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | tail -1 | grep -o '[0-9]*$')
  cov=$(grep -o 'cov: [0-9]* ft: [0-9]*' "$log" | tail -1)
  printf '%-12s %10s execs  %s  corpus %s\n' "$t" "$runs" "$cov" "$(ls "$B/corpus/$t" | wc -l)" \
    > "$B/fuzz_$t.summary"
}

JOBS="${AP_FUZZ_JOBS:-$(nproc)}"
for t in "${TARGETS[@]}"; do
  while [ "$(jobs -rp | wc -l)" -ge "$JOBS" ]; do wait -n || true; done
  run_target "$t" &
done
wait
failed=()
echo "== fuzz summary (${SECS} s per target)"
for t in "${TARGETS[@]}"; do
  [ -f "$B/fuzz_$t.summary" ] && cat "$B/fuzz_$t.summary"
  if [ -f "$B/fuzz_$t.failed" ]; then failed+=("$(cat "$B/fuzz_$t.failed")")
  elif [ ! -f "$B/fuzz_$t.summary" ]; then failed+=("$t (no result: see $B/fuzz_$t.log)"); fi
done
if [ ${#failed[@]} -gt 0 ]; then
  echo "FAILED: ${failed[*]} (inputs in $B/crashes/, logs in $B/fuzz_*.log)"
  exit 1
fi
