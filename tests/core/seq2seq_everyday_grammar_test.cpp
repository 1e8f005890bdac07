// The everyday domain of the grammar on hand-built structures, against hand-written French:
// subject and object pronouns (placement, elision, participle agreement with a preceding direct
// object), possessives (mon before a vowel), present / progressive / passé composé with avoir and
// être, irregular conjugations, never → ne … jamais, where-questions, place prepositions with
// contractions, adjectives, and the two sentences the old corpus got wrong.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/corpus/grammar.h"
#include "seq2seq_grammar_builders.h"
#include "core/corpus/lexicon.h"
#include "core/corpus/phenomena.h"

namespace ap::s2s {
namespace {

using namespace ap::s2s::testing;

Clause negate(Clause c, bool never = false) {
  c.negated = true;
  c.never = never;
  return c;
}

Adverbial place(PlacePrep p, NounPhrase np) {
  Adverbial a;
  a.kind = AdverbialKind::Place;
  a.place = p;
  a.np.push_back(std::move(np));
  return a;
}

Adverbial to(NounPhrase np) {
  Adverbial a;
  a.kind = AdverbialKind::To;
  a.np.push_back(std::move(np));
  return a;
}

Clause with(Clause c, Adverbial a) {
  c.adverbials.push_back(std::move(a));
  return c;
}

Clause copula(NounPhrase subject, const char* adjective, bool very = false) {
  Clause c;
  c.voice = Voice::Copula;
  c.tense = Tense::Present;
  c.subject.push_back(std::move(subject));
  c.adjective = adjective ? find_adjective(adjective) : -1;
  c.very = very;
  return c;
}

TEST(EverydayGrammar, SubjectPronounsAndElision) {
  const Sentence s =
      one(everyday(pronoun("i"), "love", Tense::Present, {noun("cat", Determiner::My)}));
  EXPECT_EQ(en(s), "i love my cat .");
  EXPECT_EQ(fr(s), "j' aime mon chat .");
  EXPECT_EQ(fr(one(everyday(pronoun("he"), "sleep", Tense::Present))), "il dort .");
  EXPECT_EQ(fr(one(everyday(pronoun("she"), "work", Tense::Present))), "elle travaille .");
  EXPECT_EQ(fr(one(everyday(pronoun("we"), "walk", Tense::Present))), "nous marchons .");
  EXPECT_EQ(fr(one(everyday(pronoun("they"), "play", Tense::Present))), "ils jouent .");
  EXPECT_EQ(fr(one(everyday(pronoun("i"), "live", Tense::Present))), "j' habite .");
}

TEST(EverydayGrammar, ObjectPronounsGoBeforeTheVerb) {
  const Sentence s = one(everyday(pronoun("she"), "see", Tense::Present, {pronoun("he")}));
  EXPECT_EQ(en(s), "she sees him .");
  EXPECT_EQ(fr(s), "elle le voit .");
  EXPECT_EQ(fr(one(everyday(pronoun("he"), "love", Tense::Present, {pronoun("she")}))),
            "il l' aime .");
  EXPECT_EQ(fr(one(everyday(pronoun("they"), "call", Tense::Present, {pronoun("i")}))),
            "ils m' appellent .");
  EXPECT_EQ(fr(one(everyday(pronoun("i"), "understand", Tense::Present, {pronoun("they")}))),
            "je les comprends .");
  EXPECT_EQ(fr(one(everyday(pronoun("he"), "help", Tense::Present, {pronoun("we")}))),
            "il nous aide .");
  // Inside the negation, and "wait for" (one French verb).
  const Sentence n =
      one(negate(everyday(pronoun("she"), "wait for", Tense::Present, {pronoun("he")})));
  EXPECT_EQ(en(n), "she does not wait for him .");
  EXPECT_EQ(fr(n), "elle ne l' attend pas .");
  const Sentence p = one(everyday(pronoun("i"), "watch", Tense::Progressive, {pronoun("they")}));
  EXPECT_EQ(en(p), "i am watching them .");
  EXPECT_EQ(fr(p), "je les regarde .");
}

TEST(EverydayGrammar, PastParticipleAgreesWithAPrecedingDirectObject) {
  Sentence s = one(with(everyday(pronoun("she"), "see", Tense::Past, {pronoun("he")}),
                        time_phrase("yesterday")));
  EXPECT_EQ(en(s), "she saw him yesterday .");
  EXPECT_EQ(fr(s), "elle l' a vu hier .");
  EXPECT_EQ(fr(one(everyday(pronoun("she"), "see", Tense::Past, {pronoun("she")}))),
            "elle l' a vue .");
  EXPECT_EQ(fr(one(everyday(pronoun("they"), "help", Tense::Past, {pronoun("we")}))),
            "ils nous ont aidés .");
  EXPECT_EQ(fr(one(everyday(pronoun("i"), "take", Tense::Past, {pronoun("she")}))),
            "je l' ai prise .");
  // A noun object after the verb does not make the participle agree.
  EXPECT_EQ(fr(one(everyday(pronoun("we"), "see", Tense::Past, {noun("girl")}))),
            "nous avons vu la fille .");
  const Sentence n =
      one(negate(everyday(pronoun("he"), "call", Tense::Past, {pronoun("they")}), true));
  EXPECT_EQ(en(n), "he never called them .");
  EXPECT_EQ(fr(n), "il ne les a jamais appelés .");
}

TEST(EverydayGrammar, EtreVerbsAgreeWithTheirSubject) {
  const Sentence s = one(with(everyday(pronoun("she"), "go", Tense::Past), to(noun("station"))));
  EXPECT_EQ(en(s), "she went to the station .");
  EXPECT_EQ(fr(s), "elle est allée à la gare .");
  EXPECT_EQ(fr(one(with(everyday(pronoun("we"), "come", Tense::Past),
                        to(proper(NounKind::City, "paris"))))),
            "nous sommes venus à paris .");
  EXPECT_EQ(fr(one(with(everyday(noun("sister", Determiner::My, true), "stay", Tense::Past),
                        to(noun("park"))))),
            "mes sœurs sont restées au parc .");
  EXPECT_EQ(fr(one(everyday(proper(NounKind::Name, "anna"), "leave", Tense::Past))),
            "anna est partie .");
  EXPECT_EQ(fr(one(everyday(noun("mother"), "arrive", Tense::Past))), "la mère est arrivée .");
  EXPECT_EQ(fr(one(negate(everyday(pronoun("she"), "go", Tense::Past), true))),
            "elle n' est jamais allée .");
  // Present of the être verbs: irregular forms.
  EXPECT_EQ(fr(one(with(everyday(pronoun("i"), "go", Tense::Present), to(noun("school"))))),
            "je vais à l' école .");
  EXPECT_EQ(fr(one(everyday(pronoun("they"), "come", Tense::Present))), "ils viennent .");
}

TEST(EverydayGrammar, TheTwoSentencesTheOldCorpusMissed) {
  // "The delegation arrived in geneva." → arrivée (feminine subject after être).
  Clause a;
  a.voice = Voice::Intransitive;
  a.verb = find_intransitive("arrive");
  a.subject.push_back(noun("delegation"));
  Adverbial in;
  in.kind = AdverbialKind::InPlace;
  in.np.push_back(proper(NounKind::City, "geneva"));
  a.adverbials.push_back(in);
  EXPECT_EQ(en(one(a)), "the delegation arrived in geneva .");
  EXPECT_EQ(fr(one(a)), "la délégation est arrivée à genève .");
  // "The union and the government signed a new contract in september 2001." → ont signé.
  Clause b;
  b.voice = Voice::Active;
  b.verb = find_verb("sign");
  NounPhrase co;
  co.kind = NounKind::Coordination;
  co.conjuncts = {noun("union"), noun("government")};
  b.subject.push_back(co);
  b.object.push_back(noun("contract", Determiner::A, false, {"new"}));
  Adverbial d;
  d.kind = AdverbialKind::Date;
  d.month = 9;
  d.year = 2001;
  b.adverbials.push_back(d);
  EXPECT_EQ(en(one(b)), "the union and the government signed a new contract in september 2001 .");
  EXPECT_EQ(fr(one(b)),
            "l' union et le gouvernement ont signé un nouveau contrat en septembre 2001 .");
  // Both are classified as their phenomena.
  EXPECT_TRUE(classify(one(a), realise_french(one(a)))[0]);
  EXPECT_TRUE(classify(one(b), realise_french(one(b)))[1]);
}

TEST(EverydayGrammar, Possessives) {
  EXPECT_EQ(fr(noun("school", Determiner::My)), "mon école");  // feminine, vowel
  EXPECT_EQ(fr(noun("house", Determiner::My, false, {"old"})), "ma vieille maison");
  EXPECT_EQ(fr(noun("cat", Determiner::My, true)), "mes chats");
  EXPECT_EQ(fr(noun("sister", Determiner::His)), "sa sœur");
  EXPECT_EQ(fr(noun("friend", Determiner::Her)), "son ami");
  EXPECT_EQ(fr(noun("school", Determiner::Her)), "son école");
  EXPECT_EQ(fr(noun("family", Determiner::Our)), "notre famille");
  EXPECT_EQ(fr(noun("book", Determiner::Our, true)), "nos livres");
  EXPECT_EQ(join(realise_english(noun("book", Determiner::Our, true))), "our books");
}

TEST(EverydayGrammar, IrregularConjugations) {
  EXPECT_EQ(fr(one(everyday(pronoun("i"), "drink", Tense::Present))), "je bois .");
  EXPECT_EQ(fr(one(everyday(pronoun("they"), "drink", Tense::Present, {noun("milk")}))),
            "ils boivent le lait .");
  EXPECT_EQ(fr(one(everyday(pronoun("we"), "see", Tense::Present, {noun("sea")}))),
            "nous voyons la mer .");
  EXPECT_EQ(
      fr(one(everyday(pronoun("they"), "want", Tense::Present, {noun("cake", Determiner::A)}))),
      "ils veulent un gâteau .");
  EXPECT_EQ(fr(one(everyday(pronoun("they"), "take", Tense::Present, {noun("bus")}))),
            "ils prennent le bus .");
  EXPECT_EQ(fr(one(everyday(pronoun("i"), "open", Tense::Present, {noun("door")}))),
            "j' ouvre la porte .");
  EXPECT_EQ(
      fr(one(everyday(pronoun("she"), "write", Tense::Past, {noun("letter", Determiner::A)}))),
      "elle a écrit une lettre .");
  EXPECT_EQ(fr(one(everyday(pronoun("they"), "read", Tense::Past,
                            {noun("newspaper", Determiner::The, true)}))),
            "ils ont lu les journaux .");
  EXPECT_EQ(fr(one(everyday(pronoun("i"), "have", Tense::Past, {noun("horse", Determiner::A)}))),
            "j' ai eu un cheval .");
  EXPECT_EQ(fr(one(everyday(pronoun("they"), "call", Tense::Present))), "ils appellent .");
  EXPECT_EQ(fr(one(everyday(pronoun("i"), "buy", Tense::Present, {noun("bread")}))),
            "j' achète le pain .");
  // Simple and progressive present give the same French.
  const Sentence simple = one(everyday(noun("boy"), "eat", Tense::Present, {noun("apple")}));
  const Sentence prog = one(everyday(noun("boy"), "eat", Tense::Progressive, {noun("apple")}));
  EXPECT_EQ(en(simple), "the boy eats the apple .");
  EXPECT_EQ(en(prog), "the boy is eating the apple .");
  EXPECT_EQ(fr(simple), "le garçon mange la pomme .");
  EXPECT_EQ(fr(prog), fr(simple));
}

TEST(EverydayGrammar, NeverIsNeJamais) {
  const Sentence s = one(
      negate(everyday(pronoun("he"), "eat", Tense::Present, {noun("apple", Determiner::A)}), true));
  EXPECT_EQ(en(s), "he never eats an apple .");
  EXPECT_EQ(fr(s), "il ne mange jamais de pomme .");
  const Sentence p =
      one(negate(everyday(pronoun("we"), "drink", Tense::Past, {noun("wine")}), true));
  EXPECT_EQ(en(p), "we never drank the wine .");
  EXPECT_EQ(fr(p), "nous n' avons jamais bu le vin .");
  const Sentence c = one(negate(copula(pronoun("she"), "tired"), true));
  EXPECT_EQ(en(c), "she is never tired .");
  EXPECT_EQ(fr(c), "elle n' est jamais fatiguée .");
  const Sentence d = one(negate(everyday(pronoun("i"), "sleep", Tense::Present)));
  EXPECT_EQ(en(d), "i do not sleep .");
  EXPECT_EQ(fr(d), "je ne dors pas .");
}

TEST(EverydayGrammar, WhereQuestions) {
  Clause q;
  q.voice = Voice::WhereQuestion;
  q.subject.push_back(noun("cat"));
  EXPECT_EQ(en(one(q)), "where is the cat ?");
  EXPECT_EQ(fr(one(q)), "où est le chat ?");
  q.subject[0] = noun("book", Determiner::My, true);
  EXPECT_EQ(en(one(q)), "where are my books ?");
  EXPECT_EQ(fr(one(q)), "où sont mes livres ?");
  q.subject[0] = proper(NounKind::Country, "france");
  EXPECT_EQ(fr(one(q)), "où est la france ?");
  EXPECT_TRUE(is_question(one(q)));
}

TEST(EverydayGrammar, PlacePrepositionsContract) {
  Clause c = copula(noun("cat"), nullptr);
  c.adverbials.push_back(place(PlacePrep::Under, noun("table")));
  EXPECT_EQ(en(one(c)), "the cat is under the table .");
  EXPECT_EQ(fr(one(c)), "le chat est sous la table .");
  c.adverbials[0] = place(PlacePrep::Near, noun("park"));
  EXPECT_EQ(fr(one(c)), "le chat est près du parc .");
  c.adverbials[0] = place(PlacePrep::Near, noun("tree", Determiner::The, true));
  EXPECT_EQ(fr(one(c)), "le chat est près des arbres .");
  c.adverbials[0] = place(PlacePrep::Near, noun("station"));
  EXPECT_EQ(fr(one(c)), "le chat est près de la gare .");
  c.adverbials[0] = place(PlacePrep::Near, noun("window"));
  EXPECT_EQ(fr(one(c)), "le chat est près de la fenêtre .");
  c.adverbials[0] = place(PlacePrep::Near, noun("tree"));
  EXPECT_EQ(fr(one(c)), "le chat est près de l' arbre .");
  c.adverbials[0] = place(PlacePrep::Behind, noun("house", Determiner::My));
  EXPECT_EQ(fr(one(c)), "le chat est derrière ma maison .");
  c.adverbials[0] = place(PlacePrep::InFrontOf, noun("school"));
  EXPECT_EQ(en(one(c)), "the cat is in front of the school .");
  EXPECT_EQ(fr(one(c)), "le chat est devant l' école .");
  EXPECT_EQ(fr(one(with(everyday(pronoun("we"), "go", Tense::Present),
                        to(noun("shop", Determiner::The, true))))),
            "nous allons aux magasins .");
}

TEST(EverydayGrammar, AdjectivesAndPredicates) {
  EXPECT_EQ(fr(noun("tree", Determiner::The, false, {"beautiful"})), "le bel arbre");
  EXPECT_EQ(fr(noun("man", Determiner::A, false, {"old"})), "un vieil homme");
  EXPECT_EQ(fr(noun("car", Determiner::The, false, {"red"})), "la voiture rouge");
  EXPECT_EQ(fr(noun("cat", Determiner::The, true, {"white"})), "les chats blancs");
  EXPECT_EQ(fr(noun("song", Determiner::A, false, {"long"})), "une longue chanson");
  EXPECT_EQ(fr(noun("horse", Determiner::Bare, true, {"beautiful"})), "de beaux chevaux");
  EXPECT_EQ(fr(one(copula(noun("sister", Determiner::My), "tired", true))),
            "ma sœur est très fatiguée .");
  EXPECT_EQ(fr(one(copula(pronoun("she"), "happy"))), "elle est heureuse .");
  EXPECT_EQ(fr(one(copula(pronoun("we"), "sad"))), "nous sommes tristes .");
  EXPECT_EQ(en(one(copula(pronoun("i"), "cold"))), "i am cold .");
  EXPECT_EQ(fr(one(copula(pronoun("i"), "cold"))), "je suis froid .");
}

TEST(EverydayGrammar, FrequencyAdverbsFollowTheFiniteVerb) {
  Clause c = everyday(pronoun("she"), "eat", Tense::Present, {noun("cake")});
  c.frequency = find_frequency_adverb("often");
  EXPECT_EQ(en(one(c)), "she often eats the cake .");
  EXPECT_EQ(fr(one(c)), "elle mange souvent le gâteau .");
  c = everyday(pronoun("he"), "walk", Tense::Past);
  c.frequency = find_frequency_adverb("always");
  EXPECT_EQ(en(one(c)), "he always walked .");
  EXPECT_EQ(fr(one(c)), "il a toujours marché .");
}

TEST(EverydayGrammar, PoliticalClausesTakePronounSubjects) {
  Clause c;
  c.voice = Voice::Active;
  c.verb = find_verb("sign");
  c.subject.push_back(pronoun("we"));
  c.object.push_back(noun("treaty"));
  EXPECT_EQ(fr(one(c)), "nous avons signé le traité .");
  c.subject[0] = pronoun("i");
  EXPECT_EQ(fr(one(c)), "j' ai signé le traité .");
}

}  // namespace
}  // namespace ap::s2s
