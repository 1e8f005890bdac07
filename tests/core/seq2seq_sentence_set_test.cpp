// Sentence sets and exact match (core/seq2seq/sentence_set.h): the parser's messages and the
// scorer on known-right and known-wrong translations, written by hand from French spelling.
#include <gtest/gtest.h>

#include "core/seq2seq/sentence_set.h"

namespace ap::s2s {
namespace {

ReferenceSentence station() {
  return {"travel", "Where is the station?", {"Où est la gare ?", "Où se trouve la gare ?"}};
}

TEST(SentenceSet, ParsesTopicEnglishReferenceAndAlternatives) {
  std::vector<ReferenceSentence> set;
  std::string error;
  ASSERT_TRUE(parse_sentence_set(
      "# a comment\ngreetings\tHello!\tBonjour !\tSalut ! | Coucou !\n\ntime\tI am late.\tJe suis "
      "en retard.\t\nfood\tI am hungry.\tJ'ai faim.\n",
      &set, &error))
      << error;
  ASSERT_EQ(set.size(), 3u);
  EXPECT_EQ(set[0].topic, "greetings");
  EXPECT_EQ(set[0].english, "Hello!");
  EXPECT_EQ(set[0].french, (std::vector<std::string>{"Bonjour !", "Salut !", "Coucou !"}));
  EXPECT_EQ(set[1].french, (std::vector<std::string>{"Je suis en retard."}));
  EXPECT_EQ(set[2].french, (std::vector<std::string>{"J'ai faim."}));
}

TEST(SentenceSet, RejectsMalformedLinesWithTheirNumber) {
  std::vector<ReferenceSentence> set;
  std::string error;
  EXPECT_FALSE(parse_sentence_set("a\tHello!\tBonjour !\n# c\nb\tBye.\n", &set, &error));
  EXPECT_EQ(error.rfind("line 3: ", 0), 0u) << error;
  EXPECT_FALSE(parse_sentence_set("a\tHello!\t \n", &set, &error));
  EXPECT_NE(error.find("must not be empty"), std::string::npos) << error;
  EXPECT_FALSE(parse_sentence_set("a\tHello!\tBonjour.\nb\thello! \tSalut.\n", &set, &error));
  EXPECT_NE(error.find("twice"), std::string::npos) << error;
  EXPECT_FALSE(parse_sentence_set("a\tHello!\tBonjour.\tSalut. |  | Coucou.\n", &set, &error));
  EXPECT_NE(error.find("empty alternative"), std::string::npos) << error;
}

TEST(SentenceSet, NormalisingIgnoresCaseAndSpacesBeforeMarks) {
  EXPECT_EQ(normalise_for_match("Où est  la gare\u00A0?"), "où est la gare?");
  EXPECT_EQ(normalise_for_match(" J’aime  l'été ! "), "j'aime l'été!");
  EXPECT_EQ(normalise_for_match("Il dit \u00AB\u00A0oui\u00A0\u00BB."), "il dit \u00ABoui\u00BB.");
  EXPECT_EQ(normalise_for_match("À DEMAIN."), "à demain.");
}

TEST(SentenceSet, AKnownRightTranslationMatches) {
  EXPECT_TRUE(matches_reference("Où est la gare\u00A0?", station()));
  EXPECT_TRUE(matches_reference("où est la gare?", station()));
  EXPECT_TRUE(matches_reference("Où se trouve la gare ?", station()));  // an alternative
}

TEST(SentenceSet, AKnownWrongTranslationDoesNot) {
  EXPECT_FALSE(matches_reference("Où est le gare ?", station()));  // wrong gender
  EXPECT_FALSE(matches_reference("Où est la gare.", station()));   // wrong mark
  EXPECT_FALSE(matches_reference("Où est la gare", station()));    // no mark
  EXPECT_FALSE(matches_reference("", station()));
  EXPECT_FALSE(matches_reference("Ou est la gare ?", station()));  // accents count
}

}  // namespace
}  // namespace ap::s2s
