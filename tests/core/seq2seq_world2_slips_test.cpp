// World 2's corrections of corpus slips, against hand-written French: intervene takes être in
// world 2 (ils sont intervenus; world 1 keeps its frozen avoir), which-questions never ask for
// a noun that needs its possessive (no "which mouth has she covered ?"), and rien goes before
// the infinitive after a modal (je ne veux rien manger, ils n'essaient de rien tirer); no "to"
// before a negative word ("she did not show us anything").
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

Sentence intervened(NounPhrase subject, int world) {
  Clause c;
  c.voice = Voice::Intransitive;
  c.verb = find_intransitive("intervene");
  c.world = world;
  c.subject.push_back(std::move(subject));
  return one(std::move(c));
}

Sentence modal(NounPhrase subject, const char* verb, Modal m, NegativeWord negative,
               std::vector<NounPhrase> object = {}) {
  Sentence s = one(everyday(std::move(subject), verb, Tense::Present, std::move(object)));
  s.clauses[0].modal = m;
  s.clauses[0].negative = negative;
  s.clauses[0].negated = negative == NegativeWord::Anything || negative == NegativeWord::Anyone;
  return s;
}

TEST(World2Slips, InterveneTakesEtreInWorld2Only) {
  EXPECT_EQ(en(intervened(pronoun("they"), 2)), "they intervened .");
  EXPECT_EQ(fr(intervened(pronoun("they"), 2)), "ils sont intervenus .");
  EXPECT_EQ(fr(intervened(pronoun("she"), 2)), "elle est intervenue .");
  EXPECT_EQ(fr(intervened(pronoun("they"), 1)), "ils ont intervenu .");  // frozen
  const Sentence s = intervened(pronoun("she"), 2);
  EXPECT_TRUE(classify(s, realise_french(s))[static_cast<std::size_t>(Phenomenon::EtreAgreement)]);
  EXPECT_EQ(intransitive_auxiliary(find_intransitive("intervene"), 1), FrenchAuxiliary::Avoir);
  EXPECT_EQ(intransitive_auxiliary(find_intransitive("resign"), 2), FrenchAuxiliary::Avoir);
}

// One's own and the body keep their possessive, so the wh-word never stands for it; and a
// fronted object is never asked for in the passé composé, whose participle would agree with it.
TEST(World2Slips, WhichNeverAsksForANounThatNeedsItsPossessive) {
  const Lexicon& lx = lexicon();
  Rng rng(5);
  SentenceSampler sampler(&rng, 2);
  int seen = 0;
  for (int i = 0; i < 40000; ++i) {
    const Sentence s = sampler.sample(3 + i % 8);
    const Clause& c = s.clauses[0];
    if (c.wh != WhWord::Which && c.wh != WhWord::HowMany) continue;
    ++seen;
    ASSERT_EQ(c.object.size(), 1u) << en(s);
    EXPECT_EQ(lx.nouns[c.object[0].noun].classes & (kOwn | kBody), 0u) << en(s);
    EXPECT_NE(c.tense, Tense::Perfect) << en(s);
    EXPECT_NE(c.tense, Tense::Past) << en(s);
  }
  EXPECT_GT(seen, 50);
}

TEST(World2Slips, RienGoesBeforeTheInfinitive) {
  const Sentence tr = modal(pronoun("they"), "pull", Modal::TryTo, NegativeWord::Anything);
  EXPECT_EQ(en(tr), "they do not try to pull anything .");
  EXPECT_EQ(fr(tr), "ils n' essaient de rien tirer .");
  EXPECT_EQ(fr(modal(pronoun("i"), "eat", Modal::WantTo, NegativeWord::Nothing)),
            "je ne veux rien manger .");
  EXPECT_EQ(fr(modal(pronoun("you"), "buy", Modal::NeedTo, NegativeWord::Anything)),
            "tu n' as besoin de rien acheter .");
  EXPECT_EQ(fr(modal(pronoun("she"), "see", Modal::Can, NegativeWord::Anything)),
            "elle ne peut rien voir .");
  Sentence give = modal(pronoun("i"), "give", Modal::WantTo, NegativeWord::Anything);
  give.clauses[0].indirect.push_back(pronoun("she"));
  EXPECT_EQ(fr(give), "je ne veux rien lui donner .");
  // personne follows the infinitive; pas stays after the modal.
  EXPECT_EQ(fr(modal(pronoun("she"), "see", Modal::WantTo, NegativeWord::Anyone)),
            "elle ne veut voir personne .");
  Sentence pas = modal(pronoun("they"), "pull", Modal::TryTo, NegativeWord::None,
                       {noun("door", Determiner::The)});
  pas.clauses[0].negated = true;
  EXPECT_EQ(fr(pas), "ils n' essaient pas de tirer la porte .");
}

// An indirect pronoun before a negative word takes no "to": "show us anything", not "show to us
// anything" (talk, with no object at all, keeps it: "i talk to her").
TEST(World2Slips, NoToBeforeANegativeWord) {
  Sentence s = one(everyday(noun("student"), "show", Tense::Past));
  s.clauses[0].negated = true;
  s.clauses[0].negative = NegativeWord::Anything;
  s.clauses[0].indirect.push_back(pronoun("we"));
  EXPECT_EQ(en(s), "the student did not show us anything .");
  EXPECT_EQ(fr(s), "l' étudiant ne nous a rien montré .");
  Sentence talk = one(everyday(pronoun("i"), "talk", Tense::Present));
  talk.clauses[0].indirect.push_back(pronoun("she"));
  EXPECT_EQ(en(talk), "i talk to her .");
  EXPECT_EQ(fr(talk), "je lui parle .");
}

}  // namespace
}  // namespace ap::s2s
