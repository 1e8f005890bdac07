// Fuzz target: the training worker's views (app/training_remote.h), the bytes the page takes from
// its Web Worker. The input is a view as it arrives. Property: decode_training_view answers a
// view whose snapshots are shaped (alignment = target × tx, or empty) or a message, never a read
// past the end; a decoded view, taken by a remote session, gives a status that dumps as JSON and
// re-encodes to a view that decodes again (what the page holds is always a valid view).
#include "app/json_util.h"
#include "app/training_api.h"
#include "app/training_remote.h"
#include "app/training_session.h"

#include "fuzz_check.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace {

// The task's data is built on the page's side too (the buckets, the probe): keep it small.
ap::TrainingPlan tiny_plan() {
  ap::TrainingPlan p;
  p.train_examples = 20;
  p.valid_examples = 4;
  return p;
}

ap::TrainingSession& page_session() {
  static ap::TrainingSession s([] { return 0.0; }, tiny_plan());
  return s;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  ap::TrainingSession::RemoteView view;
  std::string error;
  if (!ap::decode_training_view(data, size, &view, &error)) {
    FUZZ_CHECK(!error.empty(), "a refused view has a message");
    return 0;
  }
  for (const auto& run : view.runs)
    for (const auto& s : run.snapshots)
      FUZZ_CHECK(s.alignment.empty() || s.alignment.size() == s.target.size() * s.tx,
                 "a snapshot's alignment is (target, tx)");
  ap::TrainingSession& page = page_session();
  if (!page.remote()) page.set_remote([](const std::string&) {});
  page.apply_remote_view(std::move(view), /*settled=*/true);
  const std::string status = ap::dump_json(ap::training_status(page));
  FUZZ_CHECK(!status.empty(), "the status dumps");
  const std::vector<std::uint8_t> again = ap::encode_training_view(page, false);
  ap::TrainingSession::RemoteView back;
  FUZZ_CHECK(ap::decode_training_view(again.data(), again.size(), &back, &error), error);
  return 0;
}
