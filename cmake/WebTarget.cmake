# All web (Emscripten) build flags live here.
#   ap_web_common(target)  flags every wasm executable needs (tests and page alike)
#   ap_web_page(target)    the playground page: WebGL2, SDL2, JS bridge exports
# Emscripten 3.1.6 as Debian ships it: the JS optimiser needs acorn from /usr/share/nodejs, so
# every link runs with NODE_PATH set (linker launcher below); the cache is frozen, so no
# -sUSE_SDL ports: SDL2 comes from third_party/sdl2-wasm-trimmed; never `-o x.html` (htmlmin is absent).
set(CMAKE_CXX_LINKER_LAUNCHER ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs)
set(CMAKE_C_LINKER_LAUNCHER ${CMAKE_COMMAND} -E env NODE_PATH=/usr/share/nodejs)
add_compile_options(-msimd128)

function(ap_web_common target)
  target_link_options(${target} PRIVATE -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=33554432)
endfunction()

function(ap_web_node_test target)
  # A wasm test binary run by node (ctest calls: node --no-experimental-fetch target.js).
  ap_web_common(${target})
  target_link_options(${target} PRIVATE -sENVIRONMENT=node -sNODERAWFS=1 -sEXIT_RUNTIME=1)
endfunction()

function(ap_web_symbol_map target dist)
  # The symbol map (function index → name, for tools/wasm-size-profile.py and
  # tests/lint/compute-only-in-workers.py) is no file to serve: it moves out of dist/ to
  # <build>/<target>.symbols.
  target_link_options(${target} PRIVATE --emit-symbol-map)
  add_custom_command(TARGET ${target} POST_BUILD
    COMMAND ${CMAKE_COMMAND} -E rename "${dist}/${target}.js.symbols"
            "${CMAKE_BINARY_DIR}/${target}.symbols")
endfunction()

function(ap_web_worker target)
  # A Web Worker's module, next to the page's in <build>/dist (web/train-worker.js loads it with
  # importScripts). ENVIRONMENT=worker: no DOM code paths. Its C entry points are
  # EMSCRIPTEN_KEEPALIVE in C++; the script reads views straight from HEAPU8.
  ap_web_common(${target})
  set(dist "${CMAKE_BINARY_DIR}/dist")
  set_target_properties(${target} PROPERTIES RUNTIME_OUTPUT_DIRECTORY "${dist}" SUFFIX ".js")
  target_link_options(${target} PRIVATE
    -sENVIRONMENT=worker -sMODULARIZE=0
    -sEXPORTED_RUNTIME_METHODS=['ccall','UTF8ToString','HEAPU8']
    -sEXPORTED_FUNCTIONS=['_malloc','_free'])
  ap_web_symbol_map(${target} "${dist}")
endfunction()

function(ap_web_page target)
  # The playground page. Output goes to <build>/dist: app.js + app.wasm (this target), the HTML
  # shell, CSS and JS glue from web/, build-info.json, and assets/ (fonts, data) when present,
  # each with its precompressed .gz and .br copies.
  #   ENVIRONMENT=web       no node/worker code paths in app.js
  #   WebGL2 only           (the loader tells users without it, instead of a blank canvas)
  #   EXPORTED_RUNTIME_METHODS  what web/attention-api.js uses (ccall/cwrap) and EM_JS needs
  #   the JS API's entry points ap_api_call / ap_api_names are EMSCRIPTEN_KEEPALIVE in C++.
  ap_web_common(${target})
  set(dist "${CMAKE_BINARY_DIR}/dist")
  set_target_properties(${target} PROPERTIES RUNTIME_OUTPUT_DIRECTORY "${dist}" SUFFIX ".js")
  target_link_options(${target} PRIVATE
    -sENVIRONMENT=web -sUSE_WEBGL2=1 -sMIN_WEBGL_VERSION=2 -sMAX_WEBGL_VERSION=2
    -sMODULARIZE=0
    -sEXPORTED_RUNTIME_METHODS=['ccall','cwrap','UTF8ToString','stringToUTF8','lengthBytesUTF8','HEAPU8']
    -sEXPORTED_FUNCTIONS=['_main','_malloc','_free'])
  ap_web_symbol_map(${target} "${dist}")
  # app.wasm in two parts: what the first frame runs, and app.deferred.wasm, fetched after it
  # (tools/wasm-split-app.py, cmake/deferred-functions.txt); the unsplit module stays as
  # <build>/app.whole.wasm, the one app.symbols describes.
  add_custom_command(TARGET ${target} POST_BUILD
    COMMAND python3 "${PROJECT_SOURCE_DIR}/tools/wasm-split-app.py"
            --wasm "${dist}/${target}.wasm" --symbols "${CMAKE_BINARY_DIR}/${target}.symbols"
            --deferred "${PROJECT_SOURCE_DIR}/cmake/deferred-functions.txt"
            --whole "${CMAKE_BINARY_DIR}/${target}.whole.wasm")
  set_property(TARGET ${target} APPEND PROPERTY LINK_DEPENDS
               "${PROJECT_SOURCE_DIR}/cmake/deferred-functions.txt")
  # The HTML shell, its JS glue and assets/ are copied on EVERY build (not only when the wasm
  # relinks), so editing a file in web/ or assets/ reaches dist/ with a plain rebuild.
  set(copy_assets)
  if(EXISTS "${PROJECT_SOURCE_DIR}/assets")
    set(copy_assets COMMAND ${CMAKE_COMMAND} -E copy_directory "${PROJECT_SOURCE_DIR}/assets" "${dist}/assets")
  endif()
  add_custom_target(${target}_page_files ALL
    COMMAND ${CMAKE_COMMAND} -E make_directory "${dist}"
    COMMAND ${CMAKE_COMMAND} -E copy_directory "${PROJECT_SOURCE_DIR}/web" "${dist}"
    ${copy_assets}
    COMMENT "Copying web/ and assets/ into dist/")
  # build-info.json describes the wasm and identifies the whole build (the offline cache's
  # version), so it is written on every build, after the wasm and the page files are in place.
  add_custom_target(${target}_build_info ALL
    COMMAND ${CMAKE_COMMAND} -DWASM=${dist}/${target}.wasm -DDIST=${dist}
            -DOUT=${dist}/build-info.json -P "${PROJECT_SOURCE_DIR}/cmake/WebBuildInfo.cmake"
    COMMENT "Writing dist/build-info.json")
  add_dependencies(${target}_build_info ${target} ${target}_page_files)
  # .gz and .br copies beside every file (cmake/WebCompress.cmake), once everything is in place.
  add_custom_target(${target}_compressed ALL
    COMMAND ${CMAKE_COMMAND} -DDIST=${dist} -DSTAMPS=${CMAKE_BINARY_DIR}/compress-stamps
            -P "${PROJECT_SOURCE_DIR}/cmake/WebCompress.cmake"
    COMMENT "Writing the .gz and .br copies in dist/")
  add_dependencies(${target}_compressed ${target}_build_info)
endfunction()
