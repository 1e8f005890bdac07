// The program's one stb_rect_pack and stb_truetype implementation (the headers of Debian's imgui
// source package), shared by ImGui's atlas builder and ui/glyph_in_place.cpp: ap_imgui is
// compiled with IMGUI_DISABLE_STB_RECT_PACK_IMPLEMENTATION and
// IMGUI_DISABLE_STB_TRUETYPE_IMPLEMENTATION (cmake/Dependencies.cmake), so imgui_draw.cpp only
// declares these functions, and they are defined here with the settings imgui_draw.cpp gives its
// own copies otherwise (ImGui's assert, sort, allocator and maths). stb_truetype's packing code
// takes stb_rect_pack's types when its header comes first, as in imgui_draw.cpp. One copy: the
// same raster for a glyph built with the atlas and one added in place, and none twice in the
// page's module.
#include <imgui.h>
#include <imgui_internal.h>

#define STBRP_ASSERT(x) \
  do {                  \
    IM_ASSERT(x);       \
  } while (0)
#define STBRP_SORT ImQsort
#define STB_RECT_PACK_IMPLEMENTATION
#include <imstb_rectpack.h>

#define STBTT_malloc(x, u) ((void)(u), IM_ALLOC(x))
#define STBTT_free(x, u) ((void)(u), IM_FREE(x))
#define STBTT_assert(x) \
  do {                  \
    IM_ASSERT(x);       \
  } while (0)
#define STBTT_fmod(x, y) ImFmod(x, y)
#define STBTT_sqrt(x) ImSqrt(x)
#define STBTT_pow(x, y) ImPow(x, y)
#define STBTT_fabs(x) ImFabs(x)
#define STBTT_ifloor(x) ((int)ImFloorSigned(x))
#define STBTT_iceil(x) ((int)ImCeil(x))
#define STB_TRUETYPE_IMPLEMENTATION
#include <imstb_truetype.h>
