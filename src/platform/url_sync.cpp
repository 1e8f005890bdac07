// UrlSync (see url_sync.h).
#include "platform/url_sync.h"

#include "platform/js_bridge.h"

namespace ap::platform {

void UrlSync::update(const AppSession& session, double now_ms) {
  if (session.revision() == synced_) return;
  if (now_ms - last_write_ms_ < min_interval_ms_) return;  // a later frame writes it
  replace_hash(session.link());
  synced_ = session.revision();
  last_write_ms_ = now_ms;
}

}  // namespace ap::platform
