// World 2's further modals on hand-built structures, against hand-written French: could →
// pouvait (statement) / pourrais (question), should → devrait, might → pourrait, try to →
// essayer de, would + verb → the conditional, let's + verb → the nous imperative.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/corpus/french_modals.h"
#include "core/corpus/grammar.h"
#include "core/corpus/lexicon.h"
#include "core/corpus/phenomena.h"
#include "seq2seq_grammar_builders.h"

namespace ap::s2s {
namespace {

using namespace ap::s2s::testing;

Sentence modal(NounPhrase subject, const char* verb, Modal m, std::vector<NounPhrase> object = {},
               Tense tense = Tense::Present) {
  Sentence s = one(everyday(std::move(subject), verb, tense, std::move(object)));
  s.clauses[0].modal = m;
  return s;
}

bool has(const Sentence& s, Phenomenon p) {
  return classify(s, realise_french(s))[static_cast<std::size_t>(p)];
}

TEST(World2MoreModals, CouldIsPouvaitInAStatementAndPourraisInAQuestion) {
  const Sentence s = modal(pronoun("she"), "walk", Modal::Could, {}, Tense::Past);
  EXPECT_EQ(en(s), "she could walk .");
  EXPECT_EQ(fr(s), "elle pouvait marcher .");
  Sentence neg = modal(pronoun("i"), "see", Modal::Could, {pronoun("he")}, Tense::Past);
  neg.clauses[0].negated = true;
  EXPECT_EQ(en(neg), "i could not see him .");
  EXPECT_EQ(fr(neg), "je ne pouvais pas le voir .");
  Sentence q = modal(pronoun("you"), "help", Modal::Could, {pronoun("i")});
  q.clauses[0].yes_no = true;
  EXPECT_EQ(en(q), "could you help me ?");
  EXPECT_EQ(fr(q), "est-ce que tu pourrais m' aider ?");
  EXPECT_TRUE(has(q, Phenomenon::Modal));
  EXPECT_FALSE(has(neg, Phenomenon::PrecedingObjectAgreement));
}

TEST(World2MoreModals, ShouldAndMightAreConditionals) {
  const Sentence should = modal(pronoun("you"), "sleep", Modal::Should);
  EXPECT_EQ(en(should), "you should sleep .");
  EXPECT_EQ(fr(should), "tu devrais dormir .");
  Sentence neg = modal(pronoun("they"), "eat", Modal::Should, {noun("cake", Determiner::The)});
  neg.clauses[0].negated = true;
  EXPECT_EQ(en(neg), "they should not eat the cake .");
  EXPECT_EQ(fr(neg), "ils ne devraient pas manger le gâteau .");
  const Sentence might = modal(noun("mother", Determiner::My), "come", Modal::Might);
  EXPECT_EQ(en(might), "my mother might come .");
  EXPECT_EQ(fr(might), "ma mère pourrait venir .");
  EXPECT_EQ(fr(modal(pronoun("we"), "leave", Modal::Might)), "nous pourrions partir .");
}

TEST(World2MoreModals, TryToIsEssayerDe) {
  const Sentence t = modal(pronoun("i"), "sleep", Modal::TryTo);
  EXPECT_EQ(en(t), "i try to sleep .");
  EXPECT_EQ(fr(t), "j' essaie de dormir .");
  const Sentence he = modal(pronoun("he"), "open", Modal::TryTo, {noun("door", Determiner::The)});
  EXPECT_EQ(en(he), "he tries to open the door .");
  EXPECT_EQ(fr(he), "il essaie d' ouvrir la porte .");
  Sentence neg = modal(pronoun("she"), "help", Modal::TryTo, {pronoun("you")});
  neg.clauses[0].negated = true;
  EXPECT_EQ(en(neg), "she does not try to help you .");
  EXPECT_EQ(fr(neg), "elle n' essaie pas de t' aider .");
  Sentence q = modal(pronoun("you"), "work", Modal::TryTo);
  q.clauses[0].yes_no = true;
  EXPECT_EQ(en(q), "do you try to work ?");
  EXPECT_EQ(fr(q), "est-ce que tu essaies de travailler ?");
}

TEST(World2MoreModals, WouldIsTheConditional) {
  const Sentence w =
      one(everyday(pronoun("i"), "eat", Tense::Conditional, {noun("bread", Determiner::The)}));
  EXPECT_EQ(en(w), "i would eat the bread .");
  EXPECT_EQ(fr(w), "je mangerais le pain .");
  EXPECT_EQ(fr(one(everyday(pronoun("they"), "go", Tense::Conditional))), "ils iraient .");
  EXPECT_EQ(fr(one(everyday(pronoun("we"), "come", Tense::Conditional))), "nous viendrions .");
  Sentence neg = one(everyday(pronoun("she"), "see", Tense::Conditional, {pronoun("you")}));
  neg.clauses[0].negated = true;
  EXPECT_EQ(en(neg), "she would not see you .");
  EXPECT_EQ(fr(neg), "elle ne te verrait pas .");
  Sentence q =
      one(everyday(pronoun("you"), "take", Tense::Conditional, {noun("car", Determiner::My)}));
  q.clauses[0].yes_no = true;
  EXPECT_EQ(en(q), "would you take my car ?");
  EXPECT_EQ(fr(q), "est-ce que tu prendrais ma voiture ?");
  EXPECT_TRUE(has(w, Phenomenon::Modal));
  EXPECT_EQ(fr_conditional("être", 1), "serait");
  EXPECT_EQ(fr_conditional("prendre", 4), "prendrais");
}

TEST(World2MoreModals, LetUsIsTheNousImperative) {
  Sentence s =
      one(everyday(pronoun("you"), "eat", Tense::Present, {noun("bread", Determiner::The)}));
  s.clauses[0].subject.clear();
  s.clauses[0].imperative = true;
  s.clauses[0].lets = true;
  EXPECT_EQ(en(s), "let us eat the bread .");
  EXPECT_EQ(fr(s), "mangeons le pain .");
  s.clauses[0].negated = true;
  EXPECT_EQ(en(s), "let us not eat the bread .");
  EXPECT_EQ(fr(s), "ne mangeons pas le pain .");
  Sentence go = one(everyday(pronoun("you"), "go", Tense::Present));
  go.clauses[0].subject.clear();
  go.clauses[0].imperative = true;
  go.clauses[0].lets = true;
  EXPECT_EQ(fr(go), "allons .");
  EXPECT_TRUE(has(go, Phenomenon::Imperative));
}

}  // namespace
}  // namespace ap::s2s
