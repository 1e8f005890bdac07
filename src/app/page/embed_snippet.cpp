// Embed snippet (see embed_snippet.h).
#include "app/page/embed_snippet.h"

#include "app/markup_escape.h"

namespace ap {

std::string embed_script_url(std::string_view page_url) {
  const std::size_t end = page_url.find_first_of("?#");
  std::string_view base = page_url.substr(0, end);
  const std::size_t slash = base.rfind('/');
  // "https://x.org" has no path: its slashes belong to the scheme, so the page is the root.
  const std::size_t scheme = base.find("://");
  if (slash == std::string_view::npos) return "embed.js";
  if (scheme != std::string_view::npos && slash < scheme + 3)
    return std::string(base) + "/embed.js";
  return std::string(base.substr(0, slash + 1)) + "embed.js";
}

std::string embed_snippet(std::string_view page_url, std::string_view link_fragment,
                          std::string_view tab) {
  return "<script type=\"module\" src=\"" + escape_markup(embed_script_url(page_url)) +
         "\"></script>\n<attention-playground link=\"" + escape_markup(link_fragment) +
         "\" tab=\"" + escape_markup(tab) + "\" height=\"480\"></attention-playground>\n";
}

}  // namespace ap
