// `attention train --model search|encdec|transformer [--seed S] [--minutes M] [--out FILE]`:
// generate the synthetic corpus, build the vocabularies from its training split, train RNNsearch,
// RNNencdec (core/seq2seq/trainer.h) or the Transformer (core/transformer/trainer.h) with a
// progress bar on stderr, and write the model file.
#include "cli/command.h"
#include "cli/s2s_common.h"

#include "core/corpus/corpus.h"
#include "core/seq2seq/model_file.h"
#include "core/seq2seq/trainer.h"
#include "core/seq2seq/unknown_words.h"
#include "core/seq2seq/vocabulary.h"
#include "core/transformer/trainer.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <sstream>

namespace {

using namespace ap::s2s;

struct TrainCmdOptions {
  std::string model = "search";
  std::uint64_t seed = 1;
  double minutes = 12;
  std::string out;
  int train_size = 60000;
  int valid_size = 200;
  double target_bleu = 101;
  int batch = 64;
  float lr = 3e-3f;
  int epochs = 20;
  long long steps = 0;
  int threads = 2;
  int validate_every = 200;
  int patience = 6;
  double lr_decay_from = 1.0;
  int emb = 48, enc_hidden = 64, dec_hidden = 96, att_dim = 64, readout = 64;
  int d_model = 64, heads = 4, d_ff = 256, layers = 2;  // the Transformer's
  long long warmup = 0;
  int unk_copy = 100;  // per mille: copyable words masked as <unk> on both sides
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
  const std::string bad = check_corpus_options(co);
  if (!bad.empty()) {
    *error = "corpus options: " + bad;
    return false;
  }
  std::fprintf(stderr, "generating the corpus (seed %llu, %d training pairs)...\n",
               static_cast<unsigned long long>(co.seed), co.train);
  const CorpusSplits splits = generate_corpus(co);
  d->en = Vocabulary::build(english_side(splits.train));
  d->fr = Vocabulary::build(french_side(splits.train));
  ap::Rng mask_rng(o.seed * 7919 + 13);
  for (const SentencePair& p : splits.train) {
    TrainExample e;
    mask_copyable(p.en, p.fr, d->en, d->fr, o.unk_copy, &mask_rng, &e.src, &e.tgt);
    d->train.push_back(std::move(e));
  }
  d->valid = encode_pairs(splits.valid, d->en, d->fr, static_cast<size_t>(o.valid_size));
  return true;
}

TrainOptions train_options(const TrainCmdOptions& o) {
  TrainOptions opt;
  opt.seed = o.seed;
  opt.batch_size = o.batch;
  opt.lr = o.lr;
  opt.max_minutes = o.minutes;
  opt.max_epochs = o.epochs;
  opt.validate_every = o.validate_every;
  opt.patience = o.patience;
  opt.lr_decay_from = o.lr_decay_from;
  opt.warmup_steps = o.warmup;
  opt.max_steps = o.steps;
  opt.target_bleu = o.target_bleu;
  opt.threads = o.threads;
  if (!o.quiet) opt.on_progress = [](const TrainProgress& p) { print_progress(p, false); };
  return opt;
}

// The provenance line stored in the model file.
template <class Result>
std::string info_text(const TrainCmdOptions& o, ModelKind kind, const Result& r) {
  std::ostringstream info;
  info << "attention train --model " << model_kind_name(kind) << " --seed " << o.seed
       << " --minutes " << o.minutes << " --lr " << o.lr << " --lr-decay-from " << o.lr_decay_from;
  if (kind == ModelKind::Transformer)
    info << " --batch " << o.batch << " --warmup " << o.warmup << " --d-model " << o.d_model
         << " --heads " << o.heads << " --d-ff " << o.d_ff << " --layers " << o.layers;
  if (o.steps > 0) info << " --steps " << o.steps;
  info << " --threads " << o.threads << " --unk-copy " << o.unk_copy << "; steps " << r.steps
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

// Trains the model of `kind` and fills the bundle's weights and info.
bool train_into(const TrainCmdOptions& o, ModelKind kind, const TrainData& d, ModelBundle* bundle,
                std::string* error) {
  TrainOptions opt = train_options(o);
  const char* what = model_kind_name(kind);
  if (kind == ModelKind::Transformer) {
    ap::tfm::TransformerConfig cfg;
    cfg.src_vocab = d.en.size();
    cfg.tgt_vocab = d.fr.size();
    cfg.d_model = o.d_model;
    cfg.heads = o.heads;
    cfg.d_ff = o.d_ff;
    cfg.enc_layers = cfg.dec_layers = o.layers;
    if (o.heads < 1 || o.d_model < 1 || o.d_model % o.heads != 0 || o.d_ff < 1 || o.layers < 1) {
      *error = "--d-model must be a positive multiple of --heads, and --d-ff, --layers positive";
      return false;
    }
    std::fprintf(stderr, "training %s: %zu parameters, vocab en %d / fr %d, %zu pairs, %.1f min\n",
                 what, ap::tfm::transformer_parameter_count(cfg), d.en.size(), d.fr.size(),
                 d.train.size(), o.minutes);
    auto r = ap::tfm::train_transformer(d.train, d.valid, opt, cfg);
    print_done(r);
    bundle->model.config.kind = kind;
    bundle->transformer = std::move(r.model);
    bundle->info = info_text(o, kind, r);
    return true;
  }
  opt.model.kind = kind;
  opt.model.src_vocab = d.en.size();
  opt.model.tgt_vocab = d.fr.size();
  opt.model.emb = o.emb;
  opt.model.enc_hidden = o.enc_hidden;
  opt.model.dec_hidden = o.dec_hidden;
  opt.model.att_dim = o.att_dim;
  opt.model.readout = o.readout;
  {
    ap::Rng rng(o.seed);
    const Seq2SeqModel<float> probe(opt.model, rng);
    std::fprintf(stderr, "training %s: %zu parameters, vocab en %d / fr %d, %zu pairs, %.1f min\n",
                 what, probe.params.num_parameters(), d.en.size(), d.fr.size(), d.train.size(),
                 o.minutes);
  }
  TrainResult r = train_model(d.train, d.valid, opt);
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
  if (!(o.minutes > 0)) return cli::fail("--minutes must be positive");
  if (o.warmup < 0) return cli::fail("--warmup must be 0 or more");
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

ap::cli::CommandRun setup_train(CLI::App& sub) {
  auto o = std::make_shared<TrainCmdOptions>();
  sub.add_option("--model", o->model,
                 "search (RNNsearch, attention), encdec (RNNencdec) or transformer")
      ->required();
  sub.add_option("--seed", o->seed, "random seed (weights and batch order)");
  sub.add_option("--minutes", o->minutes, "wall-clock budget; the best validated model is kept");
  sub.add_option("--out", o->out,
                 "model file to write (default rnnsearch.bin / rnnencdec.bin / transformer.bin)");
  sub.add_option("--train-size", o->train_size, "training pairs to generate");
  sub.add_option("--valid-size", o->valid_size, "validation pairs decoded for early stopping");
  sub.add_option("--batch", o->batch, "minibatch size");
  sub.add_option("--lr", o->lr, "Adam learning rate");
  sub.add_option("--epochs", o->epochs, "maximum epochs");
  sub.add_option("--steps", o->steps,
                 "stop after this many updates (0 = no limit; reproduces a timed run exactly)");
  sub.add_option("--target-bleu", o->target_bleu,
                 "stop once validation BLEU reaches this (default 101: never)");
  sub.add_option("--threads", o->threads,
                 "worker threads per minibatch (the result does not depend on it)");
  sub.add_option("--validate-every", o->validate_every, "steps between validations");
  sub.add_option("--patience", o->patience,
                 "validations without improvement before stopping early");
  sub.add_option("--lr-decay-from", o->lr_decay_from,
                 "fraction of --steps after which the learning rate falls linearly to 5 % of "
                 "--lr at the last step (default 1: constant)")
      ->check(CLI::Range(0.0, 1.0));
  sub.add_option("--emb", o->emb, "embedding size");
  sub.add_option("--enc-hidden", o->enc_hidden, "encoder GRU size per direction");
  sub.add_option("--dec-hidden", o->dec_hidden, "decoder GRU size");
  sub.add_option("--att-dim", o->att_dim, "attention hidden size");
  sub.add_option("--readout", o->readout, "readout layer size");
  sub.add_option("--d-model", o->d_model, "Transformer: model width");
  sub.add_option("--heads", o->heads, "Transformer: attention heads (must divide --d-model)");
  sub.add_option("--d-ff", o->d_ff, "Transformer: feed-forward inner size");
  sub.add_option("--layers", o->layers, "Transformer: encoder layers = decoder layers");
  sub.add_option("--warmup", o->warmup,
                 "updates of linear learning-rate warm-up from 0 to --lr (default 0: none)");
  sub.add_option("--unk-copy", o->unk_copy,
                 "per mille of copyable words (names, numbers) masked as <unk> in training");
  sub.add_flag("--quiet", o->quiet, "no progress bar");
  return [o] { return run_train(*o); };
}

}  // namespace

AP_CLI_COMMAND(train,
               "Train RNNsearch, RNNencdec or the Transformer on the synthetic corpus; write the "
               "model file",
               setup_train);
