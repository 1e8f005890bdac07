#!/usr/bin/env bash
# make-ui-fonts.sh: builds the Latin/Greek/maths fonts compiled into the program (assets/fonts/ui-*.ttf,
# embedded by cmake/EmbedFonts.cmake, drawn through src/ui/fonts.h):
#   ui-sans.ttf       Noto Sans Regular       body, small text          (fonts-noto-core)
#   ui-sans-bold.ttf  Noto Sans Bold          tab and section titles    (fonts-noto-core)
#   ui-mono.ttf       Noto Sans Mono Regular  numbers: key table, matrix cells (fonts-noto-mono)
#   ui-math.ttf       Noto Sans Math Regular  arrows and maths operators (→ √ ∈ ≤ ∑), merged into
#                                             the sans fonts, which lack them (fonts-noto-core)
# Glyphs kept: ASCII, Latin-1 and Latin Extended-A, Greek, the phonetic and modifier letters that
# hold the sub/superscript letters (ᵢ ᵀ ⱼ), general punctuation, super/subscripts (² ⁻ ₒ),
# the euro sign, geometric shapes, U+FFFD; the maths font keeps only arrows and operators.
# Hinting, layout features and glyph names are dropped (ImGui's stb_truetype uses outlines + cmap).
# Chinese is not here: assets/fonts/cjk-subset.ttf (tools/gen/make-font-subset.sh) stays lazy.
#
# Usage: tools/gen/make-ui-fonts.sh    (output is committed as generated data; see
# assets/fonts/README.md; tests/ui/glyph_coverage_test.py checks every UI string is covered)
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
noto=/usr/share/fonts/truetype/noto
py=/usr/bin/python3 # Debian's python (has fontTools); another python3 may be first on PATH

text_ranges="U+0020-007E,U+00A0-017F,U+0370-03FF,U+1D00-1DBF,U+2000-206F,U+2070-209F,U+20AC"
text_ranges+=",U+2C7C,U+25A0-25FF,U+FFFD"
math_ranges="U+2190-21FF,U+2200-22FF"

subset() { # source-font output-name unicodes
  if [[ ! -f "$1" ]]; then
    echo "make-ui-fonts: $1 not found (apt install fonts-noto-core fonts-noto-mono)" >&2
    exit 1
  fi
  "$py" -m fontTools.subset "$1" --unicodes="$3" --output-file="$root/assets/fonts/$2" \
    --no-hinting --desubroutinize --layout-features='' --no-layout-closure \
    --drop-tables+=GSUB,GPOS,GDEF,BASE,JSTF,MATH,VORG,vhea,vmtx,DSIG,meta,FFTM \
    --name-IDs='1,2' --no-glyph-names --notdef-outline
  local bytes gz
  bytes=$(stat -c %s "$root/assets/fonts/$2")
  gz=$(gzip -9 -c "$root/assets/fonts/$2" | wc -c)
  echo "make-ui-fonts: $2 $bytes bytes, $gz gzipped"
}

subset "$noto/NotoSans-Regular.ttf" ui-sans.ttf "$text_ranges"
subset "$noto/NotoSans-Bold.ttf" ui-sans-bold.ttf "$text_ranges"
subset "$noto/NotoSansMono-Regular.ttf" ui-mono.ttf "$text_ranges,$math_ranges"
subset "$noto/NotoSansMath-Regular.ttf" ui-math.ttf "$math_ranges"
total=$(cat "$root"/assets/fonts/ui-*.ttf | wc -c)
total_gz=$(for f in "$root"/assets/fonts/ui-*.ttf; do gzip -9 -c "$f" | wc -c; done | awk '{s += $1} END {print s}')
echo "make-ui-fonts: all four $total bytes, $total_gz gzipped (each file gzipped alone)"
