// `attention explain [--model search|transformer] [--view head|mean|rollout|norm] [--layer L]
// [--head H] [--intervene uniform|permute|word --position P [--word J] [--release] [--seed S]]
// [--json] "sentence"`: does attention explain the translation? The chosen attention map of a
// shipped translator beside gradient × input and leave-one-out for its greedy translation, how
// far they agree, and optionally what the model writes when its attention is replaced at one
// target position (core/explain/explain.h has the definitions). Text tables, or with --json the
// page API's JSON (app/explain/explain_json.h).
// `attention explain --test-set [--json] [--model both|search|transformer] [--per-bucket N]`:
// the same agreement and intervention figures over the test split (core/explain/test_set.h);
// `--json` is assets/models/explain.json.
// Bad input (RNNencdec, empty sentence, position or word out of range …) → one line on stderr,
// exit 2.
#include "cli/command.h"
#include "cli/s2s_common.h"

#include "app/explain/explain_json.h"
#include "app/json_util.h"

#include "core/corpus/corpus.h"
#include "core/explain/test_set.h"
#include "core/utf8.h"

#include <cmath>
#include <cstdio>
#include <iostream>
#include <memory>

namespace {

using namespace ap;

struct ExplainCmdOptions {
  std::string model;  // "" = search (one sentence) or both (the test set)
  std::string model_file;
  std::string view = "mean";
  int layer = -1, head = -1;
  std::string intervene;
  int position = -1, word = -1;
  bool release = false;
  std::uint64_t seed = 1;
  bool json = false;
  bool test_set = false;
  int per_bucket = 40;
  int world = cli::kWorldFromModels;  // --test-set: CorpusOptions::world of the test split
  std::string sentence;
};

// The flags as the options JSON (app/explain/explain_json.h), so the CLI checks what the page API
// does.
bool options_from_flags(const ExplainCmdOptions& c, explain::Options* o, std::string* error) {
  nlohmann::json j{{"view", c.view}, {"layer", c.layer}, {"head", c.head}};
  if (!c.intervene.empty()) {
    if (c.position < 0) {
      *error = "--intervene needs --position P (the target word, from 0)";
      return false;
    }
    if (c.intervene == "word" && c.word < 0) {
      *error = "--intervene word needs --word J (the source word, from 0)";
      return false;
    }
    j["intervention"] = {
        {"kind", c.intervene}, {"position", c.position}, {"release", c.release}, {"seed", c.seed}};
    if (c.word >= 0) j["intervention"]["word"] = c.word;
  } else if (c.position >= 0 || c.word >= 0 || c.release) {
    *error = "--position, --word and --release need --intervene uniform|permute|word";
    return false;
  }
  if (!explain_options_from_json(j, o, error)) {
    // The JSON's field names → the flags' ("intervention.kind: …" → "--intervene: …").
    for (const auto& [field, flag] :
         {std::pair<std::string, std::string>{"intervention.kind", "--intervene"},
          {"intervention.position", "--position"},
          {"intervention.word", "--word"},
          {"view", "--view"},
          {"layer", "--layer"},
          {"head", "--head"}})
      if (error->rfind(field + ":", 0) == 0) {
        *error = flag + error->substr(field.size());
        break;
      }
    return false;
  }
  return true;
}

// A map as a table: one row per target word, one column per source word.
void print_map(const char* title, const std::vector<std::string>& rows,
               const std::vector<std::string>& cols, const explain::Map& m, const char* fmt) {
  std::printf("\n%s\n%12s", title, "");
  for (const std::string& c : cols) std::printf(" %8.8s", c.c_str());
  std::printf("\n");
  for (size_t i = 0; i < m.size() && i < rows.size(); ++i) {
    std::printf("%12.12s", rows[i].c_str());
    for (float v : m[i]) std::printf(fmt, static_cast<double>(v));
    std::printf("\n");
  }
}

void print_intervention(const explain::Explanation& e) {
  const explain::InterventionResult& r = e.intervention;
  std::printf("\nintervention: %s attention at position %d (%s)\n", enum_name(r.kind), r.position,
              r.release ? "released: the model decodes on from its new word"
                        : "kept: the original French prefix is fed");
  std::printf("  before: %s\n  after:  %s\n  changed:", e.translation.c_str(),
              r.translation.c_str());
  int n = 0;
  for (size_t i = 0; i < r.changed.size(); ++i)
    if (r.changed[i]) {
      std::printf(" %zu", i);
      ++n;
    }
  std::printf("%s\n", n == 0 ? " none" : "");
}

void print_explanation(const explain::Explanation& e, bool transformer) {
  std::printf("%s\n→ %s\n", dump_json(e.source_tokens).c_str(), e.translation.c_str());
  print_map(transformer ? "attention (the chosen view)" : "attention (α)", e.target_tokens,
            e.source_tokens, e.attention, " %8.3f");
  print_map("gradient × input (share of |g·e| per target word)", e.target_tokens, e.source_tokens,
            e.gradient, " %8.3f");
  print_map("leave-one-out (drop in log p, nats, when the word becomes <unk>)", e.target_tokens,
            e.source_tokens, e.leave_one_out, " %8.3f");
  std::printf("\nagreement with the attention map\n%-16s %17s %10s\n", "method", "argmax agreement",
              "Spearman");
  for (const explain::Agreement& a : e.summary)
    std::printf("%-16s %17.2f %10.2f\n", a.method.c_str(), a.argmax_agreement, a.spearman);
  if (e.has_intervention) print_intervention(e);
}

int run_one(const ExplainCmdOptions& c) {
  s2s::ModelKind kind = s2s::ModelKind::Search;
  std::string error;
  if (!c.model.empty() && !cli::parse_model_kind(c.model, &kind, &error)) return cli::fail(error);
  if (c.sentence.empty() && !c.test_set)
    return cli::fail("give a sentence to explain (quoted), or --test-set");
  if (!utf8::is_valid(c.sentence))
    return cli::fail("the sentence is not valid UTF-8 text (check the terminal's encoding)");
  explain::Options o;
  if (!options_from_flags(c, &o, &error)) return cli::fail(error);
  const std::string path = c.model_file.empty() ? cli::default_model_path(kind) : c.model_file;
  s2s::Translator tr;
  if (!tr.load_file(path, &error)) return cli::fail("cannot load the model: " + error);
  explain::Explanation e;
  if (!explain::explain(tr, c.sentence, o, &e, &error)) return cli::fail(error);
  if (c.json)
    std::cout << dump_json_pretty(explanation_to_json(e, tr.kind())) << "\n";
  else
    print_explanation(e, tr.kind() == s2s::ModelKind::Transformer);
  return cli::kExitOk;
}

// Rounded to 4 decimals: the figures are means over a sample.
double r4(double x) { return std::round(x * 1e4) / 1e4; }

nlohmann::json figures_json(const explain::ModelFigures& f) {
  nlohmann::json views = nlohmann::json::array();
  for (const explain::ViewFigures& v : f.views)
    views.push_back(
        {{"view", v.view},
         {"gradient",
          {{"argmax_agreement", r4(v.gradient_argmax)}, {"spearman", r4(v.gradient_spearman)}}},
         {"leave_one_out",
          {{"argmax_agreement", r4(v.loo_argmax)}, {"spearman", r4(v.loo_spearman)}}}});
  nlohmann::json j{{"sentences", f.sentences},
                   {"target_words", f.target_words},
                   {"views", views},
                   {"interventions",
                    {{"uniform_unchanged", r4(f.uniform_unchanged)},
                     {"permute_unchanged", r4(f.permute_unchanged)}}}};
  if (f.best_layer >= 0) j["best_head"] = {{"layer", f.best_layer}, {"head", f.best_head}};
  return j;
}

void print_figures(const char* title, const explain::ModelFigures& f) {
  std::printf("%s: %d sentences, %d target words\n", title, f.sentences, f.target_words);
  std::printf("  %-10s %22s %22s\n", "view", "gradient argmax / ρ", "leave-one-out argmax / ρ");
  for (const explain::ViewFigures& v : f.views)
    std::printf("  %-10s %14.3f / %5.3f %16.3f / %5.3f\n", v.view.c_str(), v.gradient_argmax,
                v.gradient_spearman, v.loo_argmax, v.loo_spearman);
  if (f.best_layer >= 0) std::printf("  best head: layer %d, head %d\n", f.best_layer, f.best_head);
  std::printf("  word unchanged with uniform attention %.3f, permuted %.3f\n", f.uniform_unchanged,
              f.permute_unchanged);
}

int run_test_set(const ExplainCmdOptions& c) {
  std::vector<s2s::ModelKind> kinds;
  if (c.model.empty() || c.model == "both") {
    kinds = {s2s::ModelKind::Search, s2s::ModelKind::Transformer};
  } else {
    s2s::ModelKind k;
    std::string error;
    if (!cli::parse_model_kind(c.model, &k, &error))
      return cli::fail("--model must be both, search or transformer, not '" + c.model + "'");
    if (k == s2s::ModelKind::EncDec)
      return cli::fail("RNNencdec has no attention to explain; pick RNNsearch or the Transformer");
    kinds = {k};
  }
  if (!c.sentence.empty()) return cli::fail("--test-set takes no sentence");
  if (c.per_bucket < 1 || c.per_bucket > 200)
    return cli::fail("--per-bucket must be in 1–200, not " + std::to_string(c.per_bucket));
  std::vector<s2s::Translator> translators(kinds.size());
  std::string error;
  for (size_t m = 0; m < kinds.size(); ++m)
    if (!translators[m].load_file(cli::default_model_path(kinds[m]), &error))
      return cli::fail("cannot load the model: " + error);
  s2s::CorpusOptions co;
  co.train = 0;  // the test split is drawn first from its own seed (as `attention evaluate`)
  co.valid = 0;
  co.test_per_bucket = c.per_bucket;
  co.world = c.world;
  if (c.world == cli::kWorldFromModels) {
    if (!cli::world_of_models(translators, &co.world, &error)) return cli::fail(error);
  } else if (const std::string bad = s2s::check_corpus_options(co); !bad.empty()) {
    return cli::fail("--world: " + bad);
  }
  std::vector<std::vector<std::string>> sentences;
  for (const s2s::SentencePair& p : s2s::generate_corpus(co).test) sentences.push_back(p.en);
  nlohmann::json models = nlohmann::json::object();
  for (size_t m = 0; m < kinds.size(); ++m) {
    const s2s::ModelKind k = kinds[m];
    const s2s::Translator& tr = translators[m];
    const explain::ModelFigures f = explain::test_set_figures(tr, sentences);
    const char* name = k == s2s::ModelKind::Search ? "search" : "transformer";
    if (c.json)
      models[name] = figures_json(f);
    else
      print_figures(s2s::model_kind_title(k), f);
  }
  if (c.json)
    std::cout << dump_json_pretty(
                     nlohmann::json{{"generated_by", "attention explain --test-set --json"},
                                    {"test_split",
                                     {{"corpus_seed", co.seed},
                                      {"per_bucket", c.per_bucket},
                                      {"sentences", sentences.size()}}},
                                    {"models", models}})
              << "\n";
  return cli::kExitOk;
}

ap::cli::CommandRun setup_explain(CLI::App& sub) {
  auto o = std::make_shared<ExplainCmdOptions>();
  sub.add_option("sentence", o->sentence, "the English sentence (quote it)");
  CLI::Option_group& m = *sub.add_option_group("Model and view");
  m.add_option("--model", o->model,
               "search (RNNsearch, the default) or transformer; with --test-set also both (the "
               "default)");
  m.add_option("--model-file", o->model_file, "model file instead of the shipped one");
  m.add_option("--view", o->view,
               "the Transformer's attention map: head, mean (default), rollout or norm");
  m.add_option("--layer", o->layer, "the Transformer's decoder layer, from 0 (-1 = last)");
  m.add_option("--head", o->head, "the head for --view head, from 0");
  CLI::Option_group& i = *sub.add_option_group("Intervention");
  i.add_option("--intervene", o->intervene, "replace the attention: uniform, permute or word");
  i.add_option("--position", o->position, "the target word whose attention is replaced, from 0");
  i.add_option("--word", o->word, "--intervene word: the source word that gets it all, from 0");
  i.add_flag("--release", o->release,
             "decode greedily after the position (default: keep the original French prefix)");
  i.add_option("--seed", o->seed, "the permutation's seed (default 1)");
  CLI::Option_group& out = *sub.add_option_group("Output");
  out.add_flag("--json", o->json, "print JSON (the page API's) instead of tables");
  out.add_flag("--test-set", o->test_set,
               "the agreement and intervention figures over the test split instead of one "
               "sentence");
  out.add_option("--per-bucket", o->per_bucket,
                 "--test-set: test sentences per length bucket (default 40: 200 sentences)");
  out.add_option("--world", o->world,
                 "--test-set: corpus world, 1 or 2 (A1-A2); default: the one the models were "
                 "trained on");
  return [o] { return o->test_set ? run_test_set(*o) : run_one(*o); };
}

}  // namespace

AP_CLI_COMMAND(explain,
               "Does attention explain the translation? Attention beside gradient × input and "
               "leave-one-out, and interventions on the attention",
               setup_explain);
