// The tour's three reasons, measured on the shipped translators (step 7, under the formulas):
// each model's parameters (counted in the loaded files), its sequential steps per sentence and
// training examples per second natively and in wasm (assets/models/speed.json, from
// bench/train_compare_bench), and its BLEU at 41–50 words (assets/models/bottleneck.json); then,
// for each reason, a sentence computed from those numbers saying whether it holds at this size,
// and how much of each model is per-word parameters (app/translation/parameter_split.h).
// Widget ids: tour/measured (the table), tour/measured/<params|params_words|speed|quality> (the
// verdicts).
#pragma once

#include "app/translation/translation_service.h"

namespace ap::ui {

void DrawMeasuredReasons(TranslationService& service);

}  // namespace ap::ui
