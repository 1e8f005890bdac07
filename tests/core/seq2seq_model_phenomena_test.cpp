// The SHIPPED models (assets/models/*.bin) on their targets, in the world they were trained on
// (kShippedWorld): exact match per phenomenon (300 held-out sentences each, drawn from the
// grammar) at ≥ 98 % on every phenomenon for RNNsearch and the Transformer, the bottleneck
// (RNNsearch and the Transformer ≥ 95 BLEU in every length bucket, RNNencdec ≤ 30 on 41–50 words),
// and hand-written sentences: "I love my cat.", "She saw him yesterday." with its crossing
// alignment (l' → him before a → saw), and the article's sentence from the Transformer.
#include <gtest/gtest.h>

#include "core/seq2seq/bleu.h"
#include "core/corpus/corpus.h"
#include "core/corpus/grammar.h"
#include "core/corpus/model_world.h"
#include "core/seq2seq/french_text.h"
#include "core/seq2seq/translator.h"

#include <algorithm>

namespace ap::s2s {
namespace {

const Translator& shipped(ModelKind kind) {
  static Translator search, encdec, transformer;
  static bool loaded = false;
  if (!loaded) {
    std::string error;
    const std::string dir = std::string(AP_SOURCE_DIR) + "/assets/models/";
    EXPECT_TRUE(search.load_file(dir + "rnnsearch.bin", &error)) << error;
    EXPECT_TRUE(encdec.load_file(dir + "rnnencdec.bin", &error)) << error;
    EXPECT_TRUE(transformer.load_file(dir + "transformer.bin", &error)) << error;
    loaded = true;
  }
  if (kind == ModelKind::Transformer) return transformer;
  return kind == ModelKind::Search ? search : encdec;
}

std::string translate(const char* en) {
  Translation t;
  std::string error;
  EXPECT_TRUE(shipped(ModelKind::Search).translate(en, 1, &t, &error)) << error;
  return t.translation;
}

// Exact match of `kind` on each phenomenon's 300 held-out sentences, as the page writes them:
// every phenomenon at least `floor`, and at least `at_goal` of them at the goal, 98 %.
void expect_floor_on_every_phenomenon(ModelKind kind, double floor, int at_goal) {
  const Translator& tr = shipped(kind);
  CorpusOptions co;
  co.world = kShippedWorld;  // the world the shipped models were trained on
  const auto sets = generate_phenomenon_sets(co, 300);
  ASSERT_EQ(sets.size(), static_cast<std::size_t>(num_phenomena(kShippedWorld)));
  int reached = 0;
  for (const PhenomenonSet& set : sets) {
    ASSERT_EQ(set.pairs.size(), 300u) << enum_name(set.phenomenon);
    std::vector<std::vector<std::string>> refs, hyps;
    for (const SentencePair& p : set.pairs) {
      refs.push_back(p.fr);
      hyps.push_back(tr.translate_tokens(p.en, 1));
    }
    const double exact = exact_match_as_written(hyps, refs);
    EXPECT_GE(exact, floor) << model_kind_title(kind) << ": " << phenomenon_title(set.phenomenon);
    if (exact >= 0.98) ++reached;
  }
  EXPECT_GE(reached, at_goal) << model_kind_title(kind) << ": phenomena at ≥ 98 % exact";
}

// RNNsearch: all 22 at ≥ 98 % (98.0 % and above).
TEST(Seq2SeqPhenomena, RnnSearchHoldsItsFloorOnEveryPhenomenon) {
  expect_floor_on_every_phenomenon(ModelKind::Search, 0.98, 22);
}

// The Transformer: all 22 at ≥ 98 % (99.0 % and above).
TEST(Seq2SeqPhenomena, TheTransformerHoldsItsFloorOnEveryPhenomenon) {
  expect_floor_on_every_phenomenon(ModelKind::Transformer, 0.98, 22);
}

TEST(Seq2SeqPhenomena, TheBottleneckHolds) {
  CorpusOptions co;
  co.train = 0;
  co.valid = 0;
  co.world = kShippedWorld;
  const CorpusSplits s = generate_corpus(co);  // the test split: 200 sentences per bucket
  std::array<std::vector<std::vector<std::string>>, kNumBuckets> refs, hs, he, ht;
  for (const SentencePair& p : s.test) {
    const int b = length_bucket(source_length(p.en));
    ASSERT_GE(b, 0);
    refs[b].push_back(p.fr);
    hs[b].push_back(shipped(ModelKind::Search).translate_tokens(p.en, 1));
    he[b].push_back(shipped(ModelKind::EncDec).translate_tokens(p.en, 1));
    ht[b].push_back(shipped(ModelKind::Transformer).translate_tokens(p.en, 1));
  }
  for (int b = 0; b < kNumBuckets; ++b) {
    EXPECT_GE(corpus_bleu(hs[b], refs[b]), 95.0) << b;
    EXPECT_GE(corpus_bleu(ht[b], refs[b]), 95.0) << b;
  }
  EXPECT_LE(corpus_bleu(he[4], refs[4]), 30.0);  // 41–50 words: the fixed-length bottleneck
}

TEST(Seq2SeqPhenomena, HandWrittenSentences) {
  EXPECT_EQ(translate("The delegation arrived in Geneva."), "La délégation est arrivée à Genève.");
  EXPECT_EQ(translate("The union and the government signed a new contract in September 2001."),
            "L'union et le gouvernement ont signé un nouveau contrat en septembre 2001.");
  EXPECT_EQ(translate("I love my cat."), "J'aime mon chat.");
  EXPECT_EQ(translate("She saw her."), "Elle l'a vue.");
  EXPECT_EQ(translate("Where are my books?"), "Où sont mes livres\u00A0?");
}

TEST(Seq2SeqPhenomena, TheTransformerTranslatesTheArticlesSentence) {
  Translation t;
  std::string error;
  ASSERT_TRUE(
      shipped(ModelKind::Transformer)
          .translate("The agreement on the European Economic Area was signed in August 1992.", 1,
                     &t, &error))
      << error;
  EXPECT_EQ(t.translation, "L'accord sur la zone économique européenne a été signé en août 1992.");
}

TEST(Seq2SeqPhenomena, SheSawHimYesterdayCrosses) {
  Translation t;
  std::string error;
  ASSERT_TRUE(shipped(ModelKind::Search).translate("She saw him yesterday.", 1, &t, &error))
      << error;
  EXPECT_EQ(t.translation, "Elle l'a vu hier.");
  ASSERT_EQ(t.target_tokens, (std::vector<std::string>{"elle", "l'", "a", "vu", "hier", "."}));
  auto argmax = [&](int row) {
    const auto& r = t.alignment[static_cast<std::size_t>(row)];
    return t
        .source_tokens[static_cast<std::size_t>(std::max_element(r.begin(), r.end()) - r.begin())];
  };
  EXPECT_EQ(argmax(0), "she");
  EXPECT_EQ(argmax(1), "him");  // the object pronoun moves in front of the verb …
  EXPECT_EQ(argmax(3), "saw");  // … so the alignment crosses
  EXPECT_EQ(argmax(4), "yesterday");
}

}  // namespace
}  // namespace ap::s2s
