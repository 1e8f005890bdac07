// Unknown words through attention (unknown_words.h): the copy of <unk> by the argmax of its
// attention row, the edit distance against hand-computed values, "did you mean" suggestions, and
// the trainer's masking of copyable words.
#include <gtest/gtest.h>

#include "core/seq2seq/tokenizer.h"
#include "core/seq2seq/unknown_words.h"

namespace ap::s2s {
namespace {

TEST(UnknownWords, UnkIsReplacedByTheMostAttendedSourceWord) {
  const std::vector<std::string> src = {"i", "love", "mary", "."};
  std::vector<std::string> tgt = {"j'", "aime", "<unk>", "."};
  const std::vector<std::vector<float>> align = {
      {0.9f, 0.1f, 0, 0}, {0.1f, 0.8f, 0.1f, 0}, {0.05f, 0.15f, 0.7f, 0.1f}, {0, 0, 0.1f, 0.9f}};
  const auto copies = copy_unknowns(src, align, &tgt);
  ASSERT_EQ(copies.size(), 1u);
  EXPECT_EQ(copies[0].target, 2);
  EXPECT_EQ(copies[0].source, 2);
  EXPECT_EQ(copies[0].word, "mary");
  EXPECT_TRUE(copied_from_source(copies, 2));
  EXPECT_FALSE(copied_from_source(copies, 1));
  EXPECT_TRUE(copied_to_target(copies, 2));
  EXPECT_FALSE(copied_to_target(copies, 3));
  EXPECT_FLOAT_EQ(copies[0].weight, 0.7f);
  EXPECT_EQ(detokenize(tgt), "J'aime mary.");
  // A crossing: the <unk> looks at an earlier word.
  std::vector<std::string> t2 = {"<unk>", "<unk>"};
  const auto c2 = copy_unknowns({"a", "b", "c"}, {{0.1f, 0.2f, 0.7f}, {0.6f, 0.3f, 0.1f}}, &t2);
  ASSERT_EQ(c2.size(), 2u);
  EXPECT_EQ(t2[0], "c");
  EXPECT_EQ(t2[1], "a");
  // Without an alignment row (RNNencdec) the <unk> stays.
  std::vector<std::string> t3 = {"le", "<unk>"};
  EXPECT_TRUE(copy_unknowns({"the", "x"}, {}, &t3).empty());
  EXPECT_EQ(t3[1], "<unk>");
}

TEST(UnknownWords, ACopiedTokenThatIsNotUtf8ComesOutValid) {
  // Found by fuzz_translate: "\0\xff\xfe the council \xc3" with a model that emits <unk>.
  std::vector<std::string> target = {"le", "<unk>"};
  const auto copies = copy_unknowns({"the", "x\xffy"}, {{1.0f, 0.0f}, {0.1f, 0.9f}}, &target);
  ASSERT_EQ(copies.size(), 1u);
  EXPECT_EQ(target[1], "x\xEF\xBF\xBDy");  // U+FFFD for the bad byte
  EXPECT_EQ(copies[0].word, target[1]);
}

TEST(UnknownWords, EditDistance) {
  EXPECT_EQ(edit_distance("", ""), 0);
  EXPECT_EQ(edit_distance("cat", ""), 3);
  EXPECT_EQ(edit_distance("cat", "cat"), 0);
  EXPECT_EQ(edit_distance("catt", "cat"), 1);  // deletion
  EXPECT_EQ(edit_distance("cta", "cat"), 2);   // two substitutions (no transposition)
  EXPECT_EQ(edit_distance("kitten", "sitting"), 3);
  EXPECT_EQ(edit_distance("flaw", "lawn"), 2);
}

TEST(UnknownWords, SuggestionsComeFromTheVocabulary) {
  Vocabulary v;
  for (const char* w :
       {"cat", "car", "minister", "ministry", "agreement", "agreements", "the", "1992"})
    v.add(w);
  EXPECT_EQ(suggest_word("catt", v), "cat");
  EXPECT_EQ(suggest_word("ministre", v), "ministry");   // e→y: 1 edit; minister needs 2
  EXPECT_EQ(suggest_word("agrement", v), "agreement");  // 1 edit, agreements needs 2
  EXPECT_EQ(suggest_word("zorblax", v), "");
  EXPECT_EQ(suggest_word("1993", v), "");    // numbers: no suggestion
  EXPECT_EQ(suggest_word("ca", v), "");      // too short to guess
  EXPECT_EQ(suggest_word("cax", v), "cat");  // tie cat/car: the smaller id
}

TEST(UnknownWords, CapitalisedWordsInsideTheSentenceAreNames) {
  EXPECT_EQ(capitalised_words("I love Mary."), std::vector<std::string>{"mary"});
  EXPECT_EQ(capitalised_words("The minster resigned."), std::vector<std::string>{});
  EXPECT_EQ(capitalised_words("Anna and Jean-Luc met O'Brien in Zürich"),
            (std::vector<std::string>{"jean-luc", "o", "'brien", "zürich"}));  // tokenize()s split
  EXPECT_EQ(capitalised_words(""), std::vector<std::string>{});
}

TEST(UnknownWords, CopyableWordsAreMaskedOnBothSides) {
  EXPECT_TRUE(is_copyable("1992"));
  EXPECT_TRUE(is_copyable("paris"));
  EXPECT_TRUE(is_copyable("anna"));
  EXPECT_FALSE(is_copyable("london"));  // londres
  EXPECT_FALSE(is_copyable("cat"));
  Vocabulary en, fr;
  for (const char* w : {"anna", "went", "to", "paris", "in", "1992", "."}) en.add(w);
  for (const char* w : {"anna", "est", "allée", "à", "paris", "en", "1992", "."}) fr.add(w);
  const std::vector<std::string> e = {"anna", "went", "to", "paris", "in", "1992", "."};
  const std::vector<std::string> f = {"anna", "est", "allée", "à", "paris", "en", "1992", "."};
  Rng rng(1);
  std::vector<int> src, tgt;
  mask_copyable(e, f, en, fr, 1000, &rng, &src, &tgt);  // always
  EXPECT_EQ(src, (std::vector<int>{1, en.id("went"), en.id("to"), 1, en.id("in"), 1, en.id(".")}));
  EXPECT_EQ(tgt, (std::vector<int>{1, fr.id("est"), fr.id("allée"), fr.id("à"), 1, fr.id("en"), 1,
                                   fr.id(".")}));
  mask_copyable(e, f, en, fr, 0, &rng, &src, &tgt);  // never
  EXPECT_EQ(src, en.encode(e));
  EXPECT_EQ(tgt, fr.encode(f));
}

}  // namespace
}  // namespace ap::s2s
