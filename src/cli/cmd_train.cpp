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
  if (!(o.minutes > 0)) return cli::fail("--minutes must be positive");
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
    Rng mask_rng(o.seed * 7919 + 13);
    for (const SentencePair& p : splits.train) {
      TrainExample e;
      mask_copyable(p.en, p.fr, en, fr, o.unk_copy, &mask_rng, &e.src, &e.tgt);
      train.push_back(std::move(e));
    }
  }
  const auto valid = encode_pairs(splits.valid, en, fr, static_cast<size_t>(o.valid_size));

  TrainOptions opt;
  opt.model.kind = kind;
  opt.model.src_vocab = en.size();
  opt.model.tgt_vocab = fr.size();
  opt.model.emb = o.emb;
  opt.model.enc_hidden = o.enc_hidden;
  opt.model.dec_hidden = o.dec_hidden;
  opt.model.att_dim = o.att_dim;
  opt.model.readout = o.readout;
  opt.seed = o.seed;
  opt.batch_size = o.batch;
  opt.lr = o.lr;
  opt.max_minutes = o.minutes;
  opt.max_epochs = o.epochs;
  opt.validate_every = o.validate_every;
  opt.patience = o.patience;
  opt.lr_decay_from = o.lr_decay_from;
  opt.max_steps = o.steps;
  opt.target_bleu = o.target_bleu;
  opt.threads = o.threads;
  if (!o.quiet) opt.on_progress = [](const TrainProgress& p) { print_progress(p, false); };
  {
    Rng rng(o.seed);
    const Seq2SeqModel<float> probe(opt.model, rng);
    std::fprintf(stderr, "training %s: %zu parameters, vocab en %d / fr %d, %zu pairs, %.1f min\n",
                 model_kind_name(kind), probe.params.num_parameters(), en.size(), fr.size(),
                 train.size(), o.minutes);
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
  info << "attention train --model " << model_kind_name(kind) << " --seed " << o.seed
       << " --minutes " << o.minutes << " --lr " << o.lr << " --lr-decay-from " << o.lr_decay_from
       << " --threads " << o.threads << " --unk-copy " << o.unk_copy << "; steps " << r.steps
       << ", epochs started " << r.epochs_started << ", "
       << static_cast<long>(std::lround(r.seconds)) << " s wall, "
       << static_cast<long>(std::lround(r.cpu_seconds)) << " s CPU, best validation BLEU "
       << r.best_valid_bleu;
  bundle.info = info.str();
  if (!save_model_file(out_path, bundle, &error)) return cli::fail(error);
  std::fprintf(stderr, "wrote %s\n", out_path.c_str());
  return cli::kExitOk;
}

ap::cli::CommandRun setup_train(CLI::App& sub) {
  auto o = std::make_shared<TrainCmdOptions>();
  sub.add_option("--model", o->model, "search (RNNsearch, attention) or encdec (RNNencdec)")
      ->required();
  sub.add_option("--seed", o->seed, "random seed (weights and batch order)");
  sub.add_option("--minutes", o->minutes, "wall-clock budget; the best validated model is kept");
  sub.add_option("--out", o->out, "model file to write (default rnnsearch.bin / rnnencdec.bin)");
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
  sub.add_option("--unk-copy", o->unk_copy,
                 "per mille of copyable words (names, numbers) masked as <unk> in training");
  sub.add_flag("--quiet", o->quiet, "no progress bar");
  return [o] { return run_train(*o); };
}

}  // namespace

AP_CLI_COMMAND(train, "Train RNNsearch or RNNencdec on the synthetic corpus; write the model file",
               setup_train);
