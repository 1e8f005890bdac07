// `attention train --model search|encdec [--seed S] [--minutes M] [--out FILE]`: generate the
// synthetic corpus, build the vocabularies from its training split, train RNNsearch or RNNencdec
// (core/seq2seq/trainer.h) with a progress bar on stderr, and write the model file.
#include "cli/command.h"
#include "cli/s2s_common.h"

#include "core/corpus/corpus.h"
#include "core/seq2seq/model_file.h"
#include "core/seq2seq/trainer.h"
#include "core/seq2seq/unknown_words.h"
#include "core/seq2seq/vocabulary.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <memory>
#include <sstream>

namespace {

using namespace ap::s2s;

// The command's options: the trainer's own (TrainOptions, whose defaults are the command's) bound
// directly, plus what only the command knows (corpus sizes, masking, output).
struct TrainCmdOptions {
  std::string model = "search";
  TrainOptions train;
  std::string out;
  int train_size = 60000;
  int valid_size = 200;
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

int run_train(const TrainCmdOptions& o) {
  using namespace ap;
  ModelKind kind;
  std::string error;
  if (!cli::parse_model_kind(o.model, &kind, &error)) return cli::fail(error);
  if (!(o.train.max_minutes > 0)) return cli::fail("--minutes must be positive");
  const std::string out_path =
      o.out.empty() ? (kind == ModelKind::Search ? "rnnsearch.bin" : "rnnencdec.bin") : o.out;
  CorpusOptions co;
  co.train = o.train_size;
  const std::string bad = check_corpus_options(co);
  if (!bad.empty()) return cli::fail("corpus options: " + bad);
  std::fprintf(stderr, "generating the corpus (seed %llu, %d training pairs)...\n",
               static_cast<unsigned long long>(co.seed), co.train);
  const CorpusSplits splits = generate_corpus(co);
  const Vocabulary en = Vocabulary::build(english_side(splits.train));
  const Vocabulary fr = Vocabulary::build(french_side(splits.train));
  // Training pairs teach copying through <unk> (unknown_words.h): a fixed stream, so the
  // examples depend only on the corpus and the model seed.
  std::vector<TrainExample> train;
  {
    Rng mask_rng(o.train.seed * 7919 + 13);
    for (const SentencePair& p : splits.train) {
      TrainExample e;
      mask_copyable(p.en, p.fr, en, fr, o.unk_copy, &mask_rng, &e.src, &e.tgt);
      train.push_back(std::move(e));
    }
  }
  const auto valid = encode_pairs(splits.valid, en, fr, static_cast<size_t>(o.valid_size));

  TrainOptions opt = o.train;
  opt.model.kind = kind;
  opt.model.src_vocab = en.size();
  opt.model.tgt_vocab = fr.size();
  if (!o.quiet) opt.on_progress = [](const TrainProgress& p) { print_progress(p, false); };
  {
    Rng rng(opt.seed);
    const Seq2SeqModel<float> probe(opt.model, rng);
    std::fprintf(stderr, "training %s: %zu parameters, vocab en %d / fr %d, %zu pairs, %.1f min\n",
                 model_kind_name(kind), probe.params.num_parameters(), en.size(), fr.size(),
                 train.size(), opt.max_minutes);
  }
  TrainResult r = train_model(train, valid, opt);
  std::fprintf(stderr,
               "\ndone: %lld steps in %s wall, %s CPU (%.0f target tokens/s), best validation "
               "BLEU %.2f%s\n",
               r.steps, clock_text(r.seconds).c_str(), clock_text(r.cpu_seconds).c_str(),
               r.tokens_per_s, r.best_valid_bleu, r.stopped_early ? " (stopped early)" : "");

  ModelBundle bundle;
  bundle.model = std::move(r.model);
  bundle.src_words = en.words();
  bundle.tgt_words = fr.words();
  std::ostringstream info;
  info << "attention train --model " << model_kind_name(kind) << " --seed " << opt.seed
       << " --minutes " << opt.max_minutes << " --lr " << opt.lr << " --lr-decay-from "
       << opt.lr_decay_from << " --threads " << opt.threads << " --unk-copy " << o.unk_copy
       << "; steps " << r.steps << ", epochs started " << r.epochs_started << ", "
       << static_cast<long>(std::lround(r.seconds)) << " s wall, "
       << static_cast<long>(std::lround(r.cpu_seconds)) << " s CPU, best validation BLEU "
       << r.best_valid_bleu;
  bundle.info = info.str();
  if (!save_model_file(out_path, bundle, &error)) return cli::fail(error);
  std::fprintf(stderr, "wrote %s\n", out_path.c_str());
  return cli::kExitOk;
}

// The options, in the groups `attention train --help` shows them in.
void add_run_options(CLI::App& sub, TrainCmdOptions* o) {
  sub.add_option("--model", o->model, "search (RNNsearch, attention) or encdec (RNNencdec)")
      ->required();
  sub.add_option("--seed", o->train.seed, "random seed (weights and batch order)");
  sub.add_option("--out", o->out, "model file to write (default rnnsearch.bin / rnnencdec.bin)");
  sub.add_option("--threads", o->train.threads,
                 "worker threads per minibatch (the result does not depend on it)");
  sub.add_flag("--quiet", o->quiet, "no progress bar");
}

void add_data_options(CLI::Option_group& g, TrainCmdOptions* o) {
  g.add_option("--train-size", o->train_size, "training pairs to generate");
  g.add_option("--valid-size", o->valid_size, "validation pairs decoded for early stopping");
  g.add_option("--unk-copy", o->unk_copy,
               "per mille of copyable words (names, numbers) masked as <unk> in training");
}

void add_stopping_options(CLI::Option_group& g, TrainOptions* t) {
  g.add_option("--minutes", t->max_minutes, "wall-clock budget; the best validated model is kept");
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
}

void add_size_options(CLI::Option_group& g, ModelConfig* m) {
  g.add_option("--emb", m->emb, "embedding size");
  g.add_option("--enc-hidden", m->enc_hidden, "encoder GRU size per direction");
  g.add_option("--dec-hidden", m->dec_hidden, "decoder GRU size");
  g.add_option("--att-dim", m->att_dim, "attention hidden size");
  g.add_option("--readout", m->readout, "readout layer size");
}

ap::cli::CommandRun setup_train(CLI::App& sub) {
  auto o = std::make_shared<TrainCmdOptions>();
  add_run_options(sub, o.get());
  add_data_options(*sub.add_option_group("Data"), o.get());
  add_stopping_options(*sub.add_option_group("Stopping"), &o->train);
  add_optimiser_options(*sub.add_option_group("Optimiser"), &o->train);
  add_size_options(*sub.add_option_group("Model size"), &o->train.model);
  return [o] { return run_train(*o); };
}

}  // namespace

AP_CLI_COMMAND(train, "Train RNNsearch or RNNencdec on the synthetic corpus; write the model file",
               setup_train);
