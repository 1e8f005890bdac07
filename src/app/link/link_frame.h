// The frame the share link (app/link/share_link.h) and the lesson link
// (app/classroom/lesson_link.h) share around their bytes:
//   fragment := prefix version "." base64url(body crc32)   (RFC 4648 §5 alphabet, no padding;
//                                                          crc32: IEEE, of the body, u32 LE)
// wrap() writes it; unwrap() reads it back from a fragment or a URL, checking its size, prefix,
// version, base64url and checksum, and says what is wrong in the link's own words (a Format's
// messages), so each link keeps the messages it has always given.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace ap::link_frame {

// One link's frame and the words of its messages, each message starting with `name`:
//   "<name>: empty (expected <empty_hint>\"v1.…\")", "<name>: <wrong_start> (expected it to start
//   with \"v1.\")" for another prefix, the same with <bad_version> for a malformed version,
//   "<name>: truncated (N bytes<short_note>)" for a payload shorter than its checksum, and
//   "<name>: <other_message>" for a fragment starting with `other_prefix` (another link's).
struct Format {
  const char* prefix = "";    // "v", "lesson"
  int version = 1;            // what this app writes, and the newest it reads
  std::size_t max_chars = 0;  // the longest fragment accepted
  const char* name = "";      // "link", "lesson link"
  const char* empty_hint = "";
  const char* wrong_start = "";
  const char* bad_version = "";
  const char* short_note = "";
  const char* other_prefix = nullptr;
  const char* other_message = "";
};

// "<prefix><version>." base64url(body + crc32(body)).
std::string wrap(const Format& format, std::string_view body);

// What follows the first '#' of `text` (all of it without one), surrounding white space trimmed.
std::string_view fragment_of(std::string_view text);

// A fragment's payload (base64url-decoded) and its body (the payload without the checksum).
struct Unwrapped {
  std::string payload;
  bool damaged = false;  // the checksum does not match (the error says so)
  std::string_view body() const {
    return std::string_view(payload).substr(0, payload.size() < 4 ? 0 : payload.size() - 4);
  }
};

// Reads the frame of `text` (a fragment or a URL). False with *error (one line starting with the
// format's name) when it is not this link, too long, from a newer app, malformed, cut short or
// damaged; on a checksum mismatch out->damaged is set and out->payload kept, so the caller can
// tell a cut-off link from an edited one.
bool unwrap(const Format& format, std::string_view text, Unwrapped* out, std::string* error);

}  // namespace ap::link_frame
