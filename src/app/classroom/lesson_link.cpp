// LessonLink encode/decode (format in lesson_link.h). Sections: 1. a step's state as share-link
// sections  2. encode  3. decode.
#include "app/classroom/lesson_link.h"

#include "app/link/base64url.h"
#include "app/link/byte_io.h"
#include "app/json_util.h"
#include "app/link/share_link.h"
#include "core/crc32.h"

#include <map>
#include <utility>
#include <vector>

namespace ap {

using byte_io::ByteReader;
using byte_io::put_string;
using byte_io::put_u32;
using byte_io::put_varint;

namespace {

constexpr const char* kPrefix = "lesson";
constexpr unsigned kReusableTags = 32;  // tags below this can be reused by the next step

bool fail(std::string* error, std::string message) {
  if (error) *error = std::move(message);
  return false;
}

std::string step_name(std::size_t i) { return "lesson step " + std::to_string(i + 1) + ": "; }

// ---- 1. a step's state as sections -----------------------------------------------------------
// tag → bytes of the sections of one step (the reusable ones).
using SectionMap = std::map<unsigned, std::string>;

// Splits share-link sections into (tag, bytes); false if a length overruns.
template <class Fn>
bool each_section(std::string_view body, Fn fn) {
  std::vector<share_link_detail::Section> sections;
  if (!share_link_detail::split_sections(body, &sections, nullptr)) return false;
  for (const auto& [tag, bytes] : sections) fn(tag, bytes);
  return true;
}

// The step's sections less those equal to the previous step's, and the reuse bits.
std::string step_state_bytes(const AppState& state, SectionMap* previous, std::uint32_t* reuse) {
  SectionMap now;
  std::string rest;
  *reuse = 0;
  each_section(share_link_detail::encode_sections(state), [&](unsigned tag, std::string_view b) {
    auto prev = previous->find(tag);
    if (tag < kReusableTags && prev != previous->end() && prev->second == b)
      *reuse |= 1u << tag;
    else
      rest += share_link_detail::section(static_cast<std::uint8_t>(tag), b);
    if (tag < kReusableTags) now[tag] = std::string(b);
  });
  *previous = std::move(now);
  return rest;
}

}  // namespace

// ---- 2. encode -------------------------------------------------------------------------------
std::string LessonLink::encode(const Lesson& lesson) {
  std::string payload, header;
  put_string(header, lesson.title);
  put_varint(header, static_cast<std::uint32_t>(lesson.steps.size()));
  put_string(payload, header);
  SectionMap previous;
  for (const LessonStep& s : lesson.steps) {
    std::uint32_t reuse = 0;
    const std::string sections = step_state_bytes(s.state, &previous, &reuse);
    std::string step;
    put_string(step, s.text);
    put_string(step, s.check.is_null() ? std::string() : dump_json(s.check));
    put_varint(step, reuse);
    put_string(step, sections);
    put_string(payload, step);
  }
  put_u32(payload, crc32(payload));
  return kPrefix + std::to_string(kVersion) + "." + base64url_encode(payload);
}

// ---- 3. decode -------------------------------------------------------------------------------
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

std::string_view fragment_of(std::string_view text) {
  const std::size_t hash = text.find('#');
  if (hash != std::string_view::npos) text = text.substr(hash + 1);
  while (!text.empty() && is_space(text.front())) text.remove_prefix(1);
  while (!text.empty() && is_space(text.back())) text.remove_suffix(1);
  return text;
}

// One step's fields (inside its length prefix); `previous` holds the last step's sections.
bool decode_step(std::string_view bytes, std::size_t i, SectionMap* previous, LessonStep* out,
                 std::string* error) {
  const std::string where = step_name(i);
  ByteReader r(bytes);
  std::string_view text, check, sections;
  std::uint32_t reuse;
  if (!r.string(Lesson::kMaxTextBytes, &text) || !r.string(Lesson::kMaxCheckBytes, &check) ||
      !r.varint(&reuse) || !r.string(bytes.size(), &sections))
    return fail(error, where + "truncated or too long");
  LessonStep step;
  std::string problem;
  if (!validate_lesson_text(text, "text", Lesson::kMaxTextBytes, &problem))
    return fail(error, where + problem);
  step.text = std::string(text);
  if (!check.empty()) {
    if (!parse_json_text(check, &step.check, &problem))
      return fail(error, where + "check: " + problem);
    if (step.check.is_null() || !validate_lesson_check(step.check, &problem))
      return fail(error, where + (step.check.is_null() ? "check: null" : problem));
  }
  SectionMap now;
  std::string body;
  for (unsigned tag = 0; tag < kReusableTags; ++tag) {
    if (!(reuse & (1u << tag))) continue;
    auto prev = previous->find(tag);
    if (prev == previous->end())
      return fail(error, where + "reuses section " + std::to_string(tag) +
                             ", which the step before does not have");
    body += share_link_detail::section(static_cast<std::uint8_t>(tag), prev->second);
    now[tag] = prev->second;
  }
  if (!each_section(sections, [&](unsigned tag, std::string_view b) {
        if (tag < kReusableTags) now[tag] = std::string(b);
      }))
    return fail(error, where + "truncated (a section's length overruns the step)");
  body.append(sections);
  if (!share_link_detail::decode_sections(body, &step.state, &problem))
    return fail(error, where + problem);
  *previous = std::move(now);
  *out = std::move(step);
  return true;
}

// The payload without its checksum: the header, then the steps.
bool decode_payload(std::string_view body, Lesson* out, std::string* error) {
  ByteReader r(body);
  std::string_view header;
  if (!r.string(body.size(), &header)) return fail(error, "lesson link: truncated header");
  ByteReader h(header);
  std::string_view title;
  std::uint32_t count;
  if (!h.string(Lesson::kMaxTitleBytes, &title) || !h.varint(&count))
    return fail(error, "lesson link: truncated header (or a title over " +
                           std::to_string(Lesson::kMaxTitleBytes) + " bytes)");
  if (count > Lesson::kMaxSteps)
    return fail(error, "lesson link: " + std::to_string(count) + " steps exceeds the limit of " +
                           std::to_string(Lesson::kMaxSteps));
  Lesson lesson;
  std::string problem;
  if (!validate_lesson_text(title, "title", Lesson::kMaxTitleBytes, &problem))
    return fail(error, "lesson " + problem);
  lesson.title = std::string(title);
  lesson.steps.resize(count);
  SectionMap previous;
  for (std::size_t i = 0; i < count; ++i) {
    std::string_view step;
    if (!r.string(body.size(), &step))
      return fail(error, "lesson link: truncated (step " + std::to_string(i + 1) + " of " +
                             std::to_string(count) + " is cut off)");
    if (!decode_step(step, i, &previous, &lesson.steps[i], error)) return false;
  }
  *out = std::move(lesson);
  return true;
}

}  // namespace

bool is_lesson_fragment(std::string_view text) { return fragment_of(text).substr(0, 6) == kPrefix; }

bool LessonLink::decode(std::string_view text, Lesson* out, std::string* error) {
  text = fragment_of(text);
  if (text.empty()) return fail(error, "lesson link: empty (expected \"lesson1.…\")");
  if (text.size() > kMaxChars)
    return fail(error, "lesson link: too long (" + std::to_string(text.size()) +
                           " characters; the limit is " + std::to_string(kMaxChars) + ")");
  if (text.substr(0, 6) != kPrefix) {
    if (text[0] == 'v')
      return fail(error,
                  "lesson link: this is a share link of one view, not a lesson (open it "
                  "as a link)");
    return fail(error, "lesson link: not a lesson (expected it to start with \"lesson1.\")");
  }
  std::size_t i = 6;
  std::uint64_t version = 0;
  while (i < text.size() && i <= 15 && text[i] >= '0' && text[i] <= '9')
    version = version * 10 + static_cast<unsigned>(text[i++] - '0');
  if (i == 6 || i >= text.size() || text[i] != '.')
    return fail(error, "lesson link: malformed (expected it to start with \"lesson1.\")");
  if (version > static_cast<std::uint64_t>(kVersion))
    return fail(error, "lesson link version " + std::to_string(version) +
                           " is newer than this app (" + std::to_string(kVersion) + ")");
  if (version < 1) return fail(error, "lesson link version 0 is not supported");

  std::string payload, problem;
  if (!base64url_decode(text.substr(i + 1), &payload, &problem))
    return fail(error, "lesson link: malformed (" + problem + ")");
  if (payload.size() < 4)
    return fail(error, "lesson link: truncated (" + std::to_string(payload.size()) + " bytes)");
  std::string_view body(payload.data(), payload.size() - 4);
  ByteReader tail(std::string_view(payload).substr(payload.size() - 4));
  std::uint32_t stored = 0;
  tail.u32(&stored);
  if (stored != crc32(body))
    return fail(error, "lesson link: damaged (checksum mismatch: was it edited or cut short?)");
  return decode_payload(body, out, error);
}

}  // namespace ap
