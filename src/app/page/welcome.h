// Welcome: whether the page greets a newcomer with its first screen (ui/welcome_panel.h: what
// the playground is and two ways in, the article's tour or the vector lab). Shown on a device's
// first visit only: a device that saw it, a page opened with a link (any state in the URL's
// fragment: the sender chose what to show) and an embedded page (inside someone else's page) open
// straight on their state. Seen is a device preference kept by the host (localStorage on the
// web, "attention.welcomed"), never in the link; a host that keeps nothing (private mode, a
// sandboxed iframe) shows the welcome on every visit and raises no error.
#pragma once

#include "app/host.h"

#include <string>
#include <string_view>

namespace ap {

class Welcome {
 public:
  static constexpr const char* kSeenKey = "attention.welcomed";

  // At start-up, once the URL is applied: opens the welcome unless the page was opened with a
  // link, is embedded, or the host remembers that this device saw it.
  void open_if_first_visit(Host& host, bool opened_with_link, bool embedded);
  bool is_open() const { return open_; }
  // The reader chose a way in or closed the welcome: closes it and remembers that on this device.
  void dismiss(Host& host);
  // Opens it whatever was seen (tests; the headless UI).
  void open() { open_ = true; }
  // What the screen reader hears while it is open (before the tab's summary), "" once closed.
  std::string summary(std::string_view language) const;

 private:
  bool open_ = false;
};

}  // namespace ap
