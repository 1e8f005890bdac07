// World 2's fourth round of spoken English, on hand-built structures against hand-written French:
// fine (aller bien), in pain and in trouble (avoir mal, avoir des ennuis), the sayings on "it"
// (c'est ma faute, c'est possible, c'est un plaisir, un tel plaisir, un honneur, le bazar, humain,
// sous contrôle, ça a du sens, ça vaut le coup, ça ne te regarde pas), any longer and either (ne …
// plus, ne … pas … non plus), the new openers (d'accord, cool, exactement, peu importe, fais
// attention), the vocatives (monsieur, docteur, mesdames et messieurs, never with tu), the others
// (les autres), america (l'Amérique) and ever (déjà), in the middle of and between (au milieu de,
// entre), till (jusqu'à), just in case (au cas où), cash (l'argent liquide), what is the point (à
// quoi bon), to tell the truth (à vrai dire), good lord (mon dieu); and the sampler's choices for
// them.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/corpus/corpus.h"
#include "core/corpus/grammar.h"
#include "core/corpus/lexicon.h"
#include "seq2seq_grammar_builders.h"

namespace ap::s2s {
namespace {

using namespace ap::s2s::testing;

int feeling(const char* en) {
  for (std::size_t i = 0; i < std::size(kFeelings); ++i)
    if (std::string(kFeelings[i].en) == en) return static_cast<int>(i);
  ADD_FAILURE() << en;
  return 0;
}

// The possessor of a saying by pronoun index (i he she we they you).
int saying(int word, int owner) { return word * 6 + owner; }

TEST(World2Sayings, FineIsAllerBien) {
  const Sentence s = fixed(FixedExpression::Fine, 0, Tense::Present, {pronoun("i")});
  EXPECT_EQ(en(s), "i am fine .");
  EXPECT_EQ(fr(s), "je vais bien .");
  EXPECT_EQ(fr(fixed(FixedExpression::Fine, 0, Tense::Present, {pronoun("you")})), "tu vas bien .");
  const Sentence past =
      fixed(FixedExpression::Fine, 0, Tense::Past, {noun("kid", Determiner::The, true)}, true);
  EXPECT_EQ(en(past), "the kids were not fine .");
  EXPECT_EQ(fr(past), "les enfants n' allaient pas bien .");
}

TEST(World2Sayings, InPainAndInTroubleTakeAvoir) {
  const Sentence pain =
      fixed(FixedExpression::Feeling, feeling("in pain"), Tense::Present, {pronoun("she")});
  EXPECT_EQ(en(pain), "she is in pain .");
  EXPECT_EQ(fr(pain), "elle a mal .");
  const Sentence trouble =
      fixed(FixedExpression::Feeling, feeling("in trouble"), Tense::Past, {pronoun("we")});
  EXPECT_EQ(en(trouble), "we were in trouble .");
  EXPECT_EQ(fr(trouble), "nous avions des ennuis .");
  const Sentence none = fixed(FixedExpression::Feeling, feeling("in trouble"), Tense::Present,
                              {proper(NounKind::Name, "paul")}, true);
  EXPECT_EQ(en(none), "paul is not in trouble .");
  EXPECT_EQ(fr(none), "paul n' a pas d' ennuis .");  // de after the negation
}

TEST(World2Sayings, ItIsMyFaultIsCEst) {
  const Sentence mine = fixed(FixedExpression::ItIs, saying(0, 0));
  EXPECT_EQ(en(mine), "it is my fault .");
  EXPECT_EQ(fr(mine), "c' est ma faute .");
  const Sentence yours = fixed(FixedExpression::ItIs, saying(0, 5), Tense::Past, {}, true);
  EXPECT_EQ(en(yours), "it was not your fault .");
  EXPECT_EQ(fr(yours), "ce n' était pas ta faute .");
  EXPECT_EQ(fr(fixed(FixedExpression::ItIs, saying(0, 4))), "c' est leur faute .");
  EXPECT_EQ(en(fixed(FixedExpression::ItIs, saying(1, 0))), "it is possible .");
  EXPECT_EQ(fr(fixed(FixedExpression::ItIs, saying(1, 0), Tense::Present, {}, true)),
            "ce n' est pas possible .");
  EXPECT_EQ(en(fixed(FixedExpression::ItIs, saying(2, 3), Tense::Past)), "it was a pleasure .");
  EXPECT_EQ(fr(fixed(FixedExpression::ItIs, saying(2, 3), Tense::Past)), "c' était un plaisir .");
  const auto word = [](const char* en) {
    for (std::size_t i = 0; i < std::size(kItIs); ++i)
      if (std::string(kItIs[i].en) == en) return static_cast<int>(i);
    ADD_FAILURE() << en;
    return 0;
  };
  EXPECT_EQ(en(fixed(FixedExpression::ItIs, saying(word("such a pleasure"), 0))),
            "it is such a pleasure .");
  EXPECT_EQ(fr(fixed(FixedExpression::ItIs, saying(word("such a pleasure"), 0))),
            "c' est un tel plaisir .");
  EXPECT_EQ(en(fixed(FixedExpression::ItIs, saying(word("an honor"), 0), Tense::Past)),
            "it was an honor .");
  EXPECT_EQ(fr(fixed(FixedExpression::ItIs, saying(word("an honor"), 0), Tense::Past)),
            "c' était un honneur .");
  EXPECT_EQ(fr(fixed(FixedExpression::ItIs, saying(word("a mess"), 0))), "c' est le bazar .");
  EXPECT_EQ(fr(fixed(FixedExpression::ItIs, saying(word("human"), 0), Tense::Present, {}, true)),
            "ce n' est pas humain .");
  EXPECT_EQ(en(fixed(FixedExpression::ItIs, saying(word("under control"), 0))),
            "it is under control .");
  EXPECT_EQ(fr(fixed(FixedExpression::ItIs, saying(word("under control"), 0))),
            "c' est sous contrôle .");
}

TEST(World2Sayings, SenseWorthAndBusinessAreCa) {
  const int sense = static_cast<int>(ThatSaying::Sense),
            worth = static_cast<int>(ThatSaying::Worth),
            business = static_cast<int>(ThatSaying::Business);
  EXPECT_EQ(en(fixed(FixedExpression::That, saying(sense, 0))), "it makes sense .");
  EXPECT_EQ(fr(fixed(FixedExpression::That, saying(sense, 0))), "ça a du sens .");
  const Sentence no_sense = fixed(FixedExpression::That, saying(sense, 0), Tense::Past, {}, true);
  EXPECT_EQ(en(no_sense), "it did not make sense .");
  EXPECT_EQ(fr(no_sense), "ça n' avait pas de sens .");
  EXPECT_EQ(en(fixed(FixedExpression::That, saying(worth, 0))), "it is worth it .");
  EXPECT_EQ(fr(fixed(FixedExpression::That, saying(worth, 0))), "ça vaut le coup .");
  EXPECT_EQ(fr(fixed(FixedExpression::That, saying(worth, 0), Tense::Past, {}, true)),
            "ça ne valait pas le coup .");
  const Sentence yours = fixed(FixedExpression::That, saying(business, 5));
  EXPECT_EQ(en(yours), "it is none of your business .");
  EXPECT_EQ(fr(yours), "ça ne te regarde pas .");
  EXPECT_EQ(fr(fixed(FixedExpression::That, saying(business, 2), Tense::Past)),
            "ça ne la regardait pas .");
  EXPECT_EQ(fr(fixed(FixedExpression::That, saying(business, 4))), "ça ne les regarde pas .");
}

TEST(World2Sayings, AnyLongerAndEither) {
  Sentence s = says(pronoun("she"), "eat", Tense::Present, {noun("cake", Determiner::A)});
  s.clauses[0].negated = true;
  s.clauses[0].negation_adverb = NegationAdverb::AnyLonger;
  EXPECT_EQ(en(s), "she does not eat a cake any longer .");
  EXPECT_EQ(fr(s), "elle ne mange plus de gâteau .");
  s.clauses[0].negation_adverb = NegationAdverb::Either;
  EXPECT_EQ(en(s), "she does not eat a cake either .");
  EXPECT_EQ(fr(s), "elle ne mange pas de gâteau non plus .");
  Sentence tired = be(pronoun("i"), "tired", Tense::Past);
  tired.clauses[0].negated = true;
  tired.clauses[0].negation_adverb = NegationAdverb::Either;
  EXPECT_EQ(en(tired), "i was not tired either .");
  EXPECT_EQ(fr(tired), "je n' étais pas fatigué non plus .");
}

TEST(World2Sayings, NewOpeners) {
  Sentence s = fixed(FixedExpression::ItIs, saying(1, 0));
  s.opener = Interjection::Alright;
  EXPECT_EQ(fr(s), "d' accord , c' est possible .");
  s.opener = Interjection::Exactly;
  EXPECT_EQ(en(s), "exactly , it is possible .");
  EXPECT_EQ(fr(s), "exactement , c' est possible .");
  s.opener = Interjection::Whatever;
  EXPECT_EQ(fr(s), "peu importe , c' est possible .");
  s.opener = Interjection::PayAttention;
  EXPECT_EQ(en(s), "pay attention , it is possible .");
  EXPECT_EQ(fr(s), "fais attention , c' est possible .");
  s.opener = Interjection::Cool;
  EXPECT_EQ(fr(s), "cool , c' est possible .");
}

TEST(World2Sayings, Vocatives) {
  Sentence s = be(noun("train"), "late");
  s.vocative = Vocative::Sir;
  EXPECT_EQ(en(s), "the train is late , sir .");
  EXPECT_EQ(fr(s), "le train est en retard , monsieur .");
  s.vocative = Vocative::Doc;
  EXPECT_EQ(fr(s), "le train est en retard , docteur .");
  s.vocative = Vocative::LadiesAndGentlemen;
  EXPECT_EQ(en(s), "ladies and gentlemen , the train is late .");
  EXPECT_EQ(fr(s), "mesdames et messieurs , le train est en retard .");
  Sentence thanks = fixed(FixedExpression::Fine, 0, Tense::Present, {pronoun("i")});
  thanks.opener = Interjection::ThankYou;
  thanks.vocative = Vocative::Sir;
  EXPECT_EQ(en(thanks), "thank you , i am fine , sir .");
  EXPECT_EQ(fr(thanks), "merci , je vais bien , monsieur .");
}

TEST(World2Sayings, TheOthersAmericaAndEver) {
  const Sentence others = be(pronoun("the others"), "tired");
  EXPECT_EQ(en(others), "the others are tired .");
  EXPECT_EQ(fr(others), "les autres sont fatigués .");
  const Sentence go = says(pronoun("i"), "see", Tense::Past, {pronoun("the others")});
  EXPECT_EQ(fr(go), "j' ai vu les autres .");
  EXPECT_EQ(en(be(proper(NounKind::Country, "america"), "beautiful")), "america is beautiful .");
  EXPECT_EQ(fr(be(proper(NounKind::Country, "america"), "beautiful")), "l' amérique est belle .");
  Sentence ever = says(pronoun("you"), "see", Tense::Perfect, {noun("star", Determiner::A)});
  ever.clauses[0].yes_no = true;
  ever.clauses[0].frequency = find_frequency_adverb("ever");
  EXPECT_EQ(en(ever), "have you ever seen a star ?");
  EXPECT_EQ(fr(ever), "est-ce que tu as déjà vu une étoile ?");
}

Adverbial place(PlacePrep p, std::vector<NounPhrase> nps) {
  Adverbial a;
  a.kind = AdverbialKind::Place;
  a.place = p;
  a.np = std::move(nps);
  return a;
}

TEST(World2Sayings, InTheMiddleOfAndBetween) {
  Sentence s = be(noun("cat"), "tired");
  s.clauses[0].adjective = -1;
  s.clauses[0].adverbials.push_back(place(PlacePrep::Middle, {noun("park")}));
  EXPECT_EQ(en(s), "the cat is in the middle of the park .");
  EXPECT_EQ(fr(s), "le chat est au milieu du parc .");
  s.clauses[0].adverbials[0] =
      place(PlacePrep::Between, {noun("table"), noun("door", Determiner::A)});
  EXPECT_EQ(en(s), "the cat is between the table and a door .");
  EXPECT_EQ(fr(s), "le chat est entre la table et une porte .");
}

TEST(World2Sayings, TillJustInCaseAndCash) {
  Sentence stay = says(pronoun("i"), "stay", Tense::Future);
  stay.clauses[0].adverbials.push_back(time_phrase("till tomorrow"));
  EXPECT_EQ(en(stay), "i will stay till tomorrow .");
  EXPECT_EQ(fr(stay), "je resterai jusqu' à demain .");
  stay.clauses[0].adverbials[0] = time_phrase("till next week");
  EXPECT_EQ(fr(stay), "je resterai jusqu' à la semaine prochaine .");
  Sentence take = says(pronoun("she"), "take", Tense::Future, {noun("cash", Determiner::Her)});
  take.just_in_case = true;
  EXPECT_EQ(en(take), "she will take her cash , just in case .");
  EXPECT_EQ(fr(take), "elle prendra son argent liquide , au cas où .");
  EXPECT_EQ(fr(be(noun("cash"), "safe")), "l' argent liquide est en sécurité .");
}

TEST(World2Sayings, WhatIsThePointToTellTheTruthGoodLord) {
  Sentence point = fixed(FixedExpression::WhatIsThePoint, 0);
  EXPECT_EQ(en(point), "what is the point ?");
  EXPECT_EQ(fr(point), "à quoi bon ?");
  point.opener = Interjection::GoodLord;
  EXPECT_EQ(en(point), "good lord , what is the point ?");
  EXPECT_EQ(fr(point), "mon dieu , à quoi bon ?");
  Sentence truth = fixed(FixedExpression::ItIs, saying(0, 0));
  truth.opener = Interjection::ToTellTheTruth;
  EXPECT_EQ(en(truth), "to tell the truth , it is my fault .");
  EXPECT_EQ(fr(truth), "à vrai dire , c' est ma faute .");
}

// The sampler: each new word in world 2's training split, none of them in world 1's, and no
// vocative beside a tu.
TEST(World2Sayings, SamplerDrawsThemInWorld2Only) {
  CorpusOptions o;
  o.train = 20000;
  o.valid = o.test_per_bucket = 0;
  o.max_len = 20;
  const auto count = [](const CorpusSplits& s, const char* w) {
    int n = 0;
    for (const SentencePair& p : s.train)
      for (const std::string& x : p.en) n += x == w;
    return n;
  };
  const CorpusSplits one_split = generate_corpus(o);
  o.world = 2;
  const CorpusSplits two = generate_corpus(o);
  for (const char* w : {"fine",    "fault",  "sense",   "either", "longer", "sir",     "gentlemen",
                        "others",  "such",   "honor",   "mess",   "human",  "control", "america",
                        "alright", "middle", "between", "till",   "case",   "ever"}) {
    EXPECT_GT(count(two, w), 0) << w;
    EXPECT_EQ(count(one_split, w), 0) << w;
  }
  for (const SentencePair& p : two.train) {
    bool monsieur = false, tu = false;
    for (const std::string& w : p.fr) {
      monsieur |= w == "monsieur" || w == "messieurs";
      tu |= w == "tu" || w == "te" || w == "t'" || w == "ton" || w == "ta" || w == "tes" ||
            w == "toi" || w.find("-toi") != std::string::npos;
    }
    EXPECT_FALSE(monsieur && tu) << join(p.fr);
  }
}

}  // namespace
}  // namespace ap::s2s
