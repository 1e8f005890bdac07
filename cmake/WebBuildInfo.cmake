# Writes <dist>/build-info.json: facts about the build the page's loader needs at run time:
#   wasmBytes  the uncompressed size of app.wasm, for the download progress bar when the server
#              gzips the file and Content-Length no longer says how many bytes will arrive;
#   build      an id of this build: the first 16 hex digits of a SHA-256 over every file in
#              dist/ (name and content; build-info.json itself and the .gz and .br copies,
#              which follow from the files, left out). The loader registers
#              the service worker as sw.js?build=<id>, so any changed file gives a new offline
#              cache (web/sw.js).
#   cmake -DWASM=<path to app.wasm> -DDIST=<dist dir> -DOUT=<path to build-info.json> -P WebBuildInfo.cmake
file(SIZE "${WASM}" wasm_bytes)
# deferredBytes: the size of app.deferred.wasm, the module's second part (tools/wasm-split-app.py);
# the loader fetches it only when the build made one.
string(REGEX REPLACE "\\.wasm$" ".deferred.wasm" deferred "${WASM}")
set(deferred_field "")
if(EXISTS "${deferred}")
  file(SIZE "${deferred}" deferred_bytes)
  set(deferred_field ", \"deferredBytes\": ${deferred_bytes}")
endif()
file(GLOB_RECURSE files RELATIVE "${DIST}" "${DIST}/*")
list(SORT files)
set(manifest "")
foreach(f ${files})
  if(NOT f STREQUAL "build-info.json" AND NOT f MATCHES "\\.(gz|br)$")
    file(SHA256 "${DIST}/${f}" h)
    string(APPEND manifest "${f} ${h}\n")
  endif()
endforeach()
string(SHA256 build "${manifest}")
string(SUBSTRING "${build}" 0 16 build)
set(text "{\"wasmBytes\": ${wasm_bytes}${deferred_field}, \"build\": \"${build}\"}\n")
# Rewritten only when it changes, so an unchanged build leaves the file (and its time) alone.
include("${CMAKE_CURRENT_LIST_DIR}/GeneratedSource.cmake")
ap_write_if_changed("${OUT}" "${text}")
