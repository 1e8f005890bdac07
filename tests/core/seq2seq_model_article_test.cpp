// The product's headline, checked on the SHIPPED RNNsearch model (assets/models/rnnsearch.bin):
// the article's sentence (Bahdanau et al. 2015, Fig. 3) translates exactly, and each French word
// of the reordered noun phrase attends most to its English counterpart:
//   zone→area, économique→economic, européenne→european, août→august, 1992→1992.
// The sentence is held out of every corpus split, so this is a real generalisation test.
#include <gtest/gtest.h>

#include "core/corpus/corpus.h"
#include "core/seq2seq/translator.h"

#include <algorithm>
#include <map>

namespace ap::s2s {
namespace {

TEST(Seq2SeqArticle, ShippedRnnSearchTranslatesAndAligns) {
  Translator tr;
  std::string error;
  ASSERT_TRUE(tr.load_file(std::string(AP_SOURCE_DIR) + "/assets/models/rnnsearch.bin", &error))
      << error;
  ASSERT_EQ(tr.kind(), ModelKind::Search);
  Translation t;
  ASSERT_TRUE(tr.translate(article_sentence_en(), 1, &t, &error)) << error;
  EXPECT_EQ(t.translation, article_sentence_fr());
  EXPECT_TRUE(t.unknown_words.empty());
  ASSERT_EQ(t.alignment.size(), t.target_tokens.size());
  const std::map<std::string, std::string> counterpart{{"zone", "area"},
                                                       {"économique", "economic"},
                                                       {"européenne", "european"},
                                                       {"août", "august"},
                                                       {"1992", "1992"}};
  int checked = 0;
  for (size_t i = 0; i < t.target_tokens.size(); ++i) {
    const auto it = counterpart.find(t.target_tokens[i]);
    if (it == counterpart.end()) continue;
    const auto& row = t.alignment[i];
    const size_t j = static_cast<size_t>(std::max_element(row.begin(), row.end()) - row.begin());
    EXPECT_EQ(t.source_tokens[j], it->second) << "French word " << it->first;
    ++checked;
  }
  EXPECT_EQ(checked, 5);
}

TEST(Seq2SeqArticle, BeamSearchAgreesOnTheArticleSentence) {
  Translator tr;
  std::string error;
  ASSERT_TRUE(tr.load_file(std::string(AP_SOURCE_DIR) + "/assets/models/rnnsearch.bin", &error))
      << error;
  Translation t;
  ASSERT_TRUE(tr.translate(article_sentence_en(), 5, &t, &error)) << error;
  EXPECT_EQ(t.translation, article_sentence_fr());
}

}  // namespace
}  // namespace ap::s2s
