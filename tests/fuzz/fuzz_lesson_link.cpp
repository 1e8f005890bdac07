// Fuzz target: lesson link → decode → re-encode. Raw bytes rarely pass the checksum, so the
// input (first byte: flags) is either a raw link text (bit 1) or a list of mutations applied to
// the payload of a valid three-step lesson (5 bytes each: op, offset u16, value u16; op 0 sets a
// byte, 1 inserts one, 2 cuts the payload there, 3 xors a byte), whose checksum is then fixed up
// (unless bit 0 says not to) so the decoder's own checks are reached; bit 2 sets the version.
// Property: a lesson the app accepts passes validate_lesson and re-encodes to a link that decodes
// to the same lesson and encodes to the same text (bit for bit); a refused link leaves the
// target lesson untouched and has a one-line UTF-8 message starting "lesson".
#include "app/link/base64url.h"
#include "app/byte_io.h"
#include "app/classroom/lesson.h"
#include "app/classroom/lesson_link.h"
#include "core/crc32.h"
#include "core/utf8.h"

#include "fuzz_check.h"

#include <cstdint>
#include <string>

namespace {

using namespace ap;

// A lab step with a check, a translator step, and an Explain step that repeats the lab section.
Lesson base_lesson() {
  Lesson lesson;
  lesson.title = "注意力 — attention";
  LessonStep lab;
  lab.text = "Drag the query towards car.";
  lab.check = {{"kind", "lab_weight_at_least"}, {"key", "car"}, {"min", 0.6}};
  LessonStep translate = lab;
  translate.state.view.tab = Tab::Translate;
  translate.state.translation.model = s2s::ModelKind::Transformer;
  translate.state.translation.head = 3;
  translate.text = "Find the head that aligns.";
  translate.check = {{"kind", "translate_head_aligned"}, {"min", 0.8}};
  LessonStep explain = translate;
  explain.state.view.tab = Tab::Explain;
  explain.state.explain.intervention = explain::InterventionKind::Uniform;
  explain.state.explain.position = 2;
  explain.text = "";
  explain.check = nullptr;
  lesson.steps = {lab, translate, explain};
  return lesson;
}

// The payload (without its checksum) of the base lesson's link.
const std::string& base_payload() {
  static const std::string payload = [] {
    const std::string link = LessonLink::encode(base_lesson());
    std::string bytes, error;
    base64url_decode(link.substr(link.find('.') + 1), &bytes, &error);
    return bytes.substr(0, bytes.size() - 4);
  }();
  return payload;
}

std::string mutated_link(const std::uint8_t* data, std::size_t size) {
  const unsigned flags = data[0];
  std::string p = base_payload();
  for (std::size_t i = 1; i + 5 <= size; i += 5) {
    const unsigned op = data[i] % 4;
    const std::size_t at = (data[i + 1] | (data[i + 2] << 8)) % (p.size() + 1);
    const auto value = static_cast<char>(data[i + 3]);
    if (op == 0 && at < p.size()) p[at] = value;
    if (op == 1) p.insert(p.begin() + static_cast<std::ptrdiff_t>(at), value);
    if (op == 2) p.resize(at);
    if (op == 3 && at < p.size()) p[at] = static_cast<char>(p[at] ^ value);
  }
  if (!(flags & 1)) byte_io::put_u32(p, crc32(p));
  const int version = flags & 4 ? 1 + data[size - 1] % 3 : 1;
  return "lesson" + std::to_string(version) + "." + base64url_encode(p);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string text = data[0] & 2
                               ? std::string(reinterpret_cast<const char*>(data) + 1, size - 1)
                               : mutated_link(data, size);
  Lesson lesson;
  lesson.title = "untouched";
  std::string error;
  if (!LessonLink::decode(text, &lesson, &error)) {
    FUZZ_CHECK(error.rfind("lesson", 0) == 0, error);
    FUZZ_CHECK(error.find('\n') == std::string::npos, error);
    FUZZ_CHECK(utf8::is_valid(error), error);
    FUZZ_CHECK(lesson.title == "untouched" && lesson.steps.empty(), "lesson changed");
    return 0;
  }
  FUZZ_CHECK(validate_lesson(lesson, &error), "accepted an invalid lesson: " + error);
  const std::string once = LessonLink::encode(lesson);
  Lesson back;
  FUZZ_CHECK(LessonLink::decode(once, &back, &error), "re-encoded link refused: " + error);
  FUZZ_CHECK(back == lesson, "lesson changed through the link");
  FUZZ_CHECK(LessonLink::encode(back) == once, "encode(decode(link)) is not a fixed point");
  return 0;
}
