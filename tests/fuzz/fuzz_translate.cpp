// Fuzz target: tokenizer + translator (RNNsearch, the shipped model). The first byte picks the
// beam (1–4). Property: a translation has finite attention rows in [0, 1] summing to ≤ 1, one row
// per target token; tokens of valid UTF-8 input are valid UTF-8 (no code point is split); a
// refusal has a message; the JSON the CLI would print is valid UTF-8.
#include "app/json_util.h"
#include "core/seq2seq/tokenizer.h"
#include "core/seq2seq/translator.h"

#include "core/utf8.h"
#include "fuzz_check.h"

#include <cmath>
#include <cstdint>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const ap::s2s::Translator* tr = [] {
    auto* t = new ap::s2s::Translator;
    std::string error;
    const bool ok =
        t->load_file(std::string(AP_SOURCE_DIR) + "/assets/models/rnnsearch.bin", &error);
    FUZZ_CHECK(ok, error);
    return t;
  }();
  if (size == 0) return 0;
  const int beam = 1 + data[0] % 4;
  const std::string_view text(reinterpret_cast<const char*>(data + 1), size - 1);
  const bool utf8 = ap::utf8::is_valid(text);
  for (const std::string& tok : ap::s2s::tokenize(text)) {
    FUZZ_CHECK(!tok.empty(), "empty token");
    if (utf8) FUZZ_CHECK(ap::utf8::is_valid(tok), "a token splits a code point: " + tok);
  }
  ap::s2s::Translation t;
  std::string error;
  if (!tr->translate(text, beam, &t, &error)) {
    FUZZ_CHECK(!error.empty(), "refused without a message");
    return 0;
  }
  FUZZ_CHECK(t.alignment.size() == t.target_tokens.size(), "one alignment row per target token");
  for (const auto& row : t.alignment) {
    FUZZ_CHECK(row.size() == t.source_tokens.size(), "alignment row size");
    double sum = 0;
    for (float w : row) {
      FUZZ_CHECK(std::isfinite(w) && w >= 0.0f && w <= 1.0f, "alignment weight");
      sum += w;
    }
    FUZZ_CHECK(sum <= 1.0 + 1e-3, "alignment row sums to " + std::to_string(sum));
  }
  for (const std::string& w : t.target_tokens) FUZZ_CHECK(ap::utf8::is_valid(w), w);
  const nlohmann::json j = {{"source_tokens", t.source_tokens}, {"translation", t.translation}};
  FUZZ_CHECK(ap::utf8::is_valid(ap::dump_json(j)), "output JSON");
  return 0;
}
