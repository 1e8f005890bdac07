// The UI fonts compiled into the program: subsets of Noto Sans, Noto Sans Bold, Noto Sans Mono and
// Noto Sans Math made by tools/gen/make-ui-fonts.sh (assets/fonts/ui-*.ttf), embedded as byte
// arrays by cmake/EmbedFonts.cmake. ui/fonts.h builds the atlas from them.
#pragma once

namespace ap::ui {

struct EmbeddedFont {
  const unsigned char* data;
  unsigned int size;
};

// Indexed by UiFontFile.
enum UiFontFile { UiFontFile_Sans = 0, UiFontFile_SansBold, UiFontFile_Mono, UiFontFile_Math };
extern const EmbeddedFont kUiFonts[4];

}  // namespace ap::ui
