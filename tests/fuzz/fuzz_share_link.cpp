// Fuzz target: share link → decode → evaluate → re-encode. Property: a link the app accepts
// re-encodes to a link that decodes to the same state and encodes to the same text (bit for bit);
// a refused link leaves the target state untouched and has a one-line message starting "link";
// an accepted lab scene evaluates to finite weights.
#include "app/link/share_link.h"
#include "app/state/state_codec.h"

#include "core/utf8.h"
#include "fuzz_check.h"
#include "lab_checks.h"

#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  ap::AppState state;
  const std::string untouched = ap::dump_json(ap::app_state_json(state));
  std::string error;
  if (!ap::ShareLink::decode(text, &state, &error)) {
    FUZZ_CHECK(error.rfind("link", 0) == 0, error);
    FUZZ_CHECK(error.find('\n') == std::string::npos, error);
    FUZZ_CHECK(ap::utf8::is_valid(error), error);
    FUZZ_CHECK(ap::dump_json(ap::app_state_json(state)) == untouched, "state changed");
    return 0;
  }
  ap::fuzz::check_lab(state.lab);
  const std::string once = ap::ShareLink::encode(state);
  ap::AppState back;
  FUZZ_CHECK(ap::ShareLink::decode(once, &back, &error), "re-encoded link refused: " + error);
  FUZZ_CHECK(ap::ShareLink::encode(back) == once, "encode(decode(link)) is not a fixed point");
  FUZZ_CHECK(ap::dump_json(ap::app_state_json(back)) == ap::dump_json(ap::app_state_json(state)),
             "state changed through the link");
  return 0;
}
