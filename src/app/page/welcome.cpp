// Welcome (see welcome.h): the first-visit rule and the device preference that ends it.
#include "app/page/welcome.h"

#include "app/i18n.h"

namespace ap {

void Welcome::open_if_first_visit(Host& host, bool opened_with_link, bool embedded) {
  open_ = !opened_with_link && !embedded && host.load_preference(kSeenKey).empty();
}

void Welcome::dismiss(Host& host) {
  open_ = false;
  host.save_preference(kSeenKey, "1");
}

std::string Welcome::summary(std::string_view language) const {
  if (!open_) return "";
  return i18n::translate(language, "welcome.a11y",
                         "Welcome. Two ways in: “Follow the article” opens the tour, “Play with "
                         "attention” opens the vector lab. Enter follows the article; Esc closes "
                         "this.");
}

}  // namespace ap
