#!/usr/bin/env bash
# Idempotent set-up for a fresh Debian 12 machine: apt packages, the Debian *source* packages
# imgui 1.86+ds and libsdl2 2.26.5+dfsg (unpacked under third_party/, git-ignored), SDL2 built
# for wasm once (cached outside the tree, in $AP_CACHE, default ~/.cache/attention-playground),
# and the npm modules of package.json. Re-running it is cheap: every step checks before it works.
#
# The machine's apt configuration is not changed: `apt-get source` runs against a private copy of
# the machine's own sources (Types: deb-src) under $AP_CACHE/apt, passed with -o options.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CACHE="${AP_CACHE:-$HOME/.cache/attention-playground}"
THIRD="$ROOT/third_party"
IMGUI_VERSION="1.86+ds-1"
SDL2_VERSION="2.26.5+dfsg-1"
mkdir -p "$CACHE" "$THIRD"

log() { printf '[setup] %s\n' "$*"; }

SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi

# --- 1. apt packages -------------------------------------------------------------------------
APT_PACKAGES=(
  build-essential cmake ninja-build pkg-config dpkg-dev
  emscripten libeigen3-dev googletest libgtest-dev libbenchmark-dev
  nlohmann-json3-dev libcli11-dev libstb-dev
  chromium nodejs npm
  fonts-noto-cjk fonts-wqy-microhei fonts-dejavu-core fonts-noto-core fonts-noto-mono
  python3-fonttools python3-numpy
  dict-freedict-eng-fra zlib1g-dev
  brotli binaryen
  clang-format-14 ccache clang-14 libfuzzer-14-dev
)
missing=()
for p in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# node/npm may come from elsewhere on some machines; do not fight an existing install.
if command -v node >/dev/null && command -v npm >/dev/null; then
  filtered=(); for p in "${missing[@]}"; do [[ "$p" == nodejs || "$p" == npm ]] || filtered+=("$p"); done
  missing=("${filtered[@]+"${filtered[@]}"}")
fi
if [ ${#missing[@]} -gt 0 ]; then
  log "installing apt packages: ${missing[*]}"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >"$CACHE/apt-install.log" || { cat "$CACHE/apt-install.log"; exit 1; }
else
  log "apt packages present"
fi

# --- 2. Debian source packages (private deb-src list; the system's apt setup is untouched) -----
fetch_source() {  # $1 = source package, $2 = version, $3 = directory name under third_party
  local pkg="$1" ver="$2" dest="$THIRD/$3"
  if [ -f "$dest/.unpacked-$ver" ]; then return; fi
  local aptdir="$CACHE/apt" srcdir="$CACHE/src"
  mkdir -p "$aptdir/etc/sources.list.d" "$aptdir/lists/partial" "$srcdir"
  for f in /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] || continue
    sed 's/^Types:.*/Types: deb-src/' "$f" > "$aptdir/etc/sources.list.d/$(basename "$f")"
  done
  if [ -f /etc/apt/sources.list ]; then
    grep -E '^\s*deb\s' /etc/apt/sources.list | sed 's/^\s*deb\s/deb-src /' \
      > "$aptdir/etc/sources.list.d/from-sources-list.list" || true
  fi
  local opts=(-o Dir::Etc::SourceList=/dev/null -o "Dir::Etc::SourceParts=$aptdir/etc/sources.list.d"
              -o "Dir::State::Lists=$aptdir/lists")
  if ! ls "$srcdir/${pkg}_"*.dsc >/dev/null 2>&1; then
    log "downloading Debian source package $pkg=$ver"
    apt-get "${opts[@]}" update -qq
    (cd "$srcdir" && apt-get "${opts[@]}" source --download-only "$pkg=$ver")
  fi
  rm -rf "$dest" "$dest.tmp"
  (cd "$srcdir" && dpkg-source --no-check -x "$(ls "${pkg}_"*.dsc | head -1)" "$dest.tmp" >/dev/null)
  mv "$dest.tmp" "$dest"
  rm -f "$THIRD"/*.orig.tar.* "$THIRD"/*.debian.tar.*   # dpkg-source leaves copies of the tarballs
  touch "$dest/.unpacked-$ver"
  log "unpacked $pkg into ${dest#$ROOT/}"
}
fetch_source imgui "$IMGUI_VERSION" imgui
fetch_source libsdl2 "$SDL2_VERSION" sdl2

# --- 3. SDL2 for wasm, built once and cached outside the tree -----------------------------------
# The page draws with WebGL2 through its own GL context and uses SDL only for the window, events,
# timers and the clipboard: the subsystems below are left out, so the linker has less to keep.
# The cache folder's name carries a hash of the flags: changing them rebuilds SDL2 (and CI's cache
# key, which is the folder's name, follows).
SDL2_FLAGS=(
  -DCMAKE_BUILD_TYPE=MinSizeRel -DSDL_SHARED=OFF -DSDL_STATIC=ON -DSDL_TEST=OFF
  -DSDL_RENDER=OFF -DSDL_AUDIO=OFF -DSDL_JOYSTICK=OFF -DSDL_HAPTIC=OFF -DSDL_HIDAPI=OFF
  -DSDL_SENSOR=OFF -DSDL_POWER=OFF -DSDL_FILESYSTEM=OFF -DSDL_LOCALE=OFF -DSDL_LOADSO=OFF
  -DSDL_DUMMYVIDEO=OFF -DSDL_OFFSCREEN=OFF
)
SDL2_KEY="$(printf '%s\n' "${SDL2_FLAGS[@]}" | sha256sum | cut -c1-8)"
SDL2_WASM="$CACHE/sdl2-wasm-$SDL2_VERSION-$SDL2_KEY"
if [ ! -f "$SDL2_WASM/lib/libSDL2.a" ]; then
  log "building SDL2 for wasm (a few minutes, once)"
  export NODE_PATH=/usr/share/nodejs
  rm -rf "$SDL2_WASM.build"
  emcmake cmake -S "$THIRD/sdl2" -B "$SDL2_WASM.build" "${SDL2_FLAGS[@]}" -DCMAKE_INSTALL_PREFIX="$SDL2_WASM" >/dev/null
  cmake --build "$SDL2_WASM.build" -j"$(nproc)" >/dev/null
  cmake --install "$SDL2_WASM.build" >/dev/null
  rm -rf "$SDL2_WASM.build"
else
  log "SDL2 for wasm cached at $SDL2_WASM"
fi
ln -sfn "$SDL2_WASM" "$THIRD/sdl2-wasm-trimmed"

# --- 4. npm modules for the browser tests ---------------------------------------------------------
if [ -f "$ROOT/package.json" ]; then
  if [ ! -d "$ROOT/node_modules/playwright-core" ] || [ "$ROOT/package-lock.json" -nt "$ROOT/node_modules/.stamp" ]; then
    log "installing npm modules"
    (cd "$ROOT" && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error)
    touch "$ROOT/node_modules/.stamp"
  fi
fi
log "done"
