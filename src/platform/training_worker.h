// Training in a Web Worker, the page's end: makes the page's TrainingSession remote, its
// commands going to web/training-host.js (window.__attentionTraining.post), and exports the two
// functions that script calls back: ap_training_view (a view's bytes) and ap_training_lost.
#pragma once

#include "app/session.h"
#include "app/training_session.h"

namespace ap::platform {

// Neither is owned; both must outlive the page. `app` says which tab is open (a view wakes the
// page only while the Train tab shows it).
void install_training_worker(TrainingSession* session, const AppSession* app);

}  // namespace ap::platform
