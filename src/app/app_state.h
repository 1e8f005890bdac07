// AppState: everything a user can change or share, composed of one plain-data struct per feature.
// The share link (app/share_link.h) serialises all of it; undo/redo stacks snapshots of it.
// Each sub-state lives in its own header, owned by its feature:
//   lab          app/scene.h             the vector lab (query, keys, values, score, τ, mask)
//   view         app/view_state.h        which view is open, projection axes, embed, language
//   translation  app/translation_state.h the seq2seq translator's inputs
//   demos        app/demo_state.h        the article's demos (painting, self-attention, tour)
//   training     app/training_config.h   what the Train tab trains (not the trained weights)
#pragma once

#include "app/demo_state.h"
#include "app/scene.h"
#include "app/training_config.h"
#include "app/translation_state.h"
#include "app/view_state.h"

namespace ap {

struct AppState {
  AttentionScene lab;
  ViewState view;
  TranslationState translation;
  DemoState demos;
  TrainingConfig training;
};

inline bool operator==(const AppState& a, const AppState& b) {
  return a.lab == b.lab && a.view == b.view && a.translation == b.translation &&
         a.demos == b.demos && a.training == b.training;
}
inline bool operator!=(const AppState& a, const AppState& b) { return !(a == b); }

}  // namespace ap
