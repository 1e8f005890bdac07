// A text input: a text field plus a row of preset buttons ("presets: a b c"), both editing one
// string of the state (a DemoState field, or any string through `text`). Typing coalesces into one
// undo step per field (edit key = widget id); a preset click is one step. Chinese text in the field
// or a preset asks for the CJK font.
#pragma once

#include "app/state/session.h"

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
  // Instead of `field`: the string edited, in a state (e.g. the Explain tab's sentence).
  std::string& (*text)(AppState&) = nullptr;
  // The buttons' (translated) labels, one per preset, when the presets are too long to show.
  const std::vector<const char*>* preset_labels = nullptr;
  // Each preset's name in Latin letters, one per preset: the label of a preset whose characters
  // the current font cannot draw yet (Chinese before the CJK font has arrived), so a button never
  // shows "�". A preset without one shows "…" until its glyphs are there.
  const std::vector<std::string>* latin_names = nullptr;
};
// Widget ids: <widget_id> (the field) and <widget_id>/preset/<i> (the preset buttons).

void DrawTextWithPresets(AppSession& session, const TextWithPresets& spec);

// The label of preset i as drawn with the current font: its translated label if given, else the
// preset itself when the font has every glyph of it, else its Latin name (or "…").
std::string PresetLabel(const TextWithPresets& spec, std::size_t i);

}  // namespace ap::ui
