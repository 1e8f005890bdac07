// AppState: everything a user can change or share, composed of one plain-data struct per feature.
// The share link (app/link/share_link.h) serialises all of it; undo/redo stacks snapshots of it.
// Each sub-state lives in its own header, owned by its feature:
//   lab          app/scene/scene.h             the vector lab (query, keys, values, score, τ, mask)
//   view         app/state/view_state.h        which view is open, projection axes, embed, language
//   translation  app/translation/translation_state.h the seq2seq translator's inputs
//   demos        app/demos/demo_state.h        the article's demos (painting, self-attention, tour)
//   training     app/training/training_config.h   what the Train tab trains (not the trained
//   weights) explain      app/explain/explain_state.h     the Explain tab's sentence, model, view,
//   intervention
#pragma once

#include "app/demos/demo_state.h"
#include "app/explain/explain_state.h"
#include "app/scene/scene.h"
#include "app/training/training_config.h"
#include "app/translation/translation_state.h"
#include "app/state/view_state.h"

namespace ap {

struct AppState {
  AttentionScene lab;
  ViewState view;
  TranslationState translation;
  DemoState demos;
  TrainingConfig training;
  ExplainState explain;

  // The sub-states, under their names in the share link (app/state_fields.h; each has its own
  // list and codec).
  template <class F, class... S>
  static void visit_fields(F&& f, S&... s) {
    f("lab", NoJson{}, s.lab...);
    f("view", NoJson{}, s.view...);
    f("translation", NoJson{}, s.translation...);
    f("demos", NoJson{}, s.demos...);
    f("training", NoJson{}, s.training...);
    f("explain", NoJson{}, s.explain...);
  }
};

inline bool operator==(const AppState& a, const AppState& b) { return fields_equal(a, b); }
inline bool operator!=(const AppState& a, const AppState& b) { return !(a == b); }

}  // namespace ap
