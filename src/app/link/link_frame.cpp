// The links' shared frame (see link_frame.h): the prefix, the version, base64url and the checksum.
#include "app/link/link_frame.h"

#include "app/link/base64url.h"
#include "app/byte_io.h"
#include "core/crc32.h"

#include <cstdint>

namespace ap::link_frame {

namespace {

bool fail(std::string* error, const std::string& what) {
  if (error) *error = what;
  return false;
}

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

bool starts_with(std::string_view text, const char* prefix) {
  return text.substr(0, std::string_view(prefix).size()) == prefix;
}

// "<prefix><version>." as the messages quote it.
std::string expected(const Format& f) { return f.prefix + std::to_string(f.version) + "."; }

// The version after the prefix (at most ten digits) and where the base64url begins; false if
// there are no digits or no '.' after them.
bool read_version(std::string_view text, std::size_t i, std::uint64_t* version, std::size_t* dot) {
  const std::size_t first = i;
  *version = 0;
  while (i < text.size() && i < first + 10 && text[i] >= '0' && text[i] <= '9')
    *version = *version * 10 + static_cast<unsigned>(text[i++] - '0');
  if (i == first || i >= text.size() || text[i] != '.') return false;
  *dot = i;
  return true;
}

}  // namespace

std::string wrap(const Format& format, std::string_view body) {
  std::string payload(body);
  byte_io::put_u32(payload, crc32(body));
  return expected(format) + base64url_encode(payload);
}

std::string_view fragment_of(std::string_view text) {
  const std::size_t hash = text.find('#');
  if (hash != std::string_view::npos) text = text.substr(hash + 1);
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  return text;
}

bool unwrap(const Format& f, std::string_view text, Unwrapped* out, std::string* error) {
  const std::string name = f.name;
  text = fragment_of(text);
  if (text.empty())
    return fail(error, name + ": empty (expected " + f.empty_hint + "\"" + expected(f) + "…\")");
  if (text.size() > f.max_chars)
    return fail(error, name + ": too long (" + std::to_string(text.size()) +
                           " characters; the limit is " + std::to_string(f.max_chars) + ")");
  const std::string start = " (expected it to start with \"" + expected(f) + "\")";
  if (!starts_with(text, f.prefix)) {
    if (f.other_prefix && starts_with(text, f.other_prefix))
      return fail(error, name + ": " + f.other_message);
    return fail(error, name + ": " + f.wrong_start + start);
  }
  std::uint64_t version = 0;
  std::size_t dot = 0;
  if (!read_version(text, std::string_view(f.prefix).size(), &version, &dot))
    return fail(error, name + ": " + f.bad_version + start);
  if (version > static_cast<std::uint64_t>(f.version))
    return fail(error, name + " version " + std::to_string(version) + " is newer than this app (" +
                           std::to_string(f.version) + ")");
  if (version < 1) return fail(error, name + " version 0 is not supported");
  std::string problem;
  if (!base64url_decode(text.substr(dot + 1), &out->payload, &problem))
    return fail(error, name + ": malformed (" + problem + ")");
  if (out->payload.size() < 4)
    return fail(error, name + ": truncated (" + std::to_string(out->payload.size()) + " bytes" +
                           f.short_note + ")");
  byte_io::ByteReader tail(std::string_view(out->payload).substr(out->payload.size() - 4));
  std::uint32_t stored = 0;
  tail.u32(&stored);
  out->damaged = stored != crc32(out->body());
  if (out->damaged)
    return fail(error, name + ": damaged (checksum mismatch: was it edited or cut short?)");
  return true;
}

}  // namespace ap::link_frame
