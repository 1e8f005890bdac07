#!/usr/bin/env bash
# Fails (exit 1, listing the lines) when a colour literal appears in src/ui or src/platform outside
# the palette (src/ui/palette.cpp) and its generated colour-map tables (src/ui/colormap_data.cpp):
# IM_COL32(...), ImVec4 / ImColor built from numbers, or an 0xAARRGGBB constant. Views must ask
# the palette for a role (ui/palette.h) so that both themes recolour everything.
# Known exception: the painting's pigments (Lit(r, g, b, light) in painting_tab.cpp) are the
# picture's content, the same in both themes, and are not matched by these patterns.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
cd "$root"
pattern='IM_COL32[[:space:]]*\(|Im(Vec4|Color)[[:space:]]*\([[:space:]]*[-+]?[0-9.]+f?[[:space:]]*,|0x[0-9A-Fa-f]{8}'
hits=$(grep -rnE "$pattern" src/ui src/platform --include='*.cpp' --include='*.h' \
  | grep -vE '^src/ui/(palette\.cpp|palette\.h|colormap_data\.cpp):' || true)
if [ -n "$hits" ]; then
  echo "colour literals outside the palette (use ui/palette.h):"
  echo "$hits"
  exit 1
fi
echo "no colour literal outside src/ui/palette.cpp"
