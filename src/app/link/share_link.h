// ShareLink: the whole AppState as a compact, versioned URL fragment; floats round-trip
// bit-exactly (open a link → bit-identical weights).
//
// Format, version 1:
//   fragment := "v1." base64url(payload)          (RFC 4648 §5 alphabet, no padding)
//   payload  := section* crc32                     (crc32: IEEE, of all section bytes, u32 LE;
//                                                   the frame is app/link/link_frame.h's)
//   section  := tag:u8 length:varint(LEB128, ≤ 5 bytes) bytes[length]
//     tag 1 = lab scene, binary (below)     tag 2 = view, JSON text of ViewState
//     tag 3 = translation, JSON text        tag 4 = demos, JSON text of DemoState
//     tag 5 = training, JSON text of TrainingConfig
//     tag 6 = explain, JSON text of ExplainState
//   Unknown tags are skipped, and bytes after the known fields of a section are ignored, so a
//   newer app can add both. JSON sections hold only the fields that differ from the defaults;
//   sections equal to the defaults are left out.
//   lab: u8 score (0 dot, 1 scaled_dot, 2 general, 3 additive, 4 cosine), u32 LE τ float bits,
//        u8 m, n, d, e, h (h = 0: no additive parameters), u8 flags (bit 0: W present),
//        float32 LE row-major: queries (m×d), keys (n×d), values (n×e), [W (d×d)], Wq (h×d),
//        Wk (h×d), v (h); then n labels (varint byte length + UTF-8); then the mask,
//        ceil(n/8) bytes, bit i%8 of byte i/8 set = key i may attend.
//
// Decoding validates everything with the limits of app/scene/scene.h (validate_scene) and never
// trusts a length: hostile input gives an error, never a crash or a large allocation. Parts of the
// state absent from a link take their defaults (the lab: the default preset).
#pragma once

#include "app/link/link_frame.h"
#include "app/state/app_state.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace ap {

struct ShareLink {
  static constexpr int kVersion = 1;
  // Longest fragment accepted (characters). The largest valid state (m = 32, n = d = e = h = 64,
  // W, Wq, Wk, 64-byte labels) encodes to about 127 000 characters.
  static constexpr std::size_t kMaxChars = 256 * 1024;
  // The frame around the sections (app/link/link_frame.h), with the words of its messages.
  static const link_frame::Format kFormat;

  // The fragment without '#', e.g. "v1.AQ…". The lab section is written only if the lab scene
  // is valid (validate_scene).
  static std::string encode(const AppState& state);

  // Accepts a fragment ("v1.…", "#v1.…") or a full URL (what follows the first '#' is used);
  // surrounding whitespace is ignored. On success *out is the complete decoded state. On
  // failure returns false, leaves *out untouched and sets *error to one line starting "link",
  // e.g. "link version 7 is newer than this app (1)", "link: truncated (…)".
  static bool decode(std::string_view fragment_or_url, AppState* out, std::string* error);
};

// Building blocks, exposed for tests (the fuzz test forges payloads with a valid checksum).
namespace share_link_detail {
std::string wrap_payload(std::string_view sections);      // "v1." + base64url(sections + crc)
std::string encode_lab_section(const AttentionScene& s);  // the bytes of tag 1 (no tag/length)
std::string section(std::uint8_t tag, std::string_view bytes);  // tag + varint length + bytes
// The payload's sections without the checksum (what encode wraps), and their decoding (what
// decode does after the checksum; absent sections take their defaults). The lesson link
// (app/classroom/lesson_link.h) stores each step's state as these sections.
std::string encode_sections(const AppState& state);
bool decode_sections(std::string_view sections, AppState* out, std::string* error);
// The sections of `body` as (tag, bytes), in order; false (with *error naming the section) if a
// section's length is cut off or overruns the body.
using Section = std::pair<unsigned, std::string_view>;
bool split_sections(std::string_view body, std::vector<Section>* out, std::string* error);
}  // namespace share_link_detail

}  // namespace ap
