# Third-party dependencies, all from Debian packages (apt) or Debian *source* packages unpacked by
# tools/setup.sh under third_party/. Defines interface/static targets:
#   ap::eigen   Eigen 3.4 headers (/usr/include/eigen3)
#   ap::json    nlohmann/json 3.11 (header-only)
#   ap::cli11   CLI11 2.1 (header-only, native only)
#   ap::stb     stb_image_write (header-only)
#   ap::imgui   Dear ImGui 1.86 core sources (+ SDL2/OpenGL3 backends on the web)
#   ap::sdl2    SDL2 2.26.5 built for wasm (web only)
#   GTest::gtest / GTest::gtest_main
# Under em++ we must not put /usr/include on the include path (glibc headers would shadow the
# wasm sysroot), so header-only packages are exposed through a folder of symlinks.
set(AP_THIRD_PARTY "${PROJECT_SOURCE_DIR}/third_party" CACHE PATH "Unpacked Debian source packages")

set(_ap_sysinc "${CMAKE_BINARY_DIR}/sysinc")
file(MAKE_DIRECTORY "${_ap_sysinc}")
foreach(_pair "nlohmann=/usr/include/nlohmann" "CLI=/usr/include/CLI" "stb=/usr/include/stb")
  string(REPLACE "=" ";" _kv "${_pair}")
  list(GET _kv 0 _name)
  list(GET _kv 1 _path)
  if(NOT EXISTS "${_path}")
    message(FATAL_ERROR "${_path} is missing: run tools/setup.sh")
  endif()
  file(CREATE_LINK "${_path}" "${_ap_sysinc}/${_name}" SYMBOLIC)
endforeach()

if(NOT EXISTS /usr/include/eigen3/Eigen/Dense)
  message(FATAL_ERROR "Eigen is missing: run tools/setup.sh")
endif()
add_library(ap_eigen INTERFACE)
target_include_directories(ap_eigen SYSTEM INTERFACE /usr/include/eigen3)
add_library(ap::eigen ALIAS ap_eigen)

add_library(ap_json INTERFACE)
target_include_directories(ap_json SYSTEM INTERFACE "${_ap_sysinc}")
add_library(ap::json ALIAS ap_json)
add_library(ap::cli11 ALIAS ap_json)   # same symlink folder holds CLI/
add_library(ap::stb ALIAS ap_json)     # and stb/

# Dear ImGui from the Debian source package `imgui` (1.86+ds).
set(AP_IMGUI_DIR "${AP_THIRD_PARTY}/imgui")
if(NOT EXISTS "${AP_IMGUI_DIR}/imgui.cpp")
  message(FATAL_ERROR "${AP_IMGUI_DIR}/imgui.cpp is missing: run tools/setup.sh")
endif()
add_library(ap_imgui STATIC
  ${AP_IMGUI_DIR}/imgui.cpp ${AP_IMGUI_DIR}/imgui_draw.cpp
  ${AP_IMGUI_DIR}/imgui_widgets.cpp ${AP_IMGUI_DIR}/imgui_tables.cpp
  ${AP_IMGUI_DIR}/misc/cpp/imgui_stdlib.cpp)
target_include_directories(ap_imgui SYSTEM PUBLIC ${AP_IMGUI_DIR} ${AP_IMGUI_DIR}/misc/cpp)
target_compile_definitions(ap_imgui PUBLIC IMGUI_DISABLE_OBSOLETE_FUNCTIONS)
add_library(ap::imgui ALIAS ap_imgui)

if(EMSCRIPTEN)
  set(AP_SDL2_WASM "${AP_THIRD_PARTY}/sdl2-wasm" CACHE PATH "SDL2 built for wasm by setup.sh")
  if(NOT EXISTS "${AP_SDL2_WASM}/lib/libSDL2.a")
    message(FATAL_ERROR "${AP_SDL2_WASM}/lib/libSDL2.a is missing: run tools/setup.sh")
  endif()
  add_library(ap_sdl2 INTERFACE)
  target_include_directories(ap_sdl2 SYSTEM INTERFACE "${AP_SDL2_WASM}/include" "${AP_SDL2_WASM}/include/SDL2")
  target_link_libraries(ap_sdl2 INTERFACE "${AP_SDL2_WASM}/lib/libSDL2.a")
  add_library(ap::sdl2 ALIAS ap_sdl2)

  add_library(ap_imgui_backends STATIC
    ${AP_IMGUI_DIR}/backends/imgui_impl_sdl.cpp ${AP_IMGUI_DIR}/backends/imgui_impl_opengl3.cpp)
  target_include_directories(ap_imgui_backends SYSTEM PUBLIC ${AP_IMGUI_DIR}/backends)
  target_link_libraries(ap_imgui_backends PUBLIC ap_imgui ap_sdl2)
  add_library(ap::imgui_backends ALIAS ap_imgui_backends)

  # GoogleTest built from Debian's source copy (/usr/src/googletest) for the wasm core tests.
  set(gtest_disable_pthreads ON CACHE BOOL "" FORCE)
  set(INSTALL_GTEST OFF CACHE BOOL "" FORCE)
  set(BUILD_GMOCK OFF CACHE BOOL "" FORCE)
  add_subdirectory(/usr/src/googletest "${CMAKE_BINARY_DIR}/googletest" EXCLUDE_FROM_ALL)  # defines GTest::gtest(_main)
else()
  find_package(GTest REQUIRED)
  find_package(benchmark QUIET)
endif()
