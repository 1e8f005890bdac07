// Corpus generation (see corpus.h): draw sentences bucket by bucket, reject lengths outside the
// bucket and duplicates, keep the article's sentence out.
#include "core/corpus/corpus.h"

#include <algorithm>
#include <cstdlib>
#include <unordered_set>

#include "core/rng.h"
#include "core/corpus/grammar.h"
#include "core/corpus/sampler.h"
#include "core/seq2seq/tokenizer.h"

namespace ap::s2s {
namespace {

std::string key_of(const std::vector<std::string>& en) {
  std::string k;
  for (const auto& w : en) {
    k += w;
    k += ' ';
  }
  return k;
}

// Buckets that intersect [min_len, max_len], with their clipped ranges.
struct BucketRange {
  int bucket, lo, hi;
};

std::vector<BucketRange> usable_buckets(const CorpusOptions& opt) {
  std::vector<BucketRange> out;
  for (int b = 0; b < kNumBuckets; ++b) {
    const auto r = bucket_range(b);
    const int lo = std::max(r[0], opt.min_len), hi = std::min(r[1], opt.max_len);
    if (lo <= hi) out.push_back({b, lo, hi});
  }
  return out;
}

class PairDrawer {
 public:
  PairDrawer(std::uint64_t seed, int world, std::unordered_set<std::string>* seen)
      : rng_(seed), sampler_(&rng_, world), seen_(seen) {}

  // A new pair whose source length is in [lo, hi] (and its structure, if asked).
  SentencePair draw(int lo, int hi, Sentence* structure = nullptr) {
    for (;;) {
      const int target = lo + static_cast<int>(rng_.below(static_cast<std::uint64_t>(hi - lo + 1)));
      Sentence s = sampler_.sample(target);
      std::vector<std::string> en = realise_english(s);
      const int n = source_length(en);
      if (n < lo || n > hi) continue;
      if (!seen_->insert(key_of(en)).second) continue;  // duplicate, or the article's sentence
      SentencePair p{std::move(en), realise_french(s)};
      if (structure) *structure = std::move(s);
      return p;
    }
  }

  Rng& rng() { return rng_; }

 private:
  Rng rng_;
  SentenceSampler sampler_;
  std::unordered_set<std::string>* seen_;
};

// Shuffles pairs (Fisher–Yates with our Rng) so their order does not cycle through lengths; the
// structures, when given, are kept beside their pairs.
void shuffle_pairs(Rng* rng, std::vector<SentencePair>* pairs, std::vector<Sentence>* structures) {
  for (std::size_t i = pairs->size(); i > 1; --i) {
    const std::size_t j = static_cast<std::size_t>(rng->below(i));
    std::swap((*pairs)[i - 1], (*pairs)[j]);
    if (structures) std::swap((*structures)[i - 1], (*structures)[j]);
  }
}

void draw_cycling(PairDrawer* d, const std::vector<BucketRange>& buckets, int count,
                  std::vector<SentencePair>* out, std::vector<Sentence>* structures = nullptr) {
  out->reserve(static_cast<std::size_t>(count));
  for (int i = 0; i < count; ++i) {
    const BucketRange& b = buckets[static_cast<std::size_t>(i) % buckets.size()];
    Sentence st;
    out->push_back(d->draw(b.lo, b.hi, structures ? &st : nullptr));
    if (structures) structures->push_back(std::move(st));
  }
  shuffle_pairs(&d->rng(), out, structures);
}

}  // namespace

int length_bucket(int source_words) {
  if (source_words < 1 || source_words > 50) return -1;
  return (source_words - 1) / 10;
}

std::array<int, 2> bucket_range(int b) { return {b * 10 + 1, b * 10 + 10}; }

std::array<int, kNumBuckets> bucket_counts(const std::vector<SentencePair>& pairs) {
  std::array<int, kNumBuckets> c{};
  for (const auto& p : pairs) {
    const int b = length_bucket(source_length(p.en));
    if (b >= 0) ++c[static_cast<std::size_t>(b)];
  }
  return c;
}

std::vector<std::vector<std::string>> english_side(const std::vector<SentencePair>& pairs) {
  std::vector<std::vector<std::string>> out;
  out.reserve(pairs.size());
  for (const auto& p : pairs) out.push_back(p.en);
  return out;
}

std::vector<std::vector<std::string>> french_side(const std::vector<SentencePair>& pairs) {
  std::vector<std::vector<std::string>> out;
  out.reserve(pairs.size());
  for (const auto& p : pairs) out.push_back(p.fr);
  return out;
}

const char* article_sentence_en() {
  return "The agreement on the European Economic Area was signed in August 1992.";
}
const char* article_sentence_fr() {
  return "L'accord sur la zone économique européenne a été signé en août 1992.";
}

bool is_article_sentence(const SentencePair& p) {
  static const std::vector<std::string> en = tokenize(article_sentence_en());
  static const std::vector<std::string> fr = tokenize(article_sentence_fr());
  return p.en == en || p.fr == fr;
}

std::string check_corpus_options(const CorpusOptions& opt) {
  if (opt.world != 1 && opt.world != 2)
    return "world " + std::to_string(opt.world) +
           " is not 1 (the first models' corpus) or 2 (the A1-A2 corpus of the shipped models)";
  if (opt.train < 0) return "train size " + std::to_string(opt.train) + " is negative";
  if (opt.valid < 0) return "valid size " + std::to_string(opt.valid) + " is negative";
  if (opt.test_per_bucket < 0)
    return "test_per_bucket " + std::to_string(opt.test_per_bucket) + " is negative";
  if (opt.min_len < 3)
    return "min_len " + std::to_string(opt.min_len) +
           " is below 3 (the shortest sentence of the grammar)";
  if (opt.max_len > 50)
    return "max_len " + std::to_string(opt.max_len) +
           " is above 50 (the longest bucket ends at 50)";
  if (opt.min_len > opt.max_len)
    return "min_len " + std::to_string(opt.min_len) + " is above max_len " +
           std::to_string(opt.max_len);
  for (const PhenomenonBoost& b : opt.boost) {
    const int p = static_cast<int>(b.phenomenon);
    if (p < 0 || p >= num_phenomena(opt.world))
      return "a boosted phenomenon is not one of world " + std::to_string(opt.world) + "'s";
    if (!(b.factor >= 1.0 && b.factor <= 10.0))
      return std::string("the boost of ") + enum_name(b.phenomenon) + " is not in 1-10";
  }
  const long long total = static_cast<long long>(opt.train) + opt.valid + 5LL * opt.test_per_bucket;
  if (total > 2000000)
    return "corpus of " + std::to_string(total) + " sentences is too large (limit 2000000)";
  return "";
}

bool generate_corpus(const CorpusOptions& opt, CorpusSplits* out, std::string* error) {
  const std::string problem = check_corpus_options(opt);
  if (!problem.empty()) {
    if (error) *error = "corpus options: " + problem;
    return false;
  }
  *out = generate_corpus(opt);
  return true;
}

namespace {

CorpusSplits generate_with_seen(const CorpusOptions& opt, std::unordered_set<std::string>* seen,
                                std::vector<Sentence>* train_structures) {
  // One sub-seed per split, so the test set does not depend on the train/valid sizes.
  Rng seeder(opt.seed);
  const std::uint64_t test_seed = seeder.next(), valid_seed = seeder.next(),
                      train_seed = seeder.next();

  std::unordered_set<std::string>& seen_set = *seen;
  seen_set.insert(key_of(tokenize(article_sentence_en())));  // held out
  const std::vector<BucketRange> buckets = usable_buckets(opt);
  CorpusSplits s;
  {
    PairDrawer d(test_seed, opt.world, &seen_set);
    for (const BucketRange& b : buckets)
      for (int i = 0; i < opt.test_per_bucket; ++i) s.test.push_back(d.draw(b.lo, b.hi));
  }
  {
    PairDrawer d(valid_seed, opt.world, &seen_set);
    draw_cycling(&d, buckets, opt.valid, &s.valid);
  }
  {
    PairDrawer d(train_seed, opt.world, &seen_set);
    draw_cycling(&d, buckets, opt.train, &s.train, train_structures);
  }
  return s;
}

}  // namespace

namespace {

using PhenomenonCounts = std::array<long long, kNumAllPhenomena>;

// Drops the training pairs (and their structures) whose English is in `held_out`.
void drop_held_out(const std::unordered_set<std::string>& held_out, CorpusSplits* s,
                   std::vector<Sentence>* structures) {
  std::size_t kept = 0;
  for (std::size_t i = 0; i < s->train.size(); ++i) {
    if (held_out.count(key_of(s->train[i].en))) continue;
    if (kept != i) {  // (a self-move would empty the pair)
      s->train[kept] = std::move(s->train[i]);
      (*structures)[kept] = std::move((*structures)[i]);
    }
    ++kept;
  }
  s->train.resize(kept);
  structures->resize(kept);
}

PhenomenonCounts count_phenomena(const std::vector<Sentence>& structures,
                                 const std::vector<SentencePair>& pairs) {
  PhenomenonCounts counts{};
  for (std::size_t i = 0; i < structures.size(); ++i) {
    const auto flags = classify(structures[i], pairs[i].fr);
    for (int p = 0; p < kNumAllPhenomena; ++p) counts[static_cast<std::size_t>(p)] += flags[p];
  }
  return counts;
}

// Appends pairs showing a boosted phenomenon (cycling through the buckets, like the split) until
// every boosted phenomenon reaches its target, the split has doubled or every bucket has run out of
// patience (CorpusOptions::boost_bucket_patience), then shuffles it again.
void add_boosted_pairs(const CorpusOptions& opt, std::uint64_t seed,
                       std::unordered_set<std::string>* seen, const PhenomenonCounts& counts,
                       std::vector<SentencePair>* train, std::vector<Sentence>* structures) {
  PhenomenonCounts target{}, have = counts;
  for (const PhenomenonBoost& b : opt.boost) {
    const auto p = static_cast<std::size_t>(b.phenomenon);
    target[p] = static_cast<long long>(b.factor * static_cast<double>(counts[p]));
  }
  auto missing = [&](std::size_t p) { return have[p] < target[p]; };
  const std::vector<BucketRange> buckets = usable_buckets(opt);
  PairDrawer d(seed, opt.world, seen);
  const long long max_draws = 50LL * (static_cast<long long>(opt.train) + 1000);
  const std::size_t max_size = 2 * train->size();
  long long draws = 0;
  std::vector<bool> left_out(buckets.size(), false);
  std::size_t buckets_left = buckets.size();
  for (std::size_t i = 0; draws < max_draws && train->size() < max_size && buckets_left > 0; ++i) {
    bool any = false;
    for (std::size_t p = 0; p < have.size(); ++p) any = any || missing(p);
    if (!any) break;
    const std::size_t bucket = i % buckets.size();
    if (left_out[bucket]) continue;
    const BucketRange& b = buckets[bucket];
    for (long long misses = 0; draws < max_draws; ++draws) {
      Sentence st;
      SentencePair pair = d.draw(b.lo, b.hi, &st);
      const auto flags = classify(st, pair.fr);
      bool wanted = false;
      for (std::size_t p = 0; p < have.size(); ++p) wanted = wanted || (flags[p] && missing(p));
      if (!wanted && ++misses == opt.boost_bucket_patience) {
        left_out[bucket] = true;
        --buckets_left;
        ++draws;
        break;
      }
      if (!wanted) continue;
      for (std::size_t p = 0; p < have.size(); ++p) have[p] += flags[p];
      train->push_back(std::move(pair));
      structures->push_back(std::move(st));
      break;
    }
  }
  shuffle_pairs(&d.rng(), train, structures);
}

// The training split's mix (CorpusOptions::boost, hold_out_phenomenon_sets) on top of the splits.
// With the training pairs' structures, in the split's order.
CorpusSplits generate_mixed(const CorpusOptions& opt, std::vector<Sentence>* train_structures) {
  std::unordered_set<std::string> seen;
  std::vector<Sentence>& structures = *train_structures;
  CorpusSplits s = generate_with_seen(opt, &seen, &structures);
  if (opt.hold_out_phenomenon_sets) {
    std::unordered_set<std::string> held_out;
    for (const PhenomenonSet& set :
         generate_phenomenon_sets(phenomenon_set_options(opt), kHeldOutPerPhenomenon))
      for (const SentencePair& p : set.pairs) held_out.insert(key_of(p.en));
    drop_held_out(held_out, &s, &structures);
    seen.insert(held_out.begin(), held_out.end());
  }
  if (!opt.boost.empty()) {
    Rng seeder(opt.seed);
    for (int i = 0; i < 4; ++i) seeder.next();  // test, valid, train, phenomenon sets
    add_boosted_pairs(opt, seeder.next(), &seen, count_phenomena(structures, s.train), &s.train,
                      &structures);
  }
  return s;
}

}  // namespace

CorpusSplits generate_corpus(const CorpusOptions& opt) {
  if (!check_corpus_options(opt).empty()) return {};
  std::vector<Sentence> structures;
  if (!opt.boost.empty() || opt.hold_out_phenomenon_sets) return generate_mixed(opt, &structures);
  std::unordered_set<std::string> seen;
  return generate_with_seen(opt, &seen, nullptr);
}

CorpusOptions phenomenon_set_options(const CorpusOptions& opt) {
  CorpusOptions o;
  o.seed = opt.seed;
  o.world = opt.world;
  o.min_len = opt.min_len;
  o.max_len = opt.max_len;
  return o;
}

std::vector<PhenomenonSet> generate_phenomenon_sets(const CorpusOptions& opt, int per_set,
                                                    int max_len) {
  if (!check_corpus_options(opt).empty() || per_set <= 0) return {};
  std::unordered_set<std::string> seen;
  generate_with_seen(opt, &seen, nullptr);
  Rng seeder(opt.seed);
  for (int i = 0; i < 3; ++i) seeder.next();  // test, valid, train
  PairDrawer d(seeder.next(), opt.world, &seen);
  std::vector<PhenomenonSet> sets;
  const int num_sets = num_phenomena(opt.world);
  for (int p = 0; p < num_sets; ++p) sets.push_back({static_cast<Phenomenon>(p), {}});
  const int lo = std::max(3, opt.min_len), hi = std::max(lo, std::min(max_len, opt.max_len));
  int full = 0;
  for (long long draws = 0; full < num_sets && draws < 5000000; ++draws) {
    Sentence st;
    const SentencePair pair = d.draw(lo, hi, &st);
    if (has_ambiguous_english(pair.en)) continue;  // one reference would not be the only answer
    const auto flags = classify(st, pair.fr);
    for (int p = 0; p < num_sets; ++p) {
      auto& v = sets[static_cast<std::size_t>(p)].pairs;
      if (!flags[static_cast<std::size_t>(p)] || static_cast<int>(v.size()) >= per_set) continue;
      v.push_back(pair);
      if (static_cast<int>(v.size()) == per_set) ++full;
    }
  }
  return sets;
}

std::array<int, kNumAllPhenomena> phenomenon_counts(const CorpusOptions& opt) {
  std::array<int, kNumAllPhenomena> counts{};
  if (!check_corpus_options(opt).empty()) return counts;
  std::vector<Sentence> structures;
  const CorpusSplits c = generate_mixed(opt, &structures);
  const PhenomenonCounts n = count_phenomena(structures, c.train);
  for (int p = 0; p < kNumAllPhenomena; ++p)
    counts[static_cast<std::size_t>(p)] = static_cast<int>(n[static_cast<std::size_t>(p)]);
  return counts;
}

bool parse_boosts(const std::string& text, int world, std::vector<PhenomenonBoost>* out,
                  std::string* error) {
  out->clear();
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t comma = std::min(text.find(',', at), text.size());
    const std::string item = text.substr(at, comma - at);
    at = comma + 1;
    const std::size_t eq = item.find('=');
    Phenomenon p{};
    if (eq == std::string::npos || !enum_from_name(item.substr(0, eq), &p) ||
        static_cast<int>(p) >= num_phenomena(world)) {
      *error = "\"" + item + "\" is not PHENOMENON=FACTOR with a phenomenon of world " +
               std::to_string(world) + " (attention evaluate names them)";
      return false;
    }
    char* end = nullptr;
    const std::string number = item.substr(eq + 1);
    const double factor = std::strtod(number.c_str(), &end);
    if (number.empty() || *end != '\0' || !(factor >= 1.0 && factor <= 10.0)) {
      *error = "the factor of " + item.substr(0, eq) + " is not a number in 1-10";
      return false;
    }
    for (const PhenomenonBoost& b : *out)
      if (b.phenomenon == p) {
        *error = item.substr(0, eq) + " is boosted twice";
        return false;
      }
    out->push_back({p, factor});
  }
  return true;
}

}  // namespace ap::s2s
