#!/usr/bin/env bash
# Set up (idempotent) and build the web preset: build/web/dist holds the page.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
bash tools/setup.sh
export NODE_PATH=/usr/share/nodejs   # emscripten's JS optimiser needs Debian's acorn (also set per link)
cmake --preset web >/dev/null
cmake --build --preset web -j"$(nproc)"
