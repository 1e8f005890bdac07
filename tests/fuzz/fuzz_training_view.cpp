// Fuzz target: the training worker's views (app/training/training_remote.h), the bytes the page
// takes from its Web Worker. The input is a view as it arrives. Property: decode_training_view
// answers a view whose snapshots are shaped (alignment = maps × target × tx, or empty) or a
// message, never a read past the end; a decoded view, taken by the page's (remote-born) session,
// gives a status that dumps as JSON, shows its preview, and re-encodes to a view that decodes again
// (what the page holds is always a valid view).
#include "app/json_util.h"
#include "app/training/training_json.h"
#include "app/training/training_remote.h"
#include "app/training/training_session.h"

#include "fuzz_check.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace {

// The page's session: remote from the start, with no trainer (its commands go nowhere).
ap::TrainingSession& page_session() {
  static ap::TrainingSession s([](const std::string&) {}, [] { return 0.0; });
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
  // One (target, tx) map, or one per layer and head for a Transformer, and an accuracy per map.
  auto shaped = [](const ap::ProbeSnapshot& s) {
    const std::size_t maps = static_cast<std::size_t>(s.maps());
    const bool alignment =
        s.alignment.empty() || s.alignment.size() == maps * s.target.size() * s.tx;
    return alignment && (s.head_accuracy.empty() || s.head_accuracy.size() == maps);
  };
  for (const auto& run : view.runs)
    for (const auto& s : run.snapshots)
      FUZZ_CHECK(shaped(s), "a snapshot's alignment is maps × (target, tx)");
  FUZZ_CHECK(view.buckets.size() == view.bucket_sentences.size(), "a count per bucket");
  ap::TrainingConfig previewed;
  if (view.preview) {
    for (const auto& s : view.preview->snapshots) FUZZ_CHECK(shaped(s), "a preview's too");
    FUZZ_CHECK(view.preview->snapshots.size() == view.preview->kinds.size(), "one per model");
    previewed = view.preview->config;
  }
  const bool has_preview = view.preview != nullptr;
  ap::TrainingSession& page = page_session();
  page.apply_remote_view(std::move(view), /*settled=*/true);
  const std::string status = ap::dump_json(ap::training_status(page));
  FUZZ_CHECK(!status.empty(), "the status dumps");
  if (has_preview)
    FUZZ_CHECK(&page.preview(previewed) == page.last_preview(),
               "the page shows the worker's preview");
  const std::vector<std::uint8_t> again = ap::encode_training_view(page, false);
  ap::TrainingSession::RemoteView back;
  FUZZ_CHECK(ap::decode_training_view(again.data(), again.size(), &back, &error), error);
  return 0;
}
