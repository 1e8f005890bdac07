// The Explain tab's maps: the attention, gradient × input and leave-one-out maps of one
// explanation as heatmaps of the same shape (French rows × English columns), side by side when
// the window is wide and one above the other when it is narrow (a phone); the three rows of one
// French word as bars; one line per method comparing it with the attention.
// Widget ids: explain/map/<method> (the cells' rectangle), explain/cell/<method>/<t>/<s>,
// explain/target/<method>/<t> (a row label), explain/bars, explain/legend (the bars' marks),
// explain/agreement/<method>.
// <method>: attention, gradient, leave_one_out.
#pragma once

#include "core/explain/explain.h"

namespace ap::ui {

// The three heatmaps; `attention_title` names the attention map shown (the view). Returns the
// French word clicked (a row label or a cell), or -1.
int DrawExplainMaps(const explain::Explanation& e, int selected_target,
                    const char* attention_title);

// The selected French word's three rows, one group of bars per English word.
void DrawExplainBars(const explain::Explanation& e, int target);

// One line per method of e.summary: its argmax agreement and Spearman correlation with the
// attention.
void DrawAgreementLines(const explain::Explanation& e);

// The method's name as the tab shows it ("gradient × input", ...), for a name of the core's.
const char* MethodTitle(const std::string& method);

}  // namespace ap::ui
