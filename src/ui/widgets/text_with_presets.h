// A demo's text input: a text field plus a row of preset buttons ("presets: a b c"), both editing
// one string of DemoState. Typing coalesces into one undo step per field (edit key = widget id);
// a preset click is one step. Chinese text in the field or a preset asks for the CJK font.
#pragma once

#include "app/session.h"

#include <string>
#include <vector>

namespace ap::ui {

struct TextWithPresets {
  const char* label;          // the field's (translated) label
  const char* presets_label;  // e.g. Tr("painting.presets", "presets:")
  const char* widget_id;      // recorded rect and undo-coalescing key, e.g. "painting/query"
  float width;                // of the text field, px
  std::string DemoState::*field;
  const std::vector<std::string>* presets;
};

void DrawTextWithPresets(AppSession& session, const TextWithPresets& spec);

}  // namespace ap::ui
