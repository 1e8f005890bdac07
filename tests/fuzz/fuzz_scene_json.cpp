// Fuzz target: scene JSON (what `attention eval` and setScene read). Property: accepted text
// gives a valid scene whose weights are finite and sum to 1 and whose JSON round-trips; refused
// text gets a one-line, valid UTF-8 message.
#include "app/json_util.h"
#include "app/scene/scene_json.h"
#include "app/state/session.h"

#include "core/utf8.h"
#include "fuzz_check.h"
#include "lab_checks.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  ap::AttentionScene s;
  std::string error;
  if (!ap::scene_from_json_text(text, &s, &error)) {
    FUZZ_CHECK(!error.empty() && error.find('\n') == std::string::npos, error);
    FUZZ_CHECK(ap::utf8::is_valid(error), error);
    return 0;
  }
  std::string invalid;
  FUZZ_CHECK(ap::validate_scene(s, &invalid), "accepted scene fails validation: " + invalid);
  ap::fuzz::check_lab(s);
  return 0;
}
