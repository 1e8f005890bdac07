// AppSession's share link (see app/state/session.h): the state as a link and a link opened into
// the state. Here rather than in session.cpp so that the state's folder needs no link codec.
#include "app/link/share_link.h"
#include "app/state/session.h"

namespace ap {

std::string AppSession::link() const { return ShareLink::encode(state_); }

bool AppSession::load_link(std::string_view fragment_or_url, std::string* error) {
  AppState decoded;
  std::string problem;
  if (!ShareLink::decode(fragment_or_url, &decoded, &problem)) {
    set_link_banner(problem);  // e.g. "link: truncated (…)"; the state stays as it was
    if (error) *error = problem;
    return false;
  }
  if (!replace(decoded, /*record_undo=*/true, error)) return false;
  set_link_banner("");  // a good link replaces whatever the banner said about the previous one
  return true;
}

}  // namespace ap
