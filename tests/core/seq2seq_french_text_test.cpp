// french_text (core/seq2seq/french_text.h): the translator's French as French is written. Proper
// names get their capitals (from the lexicon, or as the user typed them), a copied unknown word
// keeps its source casing, and ? ! : ; take a no-break space before them.
#include <gtest/gtest.h>

#include "core/seq2seq/french_text.h"

namespace ap::s2s {
namespace {

using Tokens = std::vector<std::string>;

TEST(FrenchText, LexiconNamesGetCapitalsEvenWhenTypedInLowercase) {
  EXPECT_EQ(french_text({"ils", "habitent", "à", "paris", "."}, "they live in paris.", {}),
            "Ils habitent à Paris.");
  EXPECT_EQ(french_text({"anna", "aime", "la", "france", "."}), "Anna aime la France.");
  EXPECT_EQ(french_text({"il", "est", "arrivé", "à", "genève", "."}), "Il est arrivé à Genève.");
  // Common words stay lowercase: months, adjectives of nationality, nouns.
  EXPECT_EQ(french_text({"l'", "union", "européenne", "a", "signé", "en", "août", "."}),
            "L'union européenne a signé en août.");
}

TEST(FrenchText, ACopiedWordKeepsItsSourceCasing) {
  // "McCartney" is unknown: the decoder's <unk> at target 2 was replaced by source token 2.
  const std::vector<CopiedWord> copied{{2, 2, "mccartney", 0.9f}};
  EXPECT_EQ(french_text({"j'", "aime", "mccartney", "."}, "I love McCartney.", copied),
            "J'aime McCartney.");
  EXPECT_EQ(french_text({"j'", "aime", "mary", "."}, "I love Mary.", {{2, 2, "mary", 0.8f}}),
            "J'aime Mary.");
  // Without the copy record the lowercase token is not a lexicon name: the capital typed inside
  // the sentence still carries over, because the model passed the word through unchanged.
  EXPECT_EQ(french_text({"j'", "aime", "mary", "."}, "I love Mary.", {}), "J'aime Mary.");
}

TEST(FrenchText, OnlyCapitalsInsideTheSentenceCountAsTyped) {
  // "Mon" starts the sentence: its capital says nothing about the word.
  EXPECT_EQ(french_text({"il", "aime", "mon", "chat", "."}, "Mon cat.", {}), "Il aime mon chat.");
  EXPECT_EQ(french_text({"il", "a", "six", "chats", "."}, "He has SIX cats.", {}),
            "Il a SIX chats.");
}

TEST(FrenchText, QuestionsAndExclamationsTakeANoBreakSpace) {
  EXPECT_EQ(french_text({"où", "est", "le", "chien", "?"}, "Where is the dog?", {}),
            "Où est le chien\u00A0?");
  EXPECT_EQ(french_text({"où", "est", "la", "france", "?"}), "Où est la France\u00A0?");
  EXPECT_EQ(french_text({}), "");
}

TEST(FrenchText, OutOfRangeCopiesAreIgnored) {
  const std::vector<CopiedWord> bad{{7, 0, "x", 1.0f}, {0, 9, "y", 1.0f}, {-1, -1, "z", 1.0f}};
  EXPECT_EQ(french_text({"bonjour", "."}, "Hello.", bad), "Bonjour.");
}

}  // namespace
}  // namespace ap::s2s
