// The synthetic English→French parallel corpus: train / valid / test splits drawn from the grammar
// (grammar.h, sampler.h), deterministic for a seed on every platform.
//
// Length: a sentence's "source words" are its English tokens without the final full stop
// (source_length() in grammar.h); the sentences contain no other punctuation. Buckets are by
// source words: 1–10, 11–20, 21–30, 31–40, 41–50.
// Balance: train and valid cycle through the buckets (clipped to [min_len, max_len]), so each
// bucket holds 1/5 of them; test holds exactly test_per_bucket sentences per bucket.
// Hold-out: the article's sentence (Bahdanau et al. 2015, Fig. 3) never appears in a split, and no
// English source appears twice across or within the splits.
//
// Typical use (trainer):
//   const CorpusSplits c = generate_corpus(CorpusOptions{});          // a few s CPU natively
//   const Vocabulary en = Vocabulary::build(english_side(c.train));   // ~840 types
//   const Vocabulary fr = Vocabulary::build(french_side(c.train));    // ~1090 types
//   std::vector<int> src = en.encode(c.train[0].en);                   // add </s> yourself
// Every word of valid/test and of the article's sentence is in the train vocabularies (tested).
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "core/corpus/phenomena.h"

namespace ap::s2s {

struct SentencePair {
  std::vector<std::string> en, fr;  // tokenised, lowercase
};

// A phenomenon drawn more often in the training split: extra pairs that show it are drawn after
// the split until it holds `factor` times as many pairs with it as the split alone (the extra
// pairs never more than the split's own).
struct PhenomenonBoost {
  Phenomenon phenomenon;
  double factor;  // 1–10
};

struct CorpusOptions {
  std::uint64_t seed = 2015;
  int train = 60000;
  int valid = 1000;
  int test_per_bucket = 200;
  int min_len = 3;
  int max_len = 50;
  // 1: the corpus the shipped models were trained on (byte for byte, forever). 2: the A1–A2
  // world: world 1 plus "you", more negation, questions … (docs/models.md).
  int world = 1;
  // The training split's mix (both off in the corpus of the models first trained on a world, so
  // that their replay lines still give the same bytes):
  std::vector<PhenomenonBoost> boost;
  // A length bucket that gives no pair showing a still-missing boosted phenomenon in this many
  // draws in a row is left out of the rest of the mix: a phenomenon that sentences of some lengths
  // rarely or never show (a fixed expression among 21-50 words) would otherwise take every draw.
  long long boost_bucket_patience = 200000;
  // Leave the per-phenomenon test sets out of the training split whatever its size (the first
  // kHeldOutPerPhenomenon pairs of each set `attention evaluate` draws; without this, only a
  // training split of the default 60,000 pairs is sure to miss them).
  bool hold_out_phenomenon_sets = false;
};
// The sets held out by hold_out_phenomenon_sets: generate_phenomenon_sets(
// phenomenon_set_options(opt), per_set) for any per_set up to this gives pairs never trained on.
constexpr int kHeldOutPerPhenomenon = 1000;

struct CorpusSplits {
  std::vector<SentencePair> train, valid, test;
};

// Empty string if the options are usable, else what is wrong ("max_len 60 is above 50" …).
std::string check_corpus_options(const CorpusOptions& opt);
// Bad options give empty splits (no exceptions: the browser build does not catch them); check
// them first with check_corpus_options(), or use the overload that reports the problem.
CorpusSplits generate_corpus(const CorpusOptions& opt);
bool generate_corpus(const CorpusOptions& opt, CorpusSplits* out, std::string* error);

constexpr int kNumBuckets = 5;
int length_bucket(int source_words);     // 0..4, -1 if outside 1..50
std::array<int, 2> bucket_range(int b);  // {1,10}, {11,20} …
std::array<int, kNumBuckets> bucket_counts(const std::vector<SentencePair>& pairs);

// Token lists of one side, e.g. for Vocabulary::build.
std::vector<std::vector<std::string>> english_side(const std::vector<SentencePair>& pairs);
std::vector<std::vector<std::string>> french_side(const std::vector<SentencePair>& pairs);

// The article's sentence: held out of every split.
const char*
article_sentence_en();  // "The agreement on the European Economic Area was signed in August 1992."
const char*
article_sentence_fr();  // "L'accord sur la zone économique européenne a été signé en août 1992."
bool is_article_sentence(const SentencePair& p);

// Per-phenomenon test sets (phenomena.h), one for each phenomenon of opt.world (num_phenomena):
// per_set pairs of min_len..max_len source words for each
// phenomenon, drawn from the grammar with their own sub-seed of opt.seed and held out of
// train/valid/test (and of the article's sentence). Short sentences, so exact match measures the
// phenomenon rather than the length. A sentence may belong to several sets. Sentences whose
// English does not determine the French (has_ambiguous_english) are left out.
struct PhenomenonSet {
  Phenomenon phenomenon;
  std::vector<SentencePair> pairs;
};
std::vector<PhenomenonSet> generate_phenomenon_sets(const CorpusOptions& opt, int per_set,
                                                    int max_len = 12);
// The options whose phenomenon sets `attention evaluate` scores: opt's seed, world and lengths,
// the default split sizes, no boost.
CorpusOptions phenomenon_set_options(const CorpusOptions& opt);
// "comparison_degree=3,numbers_time=1.5" → boosts (an empty string: none); false with a message
// for an unknown phenomenon, a factor outside 1–10 or a phenomenon named twice.
bool parse_boosts(const std::string& text, int world, std::vector<PhenomenonBoost>* out,
                  std::string* error);
// Counts of training pairs per phenomenon in generate_corpus(opt).train (its mix included).
std::array<int, kNumAllPhenomena> phenomenon_counts(const CorpusOptions& opt);

}  // namespace ap::s2s
