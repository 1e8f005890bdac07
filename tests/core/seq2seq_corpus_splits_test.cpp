// The generated corpus as a whole: sizes, length buckets, determinism, no overlap between splits,
// the article's sentence held out, vocabulary sizes, and French/English orthography rules checked
// on every generated sentence.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "core/corpus/corpus.h"
#include "core/corpus/grammar.h"
#include "core/seq2seq/tokenizer.h"
#include "core/seq2seq/vocabulary.h"
#include "fnv_hash.h"
#include "seq2seq_tiny_model.h"

namespace ap::s2s {
namespace {

// The default corpus, generated once for the whole test program.
const CorpusSplits& default_corpus() {
  static const CorpusSplits s = generate_corpus(CorpusOptions{});
  return s;
}

std::string key(const SentencePair& p) {
  std::string k;
  for (const auto& w : p.en) k += w + " ";
  k += "|";
  for (const auto& w : p.fr) k += " " + w;
  return k;
}

bool same(const std::vector<SentencePair>& a, const std::vector<SentencePair>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].en != b[i].en || a[i].fr != b[i].fr) return false;
  return true;
}

TEST(CorpusSplits, BucketsHelpers) {
  EXPECT_EQ(length_bucket(0), -1);
  EXPECT_EQ(length_bucket(1), 0);
  EXPECT_EQ(length_bucket(10), 0);
  EXPECT_EQ(length_bucket(11), 1);
  EXPECT_EQ(length_bucket(41), 4);
  EXPECT_EQ(length_bucket(50), 4);
  EXPECT_EQ(length_bucket(51), -1);
  EXPECT_EQ(bucket_range(0), (std::array<int, 2>{1, 10}));
  EXPECT_EQ(bucket_range(4), (std::array<int, 2>{41, 50}));
  EXPECT_EQ(source_length({"the", "council", "met", "."}), 3);
}

TEST(CorpusSplits, DefaultSizesAndBuckets) {
  const CorpusSplits& s = default_corpus();
  ASSERT_EQ(s.train.size(), 60000u);
  ASSERT_EQ(s.valid.size(), 1000u);
  ASSERT_EQ(s.test.size(), 1000u);
  const auto test = bucket_counts(s.test);
  for (int b = 0; b < kNumBuckets; ++b)
    EXPECT_EQ(test[static_cast<std::size_t>(b)], 200) << "test bucket " << b;
  const auto train = bucket_counts(s.train);
  const auto valid = bucket_counts(s.valid);
  for (int b = 0; b < kNumBuckets; ++b) {
    EXPECT_GE(train[static_cast<std::size_t>(b)], 60000 * 15 / 100) << "train bucket " << b;
    EXPECT_GE(valid[static_cast<std::size_t>(b)], 1000 * 15 / 100) << "valid bucket " << b;
  }
  for (const auto* split : {&s.train, &s.valid, &s.test}) {
    for (const SentencePair& p : *split) {
      const int n = source_length(p.en);
      ASSERT_GE(n, 3);
      ASSERT_LE(n, 50);
      // A full stop, or a question mark on both sides (where-questions).
      ASSERT_TRUE(p.en.back() == "." || p.en.back() == "?");
      ASSERT_EQ(p.fr.back(), p.en.back());
    }
  }
}

TEST(CorpusSplits, NoDuplicatesWithinOrAcrossSplits) {
  const CorpusSplits& s = default_corpus();
  std::set<std::string> pairs, sources;
  std::size_t n = 0;
  for (const auto* split : {&s.train, &s.valid, &s.test}) {
    for (const SentencePair& p : *split) {
      pairs.insert(key(p));
      std::string src;
      for (const auto& w : p.en) src += w + " ";
      sources.insert(src);
      ++n;
    }
  }
  EXPECT_EQ(pairs.size(), n) << "an exact pair repeats";
  EXPECT_EQ(sources.size(), n) << "an English source repeats";
}

TEST(CorpusSplits, ArticleSentenceIsHeldOut) {
  const CorpusSplits& s = default_corpus();
  const auto en = tokenize(article_sentence_en());
  const auto fr = tokenize(article_sentence_fr());
  for (const auto* split : {&s.train, &s.valid, &s.test})
    for (const SentencePair& p : *split) {
      ASSERT_FALSE(is_article_sentence(p)) << detokenize(p.en);
      ASSERT_NE(p.en, en);
      ASSERT_NE(p.fr, fr);
    }
}

TEST(CorpusSplits, ArticleSentenceWordsAreInTheTrainVocabularies) {
  // The translator must be able to translate the article's sentence word for word.
  const CorpusSplits& s = default_corpus();
  const Vocabulary en = Vocabulary::build(english_side(s.train));
  const Vocabulary fr = Vocabulary::build(french_side(s.train));
  for (const auto& w : tokenize(article_sentence_en())) EXPECT_TRUE(en.contains(w)) << w;
  for (const auto& w : tokenize(article_sentence_fr())) EXPECT_TRUE(fr.contains(w)) << w;
}

TEST(CorpusSplits, VocabularySizesAreModerate) {
  const CorpusSplits& s = default_corpus();
  const Vocabulary en = Vocabulary::build(english_side(s.train));
  const Vocabulary fr = Vocabulary::build(french_side(s.train));
  // Political + everyday domains: about 850 English and 1100 French types.
  EXPECT_GE(en.size(), 700);
  EXPECT_LE(en.size(), 950);
  EXPECT_GE(fr.size(), 900);
  EXPECT_LE(fr.size(), 1200);
  // Valid and test use no word that train lacks (same generator, large train).
  for (const auto* split : {&s.valid, &s.test})
    for (const SentencePair& p : *split) {
      for (const auto& w : p.en) EXPECT_TRUE(en.contains(w)) << w;
      for (const auto& w : p.fr) EXPECT_TRUE(fr.contains(w)) << w;
    }
}

TEST(CorpusSplits, LexiconHasAtLeast300EnglishWords) {
  const Lexicon& lx = lexicon();
  std::set<std::string> words;
  for (std::size_t i = 0; i < lx.nouns.size(); ++i) words.insert(lx.nouns[i].en);
  for (std::size_t i = 0; i < lx.adjectives.size(); ++i) words.insert(lx.adjectives[i].en);
  for (std::size_t i = 0; i < lx.verbs.size(); ++i) words.insert(lx.verbs[i].en_base);
  for (std::size_t i = 0; i < lx.intransitives.size(); ++i)
    words.insert(lx.intransitives[i].en_base);
  for (std::size_t i = 0; i < lx.cities.size(); ++i) words.insert(lx.cities[i].en);
  for (std::size_t i = 0; i < lx.countries.size(); ++i) words.insert(lx.countries[i].en);
  for (std::size_t i = 0; i < lx.months.size(); ++i) words.insert(lx.months[i].en);
  for (std::size_t i = 0; i < lx.weekdays.size(); ++i) words.insert(lx.weekdays[i].en);
  for (std::size_t i = 0; i < lx.numerals.size(); ++i) words.insert(lx.numerals[i].en);
  for (std::size_t i = 0; i < lx.time_phrases.size(); ++i)
    for (const auto& w : tokenize(lx.time_phrases[i].en)) words.insert(w);
  EXPECT_GE(words.size(), 300u);
}

TEST(CorpusSplits, OrthographyHoldsOnEverySentence) {
  const CorpusSplits& s = default_corpus();
  auto vowel = [](const std::string& w) {
    return !w.empty() && (std::string("aeiou").find(w[0]) != std::string::npos ||
                          w.rfind("é", 0) == 0 || w.rfind("hô", 0) == 0 || w.rfind("î", 0) == 0);
  };
  for (const auto* split : {&s.train, &s.valid, &s.test}) {
    for (const SentencePair& p : *split) {
      for (std::size_t i = 0; i + 1 < p.fr.size(); ++i) {
        const std::string& a = p.fr[i];
        const std::string& b = p.fr[i + 1];
        // Elision before a vowel, contraction of de/à + le/les.
        if (vowel(b) && (a == "le" || a == "la" || a == "de" || a == "que" || a == "ne" ||
                         a == "se" || a == "ce" || a == "je" || a == "me" || a == "ma"))
          FAIL() << "no elision: " << detokenize(p.fr);
        if ((a == "de" || a == "à") && (b == "le" || b == "les"))
          FAIL() << "no contraction: " << detokenize(p.fr);
        if (a == "de" && (b == "des" || b == "de")) FAIL() << "de des: " << detokenize(p.fr);
      }
      for (std::size_t i = 0; i + 1 < p.en.size(); ++i) {
        if (p.en[i] == "a" && vowel(p.en[i + 1]) && p.en[i + 1].rfind("eu", 0) != 0 &&
            p.en[i + 1].rfind("uni", 0) != 0)
          FAIL() << "a before a vowel: " << detokenize(p.en);
        if (p.en[i] == "an" && !vowel(p.en[i + 1]))
          FAIL() << "an before a consonant: " << detokenize(p.en);
      }
    }
  }
}

TEST(CorpusSplits, DeterministicForASeedAndDifferentAcrossSeeds) {
  CorpusOptions o = testing::tiny_corpus_options(500, 50, 20);
  o.seed = 7;
  const CorpusSplits a = generate_corpus(o), b = generate_corpus(o);
  EXPECT_TRUE(same(a.train, b.train));
  EXPECT_TRUE(same(a.valid, b.valid));
  EXPECT_TRUE(same(a.test, b.test));
  o.seed = 8;
  const CorpusSplits c = generate_corpus(o);
  EXPECT_FALSE(same(a.train, c.train));
  EXPECT_FALSE(same(a.test, c.test));
  // The test split does not depend on the train / valid sizes.
  o.seed = 7;
  o.train = 800;
  o.valid = 10;
  EXPECT_TRUE(same(a.test, generate_corpus(o).test));
}

TEST(CorpusSplits, SameOnEveryPlatform) {
  // Pinned from a native build: the wasm build must produce the very same corpus.
  const CorpusSplits s = generate_corpus(testing::tiny_corpus_options(200, 0, 2));
  ap::testing::Fnv1a64 h;  // over every token of every pair, each followed by a 0xFF byte
  for (const auto* split : {&s.train, &s.test})
    for (const SentencePair& p : *split)
      for (const auto* side : {&p.en, &p.fr})
        for (const auto& w : *side) {
          h.add_string(w);
          h.add_byte(0xFF);
        }
  EXPECT_EQ(h.value, 12448687330323264622ull)
      << "first train pair: " << detokenize(s.train[0].en) << " / " << detokenize(s.train[0].fr);
}

TEST(CorpusSplits, MinAndMaxLengthAreHonoured) {
  CorpusOptions o = testing::tiny_corpus_options(300, 20, 5);
  o.min_len = 8;
  o.max_len = 24;
  const CorpusSplits s = generate_corpus(o);
  EXPECT_EQ(s.test.size(), 15u);  // buckets 0, 1, 2 intersect [8, 24]
  for (const auto* split : {&s.train, &s.valid, &s.test})
    for (const SentencePair& p : *split) {
      EXPECT_GE(source_length(p.en), 8);
      EXPECT_LE(source_length(p.en), 24);
    }
}

TEST(CorpusSplits, BadOptionsAreRejectedWithAMessage) {
  CorpusOptions o;
  o.max_len = 60;
  EXPECT_NE(check_corpus_options(o).find("max_len"), std::string::npos);
  const CorpusSplits empty = generate_corpus(o);
  EXPECT_TRUE(empty.train.empty() && empty.valid.empty() && empty.test.empty());
  CorpusSplits out;
  std::string error;
  EXPECT_FALSE(generate_corpus(o, &out, &error));
  EXPECT_NE(error.find("max_len 60 is above 50"), std::string::npos) << error;
  o = CorpusOptions{};
  o.min_len = 20;
  o.max_len = 10;
  EXPECT_NE(check_corpus_options(o).find("min_len"), std::string::npos);
  o = CorpusOptions{};
  o.train = -1;
  EXPECT_NE(check_corpus_options(o).find("train"), std::string::npos);
  EXPECT_EQ(check_corpus_options(CorpusOptions{}), "");
}

}  // namespace
}  // namespace ap::s2s
