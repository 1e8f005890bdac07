// The Explain tab's intervention: on the selected French word's attention, put uniform weights,
// permute the weights, or put all of it on one English word (clicked), then decode again —
// keeping the later French words (only that word's prediction can change) or releasing them.
// The re-decoded French is shown under the original with the changed words highlighted.
// The choice lives in state.explain (intervention, position, word, release; the link keeps it).
// Widget ids: explain/intervention/<none|uniform|permute|word>, explain/release,
// explain/source_word/<s>, explain/intervened (the new French line), explain/intervened/<t>
// (each of its words), explain/changed/<t> (a changed one), explain/intervention_error.
#pragma once

#include "app/explain/explain_service.h"
#include "app/state/session.h"

namespace ap::ui {

void DrawIntervention(AppSession& session, const ExplainResult& r);

}  // namespace ap::ui
