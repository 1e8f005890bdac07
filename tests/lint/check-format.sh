#!/usr/bin/env bash
# Checks (default) or applies (--fix) the project's C++ formatting (.clang-format, clang-format 14)
# on every tracked C++ file except generated ones. Exit 1 names the files that differ.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
CF="${CLANG_FORMAT:-$(command -v clang-format-14 || command -v clang-format)}"
# Generated files (their scripts write them) are not ours to format.
mapfile -t files < <(git ls-files 'src/*.cpp' 'src/*.h' 'tests/*.cpp' 'tests/*.h' 'bench/*.cpp' \
                     'bench/*.h' | grep -v -e 'cjk_toggle_font_data.cpp$')
if [ "${1:-}" = "--fix" ]; then "$CF" -i "${files[@]}"; exit 0; fi
bad=()
for f in "${files[@]}"; do
  "$CF" --dry-run -Werror "$f" >/dev/null 2>&1 || bad+=("$f")
done
if [ ${#bad[@]} -gt 0 ]; then
  echo "not formatted (run tests/lint/check-format.sh --fix): ${bad[*]}"
  exit 1
fi
echo "format: ${#files[@]} files formatted"
