// Training in a Web Worker, the page's end: the page's remote TrainingSession sends its commands
// to web/training-host.js (window.__attentionTraining.post) through training_worker_send(), and
// the two functions that script calls back, ap_training_view (a view's bytes) and
// ap_training_lost, reach the session that install_training_worker names.
#pragma once

#include "app/state/session.h"
#include "app/training/training_session.h"

namespace ap::platform {

// The page's session's link to the worker (TrainingSession's remote constructor).
TrainingSession::RemoteSend training_worker_send();

// Neither is owned; both must outlive the page. `app` says which tab is open (a view wakes the
// page only while the Train tab shows it).
void install_training_worker(TrainingSession* session, const AppSession* app);

}  // namespace ap::platform
