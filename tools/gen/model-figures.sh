#!/usr/bin/env bash
# Regenerates the figures made from the shipped models (assets/models/*.bin): the alignment
# heatmaps of the README, bottleneck.json and .svg (BLEU per length bucket and exact match per
# phenomenon, with samples), explain.json (Explain's test-set figures) and speed.json (training
# speed, native and wasm). Run it after a model file changes; assets/README.md says what each
# file is.
#
#   tools/gen/model-figures.sh [--skip-speed]
#
# Needs the native build (build/native: the CLI, bench/train_compare_bench) and, for speed.json,
# the web build (build/web/bench). --skip-speed leaves speed.json alone: its figures belong to the
# machine that measures them, so measure them on a quiet machine.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
attention="${ATTENTION:-build/native/src/cli/attention}"
models=assets/models
skip_speed=0
for arg in "$@"; do
  case "$arg" in
    --skip-speed) skip_speed=1 ;;
    *) echo "usage: $0 [--skip-speed]" >&2; exit 2 ;;
  esac
done
if [ ! -x "$attention" ]; then
  echo "model-figures: $attention not found; build it first (cmake --build --preset native)" >&2
  exit 2
fi
article="The agreement on the European Economic Area was signed in August 1992."

echo "model-figures: alignment heatmaps"
"$attention" translate --svg "$models/alignment-article.svg" "$article" >/dev/null
"$attention" translate --svg "$models/alignment-she-saw-him.svg" "She saw him yesterday." >/dev/null
# The Transformer's head that the translator tab outlines on the article's sentence.
"$attention" translate --model transformer --svg-head best \
  --svg "$models/alignment-article-transformer.svg" "$article" >/dev/null

echo "model-figures: bottleneck.json, bottleneck.svg (the test split and the phenomenon sets)"
"$attention" evaluate --model all --out "$models/bottleneck.json" --svg "$models/bottleneck.svg" \
  >/dev/null

echo "model-figures: explain.json"
"$attention" explain --test-set --json >"$models/explain.json"

if [ "$skip_speed" = 0 ]; then
  echo "model-figures: speed.json"
  python3 tools/gen/speed-figures.py
fi
git status --short -- "$models"
