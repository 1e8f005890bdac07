// ReferenceTranslations: the article's sentence and every held-out test sentence find their
// French reference (whatever the case and spacing typed); anything else finds none.
#include "app/translation/reference_translations.h"

#include "core/corpus/corpus.h"
#include "core/corpus/model_world.h"
#include "core/seq2seq/tokenizer.h"

#include <gtest/gtest.h>

namespace ap {
namespace {

TEST(ReferenceTranslations, ArticleAndTestSentencesHaveTheirReference) {
  ReferenceTranslations refs;
  const std::string* article = refs.find(s2s::article_sentence_en());
  ASSERT_NE(article, nullptr);
  EXPECT_EQ(*article, s2s::article_sentence_fr());
  EXPECT_STREQ(refs.source_of("THE agreement on the European   Economic Area was signed in "
                              "August 1992 ."),
               "article");

  s2s::CorpusOptions co;  // the split `attention evaluate` scores for the shipped models
  co.train = 0;
  co.valid = 0;
  co.world = s2s::kShippedWorld;
  const s2s::CorpusSplits c = s2s::generate_corpus(co);
  ASSERT_EQ(c.test.size(), 1000u);
  for (size_t i : {size_t{0}, size_t{317}, size_t{999}}) {
    std::string typed = s2s::detokenize(c.test[i].en);  // capitalised, as a user would type it
    const std::string* fr = refs.find(typed);
    ASSERT_NE(fr, nullptr) << typed;
    EXPECT_EQ(s2s::tokenize(*fr), c.test[i].fr) << typed;
    EXPECT_STREQ(refs.source_of(typed), "test");
  }
  EXPECT_EQ(refs.find("the cat sat on the mat ."), nullptr);
  EXPECT_EQ(refs.find(""), nullptr);
  EXPECT_STREQ(refs.source_of("the cat sat on the mat ."), "");
}

}  // namespace
}  // namespace ap
