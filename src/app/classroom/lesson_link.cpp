// LessonLink encode/decode (format in lesson_link.h). Sections: 1. a step's state as share-link
// sections  2. encode  3. decode.
#include "app/classroom/lesson_link.h"

#include "app/byte_io.h"
#include "app/json_util.h"
#include "app/link/link_frame.h"
#include "app/link/share_link.h"

#include <map>
#include <utility>
#include <vector>

namespace ap {

using byte_io::ByteReader;
using byte_io::put_string;
using byte_io::put_varint;

namespace {

// The lesson link's frame: "lesson1.…", and the words its messages have always used; a share
// link ("v1.…") is named as one.
constexpr link_frame::Format lesson_format() {
  link_frame::Format f;
  f.prefix = "lesson";
  f.version = 1;
  f.max_chars = 512 * 1024;
  f.name = "lesson link";
  f.wrong_start = "not a lesson";
  f.bad_version = "malformed";
  f.other_prefix = "v";
  f.other_message = "this is a share link of one view, not a lesson (open it as a link)";
  return f;
}

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

const link_frame::Format LessonLink::kFormat = lesson_format();

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
  return link_frame::wrap(kFormat, payload);
}

// ---- 3. decode -------------------------------------------------------------------------------
namespace {

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

bool is_lesson_fragment(std::string_view text) {
  const std::string_view prefix = LessonLink::kFormat.prefix;
  return link_frame::fragment_of(text).substr(0, prefix.size()) == prefix;
}

bool LessonLink::decode(std::string_view text, Lesson* out, std::string* error) {
  link_frame::Unwrapped frame;
  return link_frame::unwrap(kFormat, text, &frame, error) &&
         decode_payload(frame.body(), out, error);
}

}  // namespace ap
