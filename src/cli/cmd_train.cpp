// `attention train --model search|encdec|transformer [--seed S] [--minutes M] [--out FILE]`:
// generate the synthetic corpus, build the vocabularies from its training split, train RNNsearch,
// RNNencdec (core/seq2seq/trainer.h) or the Transformer (core/transformer/trainer.h) with a
// progress bar on stderr, and write the model file.
// With --steps N the run is a replay that must not depend on the machine's speed: if --minutes
// runs out first, the command fails (exit 2) and writes nothing. Without --steps, --minutes ends
// the run and the best validated model is kept.
#include "cli/command.h"
#include "cli/s2s_common.h"

#include "core/corpus/corpus.h"
#include "core/seq2seq/model_file.h"
#include "core/seq2seq/subwords.h"
#include "core/seq2seq/trainer.h"
#include "core/seq2seq/unknown_words.h"
#include "core/seq2seq/vocabulary.h"
#include "core/transformer/trainer.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <sstream>
#include <unordered_map>

namespace {

using namespace ap::s2s;

// The command's options: the trainer's own (TrainOptions, whose defaults are the command's) and
// the Transformer's sizes bound directly, plus what only the command knows (corpus sizes,
// masking, output).
struct TrainCmdOptions {
  std::string model = "search";
  TrainOptions train;
  ap::tfm::TransformerConfig transformer;  // its vocabulary sizes come from the corpus
  int layers = 2;                          // encoder layers = decoder layers
  std::string out;
  int train_size = 60000;
  int valid_size = 200;
  int unk_copy = 100;  // per mille: copyable words masked as <unk> on both sides
  int world = 1;      // CorpusOptions::world: 1 the first models' corpus, 2 the shipped A1–A2 one
  int fr_merges = 0;  // byte-pair merges of the French side (subwords.h); 0: whole words
  std::string boost;  // CorpusOptions::boost as "PHENOMENON=FACTOR,…" (parse_boosts)
  bool hold_out_phenomena = false;  // CorpusOptions::hold_out_phenomenon_sets
  bool quiet = false;
};

std::string clock_text(double s) {
  const long t = std::lround(std::max(0.0, s));
  char buf[32];
  std::snprintf(buf, sizeof buf, "%ld:%02ld", t / 60, t % 60);
  return buf;
}

void print_progress(const TrainProgress& p, bool final_line) {
  const int width = 24;
  const int filled = static_cast<int>(p.fraction * width);
  std::string bar(static_cast<size_t>(filled), '#');
  bar.resize(width, '.');
  std::fprintf(stderr, "\r[%s] %3d%% step %lld ep %d loss %.3f %5.0f tok/s ETA %s", bar.c_str(),
               static_cast<int>(p.fraction * 100), p.step, p.epoch + 1, p.loss, p.tokens_per_s,
               clock_text(p.eta_s).c_str());
  if (p.best_valid_bleu >= 0)
    std::fprintf(stderr, " valid BLEU %.1f (best %.1f)", p.last_valid_bleu, p.best_valid_bleu);
  std::fprintf(stderr, final_line || p.validated ? "\n" : "   ");
  std::fflush(stderr);
}

std::vector<TrainExample> encode_pairs(const std::vector<SentencePair>& pairs, const Vocabulary& en,
                                       const Vocabulary& fr, size_t limit) {
  std::vector<TrainExample> out;
  for (size_t i = 0; i < pairs.size() && i < limit; ++i)
    out.push_back({en.encode(pairs[i].en), fr.encode(pairs[i].fr)});
  return out;
}

// The task's data: vocabularies from the training split, the training pairs (with copyable words
// masked as <unk>, a fixed stream: the examples depend only on the corpus and the model seed)
// and the validation pairs.
struct TrainData {
  Vocabulary en, fr;
  std::vector<TrainExample> train, valid;
};

bool make_train_data(const TrainCmdOptions& o, TrainData* d, std::string* error) {
  CorpusOptions co;
  co.train = o.train_size;
  co.world = o.world;
  co.hold_out_phenomenon_sets = o.hold_out_phenomena;
  if (!parse_boosts(o.boost, o.world, &co.boost, error)) {
    *error = "--boost: " + *error;
    return false;
  }
  const std::string bad = check_corpus_options(co);
  if (!bad.empty()) {
    *error = "corpus options: " + bad;
    return false;
  }
  std::fprintf(stderr, "generating the corpus (seed %llu, world %d, %d training pairs)...\n",
               static_cast<unsigned long long>(co.seed), co.world, co.train);
  CorpusSplits splits = generate_corpus(co);
  if (!co.boost.empty() || co.hold_out_phenomenon_sets)
    std::fprintf(stderr, "training split after the mix: %zu pairs\n", splits.train.size());
  if (o.fr_merges > 0) {  // the French side in subword units: train and valid alike
    const SubwordMerges merges = SubwordMerges::learn(french_side(splits.train), o.fr_merges);
    std::unordered_map<std::string, std::vector<std::string>> pieces;  // a word's, once
    for (auto* split : {&splits.train, &splits.valid})
      for (SentencePair& p : *split) {
        std::vector<std::string> fr;
        for (const std::string& w : p.fr) {
          auto it = pieces.find(w);
          if (it == pieces.end()) it = pieces.emplace(w, merges.segment_word(w)).first;
          fr.insert(fr.end(), it->second.begin(), it->second.end());
        }
        p.fr = std::move(fr);
      }
    std::fprintf(stderr, "French in subword units: %d merges learnt\n", merges.size());
  }
  d->en = Vocabulary::build(english_side(splits.train));
  d->fr = Vocabulary::build(french_side(splits.train));
  ap::Rng mask_rng(o.train.seed * 7919 + 13);
  for (const SentencePair& p : splits.train) {
    TrainExample e;
    mask_copyable(p.en, p.fr, d->en, d->fr, o.unk_copy, &mask_rng, &e.src, &e.tgt);
    d->train.push_back(std::move(e));
  }
  d->valid = encode_pairs(splits.valid, d->en, d->fr, static_cast<size_t>(o.valid_size));
  return true;
}

TrainOptions train_options(const TrainCmdOptions& o) {
  TrainOptions opt = o.train;
  if (!o.quiet) opt.on_progress = [](const TrainProgress& p) { print_progress(p, false); };
  return opt;
}

// The provenance line stored in the model file.
template <class Result>
std::string info_text(const TrainCmdOptions& o, ModelKind kind, const Result& r) {
  std::ostringstream info;
  const TrainOptions& t = o.train;
  const ap::tfm::TransformerConfig& c = o.transformer;
  info << "attention train --model " << model_kind_name(kind) << " --seed " << t.seed
       << " --minutes " << t.max_minutes << " --lr " << t.lr << " --lr-decay-from "
       << t.lr_decay_from;
  if (kind == ModelKind::Transformer)
    info << " --batch " << t.batch_size << " --warmup " << t.warmup_steps << " --d-model "
         << c.d_model << " --heads " << c.heads << " --d-ff " << c.d_ff << " --layers " << o.layers;
  if (t.max_steps > 0) info << " --steps " << t.max_steps;
  if (o.world != 1) info << " --world " << o.world;  // world 1's replay lines stay as they were
  if (o.fr_merges > 0) info << " --fr-merges " << o.fr_merges;
  if (!o.boost.empty()) info << " --boost " << o.boost;
  if (o.hold_out_phenomena) info << " --hold-out-phenomena";
  // The options that change the weights, when not at their defaults (which older files omit).
  const TrainCmdOptions d;
  if (kind != ModelKind::Transformer && t.batch_size != d.train.batch_size)
    info << " --batch " << t.batch_size;
  if (t.patience != d.train.patience) info << " --patience " << t.patience;
  if (o.train_size != d.train_size) info << " --train-size " << o.train_size;
  if (o.valid_size != d.valid_size) info << " --valid-size " << o.valid_size;
  info << " --threads " << t.threads << " --unk-copy " << o.unk_copy << "; steps " << r.steps
       << ", epochs started " << r.epochs_started << ", "
       << static_cast<long>(std::lround(r.seconds)) << " s wall, "
       << static_cast<long>(std::lround(r.cpu_seconds)) << " s CPU, best validation BLEU "
       << r.best_valid_bleu;
  return info.str();
}

template <class Result>
void print_done(const Result& r) {
  std::fprintf(stderr,
               "\ndone: %lld steps in %s wall, %s CPU (%.0f target tokens/s), best validation "
               "BLEU %.2f%s\n",
               r.steps, clock_text(r.seconds).c_str(), clock_text(r.cpu_seconds).c_str(),
               r.tokens_per_s, r.best_valid_bleu, r.stopped_early ? " (stopped early)" : "");
}

// False with *error when --minutes ended a --steps run: a model of fewer updates would differ
// from the one the command names, without a word.
template <class Result>
bool reached_the_steps(const TrainCmdOptions& o, const Result& r, std::string* error) {
  if (o.train.max_steps <= 0 || !r.out_of_time) return true;
  if (!o.quiet) std::fprintf(stderr, "\n");  // end the progress bar's line
  *error = "the time budget ran out at step " + std::to_string(r.steps) + " of " +
           std::to_string(o.train.max_steps) + "; no model written";
  return false;
}

// Trains the model of `kind` and fills the bundle's weights and info.
bool train_into(const TrainCmdOptions& o, ModelKind kind, const TrainData& d, ModelBundle* bundle,
                std::string* error) {
  TrainOptions opt = train_options(o);
  const char* what = model_kind_name(kind);
  if (kind == ModelKind::Transformer) {
    ap::tfm::TransformerConfig cfg = o.transformer;
    cfg.src_vocab = d.en.size();
    cfg.tgt_vocab = d.fr.size();
    cfg.enc_layers = cfg.dec_layers = o.layers;
    if (cfg.heads < 1 || cfg.d_model < 1 || cfg.d_model % cfg.heads != 0 || cfg.d_ff < 1 ||
        o.layers < 1) {
      *error = "--d-model must be a positive multiple of --heads, and --d-ff, --layers positive";
      return false;
    }
    std::fprintf(stderr, "training %s: %zu parameters, vocab en %d / fr %d, %zu pairs, %.1f min\n",
                 what, ap::tfm::transformer_parameter_count(cfg), d.en.size(), d.fr.size(),
                 d.train.size(), opt.max_minutes);
    auto r = ap::tfm::train_transformer(d.train, d.valid, opt, cfg);
    if (!reached_the_steps(o, r, error)) return false;
    print_done(r);
    bundle->model.config.kind = kind;
    bundle->transformer = std::move(r.model);
    bundle->info = info_text(o, kind, r);
    return true;
  }
  opt.model.kind = kind;
  opt.model.src_vocab = d.en.size();
  opt.model.tgt_vocab = d.fr.size();
  {
    ap::Rng rng(opt.seed);
    const Seq2SeqModel<float> probe(opt.model, rng);
    std::fprintf(stderr, "training %s: %zu parameters, vocab en %d / fr %d, %zu pairs, %.1f min\n",
                 what, probe.params.num_parameters(), d.en.size(), d.fr.size(), d.train.size(),
                 opt.max_minutes);
  }
  TrainResult r = train_model(d.train, d.valid, opt);
  if (!reached_the_steps(o, r, error)) return false;
  print_done(r);
  bundle->model = std::move(r.model);
  bundle->info = info_text(o, kind, r);
  return true;
}

int run_train(const TrainCmdOptions& o) {
  using namespace ap;
  ModelKind kind;
  std::string error;
  if (!cli::parse_model_kind(o.model, &kind, &error)) return cli::fail(error);
  if (!(o.train.max_minutes > 0)) return cli::fail("--minutes must be positive");
  if (o.train.warmup_steps < 0) return cli::fail("--warmup must be 0 or more");
  const std::string out_path = o.out.empty() ? cli::default_model_file(kind) : o.out;
  TrainData d;
  if (!make_train_data(o, &d, &error)) return cli::fail(error);
  ModelBundle bundle;
  if (!train_into(o, kind, d, &bundle, &error)) return cli::fail(error);
  bundle.src_words = d.en.words();
  bundle.tgt_words = d.fr.words();
  if (!save_model_file(out_path, bundle, &error)) return cli::fail(error);
  std::fprintf(stderr, "wrote %s\n", out_path.c_str());
  return cli::kExitOk;
}

// The options, in the groups `attention train --help` shows them in.
void add_run_options(CLI::App& sub, TrainCmdOptions* o) {
  sub.add_option("--model", o->model,
                 "search (RNNsearch, attention), encdec (RNNencdec) or transformer")
      ->required();
  sub.add_option("--seed", o->train.seed, "random seed (weights and batch order)");
  sub.add_option("--out", o->out,
                 "model file to write (default rnnsearch.bin / rnnencdec.bin / transformer.bin)");
  sub.add_option("--threads", o->train.threads,
                 "worker threads per minibatch (the result does not depend on it)");
  sub.add_flag("--quiet", o->quiet, "no progress bar");
}

void add_data_options(CLI::Option_group& g, TrainCmdOptions* o) {
  g.add_option("--train-size", o->train_size, "training pairs to generate");
  g.add_option("--valid-size", o->valid_size, "validation pairs decoded for early stopping");
  g.add_option("--world", o->world,
               "corpus world: 1 (default, the first models' corpus) or 2 (the shipped models' "
               "A1-A2 world: you, questions, negation … see docs/models.md)");
  g.add_option("--fr-merges", o->fr_merges,
               "byte-pair merges learnt on the French side: rare words become pieces the "
               "corpus holds often (0, the default: whole words)")
      ->check(CLI::Range(0, 100000));
  g.add_option("--boost", o->boost,
               "phenomena drawn more often in the training split, as PHENOMENON=FACTOR,… "
               "(factor 1-10; the names of attention evaluate's JSON, e.g. comparison_degree=3)");
  g.add_flag("--hold-out-phenomena", o->hold_out_phenomena,
             "leave attention evaluate's per-phenomenon test sets out of the training split "
             "whatever its size");
  g.add_option("--unk-copy", o->unk_copy,
               "per mille of copyable words (names, numbers) masked as <unk> in training");
}

void add_stopping_options(CLI::Option_group& g, TrainOptions* t) {
  g.add_option("--minutes", t->max_minutes,
               "wall-clock budget: training stops there and the best validated model is kept; "
               "with --steps, running out of it first is an error (exit 2, no file written)");
  g.add_option("--epochs", t->max_epochs, "maximum epochs");
  g.add_option("--steps", t->max_steps,
               "stop after this many updates (0 = no limit; reproduces a timed run exactly)");
  g.add_option("--target-bleu", t->target_bleu,
               "stop once validation BLEU reaches this (default 101: never)");
  g.add_option("--validate-every", t->validate_every, "steps between validations");
  g.add_option("--patience", t->patience, "validations without improvement before stopping early");
}

void add_optimiser_options(CLI::Option_group& g, TrainOptions* t) {
  g.add_option("--batch", t->batch_size, "minibatch size");
  g.add_option("--lr", t->lr, "Adam learning rate");
  g.add_option("--lr-decay-from", t->lr_decay_from,
               "fraction of --steps after which the learning rate falls linearly to 5 % of "
               "--lr at the last step (default 1: constant)")
      ->check(CLI::Range(0.0, 1.0));
  g.add_option("--warmup", t->warmup_steps,
               "updates of linear learning-rate warm-up from 0 to --lr (default 0: none)");
}

void add_rnn_size_options(CLI::Option_group& g, ModelConfig* m) {
  g.add_option("--emb", m->emb, "embedding size");
  g.add_option("--enc-hidden", m->enc_hidden, "encoder GRU size per direction");
  g.add_option("--dec-hidden", m->dec_hidden, "decoder GRU size");
  g.add_option("--att-dim", m->att_dim, "attention hidden size");
  g.add_option("--readout", m->readout, "readout layer size");
}

void add_transformer_size_options(CLI::Option_group& g, TrainCmdOptions* o) {
  g.add_option("--d-model", o->transformer.d_model, "model width");
  g.add_option("--heads", o->transformer.heads, "attention heads (must divide --d-model)");
  g.add_option("--d-ff", o->transformer.d_ff, "feed-forward inner size");
  g.add_option("--layers", o->layers, "encoder layers = decoder layers");
}

ap::cli::CommandRun setup_train(CLI::App& sub) {
  auto o = std::make_shared<TrainCmdOptions>();
  add_run_options(sub, o.get());
  add_data_options(*sub.add_option_group("Data"), o.get());
  add_stopping_options(*sub.add_option_group("Stopping"), &o->train);
  add_optimiser_options(*sub.add_option_group("Optimiser"), &o->train);
  add_rnn_size_options(*sub.add_option_group("RNN sizes"), &o->train.model);
  add_transformer_size_options(*sub.add_option_group("Transformer sizes"), o.get());
  return [o] { return run_train(*o); };
}

}  // namespace

AP_CLI_COMMAND(train,
               "Train RNNsearch, RNNencdec or the Transformer on the synthetic corpus; write the "
               "model file",
               setup_train);
