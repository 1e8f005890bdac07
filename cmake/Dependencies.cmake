# Third-party dependencies, all from Debian packages (apt) or Debian *source* packages unpacked by
# tools/setup.sh under third_party/. Packages are found through the CMake package files (or the
# pkg-config file) they install, so a machine that has them elsewhere only needs
# CMAKE_PREFIX_PATH. Targets the project links:
#   Eigen3::Eigen       Eigen 3.4 (Eigen3Config.cmake)
#   ap::json            nlohmann/json 3.11 (nlohmann_jsonConfig.cmake; see "under em++" below)
#   CLI11::CLI11        CLI11 2.1 (CLI11Config.cmake; native only, for the `attention` CLI)
#   ap::stb             stb_image_write, header-only (pkg-config stb), included as <stb/...>
#   ap::imgui           Dear ImGui 1.86 core sources (+ ap::imgui_backends on the web)
#   ap::sdl2            SDL2 2.26.5 built for wasm, trimmed (web only)
#   GTest::gtest / GTest::gtest_main   natively GTestConfig.cmake; in wasm built from the
#                       GoogleTest sources (AP_GTEST_SOURCE_DIR)
# Header-only packages are the same files for every target, so in the web build they are looked
# up on the host (CMAKE_FIND_ROOT_PATH_BOTH: Emscripten's toolchain searches only its sysroot).
# Under em++ /usr/include must not be on the include path (glibc's headers would shadow the wasm
# sysroot's), so a package installed there is exposed through a folder holding a symlink to its
# own subfolder only (ap_header_folder).
set(AP_THIRD_PARTY "${PROJECT_SOURCE_DIR}/third_party" CACHE PATH "Unpacked Debian source packages")

function(ap_missing what)
  message(FATAL_ERROR "${what} is missing: run tools/setup.sh")
endfunction()

# ap_header_folder(target name dir): an INTERFACE target whose include path is a folder of this
# build holding only `name` → dir, so `#include <name/...>` works and nothing else in dir's parent
# is visible.
function(ap_header_folder target name dir)
  set(_folder "${CMAKE_BINARY_DIR}/sysinc/${target}")
  file(MAKE_DIRECTORY "${_folder}")
  file(CREATE_LINK "${dir}" "${_folder}/${name}" SYMBOLIC)
  add_library(${target} INTERFACE)
  target_include_directories(${target} SYSTEM INTERFACE "${_folder}")
endfunction()

# --- header-only packages -------------------------------------------------------------------------
find_package(Eigen3 3.4 REQUIRED NO_MODULE CMAKE_FIND_ROOT_PATH_BOTH)

find_package(nlohmann_json 3.11 REQUIRED CONFIG CMAKE_FIND_ROOT_PATH_BOTH)
if(EMSCRIPTEN)
  get_target_property(_json_include nlohmann_json::nlohmann_json INTERFACE_INCLUDE_DIRECTORIES)
  list(GET _json_include 0 _json_include)
  ap_header_folder(ap_json nlohmann "${_json_include}/nlohmann")
  target_compile_definitions(ap_json INTERFACE
    $<TARGET_PROPERTY:nlohmann_json::nlohmann_json,INTERFACE_COMPILE_DEFINITIONS>)
else()
  add_library(ap_json INTERFACE)
  target_link_libraries(ap_json INTERFACE nlohmann_json::nlohmann_json)
endif()
add_library(ap::json ALIAS ap_json)

find_package(PkgConfig QUIET)
if(PKG_CONFIG_FOUND)
  pkg_check_modules(AP_PC_STB QUIET stb)
endif()
find_path(AP_STB_DIR stb_image_write.h HINTS ${AP_PC_STB_INCLUDE_DIRS} PATH_SUFFIXES stb
          CMAKE_FIND_ROOT_PATH_BOTH)
if(NOT AP_STB_DIR)
  ap_missing("stb_image_write.h (libstb-dev)")
endif()
ap_header_folder(ap_stb stb "${AP_STB_DIR}")
add_library(ap::stb ALIAS ap_stb)

if(NOT EMSCRIPTEN)
  find_package(CLI11 2.1 REQUIRED CONFIG)
endif()

# --- Dear ImGui from the Debian source package `imgui` (1.86+ds) ------------------------------------
set(AP_IMGUI_DIR "${AP_THIRD_PARTY}/imgui")
if(NOT EXISTS "${AP_IMGUI_DIR}/imgui.cpp")
  ap_missing("${AP_IMGUI_DIR}/imgui.cpp")
endif()
add_library(ap_imgui STATIC
  ${AP_IMGUI_DIR}/imgui.cpp ${AP_IMGUI_DIR}/imgui_draw.cpp
  ${AP_IMGUI_DIR}/imgui_widgets.cpp ${AP_IMGUI_DIR}/imgui_tables.cpp
  ${AP_IMGUI_DIR}/misc/cpp/imgui_stdlib.cpp
  ${PROJECT_SOURCE_DIR}/src/ui/stb_truetype.cpp)
target_include_directories(ap_imgui SYSTEM PUBLIC ${AP_IMGUI_DIR} ${AP_IMGUI_DIR}/misc/cpp)
target_compile_definitions(ap_imgui PUBLIC IMGUI_DISABLE_OBSOLETE_FUNCTIONS)
# stb_rect_pack and stb_truetype are compiled once, in src/ui/stb_truetype.cpp, for ImGui and
# ui/glyph_in_place.cpp.
target_compile_definitions(ap_imgui PRIVATE IMGUI_DISABLE_STB_RECT_PACK_IMPLEMENTATION
                                            IMGUI_DISABLE_STB_TRUETYPE_IMPLEMENTATION)
add_library(ap::imgui ALIAS ap_imgui)

if(NOT EMSCRIPTEN)
  find_package(GTest 1.12 REQUIRED CONFIG)
  return()  # the rest of this file is the web build's
endif()

# --- web only: SDL2 for wasm, the ImGui backends, GoogleTest from source ----------------------------
# setup.sh builds it without the subsystems the page never uses (renderer, audio, joystick, …).
set(AP_SDL2_WASM "${AP_THIRD_PARTY}/sdl2-wasm-trimmed" CACHE PATH "SDL2 built for wasm by setup.sh")
if(NOT EXISTS "${AP_SDL2_WASM}/lib/libSDL2.a")
  ap_missing("${AP_SDL2_WASM}/lib/libSDL2.a")
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

# Debian's libgtest.a is x86 code, so the wasm core tests build GoogleTest from its sources
# (Debian: googletest, /usr/src/googletest).
set(AP_GTEST_SOURCE_DIR "/usr/src/googletest" CACHE PATH "GoogleTest sources, built for wasm")
if(NOT EXISTS "${AP_GTEST_SOURCE_DIR}/CMakeLists.txt")
  ap_missing("${AP_GTEST_SOURCE_DIR}/CMakeLists.txt (googletest)")
endif()
set(gtest_disable_pthreads ON CACHE BOOL "" FORCE)
set(INSTALL_GTEST OFF CACHE BOOL "" FORCE)
set(BUILD_GMOCK OFF CACHE BOOL "" FORCE)
add_subdirectory("${AP_GTEST_SOURCE_DIR}" "${CMAKE_BINARY_DIR}/googletest" EXCLUDE_FROM_ALL)  # GTest::gtest(_main)
