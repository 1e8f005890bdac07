// World 2's further questions and fixed expressions on hand-built structures, against
// hand-written French: how many / how much → combien de, which → quel / quelle / quels / quelles,
// what time is it → quelle heure est-il, how are you → comment ça va, and the interjections
// excuse me, you're welcome, nice to meet you, good night, see you tomorrow.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/corpus/grammar.h"
#include "core/corpus/lexicon.h"
#include "core/corpus/phenomena.h"
#include "core/corpus/sampler.h"
#include "core/rng.h"
#include "seq2seq_grammar_builders.h"

namespace ap::s2s {
namespace {

using namespace ap::s2s::testing;

Sentence asked(WhWord w, NounPhrase subject, const char* verb, Tense tense, NounPhrase object) {
  Sentence s = one(everyday(std::move(subject), verb, tense, {std::move(object)}));
  s.clauses[0].wh = w;
  s.clauses[0].yes_no = true;
  return s;
}

Sentence fixed(FixedExpression f, Interjection opener = Interjection::None) {
  Clause c;
  c.voice = Voice::Fixed;
  c.fixed = f;
  c.tense = Tense::Present;
  Sentence s = one(std::move(c));
  s.opener = opener;
  return s;
}

TEST(World2MoreQuestions, HowManyAndHowMuchAreCombienDe) {
  const Sentence many = asked(WhWord::HowMany, pronoun("you"), "eat", Tense::Present,
                              noun("apple", Determiner::The, true));
  EXPECT_EQ(en(many), "how many apples do you eat ?");
  EXPECT_EQ(fr(many), "combien de pommes est-ce que tu manges ?");
  const Sentence much = asked(WhWord::HowMany, pronoun("she"), "drink", Tense::Present,
                              noun("milk", Determiner::The));
  EXPECT_EQ(en(much), "how much milk does she drink ?");
  EXPECT_EQ(fr(much), "combien de lait est-ce qu' elle boit ?");
  Sentence modal = asked(WhWord::HowMany, pronoun("they"), "buy", Tense::Present,
                         noun("car", Determiner::The, true));
  modal.clauses[0].modal = Modal::WantTo;
  EXPECT_EQ(en(modal), "how many cars do they want to buy ?");
  EXPECT_EQ(fr(modal), "combien de voitures est-ce qu' ils veulent acheter ?");
  EXPECT_TRUE(
      classify(many, realise_french(many))[static_cast<std::size_t>(Phenomenon::WhQuestion)]);
}

TEST(World2MoreQuestions, WhichIsQuelAndAgrees) {
  const Sentence car =
      asked(WhWord::Which, pronoun("you"), "want", Tense::Present, noun("car", Determiner::The));
  EXPECT_EQ(en(car), "which car do you want ?");
  EXPECT_EQ(fr(car), "quelle voiture est-ce que tu veux ?");
  EXPECT_EQ(fr(asked(WhWord::Which, pronoun("he"), "read", Tense::Future,
                     noun("book", Determiner::The, true))),
            "quels livres est-ce qu' il lira ?");
  EXPECT_EQ(en(asked(WhWord::Which, pronoun("he"), "read", Tense::Future,
                     noun("book", Determiner::The, true))),
            "which books will he read ?");
  EXPECT_EQ(fr(asked(WhWord::Which, pronoun("we"), "see", Tense::Present,
                     noun("flower", Determiner::The, true))),
            "quelles fleurs est-ce que nous voyons ?");
  EXPECT_EQ(fr(asked(WhWord::Which, noun("mother", Determiner::Your), "like", Tense::Present,
                     noun("film", Determiner::The))),
            "quel film est-ce que ta mère aime ?");
}

TEST(World2MoreQuestions, WhatTimeAndHowAreYouAreFixed) {
  EXPECT_EQ(en(fixed(FixedExpression::WhatTime)), "what time is it ?");
  EXPECT_EQ(fr(fixed(FixedExpression::WhatTime)), "quelle heure est-il ?");
  EXPECT_EQ(en(fixed(FixedExpression::HowAreYou, Interjection::GoodMorning)),
            "good morning , how are you ?");
  EXPECT_EQ(fr(fixed(FixedExpression::HowAreYou, Interjection::GoodMorning)),
            "bonjour , comment ça va ?");
  EXPECT_EQ(fr(fixed(FixedExpression::WhatTime, Interjection::ExcuseMe)),
            "excuse-moi , quelle heure est-il ?");
  const Sentence s = fixed(FixedExpression::WhatTime);
  EXPECT_TRUE(classify(s, realise_french(s))[static_cast<std::size_t>(Phenomenon::FixedPhrase)]);
}

TEST(World2MoreQuestions, NewInterjections) {
  EXPECT_STREQ(interjection_words(Interjection::YouAreWelcome).en, "you are welcome");
  EXPECT_STREQ(interjection_words(Interjection::YouAreWelcome).fr, "de rien");
  EXPECT_STREQ(interjection_words(Interjection::NiceToMeetYou).fr, "enchanté");
  EXPECT_STREQ(interjection_words(Interjection::GoodNight).fr, "bonne nuit");
  EXPECT_STREQ(interjection_words(Interjection::SeeYouTomorrow).en, "see you tomorrow");
  EXPECT_STREQ(interjection_words(Interjection::SeeYouTomorrow).fr, "à demain");
  Clause late;
  late.voice = Voice::Fixed;
  late.fixed = FixedExpression::Late;
  late.tense = Tense::Present;
  Sentence s = one(late);
  s.opener = Interjection::GoodNight;
  EXPECT_EQ(en(s), "good night , it is late .");
  EXPECT_EQ(fr(s), "bonne nuit , il est tard .");
  s.opener = Interjection::Well;
  EXPECT_EQ(en(s), "well , it is late .");
  EXPECT_EQ(fr(s), "eh bien , il est tard .");
  s.opener = Interjection::DoNotWorry;
  EXPECT_EQ(en(s), "do not worry , it is late .");
  EXPECT_EQ(fr(s), "ne t' inquiète pas , il est tard .");
  s.opener = Interjection::HurryUp;
  EXPECT_EQ(fr(s), "dépêche-toi , il est tard .");
  EXPECT_STREQ(interjection_words(Interjection::OfCourse).fr, "bien sûr");
  EXPECT_STREQ(interjection_words(Interjection::MyGod).fr, "mon dieu");
  s.opener = Interjection::ByTheWay;
  EXPECT_EQ(en(s), "by the way , it is late .");
  EXPECT_EQ(fr(s), "au fait , il est tard .");
  s.opener = Interjection::WakeUp;
  EXPECT_EQ(fr(s), "réveille-toi , il est tard .");
  s.opener = Interjection::AtLeast;
  EXPECT_EQ(fr(s), "au moins , il est tard .");
  EXPECT_STREQ(interjection_words(Interjection::IMean).fr, "je veux dire");
  EXPECT_TRUE(is_english_capitalised("god"));
  EXPECT_TRUE(is_french_proper_name("dieu"));
}

// in fact, at least and i mean open statements only: never a question.
TEST(World2MoreQuestions, StatementOpenersNeverOpenAQuestion) {
  Rng rng(11);
  SentenceSampler sampler(&rng, 2);
  int seen = 0;
  for (int i = 0; i < 20000; ++i) {
    const Sentence s = sampler.sample(3 + i % 8);
    if (s.opener != Interjection::InFact && s.opener != Interjection::AtLeast &&
        s.opener != Interjection::IMean)
      continue;
    const std::string e = en(s);
    EXPECT_NE(e.back(), '?') << e;
    ++seen;
  }
  EXPECT_GT(seen, 0);
}

}  // namespace
}  // namespace ap::s2s
