// `attention translate [--model search|encdec] [--beam N] [--model-file F] "sentence"`: translate
// one English sentence with a shipped (or given) model and print JSON:
//   {"model", "source_tokens", "target_tokens", "translation", "alignment" (target × source
//    weights, null for encdec, which has no attention), "alignment_note", "unknown_words",
//    "unknown_handling"}
// Unusable input (empty, > 80 tokens, no known word, not UTF-8, bad model file) → one line on
// stderr, exit 2. The JSON is written by dump_json, so stdout is valid UTF-8 whatever happens.
#include "cli/command.h"
#include "cli/s2s_common.h"

#include "app/json_util.h"

#include "core/seq2seq/translator.h"
#include "core/utf8.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <iostream>
#include <memory>

namespace {

using namespace ap::s2s;

struct TranslateCmdOptions {
  std::string model = "search";
  std::string model_file;
  int beam = 1;
  std::string sentence;
  bool compact = false;
};

nlohmann::json translation_json(const Translation& t, ModelKind kind, int beam) {
  nlohmann::json j;
  j["model"] = kind == ModelKind::Search ? "rnnsearch" : "rnnencdec";
  j["beam"] = beam;
  j["source_tokens"] = t.source_tokens;
  j["target_tokens"] = t.target_tokens;
  j["translation"] = t.translation;
  if (kind == ModelKind::Search) {
    nlohmann::json rows = nlohmann::json::array();
    for (const auto& row : t.alignment) {
      nlohmann::json r = nlohmann::json::array();
      // Rounded to 4 decimals: enough to draw, and the JSON stays readable.
      for (float w : row) r.push_back(std::round(static_cast<double>(w) * 1e4) / 1e4);
      rows.push_back(r);
    }
    j["alignment"] = rows;
    j["alignment_note"] =
        "rows: target tokens, columns: source tokens (the </s> row and column "
        "are left out)";
  } else {
    j["alignment"] = nullptr;
    j["alignment_note"] = "RNNencdec has no attention: the decoder sees one fixed vector";
  }
  j["unknown_words"] = t.unknown_words;
  j["unknown_handling"] = t.unknown_words.empty() ? "none" : t.unknown_handling;
  return j;
}

int run_translate(const TranslateCmdOptions& o) {
  using namespace ap;
  ModelKind kind;
  std::string error;
  if (!cli::parse_model_kind(o.model, &kind, &error)) return cli::fail(error);
  if (!utf8::is_valid(o.sentence))
    return cli::fail("the sentence is not valid UTF-8 text (check the terminal's encoding)");
  const std::string path = o.model_file.empty() ? cli::default_model_path(kind) : o.model_file;
  Translator tr;
  if (!tr.load_file(path, &error)) return cli::fail("cannot load the model: " + error);
  Translation t;
  if (!tr.translate(o.sentence, o.beam, &t, &error)) return cli::fail(error);
  const nlohmann::json j = translation_json(t, tr.kind(), o.beam);
  std::cout << dump_json(j, o.compact ? -1 : 2) << "\n";
  return cli::kExitOk;
}

ap::cli::CommandRun setup_translate(CLI::App& sub) {
  auto o = std::make_shared<TranslateCmdOptions>();
  sub.add_option("sentence", o->sentence, "the English sentence (quote it)")->required();
  sub.add_option("--model", o->model, "search (RNNsearch, default) or encdec (RNNencdec)");
  sub.add_option("--beam", o->beam, "beam width; 1 = greedy (default)");
  sub.add_option("--model-file", o->model_file, "model file instead of the shipped one");
  sub.add_flag("--compact", o->compact, "print the JSON on one line");
  return [o] { return run_translate(*o); };
}

}  // namespace

AP_CLI_COMMAND(translate,
               "Translate an English sentence to French (RNNsearch/RNNencdec); print JSON",
               setup_translate);
