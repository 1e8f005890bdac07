// base64url (RFC 4648 §5: A–Z a–z 0–9 - _) without padding, for the share link.
#pragma once

#include <string>
#include <string_view>

namespace ap {

std::string base64url_encode(std::string_view bytes);

// Decodes text (trailing '=' padding is tolerated). On failure returns false and *error says
// which character at which position is wrong, or that the length is impossible.
bool base64url_decode(std::string_view text, std::string* bytes, std::string* error);

}  // namespace ap
