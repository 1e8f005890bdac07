// `attention evaluate [--model both|search|encdec|transformer|all] [--json] [--svg FILE]
// [--beam N] [--out FILE]`: corpus BLEU-4 and exact match of the chosen models (default both:
// RNNsearch and RNNencdec; all adds the Transformer) on the held-out test split, per
// source-length bucket (the
// miniature of Bahdanau et al. 2015, Fig. 2), and exact match per grammatical phenomenon
// (phenomena.h: agreement, pronouns, elision, dates, questions …) on sets drawn from the grammar.
// Exact match compares the French as the page writes it (french_text: elision, capitals), so a
// model that writes "ne arriveront" where the reference has "n'arriveront" is not marked wrong.
// Prints a table (or JSON with --json) and writes nothing unless asked: --svg FILE draws the
// figure, --out FILE writes the results with one sample translation per bucket in the schema of
// assets/models/bottleneck.json (the browser's "precomputed" bottleneck panel; regenerate it with
// `--out assets/models/bottleneck.json`). --sentences FILE instead scores exact match on a
// sentence set with references (sentence_set_eval.h).
#include "cli/command.h"
#include "app/json_util.h"
#include "cli/s2s_common.h"
#include "cli/sentence_set_eval.h"

#include "core/seq2seq/bleu.h"
#include "core/seq2seq/french_text.h"
#include "core/corpus/corpus.h"
#include "core/corpus/grammar.h"
#include "core/seq2seq/tokenizer.h"
#include "core/seq2seq/translator.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

namespace {

using namespace ap::s2s;

struct EvaluateCmdOptions {
  std::string model = "both";
  bool json = false;
  std::string svg;
  std::string out;        // the results with samples (bottleneck.json's schema); "" = none
  std::string sentences;  // a sentence set with references instead of the test split; "" = none
  std::string search_file, encdec_file, transformer_file;
  int beam = 1;
  int per_bucket = 200;
  int per_phenomenon = 300;  // 0 = skip the per-phenomenon sets
  int errors = 0;            // RNNsearch's wrong translations to list per phenomenon (stderr)
  int world =
      ap::cli::kWorldFromModels;  // CorpusOptions::world of the test split and phenomenon sets
};

struct BucketScore {
  double bleu = 0, exact = 0;
};

// One evaluated model's scores.
struct ModelScores {
  ModelKind kind;
  std::array<BucketScore, kNumBuckets> buckets;
  std::array<std::string, kNumBuckets> sample;
  std::vector<double> phenomenon_exact;  // per Evaluation::phenomena
};

struct PhenomenonScore {
  Phenomenon phenomenon;
  int sentences = 0;
};

struct Evaluation {
  std::vector<ModelScores> models;  // in kind order
  std::array<SentencePair, kNumBuckets> sample;
  std::vector<PhenomenonScore> phenomena;
  std::array<size_t, kNumBuckets> bucket_sizes{};
};

// The JSON key of a model's scores: "search", "encdec", "transformer".
const char* key(ModelKind k) { return model_kind_name(k); }

// SVG of BLEU vs source length for both models, drawn with our own primitives.
std::string figure_svg(const Evaluation& ev) {
  const double W = 640, H = 400, left = 60, right = 150, top = 40, bottom = 60;
  const double pw = W - left - right, ph = H - top - bottom;
  auto x_of = [&](int b) { return left + pw * (b + 0.5) / kNumBuckets; };
  auto y_of = [&](double bleu) { return top + ph * (1.0 - std::clamp(bleu, 0.0, 100.0) / 100.0); };
  std::ostringstream s;
  s.setf(std::ios::fixed);
  s.precision(1);
  s << "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" << W << "\" height=\"" << H
    << "\" viewBox=\"0 0 " << W << " " << H << "\" font-family=\"sans-serif\" font-size=\"12\">\n"
    << "<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n"
    << "<text x=\"" << left + pw / 2 << "\" y=\"22\" text-anchor=\"middle\" font-size=\"15\">"
    << "BLEU vs. source sentence length (test set)</text>\n";
  for (int g = 0; g <= 100; g += 20) {  // horizontal grid + y labels
    s << "<line x1=\"" << left << "\" y1=\"" << y_of(g) << "\" x2=\"" << left + pw << "\" y2=\""
      << y_of(g) << "\" stroke=\"#ddd\"/>\n"
      << "<text x=\"" << left - 8 << "\" y=\"" << y_of(g) + 4 << "\" text-anchor=\"end\">" << g
      << "</text>\n";
  }
  s << "<line x1=\"" << left << "\" y1=\"" << top + ph << "\" x2=\"" << left + pw << "\" y2=\""
    << top + ph << "\" stroke=\"black\"/>\n<line x1=\"" << left << "\" y1=\"" << top << "\" x2=\""
    << left << "\" y2=\"" << top + ph << "\" stroke=\"black\"/>\n";
  for (int b = 0; b < kNumBuckets; ++b) {
    const auto r = bucket_range(b);
    s << "<text x=\"" << x_of(b) << "\" y=\"" << top + ph + 18 << "\" text-anchor=\"middle\">"
      << r[0] << "–" << r[1] << "</text>\n";
  }
  s << "<text x=\"" << left + pw / 2 << "\" y=\"" << H - 15
    << "\" text-anchor=\"middle\">source sentence length (words)</text>\n"
    << "<text transform=\"translate(18," << top + ph / 2
    << ") rotate(-90)\" text-anchor=\"middle\">BLEU</text>\n";
  auto series = [&](const std::array<BucketScore, kNumBuckets>& sc, const char* color,
                    const char* dash, const char* label, int row) {
    s << "<polyline fill=\"none\" stroke=\"" << color << "\" stroke-width=\"2.5\"" << dash
      << " points=\"";
    for (int b = 0; b < kNumBuckets; ++b) s << x_of(b) << "," << y_of(sc[b].bleu) << " ";
    s << "\"/>\n";
    for (int b = 0; b < kNumBuckets; ++b)
      s << "<circle cx=\"" << x_of(b) << "\" cy=\"" << y_of(sc[b].bleu) << "\" r=\"4\" fill=\""
        << color << "\"><title>" << label << " " << sc[b].bleu << "</title></circle>\n";
    const double ly = top + 20 + 22 * row;
    s << "<line x1=\"" << left + pw + 15 << "\" y1=\"" << ly << "\" x2=\"" << left + pw + 45
      << "\" y2=\"" << ly << "\" stroke=\"" << color << "\" stroke-width=\"2.5\"" << dash
      << "/>\n<text x=\"" << left + pw + 52 << "\" y=\"" << ly + 4 << "\">" << label << "</text>\n";
  };
  int row = 0;
  for (const ModelScores& m : ev.models) {
    const bool search = m.kind == ModelKind::Search, encdec = m.kind == ModelKind::EncDec;
    series(m.buckets,
           search   ? "#d62728"
           : encdec ? "#1f77b4"
                    : "#2ca02c",
           search   ? ""
           : encdec ? " stroke-dasharray=\"6,4\""
                    : " stroke-dasharray=\"2,3\"",
           model_kind_title(m.kind), row++);
  }
  s << "</svg>\n";
  return s.str();
}

nlohmann::json results_json(const Evaluation& ev, int beam, bool with_samples) {
  nlohmann::json buckets = nlohmann::json::array();
  auto score = [](const BucketScore& b) {
    return nlohmann::json{{"bleu", std::round(b.bleu * 100) / 100},
                          {"exact", std::round(b.exact * 10000) / 10000}};
  };
  for (int b = 0; b < kNumBuckets; ++b) {
    const auto r = bucket_range(b);
    nlohmann::json j{{"range", {r[0], r[1]}}};
    for (const ModelScores& m : ev.models) j[key(m.kind)] = score(m.buckets[b]);
    if (with_samples) {
      j["sample"] = {{"source", english_text(ev.sample[b].en)},
                     {"reference", french_text(ev.sample[b].fr)}};
      for (const ModelScores& m : ev.models) j["sample"][key(m.kind)] = m.sample[b];
    }
    buckets.push_back(j);
  }
  nlohmann::json out{{"buckets", buckets}};
  if (!ev.phenomena.empty()) {
    nlohmann::json ph = nlohmann::json::array();
    for (size_t i = 0; i < ev.phenomena.size(); ++i) {
      const PhenomenonScore& p = ev.phenomena[i];
      nlohmann::json row{{"name", ap::enum_name(p.phenomenon)},
                         {"title", phenomenon_title(p.phenomenon)},
                         {"sentences", p.sentences}};
      for (const ModelScores& m : ev.models)
        row[std::string(key(m.kind)) + "_exact"] =
            std::round(m.phenomenon_exact[i] * 10000) / 10000;
      ph.push_back(row);
    }
    out["phenomena"] = ph;
    out["phenomena_note"] =
        "exact match, greedy, on held-out sentences of 3-12 source words drawn from the grammar "
        "per phenomenon";
  }
  if (with_samples) {
    out["precomputed"] = true;
    out["decoding"] = beam == 1 ? "greedy" : "beam " + std::to_string(beam);
    out["generated_by"] = "attention evaluate (test split, corpus seed 2015)";
  }
  return out;
}

// The kinds --model names: both (RNNsearch and RNNencdec), all, or one kind.
bool evaluated_kinds(const std::string& name, std::vector<ModelKind>* out, std::string* error) {
  if (name == "both") {
    *out = {ModelKind::Search, ModelKind::EncDec};
    return true;
  }
  if (name == "all") {
    *out = every_model_kind();
    return true;
  }
  ModelKind k;
  if (!model_kind_from_name(name, &k)) {
    *error = "--model must be both, all, search, encdec or transformer, not '" + name + "'";
    return false;
  }
  *out = {k};
  return true;
}

// Scores every translator on the test split's buckets and the phenomenon sets.
void score_test_split(const EvaluateCmdOptions& o, const std::vector<Translator>& tr,
                      Evaluation* ev) {
  CorpusOptions co;
  co.train = 0;  // the test split is drawn first from its own seed: same sentences either way
  co.valid = 0;
  co.test_per_bucket = o.per_bucket;
  co.world = o.world;
  const CorpusSplits splits = generate_corpus(co);
  const size_t n = tr.size();
  std::array<std::vector<std::vector<std::string>>, kNumBuckets> refs;
  std::vector<std::array<std::vector<std::vector<std::string>>, kNumBuckets>> hyps(n);
  std::array<bool, kNumBuckets> have_sample{};
  for (const SentencePair& p : splits.test) {
    const int b = length_bucket(source_length(p.en));
    if (b < 0) continue;
    refs[b].push_back(p.fr);
    for (size_t m = 0; m < n; ++m) hyps[m][b].push_back(tr[m].translate_tokens(p.en, o.beam));
    if (!have_sample[b]) {
      have_sample[b] = true;
      ev->sample[b] = p;
      for (size_t m = 0; m < n; ++m) ev->models[m].sample[b] = french_text(hyps[m][b].back());
    }
  }
  for (size_t m = 0; m < n; ++m)
    for (int b = 0; b < kNumBuckets; ++b)
      ev->models[m].buckets[b] = {corpus_bleu(hyps[m][b], refs[b]),
                                  exact_match_as_written(hyps[m][b], refs[b])};
  for (int b = 0; b < kNumBuckets; ++b) ev->bucket_sizes[b] = refs[b].size();
}

void score_phenomena(const EvaluateCmdOptions& o, const std::vector<Translator>& tr,
                     Evaluation* ev) {
  CorpusOptions co;
  co.world = o.world;
  for (const PhenomenonSet& set : generate_phenomenon_sets(co, o.per_phenomenon)) {
    std::vector<std::vector<std::string>> r;
    for (const SentencePair& p : set.pairs) r.push_back(p.fr);
    for (size_t m = 0; m < tr.size(); ++m) {
      std::vector<std::vector<std::string>> h;
      for (const SentencePair& p : set.pairs) h.push_back(tr[m].translate_tokens(p.en, o.beam));
      int listed = 0;
      for (std::size_t i = 0; i < r.size() && listed < o.errors; ++i)
        if (french_text(h[i]) != french_text(r[i])) {
          std::fprintf(stderr, "%s: %s\n  expected %s\n  %s %s\n", ap::enum_name(set.phenomenon),
                       english_text(set.pairs[i].en).c_str(), french_text(r[i]).c_str(),
                       model_kind_title(ev->models[m].kind), french_text(h[i]).c_str());
          ++listed;
        }
      ev->models[m].phenomenon_exact.push_back(exact_match_as_written(h, r));
    }
    ev->phenomena.push_back({set.phenomenon, static_cast<int>(set.pairs.size())});
  }
}

void print_table(const Evaluation& ev) {
  std::printf("source words");
  for (const ModelScores& m : ev.models)
    std::printf("  %11s BLEU (exact)", model_kind_title(m.kind));
  std::printf("   sentences\n");
  for (int b = 0; b < kNumBuckets; ++b) {
    const auto r = bucket_range(b);
    std::printf("%5d-%-5d ", r[0], r[1]);
    for (const ModelScores& m : ev.models)
      std::printf("   %8.2f (%5.1f%%)     ", m.buckets[b].bleu, 100 * m.buckets[b].exact);
    std::printf("   %zu\n", ev.bucket_sizes[b]);
  }
  if (ev.phenomena.empty()) return;
  std::printf("\nphenomenon (exact match)                           ");
  for (const ModelScores& m : ev.models) std::printf(" %11s", model_kind_title(m.kind));
  std::printf("  sentences\n");
  for (size_t i = 0; i < ev.phenomena.size(); ++i) {
    std::printf("%-52s", phenomenon_title(ev.phenomena[i].phenomenon));
    for (const ModelScores& m : ev.models) std::printf(" %10.1f%%", 100 * m.phenomenon_exact[i]);
    std::printf("  %d\n", ev.phenomena[i].sentences);
  }
}

// "an RNNsearch", "an RNNencdec", "a Transformer".
std::string with_article(ModelKind k) {
  return std::string(k == ModelKind::Transformer ? "a " : "an ") + model_kind_title(k);
}

int run_evaluate(EvaluateCmdOptions o) {
  using namespace ap;
  if (o.beam < 1 || o.beam > kMaxBeam) return cli::fail("--beam must be in 1–20");
  if (o.per_phenomenon < 0 || o.per_phenomenon > kHeldOutPerPhenomenon)
    return cli::fail("--per-phenomenon must be in 0–" + std::to_string(kHeldOutPerPhenomenon) +
                     " (the sentences a model trained with --hold-out-phenomena never saw)");
  CorpusOptions world_check;
  world_check.world = o.world;
  if (o.world != cli::kWorldFromModels)
    if (const std::string bad = check_corpus_options(world_check); !bad.empty())
      return cli::fail("--world: " + bad);
  std::string error;
  std::vector<ModelKind> kinds;
  if (!evaluated_kinds(o.model, &kinds, &error)) return cli::fail(error);
  std::vector<Translator> tr(kinds.size());
  Evaluation ev;
  for (size_t m = 0; m < kinds.size(); ++m) {
    const std::string& given = kinds[m] == ModelKind::Search   ? o.search_file
                               : kinds[m] == ModelKind::EncDec ? o.encdec_file
                                                               : o.transformer_file;
    const std::string path = given.empty() ? cli::default_model_path(kinds[m]) : given;
    if (!tr[m].load_file(path, &error))
      return cli::fail(std::string("cannot load ") + model_kind_title(kinds[m]) + ": " + error);
    if (tr[m].kind() != kinds[m])
      return cli::fail(path + " holds " + with_article(tr[m].kind()) + " model, not " +
                       with_article(kinds[m]) + " one");
    ev.models.push_back({kinds[m], {}, {}, {}});
  }
  if (o.world == cli::kWorldFromModels && !cli::world_of_models(tr, &o.world, &error))
    return cli::fail(error);
  if (!o.sentences.empty()) return cli::evaluate_sentence_set(o.sentences, tr, o.beam, o.json);
  score_test_split(o, tr, &ev);
  if (o.per_phenomenon > 0) score_phenomena(o, tr, &ev);
  if (o.json)
    std::cout << ap::dump_json(results_json(ev, o.beam, false), 2) << "\n";
  else
    print_table(ev);
  if (!o.svg.empty()) {
    std::ofstream f(o.svg);
    f << figure_svg(ev);
    if (!f) return cli::fail(o.svg + ": cannot write the SVG");
  }
  if (!o.out.empty()) {
    std::ofstream f(o.out);
    f << ap::dump_json(results_json(ev, o.beam, true), 2) << "\n";
    if (!f) return cli::fail(o.out + ": cannot write the results");
  }
  return cli::kExitOk;
}

// The options, in the groups `attention evaluate --help` shows them in.
void add_output_options(CLI::Option_group& g, EvaluateCmdOptions* o) {
  g.add_flag("--json", o->json, "print the per-bucket scores as JSON");
  g.add_option("--svg", o->svg, "write the BLEU-vs-length figure (SVG) to this file");
  g.add_option("--out", o->out,
               "write the results with sample translations (bottleneck.json's schema) to this "
               "file; without it nothing is written");
  g.add_option("--errors", o->errors,
               "list up to N of each model's wrong translations per phenomenon on stderr");
}

void add_model_options(CLI::Option_group& g, EvaluateCmdOptions* o) {
  g.add_option("--model", o->model,
               "both (RNNsearch and RNNencdec, the default), all (and the Transformer), search, "
               "encdec or transformer");
  g.add_option("--beam", o->beam, "beam width (1 = greedy, the default)");
  g.add_option("--search-file", o->search_file, "RNNsearch model file (default: shipped)");
  g.add_option("--encdec-file", o->encdec_file, "RNNencdec model file (default: shipped)");
  g.add_option("--transformer-file", o->transformer_file,
               "Transformer model file (default: shipped)");
}

void add_test_set_options(CLI::Option_group& g, EvaluateCmdOptions* o) {
  g.add_option("--per-bucket", o->per_bucket, "test sentences per length bucket");
  g.add_option("--world", o->world,
               "corpus world of the test split and phenomenon sets: 1 or 2 (A1-A2); default: the "
               "world named in the models' training command (1 if none)");
  g.add_option("--per-phenomenon", o->per_phenomenon,
               "held-out sentences per grammatical phenomenon (0 = skip that table)");
  g.add_option("--sentences", o->sentences,
               "instead, the exact match on this sentence set with references (TSV: topic, "
               "English, French, alternatives; tests/fixtures/newcomer_set.tsv)");
}

ap::cli::CommandRun setup_evaluate(CLI::App& sub) {
  auto o = std::make_shared<EvaluateCmdOptions>();
  add_output_options(*sub.add_option_group("Output"), o.get());
  add_model_options(*sub.add_option_group("Models"), o.get());
  add_test_set_options(*sub.add_option_group("Test set"), o.get());
  return [o] { return run_evaluate(*o); };
}

}  // namespace

AP_CLI_COMMAND(evaluate,
               "BLEU/exact match per length bucket for RNNsearch vs RNNencdec (or the Transformer)",
               setup_evaluate);
