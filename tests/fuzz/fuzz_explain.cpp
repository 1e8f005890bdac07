// Fuzz target: the Explain tab's core (core/explain/explain.h) on the shipped RNNsearch and
// Transformer, with its options given as bytes or as the JSON the CLI and attention.explain()
// read (app/explain/explain_json.h). First byte: bit 0 the Transformer, bit 1 the options are JSON
// text up to the first newline (then the sentence), else bytes 1–7 are view, layer, head,
// intervention, position, word and release (then the sentence). The sentence is cut to 32 bytes:
// one explanation runs a backward pass per French word, and a sentence of 56 unknown tokens
// (its translation runs to the length limit) takes 2.5 s natively, over 10 s under ASan.
// Property: refused options or input give a one-line message (UTF-8 for UTF-8 input, as the CLI
// and the page give the core); an explanation has maps of
// (French words × English words) — attention and |gradient × input| rows in [0, 1] summing to
// ≤ 1, the signed maps finite —, agreements in [0, 1] and Spearman in [−1, 1]; an intervention
// (later words kept) changes no word before its position; for UTF-8 input, its tokens and JSON
// are valid UTF-8.
#include "app/explain/explain_json.h"
#include "app/json_util.h"
#include "core/explain/explain.h"
#include "core/seq2seq/translator.h"

#include "core/utf8.h"
#include "fuzz_check.h"

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace {

using namespace ap;

const s2s::Translator& shipped(bool transformer) {
  static const s2s::Translator* models[2] = {nullptr, nullptr};
  const s2s::Translator*& t = models[transformer ? 1 : 0];
  if (!t) {
    auto* loaded = new s2s::Translator;
    std::string error;
    const char* file = transformer ? "transformer.bin" : "rnnsearch.bin";
    FUZZ_CHECK(loaded->load_file(std::string(AP_SOURCE_DIR) + "/assets/models/" + file, &error),
               error);
    t = loaded;
  }
  return *t;
}

// A refusal's message: one line, and valid UTF-8 when what it may quote was (the CLI and the page
// hand the core valid UTF-8 only: the CLI refuses other bytes first, JS strings are UTF-16).
void check_message(const std::string& error, bool valid_input) {
  FUZZ_CHECK(!error.empty(), "a refusal without a message");
  FUZZ_CHECK(error.find('\n') == std::string::npos, error);
  if (valid_input) FUZZ_CHECK(utf8::is_valid(error), error);
}

// rows × cols; `unit`: each entry in [0, 1] and each row summing to at most 1.
void check_map(const explain::Map& m, std::size_t rows, std::size_t cols, bool unit,
               const char* what) {
  FUZZ_CHECK(m.size() == rows, std::string(what) + " rows");
  for (const auto& row : m) {
    FUZZ_CHECK(row.size() == cols, std::string(what) + " columns");
    double sum = 0;
    for (float x : row) {
      FUZZ_CHECK(std::isfinite(x), std::string(what) + " not finite");
      if (unit) FUZZ_CHECK(x >= 0.0f && x <= 1.0f + 1e-5f, std::string(what) + " out of [0, 1]");
      sum += x;
    }
    if (unit)
      FUZZ_CHECK(sum <= 1.0 + 1e-3, std::string(what) + " row sums to " + std::to_string(sum));
  }
}

void check_explanation(const explain::Explanation& e, const explain::Options& o, bool transformer,
                       bool valid_input) {
  const std::size_t n = e.target_tokens.size(), m = e.source_tokens.size();
  check_map(e.attention, n, m, true, "attention");
  check_map(e.gradient, n, m, true, "gradient");
  check_map(e.gradient_signed, n, m, false, "gradient_signed");
  check_map(e.leave_one_out, n, m, false, "leave_one_out");
  if (transformer) {
    check_map(e.rollout, n, m, true, "rollout");
    check_map(e.norm, n, m, true, "norm");
  } else {
    FUZZ_CHECK(e.rollout.empty() && e.norm.empty(), "RNNsearch has no rollout or norm");
  }
  for (const explain::Agreement& a : e.summary) {
    FUZZ_CHECK(a.argmax_agreement >= 0 && a.argmax_agreement <= 1, a.method);
    FUZZ_CHECK(std::isfinite(a.spearman) && a.spearman >= -1 - 1e-9 && a.spearman <= 1 + 1e-9,
               a.method);
  }
  FUZZ_CHECK(e.has_intervention == (o.intervention != explain::InterventionKind::None),
             "intervention present iff asked for");
  if (e.has_intervention && !o.release)
    for (int t = 0; t < o.position && t < static_cast<int>(e.intervention.changed.size()); ++t)
      FUZZ_CHECK(!e.intervention.changed[static_cast<std::size_t>(t)],
                 "a kept intervention changed a word before its position");
  if (valid_input) {
    for (const std::string& t : e.source_tokens) FUZZ_CHECK(utf8::is_valid(t), "source token");
    for (const std::string& t : e.target_tokens) FUZZ_CHECK(utf8::is_valid(t), "target token");
    const s2s::ModelKind kind = transformer ? s2s::ModelKind::Transformer : s2s::ModelKind::Search;
    FUZZ_CHECK(utf8::is_valid(dump_json(explanation_to_json(e, kind))), "JSON not valid UTF-8");
  }
}

// Options from bytes 1–7 (see the header); *used: how many bytes they took.
explain::Options options_from_bytes(const std::uint8_t* data, std::size_t size, std::size_t* used) {
  std::uint8_t b[7] = {0, 0, 0, 0, 0, 0, 0};
  for (std::size_t i = 0; i < 7 && 1 + i < size; ++i) b[i] = data[1 + i];
  *used = std::min<std::size_t>(size, 8);
  explain::Options o;
  o.view = static_cast<explain::AttentionView>(b[0] % 4);
  o.layer = b[1] % 5 - 1;  // −1 … 3 (the shipped Transformer has 2)
  o.head = b[2] % 7 - 1;   // −1 … 5 (it has 4)
  o.intervention = static_cast<explain::InterventionKind>(b[3] % 4);
  o.position = b[4] % 24 - 1;
  o.word = b[5] % 24 - 1;
  o.release = b[6] & 1;
  return o;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const bool transformer = data[0] & 1;
  explain::Options options;
  std::string sentence, error;
  if (data[0] & 2) {
    const std::string rest(reinterpret_cast<const char*>(data) + 1, size - 1);
    const std::size_t nl = rest.find('\n');
    nlohmann::json j;
    if (!parse_json_text(rest.substr(0, nl), &j, &error) ||
        !explain_options_from_json(j, &options, &error)) {
      check_message(error, utf8::is_valid(rest.substr(0, nl)));
      return 0;
    }
    if (nl != std::string::npos) sentence = rest.substr(nl + 1);
  } else {
    std::size_t used = 0;
    options = options_from_bytes(data, size, &used);
    sentence.assign(reinterpret_cast<const char*>(data) + used, size - used);
  }
  // At most 32 bytes, cut before a character's continuation bytes (a valid sentence stays valid).
  std::size_t cut = std::min<std::size_t>(sentence.size(), 32);
  while (cut > 0 && cut < sentence.size() && (sentence[cut] & 0xC0) == 0x80) --cut;
  sentence.resize(cut);
  const bool valid = utf8::is_valid(sentence);
  explain::Explanation e;
  if (!explain::explain(shipped(transformer), sentence, options, &e, &error)) {
    check_message(error, valid);
    return 0;
  }
  check_explanation(e, options, transformer, valid);
  return 0;
}
