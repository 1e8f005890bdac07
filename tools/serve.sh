#!/usr/bin/env bash
# README command 1: set up, build the playground for the web, and serve it on localhost.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
PORT="${PORT:-8080}"
bash "$ROOT/tools/build-web.sh"
echo
echo "Attention Playground: http://localhost:${PORT}/"
echo "(Ctrl+C stops the server)"
exec node "$ROOT/tests/support/static-server.mjs" "$ROOT/build/web/dist" "$PORT"
