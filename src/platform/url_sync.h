// UrlSync: keeps the page URL's fragment equal to the share link of the current state, with
// history.replaceState (no new history entries, so Back leaves the page as expected) and at most
// one write every min_interval_ms (the link of a drag is written a few times a second, not 60).
#pragma once

#include "app/state/session.h"

#include <cstdint>

namespace ap::platform {

class UrlSync {
 public:
  explicit UrlSync(double min_interval_ms = 250.0) : min_interval_ms_(min_interval_ms) {}
  // The state at this revision is already in the URL (e.g. the link the page was opened with).
  void mark_synced(std::uint64_t revision) { synced_ = revision; }
  // Called once per frame: writes the link if the state changed and the interval has passed.
  void update(const AppSession& session, double now_ms);
  // Milliseconds from now_ms until update() will write a changed link; negative if nothing waits.
  double wait_ms(const AppSession& session, double now_ms) const;

 private:
  double min_interval_ms_;
  double last_write_ms_ = -1e300;
  std::uint64_t synced_ = 0;
};

}  // namespace ap::platform
