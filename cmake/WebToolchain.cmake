# Included before project(): the web preset sets AP_WEB=ON instead of naming the toolchain file,
# so the file's place can default to Debian's and still be changed.
#   AP_EMSCRIPTEN_ROOT  Emscripten's folder (default: $EMSCRIPTEN if set, else Debian's
#                       /usr/share/emscripten); its cmake/Modules/Platform/Emscripten.cmake is used.
# A toolchain given explicitly (emcmake, -DCMAKE_TOOLCHAIN_FILE=...) wins. Why not in the preset:
# "toolchainFile": "$penv{...}" has no default, and an unset variable leaves it empty, which
# quietly configures a native g++ build in build/web; a preset cannot read a cache variable.
option(AP_WEB "Build for the web with Emscripten (the web preset sets it)" OFF)
if(AP_WEB AND NOT CMAKE_TOOLCHAIN_FILE)
  if(DEFINED ENV{EMSCRIPTEN})
    set(_ap_emscripten_default "$ENV{EMSCRIPTEN}")
  else()
    set(_ap_emscripten_default "/usr/share/emscripten")
  endif()
  set(AP_EMSCRIPTEN_ROOT "${_ap_emscripten_default}" CACHE PATH
      "Emscripten's folder (holds cmake/Modules/Platform/Emscripten.cmake)")
  set(_ap_toolchain "${AP_EMSCRIPTEN_ROOT}/cmake/Modules/Platform/Emscripten.cmake")
  if(NOT EXISTS "${_ap_toolchain}")
    message(FATAL_ERROR "${_ap_toolchain} is missing: install emscripten (tools/setup.sh) or set "
                        "AP_EMSCRIPTEN_ROOT to Emscripten's folder")
  endif()
  set(CMAKE_TOOLCHAIN_FILE "${_ap_toolchain}" CACHE FILEPATH "Emscripten's CMake toolchain")
endif()
