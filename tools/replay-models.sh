#!/usr/bin/env bash
# Replays the training of the shipped models and compares their weights byte for byte.
#
#   tools/replay-models.sh [--only rnnsearch.bin|rnnencdec.bin|transformer.bin] [--keep DIR]
#
# The commands come from assets/README.md: each line `# replay: <file>` inside a code block is
# followed by the exact `$attention train …` command that made assets/models/<file> (with
# `--steps N`, so the run does not depend on the machine's speed: if its `--minutes` cap runs
# out first, `attention train` fails and writes nothing, and the model counts as not matching).
# Each command is run with $attention = the native CLI and $OUT = a temporary folder; then
# `attention model-hash` compares the weight sections (config, vocabularies, tensors: everything
# except the provenance text, the size field and the CRC-32) of the replayed and the shipped
# file. Exit 0 only if every model matches. Needs the native build (tools/test.sh or
# `cmake --build --preset native --target attention`). Run time: one full training per model
# (see assets/README.md for measured times).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
attention="${ATTENTION:-build/native/src/cli/attention}"
only=""
keep=""
while [ $# -gt 0 ]; do
  case "$1" in
    --only) only="$2"; shift 2 ;;
    --keep) keep="$2"; shift 2 ;;
    *) echo "usage: $0 [--only FILE] [--keep DIR]" >&2; exit 2 ;;
  esac
done
if [ ! -x "$attention" ]; then
  echo "replay: $attention not found; build it first (cmake --build --preset native --target attention)" >&2
  exit 2
fi
OUT="${keep:-$(mktemp -d)}"
mkdir -p "$OUT"
mapfile -t entries < <(awk '/^# replay: /{file=$3; getline; print file "\t" $0}' assets/README.md)
if [ ${#entries[@]} -eq 0 ]; then
  echo "replay: no '# replay: <file>' entries in assets/README.md" >&2
  exit 2
fi
status=0
for entry in "${entries[@]}"; do
  file="${entry%%$'\t'*}"
  cmd="${entry#*$'\t'}"
  if [ -n "$only" ] && [ "$only" != "$file" ]; then continue; fi
  expanded="${cmd//\$attention/$attention}"
  expanded="${expanded//\$OUT/$OUT}"
  echo "replay: $file: $expanded"
  mkdir -p "$(dirname "$OUT/$file")"  # a file in a subfolder gets its folder
  start=$(date +%s)
  if ! bash -c "$expanded --quiet"; then
    echo "replay: $file: training failed; if its --minutes ran out, raise it (the weights do not depend on it)" >&2
    status=1
    continue
  fi
  end=$(date +%s)
  shipped=$("$attention" model-hash "assets/models/$file" | cut -d' ' -f1)
  replayed=$("$attention" model-hash "$OUT/$file" | cut -d' ' -f1)
  echo "replay: $file: $((end - start)) s; shipped $shipped, replayed $replayed"
  if [ "$shipped" = "$replayed" ]; then
    echo "replay: $file: weight sections identical"
  else
    echo "replay: $file: WEIGHTS DIFFER" >&2
    status=1
  fi
done
[ -z "$keep" ] && rm -rf "$OUT"
exit $status
