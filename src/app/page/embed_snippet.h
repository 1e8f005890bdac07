// The "Embed code" text (the toolbar): the <script> that loads the playground's web
// component (embed.js, which sits beside the page, web/embed.js) and an <attention-playground>
// element showing the current view. docs/embedding.md describes the element.
#pragma once

#include <string>
#include <string_view>

namespace ap {

// embed.js beside the page: page_url without its query and fragment, cut after the last '/',
// plus "embed.js" ("https://x.org/ap/index.html?embed=1#v1.A" → "https://x.org/ap/embed.js").
// An empty page_url (no browser: the native UI) gives the relative "embed.js".
std::string embed_script_url(std::string_view page_url);

// Two lines: the module <script> and the element with link="<fragment>" tab="<tab>"; attribute
// values are HTML-escaped.
std::string embed_snippet(std::string_view page_url, std::string_view link_fragment,
                          std::string_view tab);

}  // namespace ap
