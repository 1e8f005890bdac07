// `attention translate [--model search|encdec|transformer] [--beam N] [--model-file F]
// [--svg FILE [--svg-head L:H]] "sentence"`: translate one English sentence with a shipped (or
// given) model and print the object attention.translate() answers in the page
// (translation_to_json, app/translation/translation_json.h: the same keys, names and float bits).
// What its maps mean is in `--help` and docs/cli.md. Unusable input (empty, punctuation only,
// > 80 tokens, no known word, not UTF-8, bad model file) → one line on stderr, exit 2. A sentence
// whose words are mostly unknown (another language) is translated, with a note on stderr. The JSON
// is written by dump_json, so stdout is valid UTF-8 whatever happens.
#include "cli/command.h"
#include "cli/alignment_svg.h"
#include "cli/s2s_common.h"

#include "app/json_util.h"
#include "app/translation/translation_json.h"

#include "core/seq2seq/head_agreement.h"
#include "core/seq2seq/translator.h"
#include "core/utf8.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <fstream>
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
  std::string svg;       // write the alignment heatmap here (not RNNencdec)
  std::string svg_head;  // the Transformer: draw layer L's head H ("L:H", from 1) instead
};

// The cross-attention of layer:head (from 1, "2:4") as the rows to draw; false with *error when
// the text is not L:H or the model has no such head.
bool head_rows(const Translation& t, const std::string& spec, std::vector<std::vector<float>>* rows,
               std::string* error) {
  int layer = 0, head = 0;
  char extra = 0;
  if (std::sscanf(spec.c_str(), "%d:%d%c", &layer, &head, &extra) != 2) {
    *error = "--svg-head must be LAYER:HEAD (from 1, as 2:4), not '" + spec + "'";
    return false;
  }
  const int layers = static_cast<int>(t.cross_attention.size());
  const int heads = layers > 0 ? static_cast<int>(t.cross_attention[0].size()) : 0;
  if (layers == 0) {
    *error = "--svg-head needs the Transformer (--model transformer)";
    return false;
  }
  if (layer < 1 || layer > layers || head < 1 || head > heads) {
    *error = "--svg-head " + spec + ": the model has layers 1-" + std::to_string(layers) +
             " and heads 1-" + std::to_string(heads);
    return false;
  }
  *rows =
      t.cross_attention[static_cast<std::size_t>(layer - 1)][static_cast<std::size_t>(head - 1)];
  return true;
}

// "best" → "L:H", the head the translator tab outlines: the cross-attention head whose strongest
// weights fall where the shipped RNNsearch's alignment does (where RNNsearch translates the
// sentence alike; otherwise where the last layer's mean does), named on stderr.
bool best_head_spec(const Translation& t, const std::string& sentence, int beam, std::string* spec,
                    std::string* error) {
  Translator search;
  Translation reference;
  const bool same_output =
      search.load_file(ap::cli::default_model_path(ModelKind::Search), error) &&
      search.translate(sentence, beam, &reference, error) &&
      reference.target_tokens == t.target_tokens && !reference.alignment.empty();
  const HeadAgreement best =
      best_agreeing_head(t.cross_attention, same_output ? reference.alignment : t.alignment);
  if (best.layer < 0) {
    *error = "--svg-head best needs the Transformer (--model transformer)";
    return false;
  }
  *spec = std::to_string(best.layer + 1) + ":" + std::to_string(best.head + 1);
  std::fprintf(stderr,
               "attention: drawing layer %d, head %d: its strongest weight falls where %s does "
               "for %d of the %d French words\n",
               best.layer + 1, best.head + 1,
               same_output ? "RNNsearch's alignment" : "the last layer's mean", best.agreeing,
               best.rows);
  return true;
}

constexpr const char* kMostlyUnknownNote =
    "most of the words are not in the model's vocabulary: is the sentence in English? The "
    "translation is mostly guesswork.";

// What the JSON holds (`--help`), the notes the object itself leaves out.
constexpr const char* kJsonNote =
    "The JSON is the object attention.translate() gives in the page (docs/cli.md).\n"
    "alignment: [target word][source word] attention weights, the </s> row and column left\n"
    "  out; [] for encdec (RNNencdec has no attention: the decoder sees one fixed vector);\n"
    "  for the Transformer the last decoder layer's cross-attention, mean over heads (what\n"
    "  copies unknown words).\n"
    "The Transformer adds log_prob and [layer][head][i][j] maps whose rows sum to 1 (less\n"
    "  where the </s> column is left out): cross_attention (i target word, j source word),\n"
    "  encoder_self_attention (i, j source words), decoder_self_attention (i, j decoder\n"
    "  positions: position i emits target word i and sees only positions j <= i).\n"
    "Numbers are the shortest decimals that read back as the same floats.";

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
  if (!o.svg.empty()) {
    if (tr.kind() == ModelKind::EncDec)
      return cli::fail("--svg needs an attention model: RNNencdec has no alignment to draw");
    Translation drawn = t;
    std::string head = o.svg_head;
    if (head == "best" && !best_head_spec(t, o.sentence, o.beam, &head, &error))
      return cli::fail(error);
    if (!head.empty() && !head_rows(t, head, &drawn.alignment, &error)) return cli::fail(error);
    std::ofstream f(o.svg);
    f << ap::cli::alignment_svg(drawn);
    if (!f) return cli::fail(o.svg + ": cannot write the SVG");
  }
  const nlohmann::json j = ap::translation_to_json(t, tr.kind(), o.beam);
  std::cout << dump_json(j, o.compact ? -1 : 2) << "\n";
  if (mostly_unknown(t)) std::cerr << "attention: note: " << kMostlyUnknownNote << "\n";
  return cli::kExitOk;
}

ap::cli::CommandRun setup_translate(CLI::App& sub) {
  auto o = std::make_shared<TranslateCmdOptions>();
  sub.add_option("sentence", o->sentence, "the English sentence (quote it)")->required();
  sub.add_option("--model", o->model,
                 "search (RNNsearch, default), encdec (RNNencdec) or transformer");
  sub.add_option("--beam", o->beam, "beam width; 1 = greedy (default)");
  sub.add_option("--model-file", o->model_file, "model file instead of the shipped one");
  sub.add_flag("--compact", o->compact, "print the JSON on one line");
  sub.add_option("--svg", o->svg, "also write the alignment heatmap (SVG) to this file");
  sub.add_option("--svg-head", o->svg_head,
                 "the Transformer: draw this cross-attention head in the SVG, LAYER:HEAD from 1, "
                 "or best (the head the translator outlines: the closest to RNNsearch's "
                 "alignment); default: the last layer's mean over heads");
  sub.footer(kJsonNote);
  return [o] { return run_translate(*o); };
}

}  // namespace

AP_CLI_COMMAND(translate,
               "Translate an English sentence to French (RNNsearch/RNNencdec/Transformer); print "
               "JSON",
               setup_translate);
