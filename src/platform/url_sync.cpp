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

double UrlSync::wait_ms(const AppSession& session, double now_ms) const {
  if (session.revision() == synced_) return -1.0;
  const double left = last_write_ms_ + min_interval_ms_ - now_ms;
  return left > 0.0 ? left : 0.0;
}

}  // namespace ap::platform
