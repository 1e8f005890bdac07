// Fuzz target: tokenizer + translator (the shipped RNNsearch and Transformer). The first byte
// picks the beam (1–4, its low two bits) and the model (bit 2: the Transformer). Property: a
// translation has finite attention rows in [0, 1] summing to ≤ 1, one row per target token, and
// so has every one of the Transformer's maps (the decoder's causal: 0 above the diagonal); tokens
// of valid UTF-8 input are valid UTF-8 (no code point is split); a refusal has a message; the
// JSON the CLI would print is valid UTF-8.
#include "app/json_util.h"
#include "core/seq2seq/tokenizer.h"
#include "core/seq2seq/translator.h"

#include "core/utf8.h"
#include "fuzz_check.h"

#include <cmath>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace {

const ap::s2s::Translator* shipped(const char* file) {
  auto* t = new ap::s2s::Translator;
  std::string error;
  const bool ok = t->load_file(std::string(AP_SOURCE_DIR) + "/assets/models/" + file, &error);
  FUZZ_CHECK(ok, error);
  return t;
}

// Each row of `rows` finite, in [0, 1], summing to at most 1, `cols` long.
void check_rows(const std::vector<std::vector<float>>& rows, std::size_t cols, const char* what) {
  for (const auto& row : rows) {
    FUZZ_CHECK(row.size() == cols, std::string(what) + " row size");
    double sum = 0;
    for (float w : row) {
      FUZZ_CHECK(std::isfinite(w) && w >= 0.0f && w <= 1.0f, std::string(what) + " weight");
      sum += w;
    }
    FUZZ_CHECK(sum <= 1.0 + 1e-3, std::string(what) + " row sums to " + std::to_string(sum));
  }
}

void check_transformer_maps(const ap::s2s::Translation& t) {
  const std::size_t n = t.target_tokens.size(), m = t.source_tokens.size();
  FUZZ_CHECK(!t.cross_attention.empty(), "the Transformer's maps");
  for (const auto& layer : t.cross_attention)
    for (const auto& head : layer) {
      FUZZ_CHECK(head.size() == n, "cross-attention rows");
      check_rows(head, m, "cross-attention");
    }
  for (const auto& layer : t.encoder_self_attention)
    for (const auto& head : layer) check_rows(head, m, "encoder self-attention");
  for (const auto& layer : t.decoder_self_attention)
    for (const auto& head : layer) {
      FUZZ_CHECK(head.size() == n, "decoder self-attention rows");
      check_rows(head, n, "decoder self-attention");
      for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; ++j) FUZZ_CHECK(head[i][j] == 0.0f, "causal mask");
    }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  static const ap::s2s::Translator* search = shipped("rnnsearch.bin");
  static const ap::s2s::Translator* transformer = shipped("transformer.bin");
  if (size == 0) return 0;
  const int beam = 1 + data[0] % 4;
  const bool is_transformer = (data[0] & 4) != 0;
  const ap::s2s::Translator* tr = is_transformer ? transformer : search;
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
  check_rows(t.alignment, t.source_tokens.size(), "alignment");
  if (is_transformer) check_transformer_maps(t);
  for (const std::string& w : t.target_tokens) FUZZ_CHECK(ap::utf8::is_valid(w), w);
  const nlohmann::json j = {{"source_tokens", t.source_tokens}, {"translation", t.translation}};
  FUZZ_CHECK(ap::utf8::is_valid(ap::dump_json(j)), "output JSON");
  return 0;
}
