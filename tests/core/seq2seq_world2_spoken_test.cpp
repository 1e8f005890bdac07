// World 2's spoken verb expressions (spoken_expressions.h) on hand-built structures, against
// hand-written French: what happened ?, something happened, it happens, i was born in paris, you
// are kidding, that sounds good, i do not care, i do not mind, it does not matter, she is sitting,
// that means no; and never mind as an opener.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/corpus/grammar.h"
#include "core/corpus/lexicon.h"
#include "core/corpus/spoken_expressions.h"
#include "seq2seq_grammar_builders.h"

namespace ap::s2s {
namespace {

using namespace ap::s2s::testing;

// The builders' fixed(), with the tense first as these tests read best.
Sentence spoken(FixedExpression f, Tense tense, int arg = 0, bool negated = false,
                std::vector<NounPhrase> subject = {}) {
  return fixed(f, arg, tense, std::move(subject), negated);
}

Adverbial in_place(NounKind kind, const char* en) {
  Adverbial a;
  a.kind = AdverbialKind::InPlace;
  a.np.push_back(proper(kind, en));
  return a;
}

TEST(World2Spoken, WhatHappened) {
  const Sentence past = spoken(FixedExpression::WhatHappened, Tense::Past);
  EXPECT_EQ(en(past), "what happened ?");
  EXPECT_EQ(fr(past), "qu' est-ce qui s' est passé ?");
  EXPECT_EQ(en(spoken(FixedExpression::WhatHappened, Tense::Progressive)), "what is happening ?");
  EXPECT_EQ(fr(spoken(FixedExpression::WhatHappened, Tense::Progressive)),
            "qu' est-ce qui se passe ?");
  EXPECT_EQ(fr(spoken(FixedExpression::WhatHappened, Tense::Future)),
            "qu' est-ce qui se passera ?");
  Sentence yesterday = past;
  yesterday.clauses[0].adverbials.push_back(time_phrase("yesterday"));
  EXPECT_EQ(en(yesterday), "what happened yesterday ?");
  EXPECT_EQ(fr(yesterday), "qu' est-ce qui s' est passé hier ?");
}

TEST(World2Spoken, SomethingNothingItHappens) {
  const int something = static_cast<int>(Happener::Something);
  const int nothing = static_cast<int>(Happener::Nothing);
  const int it = static_cast<int>(Happener::It);
  EXPECT_EQ(en(spoken(FixedExpression::Happened, Tense::Past, something)), "something happened .");
  EXPECT_EQ(fr(spoken(FixedExpression::Happened, Tense::Past, something)),
            "quelque chose s' est passé .");
  EXPECT_EQ(fr(spoken(FixedExpression::Happened, Tense::Past, nothing)), "rien ne s' est passé .");
  EXPECT_EQ(en(spoken(FixedExpression::Happened, Tense::Future, nothing)), "nothing will happen .");
  EXPECT_EQ(fr(spoken(FixedExpression::Happened, Tense::Future, nothing)), "rien ne se passera .");
  EXPECT_EQ(en(spoken(FixedExpression::Happened, Tense::Present, it)), "it happens .");
  EXPECT_EQ(fr(spoken(FixedExpression::Happened, Tense::Present, it)), "ça arrive .");
  Sentence never = spoken(FixedExpression::Happened, Tense::Present, it, true);
  never.clauses[0].never = true;
  EXPECT_EQ(en(never), "it never happens .");
  EXPECT_EQ(fr(never), "ça n' arrive jamais .");
  EXPECT_EQ(en(spoken(FixedExpression::Happened, Tense::Past, it, true)), "it did not happen .");
  EXPECT_EQ(fr(spoken(FixedExpression::Happened, Tense::Past, it, true)), "ce n' est pas arrivé .");
  EXPECT_EQ(fr(spoken(FixedExpression::Happened, Tense::Past, it)), "c' est arrivé .");
}

TEST(World2Spoken, BornIsNaitreInThePasseCompose) {
  Sentence paris = spoken(FixedExpression::Born, Tense::Past, 0, false, {pronoun("she")});
  paris.clauses[0].adverbials.push_back(in_place(NounKind::City, "paris"));
  EXPECT_EQ(en(paris), "she was born in paris .");
  EXPECT_EQ(fr(paris), "elle est née à paris .");
  Sentence france = spoken(FixedExpression::Born, Tense::Past, 0, true, {pronoun("we")});
  france.clauses[0].adverbials.push_back(in_place(NounKind::Country, "france"));
  EXPECT_EQ(en(france), "we were not born in france .");
  EXPECT_EQ(fr(france), "nous ne sommes pas nés en france .");
  Sentence year = spoken(FixedExpression::Born, Tense::Past, 0, false,
                         {noun("daughter", Determiner::My, true)});
  Adverbial y;
  y.kind = AdverbialKind::Date;
  y.year = 1992;
  year.clauses[0].adverbials.push_back(y);
  EXPECT_EQ(en(year), "my daughters were born in 1992 .");
  EXPECT_EQ(fr(year), "mes filles sont nées en 1992 .");
}

TEST(World2Spoken, KiddingSoundsCareMindMatter) {
  EXPECT_EQ(en(spoken(FixedExpression::Kidding, Tense::Progressive, 0, false, {pronoun("you")})),
            "you are kidding .");
  EXPECT_EQ(fr(spoken(FixedExpression::Kidding, Tense::Progressive, 0, false, {pronoun("you")})),
            "tu plaisantes .");
  EXPECT_EQ(fr(spoken(FixedExpression::Kidding, Tense::Progressive, 0, true, {pronoun("i")})),
            "je ne plaisante pas .");
  EXPECT_EQ(en(spoken(FixedExpression::Kidding, Tense::Past, 0, false, {pronoun("she")})),
            "she was kidding .");
  EXPECT_EQ(fr(spoken(FixedExpression::Kidding, Tense::Past, 0, false, {pronoun("she")})),
            "elle plaisantait .");
  EXPECT_EQ(en(spoken(FixedExpression::SoundsLike, Tense::Present, 0)), "that sounds good .");
  EXPECT_EQ(fr(spoken(FixedExpression::SoundsLike, Tense::Present, 0)), "ça a l' air bien .");
  EXPECT_EQ(en(spoken(FixedExpression::SoundsLike, Tense::Past, 2 * 2 + 1, true)),
            "it did not sound easy .");
  EXPECT_EQ(fr(spoken(FixedExpression::SoundsLike, Tense::Past, 2 * 2 + 1, true)),
            "ça n' avait pas l' air facile .");
  EXPECT_EQ(en(spoken(FixedExpression::DoNotCare, Tense::Present, 0, true, {pronoun("i")})),
            "i do not care .");
  EXPECT_EQ(fr(spoken(FixedExpression::DoNotCare, Tense::Present, 0, true, {pronoun("i")})),
            "ça m' est égal .");
  EXPECT_EQ(fr(spoken(FixedExpression::DoNotCare, Tense::Past, 0, true, {pronoun("they")})),
            "ça leur était égal .");
  EXPECT_EQ(en(spoken(FixedExpression::DoNotMind, Tense::Present, 0, true, {pronoun("she")})),
            "she does not mind .");
  EXPECT_EQ(fr(spoken(FixedExpression::DoNotMind, Tense::Present, 0, true, {pronoun("she")})),
            "ça ne la dérange pas .");
  EXPECT_EQ(fr(spoken(FixedExpression::DoNotMind, Tense::Past, 0, true, {pronoun("you")})),
            "ça ne te dérangeait pas .");
  EXPECT_EQ(en(spoken(FixedExpression::DoesNotMatter, Tense::Present, 0, true)),
            "it does not matter .");
  EXPECT_EQ(fr(spoken(FixedExpression::DoesNotMatter, Tense::Present, 0, true)),
            "ça n' a pas d' importance .");
  EXPECT_EQ(fr(spoken(FixedExpression::DoesNotMatter, Tense::Past, 0, true)),
            "ça n' avait pas d' importance .");
}

TEST(World2Spoken, PosturesAndMeans) {
  Sentence sitting = spoken(FixedExpression::Posture, Tense::Present, 0, false, {pronoun("she")});
  EXPECT_EQ(en(sitting), "she is sitting .");
  EXPECT_EQ(fr(sitting), "elle est assise .");
  EXPECT_EQ(fr(spoken(FixedExpression::Posture, Tense::Present, 0, false,
                      {noun("girl", Determiner::The, true)})),
            "les filles sont assises .");
  EXPECT_EQ(fr(spoken(FixedExpression::Posture, Tense::Past, 0, false, {pronoun("they")})),
            "ils étaient assis .");
  Sentence standing = spoken(FixedExpression::Posture, Tense::Past, 1, true, {pronoun("i")});
  EXPECT_EQ(en(standing), "i was not standing .");
  EXPECT_EQ(fr(standing), "je n' étais pas debout .");
  EXPECT_EQ(en(spoken(FixedExpression::Means, Tense::Present, 1)), "that means no .");
  EXPECT_EQ(fr(spoken(FixedExpression::Means, Tense::Present, 1)), "ça veut dire non .");
  EXPECT_EQ(en(spoken(FixedExpression::Means, Tense::Past, 0, true)), "that did not mean yes .");
  EXPECT_EQ(fr(spoken(FixedExpression::Means, Tense::Past, 0, true)),
            "ça ne voulait pas dire oui .");
}

TEST(World2Spoken, NeverMindOpens) {
  Sentence s = spoken(FixedExpression::DoesNotMatter, Tense::Present, 0, true);
  s.opener = Interjection::NeverMind;
  EXPECT_EQ(en(s), "never mind , it does not matter .");
  EXPECT_EQ(fr(s), "laisse tomber , ça n' a pas d' importance .");
}

}  // namespace
}  // namespace ap::s2s
