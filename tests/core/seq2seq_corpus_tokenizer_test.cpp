// Tokenizer, detokenizer and vocabulary of the seq2seq corpus.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/seq2seq/tokenizer.h"
#include "core/seq2seq/vocabulary.h"

namespace ap::s2s {
namespace {

using Tokens = std::vector<std::string>;

TEST(CorpusTokenizer, SplitsWordsPunctuationAndElision) {
  EXPECT_EQ(tokenize("L'accord sur la zone économique européenne a été signé en août 1992."),
            (Tokens{"l'", "accord", "sur", "la", "zone", "économique", "européenne", "a", "été",
                    "signé", "en", "août", "1992", "."}));
  EXPECT_EQ(tokenize("The agreement on the European Economic Area was signed in August 1992."),
            (Tokens{"the", "agreement", "on", "the", "european", "economic", "area", "was",
                    "signed", "in", "august", "1992", "."}));
  EXPECT_EQ(tokenize("d'un qu'il n'a s'est j'ai c'est m'a t'a jusqu'en lorsqu'un"),
            (Tokens{"d'", "un",  "qu'", "il", "n'", "a", "s'",     "est", "j'",      "ai",
                    "c'", "est", "m'",  "a",  "t'", "a", "jusqu'", "en",  "lorsqu'", "un"}));
  EXPECT_EQ(tokenize("Aujourd'hui, l’État!"), (Tokens{"aujourd'hui", ",", "l'", "état", "!"}));
  EXPECT_EQ(tokenize("  ÉTÉ  À  Œuvre "), (Tokens{"été", "à", "œuvre"}));
  EXPECT_EQ(tokenize("the council's plan"), (Tokens{"the", "council", "'s", "plan"}));
  EXPECT_EQ(tokenize("it costs 1.5 (not 2)?"),
            (Tokens{"it", "costs", "1.5", "(", "not", "2", ")", "?"}));
  EXPECT_TRUE(tokenize("").empty());
  EXPECT_TRUE(tokenize(" \t\n").empty());
}

// The expansions follow English grammar (any grammar book's table of contractions), not the
// corpus: every negative -n't, the auxiliaries 'm 're 'll 've 'd, let's, and 's as "is" after a
// pronoun or question word but the possessive after a noun.
TEST(CorpusTokenizer, WritesEnglishContractionsOut) {
  EXPECT_EQ(tokenize("I don't know."), (Tokens{"i", "do", "not", "know", "."}));
  EXPECT_EQ(tokenize("She doesn't, we didn't, it isn't"),
            (Tokens{"she", "does", "not", ",", "we", "did", "not", ",", "it", "is", "not"}));
  EXPECT_EQ(tokenize("can't won't wasn't aren't couldn't"),
            (Tokens{"can", "not", "will", "not", "was", "not", "are", "not", "could", "not"}));
  EXPECT_EQ(tokenize("I'm sure you're right, I'll go, we've seen it, I'd like tea"),
            (Tokens{"i", "am", "sure", "you",  "are", "right", ",", "i",     "will", "go",
                    ",", "we", "have", "seen", "it",  ",",     "i", "would", "like", "tea"}));
  EXPECT_EQ(tokenize("Let's go! It's late. What's that? There's a cat."),
            (Tokens{"let", "us", "go", "!", "it", "is", "late", ".", "what", "is", "that", "?",
                    "there", "is", "a", "cat", "."}));
  EXPECT_EQ(tokenize("Don’t go."), (Tokens{"do", "not", "go", "."}));  // typographic apostrophe
  EXPECT_EQ(tokenize("Paul's car"), (Tokens{"paul", "'s", "car"}));    // a noun: the possessive
  EXPECT_EQ(tokenize_cased("Don't, Won't, I'm"),
            (Tokens{"Do", "not", ",", "Will", "not", ",", "I", "am"}));
  // French elision is not an English contraction.
  EXPECT_EQ(tokenize("n'est qu'il s'est"), (Tokens{"n'", "est", "qu'", "il", "s'", "est"}));
}

TEST(CorpusTokenizer, RoundTrips) {
  for (const char* s : {"L'accord sur la zone économique européenne a été signé en août 1992.",
                        "Le conseil n'a pas signé d'accord parce qu'un expert a critiqué le plan.",
                        "Les ministres sont arrivés jusqu'au 3 mai, puis ils sont partis?",
                        "Aujourd'hui, la commission s'est réunie à Bruxelles.",
                        "The council approved the plan in 1992."}) {
    const std::string back = detokenize(tokenize(s));
    // Lowercasing loses the capital of proper names only; compare lowercased.
    EXPECT_EQ(to_lower_utf8(back), to_lower_utf8(s)) << s;
    EXPECT_EQ(tokenize(back), tokenize(s)) << s;
  }
  EXPECT_EQ(
      detokenize(tokenize("L'accord sur la zone économique européenne a été signé en août 1992.")),
      "L'accord sur la zone économique européenne a été signé en août 1992.");
  EXPECT_EQ(detokenize({"été", "chaud", "."}), "Été chaud.");
  EXPECT_EQ(detokenize({}), "");
}

TEST(CorpusTokenizer, ElidedTokens) {
  EXPECT_TRUE(is_elided_token("l'"));
  EXPECT_TRUE(is_elided_token("jusqu'"));
  EXPECT_FALSE(is_elided_token("'"));
  EXPECT_FALSE(is_elided_token("accord"));
  EXPECT_FALSE(is_elided_token("aujourd'hui"));
}

TEST(CorpusVocabulary, SpecialsAndLookup) {
  Vocabulary v;
  EXPECT_EQ(v.size(), 4);
  EXPECT_EQ(v.word(Vocabulary::kPad), "<pad>");
  EXPECT_EQ(v.word(Vocabulary::kUnk), "<unk>");
  EXPECT_EQ(v.word(Vocabulary::kBos), "<s>");
  EXPECT_EQ(v.word(Vocabulary::kEos), "</s>");
  EXPECT_EQ(v.add("accord"), 4);
  EXPECT_EQ(v.add("accord"), 4);
  EXPECT_EQ(v.id("accord"), 4);
  EXPECT_EQ(v.id("absent"), Vocabulary::kUnk);
  EXPECT_TRUE(v.contains("accord"));
  EXPECT_FALSE(v.contains("absent"));
  EXPECT_EQ(v.word(99), "<unk>");
  EXPECT_EQ(v.encode({"accord", "absent"}), (std::vector<int>{4, Vocabulary::kUnk}));
  EXPECT_EQ(v.decode({Vocabulary::kBos, 4, Vocabulary::kEos, 4}), (Tokens{"accord"}));
}

TEST(CorpusVocabulary, BuildIsByFrequencyThenAlphabetical) {
  const Vocabulary v = Vocabulary::build({{"b", "a", "c"}, {"c", "b"}, {"c", "d"}}, 1);
  EXPECT_EQ(v.words(), (Tokens{"<pad>", "<unk>", "<s>", "</s>", "c", "b", "a", "d"}));
  const Vocabulary m = Vocabulary::build({{"b", "a", "c"}, {"c", "b"}, {"c", "d"}}, 2);
  EXPECT_EQ(m.words(), (Tokens{"<pad>", "<unk>", "<s>", "</s>", "c", "b"}));
}

TEST(CorpusVocabulary, FromWordsValidates) {
  Vocabulary v;
  std::string err;
  EXPECT_TRUE(Vocabulary::from_words({"<pad>", "<unk>", "<s>", "</s>", "x", "y"}, &v, &err));
  EXPECT_EQ(v.id("y"), 5);
  EXPECT_FALSE(Vocabulary::from_words({"<pad>", "<unk>"}, &v, &err));
  EXPECT_NE(err.find("4 specials"), std::string::npos);
  EXPECT_FALSE(Vocabulary::from_words({"<unk>", "<pad>", "<s>", "</s>"}, &v, &err));
  EXPECT_NE(err.find("<pad>"), std::string::npos);
  EXPECT_FALSE(Vocabulary::from_words({"<pad>", "<unk>", "<s>", "</s>", "x", "x"}, &v, &err));
  EXPECT_NE(err.find("twice"), std::string::npos);
  EXPECT_EQ(v.id("y"), 5);  // unchanged by the failures
}

}  // namespace
TEST(CorpusTokenizer, CasedTokensAreTheTokensAsWritten) {
  for (const char* s :
       {"L'Accord sur l’État a été signé à Paris en août 1992.",
        "I love Mary and McCartney, AUJOURD'HUI!", "ÉTÉ  À  Œuvre",
        "I'M sure Paul's cat DOESN'T bite; Let's go.", "Où est le chien\u00A0? Ici\u202F!"}) {
    const Tokens lower = tokenize(s), cased = tokenize_cased(s);
    ASSERT_EQ(cased.size(), lower.size()) << s;
    for (std::size_t i = 0; i < cased.size(); ++i)
      EXPECT_EQ(to_lower_utf8(cased[i]), lower[i]) << s;
  }
  EXPECT_EQ(tokenize_cased("J'aime McCartney."), (Tokens{"J'", "aime", "McCartney", "."}));
  EXPECT_EQ(tokenize("chien\u00A0?"), (Tokens{"chien", "?"}));  // no-break spaces separate
}

TEST(CorpusTokenizer, FrenchSpacingBeforeTwoPartMarks) {
  EXPECT_EQ(detokenize_french({"où", "est", "le", "chien", "?"}), "Où est le chien\u00A0?");
  EXPECT_EQ(detokenize_french({"attention", ":", "ici", ";", "là", "!"}),
            "Attention\u00A0: ici\u00A0; là\u00A0!");
  EXPECT_EQ(detokenize_french({"oui", ",", "l'", "accord", "."}), "Oui, l'accord.");
  EXPECT_EQ(detokenize({"où", "est", "le", "chien", "?"}), "Où est le chien?");  // English spacing
  EXPECT_EQ(tokenize(detokenize_french({"où", "est", "le", "chien", "?"})),
            (Tokens{"où", "est", "le", "chien", "?"}));
}

}  // namespace ap::s2s
