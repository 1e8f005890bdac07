// Fuzz target: the CSV parser (app/scene/csv.h) and the paste into the vector lab built on it
// (keys, values, or both; the first byte picks). Property: a paste the app accepts was parsed, has
// one key per table row, and leaves a valid scene whose weights are finite and sum to 1 and whose
// JSON round-trips; a refused paste leaves the scene as it was, with a one-line message (the
// parser's own message when the parser refused).
#include "app/scene/csv.h"
#include "app/json_util.h"
#include "app/scene/presets.h"
#include "app/scene/scene_json.h"
#include "app/scene/scene_ops.h"

#include "fuzz_check.h"
#include "lab_checks.h"

#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  static const ap::CsvTarget kTargets[] = {ap::CsvTarget::Keys, ap::CsvTarget::Values,
                                           ap::CsvTarget::KeysAndValues};
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  ap::AttentionScene s = ap::default_scene();
  const std::string before = ap::dump_json(ap::scene_to_json(s));
  ap::CsvTable table;
  std::string parse_error;
  const bool parsed = ap::parse_csv(text, &table, &parse_error);
  std::string error;
  if (!ap::paste_csv(&s, text, kTargets[data[0] % 3], &error)) {
    FUZZ_CHECK(!error.empty() && error.find('\n') == std::string::npos, error);
    FUZZ_CHECK(parsed || error == parse_error, "the paste did not pass on the parser's message");
    FUZZ_CHECK(ap::dump_json(ap::scene_to_json(s)) == before, "a refused paste changed the scene");
    return 0;
  }
  FUZZ_CHECK(parsed && table.rows.rows() == s.n(), "a paste the parser refused, or rows lost");
  std::string invalid;
  FUZZ_CHECK(ap::validate_scene(s, &invalid), "paste left an invalid scene: " + invalid);
  ap::fuzz::check_lab(s);
  return 0;
}
