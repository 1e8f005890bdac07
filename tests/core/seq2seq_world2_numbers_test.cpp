// World 2's numbers 11–100 and clock times, against hand-written French (the 1990 spelling: every
// compound joined by hyphens, et included) and the tokenizer's English (o'clock → o 'clock).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/corpus/grammar.h"
#include "core/corpus/numbers.h"
#include "core/corpus/phenomena.h"
#include "core/seq2seq/tokenizer.h"
#include "seq2seq_grammar_builders.h"

namespace ap::s2s {
namespace {

using namespace ap::s2s::testing;

TEST(World2Numbers, EnglishCardinals) {
  EXPECT_EQ(en_cardinal(11), "eleven");
  EXPECT_EQ(en_cardinal(19), "nineteen");
  EXPECT_EQ(en_cardinal(20), "twenty");
  EXPECT_EQ(en_cardinal(21), "twenty-one");
  EXPECT_EQ(en_cardinal(45), "forty-five");
  EXPECT_EQ(en_cardinal(99), "ninety-nine");
  EXPECT_EQ(en_cardinal(100), "one hundred");
  EXPECT_EQ(en_cardinal(0), "");
  EXPECT_EQ(en_cardinal(101), "");
}

TEST(World2Numbers, FrenchCardinalsIn1990Spelling) {
  EXPECT_EQ(fr_cardinal(11), "onze");
  EXPECT_EQ(fr_cardinal(17), "dix-sept");
  EXPECT_EQ(fr_cardinal(21), "vingt-et-un");
  EXPECT_EQ(fr_cardinal(21, true), "vingt-et-une");
  EXPECT_EQ(fr_cardinal(22), "vingt-deux");
  EXPECT_EQ(fr_cardinal(30), "trente");
  EXPECT_EQ(fr_cardinal(41), "quarante-et-un");
  EXPECT_EQ(fr_cardinal(60), "soixante");
  EXPECT_EQ(fr_cardinal(70), "soixante-dix");
  EXPECT_EQ(fr_cardinal(71), "soixante-et-onze");
  EXPECT_EQ(fr_cardinal(77), "soixante-dix-sept");
  EXPECT_EQ(fr_cardinal(80), "quatre-vingts");
  EXPECT_EQ(fr_cardinal(81), "quatre-vingt-un");
  EXPECT_EQ(fr_cardinal(81, true), "quatre-vingt-une");
  EXPECT_EQ(fr_cardinal(90), "quatre-vingt-dix");
  EXPECT_EQ(fr_cardinal(91), "quatre-vingt-onze");
  EXPECT_EQ(fr_cardinal(99), "quatre-vingt-dix-neuf");
  EXPECT_EQ(fr_cardinal(100), "cent");
}

TEST(World2Numbers, ANumberBeforeANounAgrees) {
  NounPhrase apples = noun("apple", Determiner::Numeral, true);
  apples.number = 21;
  EXPECT_EQ(en(apples), "twenty-one apples");
  EXPECT_EQ(fr(apples), "vingt-et-une pommes");
  NounPhrase cats = noun("cat", Determiner::Numeral, true, {"big"});
  cats.number = 80;
  EXPECT_EQ(fr(cats), "quatre-vingts grands chats");
  cats.number = 100;
  EXPECT_EQ(en(cats), "one hundred big cats");
  EXPECT_EQ(fr(cats), "cent grands chats");
}

Sentence at(int hour, bool half) {
  Clause c = everyday(pronoun("we"), "arrive", Tense::Present);
  Adverbial a;
  a.kind = AdverbialKind::Clock;
  a.index = hour;
  a.half = half;
  c.adverbials.push_back(a);
  return one(std::move(c));
}

TEST(World2Numbers, ClockTimes) {
  EXPECT_EQ(en(at(5, false)), "we arrive at five o 'clock .");
  EXPECT_EQ(tokenize("we arrive at five o'clock."), realise_english(at(5, false)));
  EXPECT_EQ(fr(at(5, false)), "nous arrivons à cinq heures .");
  EXPECT_EQ(fr(at(1, false)), "nous arrivons à une heure .");
  EXPECT_EQ(en(at(2, true)), "we arrive at half past two .");
  EXPECT_EQ(fr(at(2, true)), "nous arrivons à deux heures et demie .");
  EXPECT_EQ(fr(at(1, true)), "nous arrivons à une heure et demie .");
  const Sentence s = at(9, false);
  EXPECT_TRUE(classify(s, realise_french(s))[static_cast<std::size_t>(Phenomenon::NumbersTime)]);
}

}  // namespace
}  // namespace ap::s2s
