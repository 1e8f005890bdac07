// Demo widgets shared by the self-attention and multi-head tabs: the token label (with its code
// point when the font lacks the glyph), the sentence and model controls, and the heatmap spec of
// a matrix (ui/widgets/heatmap.h) both tabs draw.
#pragma once

#include "app/demos/demo_runs.h"
#include "app/state/session.h"
#include "ui/widgets/heatmap.h"

#include <string>
#include <vector>

namespace ap::ui {

// Printf-formatted text wrapped at the region's width (or wrap_width), Chinese-aware
// (ui/widgets/wrapped_text.h).
void TextWrappedF(const char* fmt, ...) IM_FMTARGS(1);

// Sets the next field's width for a label at its right: `want` px when the label fits beside
// it, else what the line leaves (at least min_w). When even min_w leaves the label no room, the
// label is printed on its own line and the field gets the full width: the label to pass to the
// widget is then hidden ("##label"). Returns the label to pass.
std::string FitField(const char* label, float want, float min_w = 80.0f);

// "研 (U+7814)" when the glyph may be missing, else the token itself.
std::string TokenLabel(const demos::SelfAttentionToken& t);

// The sentence editor, presets and the model controls (heads, d_model, causal, PE).
void DrawSelfAttentionControls(AppSession& session);

// Picks the weights' source of the self-attention and multi-head tabs (edits cleared). The
// trained Transformer reads English: a sentence without a Latin letter becomes the article's.
void SelectHeadSource(AppState& st, demos::HeadSource source);

// A heatmap of M with square cells of `cell` px: weights in [0, 1] (viridis) by default;
// signed = true colours it with the diverging map over ±max|M|. labels (optional) name rows and
// columns (square matrices). Rows/columns past max_cells are averaged into blocks. M must outlive
// the DrawHeatmap call.
HeatmapSpec MatrixHeatmapSpec(const char* id, const Mat& M, float cell,
                              const std::vector<std::string>* labels = nullptr,
                              bool signed_values = false, int max_cells = 48);

}  // namespace ap::ui
