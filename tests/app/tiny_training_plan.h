// The small Train-tab plan of the app and UI tests (and their ticking clock): 300 training pairs
// and 8 validation pairs, validated every 10 updates, so a test's few updates take milliseconds and
// already include a validation. The snapshot and loss cadences are each test's own choice. (An app
// type, so it lives here rather than with the core tests' tiny data in
// tests/core/seq2seq_tiny_model.h.)
#pragma once

#include "app/training/training_session.h"

#include <memory>

namespace ap::testing {

inline TrainingPlan tiny_training_plan(int probe_every, int loss_every) {
  TrainingPlan p;
  p.train_examples = 300;
  p.valid_examples = 8;
  p.validate_every = 10;
  p.probe_every = probe_every;
  p.loss_every = loss_every;
  return p;
}

// A clock that moves 1 ms every time it is read: advance() then does a deterministic number of
// units per call.
inline TrainingSession::Clock ticking_clock() {
  auto t = std::make_shared<double>(0);
  return [t] { return *t += 1.0; };
}

}  // namespace ap::testing
