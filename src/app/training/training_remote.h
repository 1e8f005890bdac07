// The protocol between the page's TrainingSession and the one in its training Web Worker
// (web/train-worker.js runs src/worker/train_worker.cpp):
//   page → worker: commands, JSON text (TrainingSession::RemoteSend), carried out by
//                  apply_training_command on the worker's local session;
//   worker → page: views, bytes (encode_training_view), taken by decode_training_view and
//                  TrainingSession::apply_remote_view on the page's remote session.
// A view carries what the Train tab, trainingStatus() and an export read: the state, the
// message, the times, the config and, per model, its counters, loss and validation curves and
// probe snapshots, and, when asked, its model file; then the data's length buckets and the
// step-0 preview the Train tab shows before Play. Views are bytes, not JSON, because the page
// takes several a second while training and must spend almost nothing on them.
//
// The view layout (little-endian; strings and arrays are a u32 count, then the items):
//   "APTV" u32 version  u8 state  str message  f64 elapsed_ms  f64 work_ms  u8 prepared
//   str config (JSON)  u32 runs, each:
//     u8 kind  i64 steps  i32 epoch  i64 examples  i32 loss_every  i32 probe_every
//     [i64 examples, f64 loss]  [i64 examples, f64 bleu, f64 exact, [f64], [f64]]
//     [snapshot]
//     [u8] model_file
//   i32 data task (-1: none)  [i32 lo, i32 hi] buckets  [i32] sentences per bucket
//   u8 has preview (only while nothing is prepared), then: str config (JSON)  [u8 kind]
//     [snapshot]  [str] probe tokens
// (a snapshot: i64 step, i64 examples, [str] target, i32 tx, [f32] alignment, f64 accuracy)
// decode_training_view bounds every count by the bytes left, so a truncated or corrupted view is
// refused with a message, never read past its end.
#pragma once

#include "app/training/training_session.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace ap {

// Carries out one command on a local session. False (and *error) for a malformed command; the
// session is then unchanged.
bool apply_training_command(TrainingSession* session, const std::string& command,
                            std::string* error);

// The view of a local session; with_weights adds each run's model file (export_model_file).
std::vector<std::uint8_t> encode_training_view(const TrainingSession& session, bool with_weights);

bool decode_training_view(const std::uint8_t* bytes, std::size_t size,
                          TrainingSession::RemoteView* out, std::string* error);

}  // namespace ap
