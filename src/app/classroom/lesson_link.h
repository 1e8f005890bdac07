// LessonLink: a whole lesson (app/classroom/lesson.h) as one URL fragment, versioned and bit-exact
// like the share link (app/link/share_link.h), whose sections it reuses for each step's state.
//
// Format, version 1:
//   fragment := "lesson1." base64url(payload)           (RFC 4648 §5 alphabet, no padding)
//   payload  := header step* crc32                      (crc32: IEEE, of everything before it,
//                                                        u32 little-endian; the frame is
//                                                        app/link/link_frame.h's, as the share
//                                                        link's)
//   header   := length:varint { title:str  count:varint }
//   step     := length:varint { text:str  check:str  reuse:varint  sections:str }
//   str      := length:varint bytes                     (UTF-8; check: compact JSON, "" = none)
//   sections := the share link's sections of the step's state (tag:u8 length:varint bytes…,
//               without the checksum), less the ones reused: bit t of `reuse` set = the section
//               with tag t is the previous step's, byte for byte (a step that only changes the
//               tab or one number repeats no lab matrices).
// The braces are length-prefixed so a newer app can append fields to the header or a step; bytes
// after the known fields are ignored. A fragment is at most kFormat.max_chars characters.
//
// Decoding checks every length and value (the states through the share link's own decoder) and
// never trusts a length; a malformed link is refused with one line starting "lesson", e.g.
// "lesson link version 2 is newer than this app (1)" or "lesson link: damaged (checksum …)".
#pragma once

#include "app/classroom/lesson.h"
#include "app/link/link_frame.h"

#include <cstddef>
#include <string>
#include <string_view>

namespace ap {

struct LessonLink {
  // The frame around the header and the steps (app/link/link_frame.h): version 1, at most
  // 512 KiB characters, with the words of its messages.
  static const link_frame::Format kFormat;

  // The fragment without '#': "lesson1.…". The lesson must pass validate_lesson.
  static std::string encode(const Lesson& lesson);
  // Accepts "lesson1.…", "#lesson1.…" or a URL holding one after its '#'; surrounding white
  // space is ignored. On failure *out is untouched and *error says why.
  static bool decode(std::string_view text, Lesson* out, std::string* error);
};

// True if `text` (a fragment or URL) is a lesson link rather than a share link: its fragment
// starts with "lesson" (the platform routes the page's URL with it).
bool is_lesson_fragment(std::string_view text);

}  // namespace ap
