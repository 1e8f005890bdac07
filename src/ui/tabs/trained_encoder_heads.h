// The Multi-head tab's third source of weights, "trained (Transformer encoder)": the shipped
// Transformer's encoder self-attention on the tab's sentence — one heatmap per head of the chosen
// layer (state.demos.trained_layer, in the link) and their mean, the tokens as the model reads
// them (lowercase English words). The same maps as the Translator's encoder self-attention.
// Chinese or unknown words get the translator's message. Widget ids: heads/trained/layer/<l>,
// heads/trained/head/<h>, heads/trained/mean, heads/trained/error.
#pragma once

#include "app/state/session.h"
#include "app/translation/translation_service.h"

namespace ap::ui {

void DrawTrainedEncoderHeads(AppSession& session, TranslationService& service);

// The Transformer's translation of state.demos.self_sentence, or null with the reason drawn
// (the models still loading, or the translator's message, recorded as `error_id`).
const s2s::Translation* TrainedTranslation(AppSession& session, TranslationService& service,
                                           const char* error_id);
// The layer radios ("<id_prefix>/<l>"); returns the layer shown, state.demos.trained_layer
// clamped to the model's.
int DrawTrainedLayerSwitch(AppSession& session, int layers, const char* id_prefix);

}  // namespace ap::ui
