// `attention evaluate [--json] [--svg FILE] [--beam N] [--out FILE]`: corpus BLEU-4 and exact
// match of RNNsearch and RNNencdec on the held-out test split, per source-length bucket (the
// miniature of Bahdanau et al. 2015, Fig. 2), and exact match per grammatical phenomenon
// (phenomena.h: agreement, pronouns, elision, dates, questions …) on sets drawn from the grammar.
// Prints a table (or JSON with --json) and writes nothing unless asked: --svg FILE draws the
// figure, --out FILE writes the results with one sample translation per bucket in the schema of
// assets/models/bottleneck.json (the browser's "precomputed" bottleneck panel; regenerate it with
// `--out assets/models/bottleneck.json`).
#include "cli/command.h"
#include "app/json_util.h"
#include "cli/s2s_common.h"

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
  bool json = false;
  std::string svg;
  std::string out;  // the results with samples (bottleneck.json's schema); "" = none
  std::string search_file, encdec_file;
  int beam = 1;
  int per_bucket = 200;
  int per_phenomenon = 300;  // 0 = skip the per-phenomenon sets
  int errors = 0;            // RNNsearch's wrong translations to list per phenomenon (stderr)
};

struct PhenomenonScore {
  Phenomenon phenomenon;
  int sentences = 0;
  double search_exact = 0, encdec_exact = 0;
};

struct BucketScore {
  double bleu = 0, exact = 0;
};

struct Evaluation {
  std::array<BucketScore, kNumBuckets> search, encdec;
  std::array<SentencePair, kNumBuckets> sample;
  std::array<std::string, kNumBuckets> sample_search, sample_encdec;
  std::vector<PhenomenonScore> phenomena;
};

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
  series(ev.search, "#d62728", "", "RNNsearch", 0);
  series(ev.encdec, "#1f77b4", " stroke-dasharray=\"6,4\"", "RNNencdec", 1);
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
    nlohmann::json j{
        {"range", {r[0], r[1]}}, {"search", score(ev.search[b])}, {"encdec", score(ev.encdec[b])}};
    if (with_samples)
      j["sample"] = {{"source", detokenize(ev.sample[b].en)},
                     {"reference", french_text(ev.sample[b].fr)},
                     {"search", ev.sample_search[b]},
                     {"encdec", ev.sample_encdec[b]}};
    buckets.push_back(j);
  }
  nlohmann::json out{{"buckets", buckets}};
  if (!ev.phenomena.empty()) {
    nlohmann::json ph = nlohmann::json::array();
    for (const PhenomenonScore& p : ev.phenomena)
      ph.push_back({{"name", ap::enum_name(p.phenomenon)},
                    {"title", phenomenon_title(p.phenomenon)},
                    {"sentences", p.sentences},
                    {"search_exact", std::round(p.search_exact * 10000) / 10000},
                    {"encdec_exact", std::round(p.encdec_exact * 10000) / 10000}});
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

int run_evaluate(const EvaluateCmdOptions& o) {
  using namespace ap;
  if (o.beam < 1 || o.beam > kMaxBeam) return cli::fail("--beam must be in 1–20");
  Translator search, encdec;
  std::string error;
  const std::string sp =
      o.search_file.empty() ? cli::default_model_path(ModelKind::Search) : o.search_file;
  const std::string ep =
      o.encdec_file.empty() ? cli::default_model_path(ModelKind::EncDec) : o.encdec_file;
  if (!search.load_file(sp, &error)) return cli::fail("cannot load RNNsearch: " + error);
  if (!encdec.load_file(ep, &error)) return cli::fail("cannot load RNNencdec: " + error);
  CorpusOptions co;
  co.train = 0;  // the test split is drawn first from its own seed: same sentences either way
  co.valid = 0;
  co.test_per_bucket = o.per_bucket;
  const CorpusSplits splits = generate_corpus(co);
  Evaluation ev;
  std::array<std::vector<std::vector<std::string>>, kNumBuckets> refs, hs, he;
  std::array<bool, kNumBuckets> have_sample{};
  for (const SentencePair& p : splits.test) {
    const int b = length_bucket(source_length(p.en));
    if (b < 0) continue;
    refs[b].push_back(p.fr);
    hs[b].push_back(search.translate_tokens(p.en, o.beam));
    he[b].push_back(encdec.translate_tokens(p.en, o.beam));
    if (!have_sample[b]) {
      have_sample[b] = true;
      ev.sample[b] = p;
      ev.sample_search[b] = french_text(hs[b].back());
      ev.sample_encdec[b] = french_text(he[b].back());
    }
  }
  for (int b = 0; b < kNumBuckets; ++b) {
    ev.search[b] = {corpus_bleu(hs[b], refs[b]), exact_match(hs[b], refs[b])};
    ev.encdec[b] = {corpus_bleu(he[b], refs[b]), exact_match(he[b], refs[b])};
  }
  if (o.per_phenomenon > 0) {
    for (const PhenomenonSet& set : generate_phenomenon_sets(CorpusOptions{}, o.per_phenomenon)) {
      std::vector<std::vector<std::string>> r, s, e;
      for (const SentencePair& p : set.pairs) {
        r.push_back(p.fr);
        s.push_back(search.translate_tokens(p.en, o.beam));
        e.push_back(encdec.translate_tokens(p.en, o.beam));
      }
      int listed = 0;
      for (std::size_t i = 0; i < r.size() && listed < o.errors; ++i)
        if (s[i] != r[i]) {
          std::fprintf(stderr, "%s: %s\n  expected %s\n  RNNsearch %s\n",
                       ap::enum_name(set.phenomenon), detokenize(set.pairs[i].en).c_str(),
                       french_text(r[i]).c_str(), french_text(s[i]).c_str());
          ++listed;
        }
      ev.phenomena.push_back({set.phenomenon, static_cast<int>(set.pairs.size()), exact_match(s, r),
                              exact_match(e, r)});
    }
  }
  if (o.json) {
    std::cout << ap::dump_json(results_json(ev, o.beam, false), 2) << "\n";
  } else {
    std::printf("source words  RNNsearch BLEU (exact)   RNNencdec BLEU (exact)   sentences\n");
    for (int b = 0; b < kNumBuckets; ++b) {
      const auto r = bucket_range(b);
      std::printf("%5d-%-5d   %8.2f (%5.1f%%)        %8.2f (%5.1f%%)        %zu\n", r[0], r[1],
                  ev.search[b].bleu, 100 * ev.search[b].exact, ev.encdec[b].bleu,
                  100 * ev.encdec[b].exact, refs[b].size());
    }
    if (!ev.phenomena.empty())
      std::printf(
          "\nphenomenon (exact match)                            RNNsearch  RNNencdec  "
          "sentences\n");
    for (const PhenomenonScore& p : ev.phenomena)
      std::printf("%-52s %6.1f%%    %6.1f%%    %d\n", phenomenon_title(p.phenomenon),
                  100 * p.search_exact, 100 * p.encdec_exact, p.sentences);
  }
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
               "list up to N of RNNsearch's wrong translations per phenomenon on stderr");
}

void add_model_options(CLI::Option_group& g, EvaluateCmdOptions* o) {
  g.add_option("--beam", o->beam, "beam width (1 = greedy, the default)");
  g.add_option("--search-file", o->search_file, "RNNsearch model file (default: shipped)");
  g.add_option("--encdec-file", o->encdec_file, "RNNencdec model file (default: shipped)");
}

void add_test_set_options(CLI::Option_group& g, EvaluateCmdOptions* o) {
  g.add_option("--per-bucket", o->per_bucket, "test sentences per length bucket");
  g.add_option("--per-phenomenon", o->per_phenomenon,
               "held-out sentences per grammatical phenomenon (0 = skip that table)");
}

ap::cli::CommandRun setup_evaluate(CLI::App& sub) {
  auto o = std::make_shared<EvaluateCmdOptions>();
  add_output_options(*sub.add_option_group("Output"), o.get());
  add_model_options(*sub.add_option_group("Models"), o.get());
  add_test_set_options(*sub.add_option_group("Test set"), o.get());
  return [o] { return run_evaluate(*o); };
}

}  // namespace

AP_CLI_COMMAND(evaluate, "BLEU/exact match per length bucket for RNNsearch vs RNNencdec",
               setup_evaluate);
