// Flow layout: controls that stay on one line while they fit and wrap to the next when the window
// is narrow (a phone), instead of running off the right edge. Used by the toolbar, the Train tab's
// settings, the translator's preset button and the lab's key commands.
//
//   ImGui::Button("Play");
//   SameLineIfFits(ButtonWidth("Step"));
//   ImGui::Button("Step");
#pragma once

namespace ap::ui {

// Keeps the next item on this line if it fits (`width` px after `gap`; gap < 0: the style's item
// spacing), else lets it start a new line.
void SameLineIfFits(float width, float gap = -1.0f);
// The width of a button with this label (its text without any "##id" part, plus frame padding).
float ButtonWidth(const char* label);
// The width of a checkbox or radio button with this label (the box, the inner spacing, the text).
float CheckWidth(const char* label);
// The width of a field `field_width` wide followed by its label (an InputText, Combo, Slider).
float LabeledWidth(float field_width, const char* label);

}  // namespace ap::ui
