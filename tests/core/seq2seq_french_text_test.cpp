// french_text (core/seq2seq/french_text.h): the translator's French as French is written. Proper
// names get their capitals (from the lexicon, or as the user typed them), a copied unknown word
// keeps its source casing, the short words elide before a vowel or a mute h whichever model wrote
// them, ? ! : ; » take a no-break space before them and « after it. The expected strings are
// written from French rules, not from a model's output.
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

TEST(FrenchText, EachShortWordElidesBeforeAVowel) {
  // RNNencdec writes the unelided word; the text is written as French spells it.
  EXPECT_EQ(french_text({"je", "aime", "le", "chat", "."}), "J'aime le chat.");
  EXPECT_EQ(french_text({"il", "me", "écoute", "."}), "Il m'écoute.");
  EXPECT_EQ(french_text({"je", "te", "aime", "."}), "Je t'aime.");
  EXPECT_EQ(french_text({"elle", "se", "appelle", "anna", "."}), "Elle s'appelle Anna.");
  EXPECT_EQ(french_text({"le", "avion", "est", "là", "."}), "L'avion est là.");
  EXPECT_EQ(french_text({"la", "école", "est", "fermée", "."}), "L'école est fermée.");
  EXPECT_EQ(french_text({"un", "verre", "de", "eau", "."}), "Un verre d'eau.");
  EXPECT_EQ(french_text({"il", "ne", "écrit", "pas", "."}), "Il n'écrit pas.");
  EXPECT_EQ(french_text({"je", "pense", "que", "il", "dort", "."}), "Je pense qu'il dort.");
  EXPECT_EQ(french_text({"attends", "jusque", "à", "demain", "."}), "Attends jusqu'à demain.");
}

TEST(FrenchText, MuteHAndYElideButAspiratedHAndConsonantsDoNot) {
  EXPECT_EQ(french_text({"je", "habite", "à", "paris", "."}), "J'habite à Paris.");
  EXPECT_EQ(french_text({"le", "homme", "est", "là", "."}), "L'homme est là.");
  EXPECT_EQ(french_text({"je", "y", "vais", "."}), "J'y vais.");
  EXPECT_EQ(french_text({"il", "ne", "y", "a", "pas", "de", "pain", "."}), "Il n'y a pas de pain.");
  EXPECT_EQ(french_text({"le", "héros", "arrive", "."}), "Le héros arrive.");
  EXPECT_EQ(french_text({"le", "onze", "août", "."}), "Le onze août.");
  EXPECT_EQ(french_text({"je", "mange", "de", "la", "soupe", "."}), "Je mange de la soupe.");
  // Words already elided by the model stay as they are.
  EXPECT_EQ(french_text({"j'", "aime", "l'", "hiver", "."}), "J'aime l'hiver.");
}

TEST(FrenchText, AWordElidedBeforeAConsonantGetsItsFullFormBack) {
  // RNNencdec wrote "il n' faisait pas froid": French writes ne before a consonant.
  EXPECT_EQ(french_text({"il", "n'", "faisait", "pas", "froid", "."}), "Il ne faisait pas froid.");
  EXPECT_EQ(french_text({"j'", "suis", "là", "."}), "Je suis là.");
  EXPECT_EQ(french_text({"il", "s'", "lève", "."}), "Il se lève.");
  EXPECT_EQ(french_text({"un", "verre", "d'", "lait", "."}), "Un verre de lait.");
  EXPECT_EQ(french_text({"je", "pense", "qu'", "tu", "dors", "."}), "Je pense que tu dors.");
  EXPECT_EQ(french_text({"le", "numéro", "d'", "onze", "."}),
            "Le numéro de onze.");  // onze: no elision
  // l' is le or la: the model's gender, so it stays; so does an elided word before punctuation.
  EXPECT_EQ(french_text({"je", "l'", "vois", "."}), "Je l'vois.");
  EXPECT_EQ(french_text({"il", "n'", "."}), "Il n'.");
}

TEST(FrenchText, SiElidesOnlyBeforeIl) {
  EXPECT_EQ(french_text({"si", "il", "pleut", ",", "je", "reste", "."}), "S'il pleut, je reste.");
  EXPECT_EQ(french_text({"si", "elle", "vient", "."}), "Si elle vient.");
}

TEST(FrenchText, ElisionFollowsTheCopiedWordAndKeepsItsCasing) {
  // The decoder's <unk> at target 2 was replaced by the source word "Anna" (a vowel).
  EXPECT_EQ(french_text({"je", "aime", "anna", "."}, "I love Anna.", {{2, 2, "anna", 0.9f}}),
            "J'aime Anna.");
  EXPECT_EQ(
      french_text({"la", "maison", "de", "oscar", "."}, "Oscar's house.", {{3, 0, "oscar", 0.9f}}),
      "La maison d'Oscar.");
}

TEST(FrenchText, GuillemetsTakeNoBreakSpacesInside) {
  EXPECT_EQ(french_text({"il", "dit", "\u00AB", "bonjour", "\u00BB", "."}),
            "Il dit \u00AB\u00A0bonjour\u00A0\u00BB.");
}

TEST(EnglishText, TheCorpusEnglishCapitalisesINamesMonthsAndDaysAnywhere) {
  EXPECT_EQ(english_text({"will", "i", "see", "anna", "in", "may", "?"}),
            "Will I see Anna in May?");
  EXPECT_EQ(english_text({"on", "monday", ",", "i", "went", "to", "paris", "."}),
            "On Monday, I went to Paris.");
  // Common words stay lowercase, even when they start like a name ("i" alone is the pronoun).
  EXPECT_EQ(english_text({"it", "is", "in", "the", "kitchen", "."}), "It is in the kitchen.");
}

TEST(FrenchText, ExactMatchComparesTheWrittenSentence) {
  // Elided or not, "n'arriveront" is one sentence on screen; another word is another sentence.
  const std::vector<std::vector<std::string>> refs{{"ils", "n'", "arriveront", "pas", "."},
                                                   {"je", "l'", "apporterais", "."}};
  EXPECT_DOUBLE_EQ(
      exact_match_as_written(
          {{"ils", "ne", "arriveront", "pas", "."}, {"je", "le", "apporterais", "."}}, refs),
      1.0);
  EXPECT_DOUBLE_EQ(
      exact_match_as_written(
          {{"ils", "ne", "arriveront", "pas", "."}, {"je", "la", "apporterais", "."}}, refs),
      1.0);  // la and le both elide to l': the screen cannot tell them apart
  EXPECT_DOUBLE_EQ(
      exact_match_as_written(
          {{"ils", "ne", "arrivent", "pas", "."}, {"je", "l'", "apporterais", "."}}, refs),
      0.5);
  EXPECT_DOUBLE_EQ(exact_match_as_written({}, {}), 0.0);
  EXPECT_DOUBLE_EQ(exact_match_as_written({{"a"}}, {{"a"}, {"b"}}), 0.0);
}

TEST(FrenchText, OutOfRangeCopiesAreIgnored) {
  const std::vector<CopiedWord> bad{{7, 0, "x", 1.0f}, {0, 9, "y", 1.0f}, {-1, -1, "z", 1.0f}};
  EXPECT_EQ(french_text({"bonjour", "."}, "Hello.", bad), "Bonjour.");
}

}  // namespace
}  // namespace ap::s2s
