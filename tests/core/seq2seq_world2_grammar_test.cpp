// World 2's constructions on hand-built structures, against hand-written French: the second
// person (you → tu / te / t', your → ton / ta / tes, yourself → te), with elision; negation
// (do/does/did not, is/was not, never, de after negated avoir and indefinite objects, nothing →
// ne … rien, nobody / no one → ne … personne); yes/no questions (est-ce que + the statement);
// modals with the infinitive; the future (will → futur simple, going to → aller + infinitive);
// the tu imperative; wh-questions (qu'est-ce que, où est-ce que, qui …); fixed and impersonal
// expressions (il fait froid, il y a, j'ai faim, je m'appelle, oui / merci …, s'il te plaît).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/corpus/grammar.h"
#include "core/corpus/lexicon.h"
#include "core/corpus/phenomena.h"
#include "seq2seq_grammar_builders.h"

namespace ap::s2s {
namespace {

using namespace ap::s2s::testing;

Sentence negated(Sentence s, bool never = false) {
  s.clauses[0].negated = true;
  s.clauses[0].never = never;
  return s;
}

Sentence with_negative(Sentence s, NegativeWord w) {
  s.clauses[0].negative = w;
  return s;
}

Sentence asked(Sentence s) {
  s.clauses[0].yes_no = true;
  return s;
}

Sentence with_modal(Sentence s, Modal m) {
  s.clauses[0].modal = m;
  return s;
}

Sentence imperative(const char* verb, std::vector<NounPhrase> object = {}) {
  Sentence s = says(pronoun("you"), verb, Tense::Present, std::move(object));
  s.clauses[0].subject.clear();
  s.clauses[0].imperative = true;
  return s;
}

Sentence reflexive(Sentence s) {
  s.clauses[0].reflexive = true;
  return s;
}

bool has(const Sentence& s, Phenomenon p) {
  return classify(s, realise_french(s))[static_cast<std::size_t>(p)];
}

TEST(World2Grammar, YouAsSubjectIsTu) {
  const Sentence s = says(pronoun("you"), "eat", Tense::Present, {noun("bread")});
  EXPECT_EQ(en(s), "you eat the bread .");
  EXPECT_EQ(fr(s), "tu manges le pain .");
  EXPECT_EQ(fr(says(pronoun("you"), "come", Tense::Present)), "tu viens .");
  EXPECT_EQ(fr(says(pronoun("you"), "have", Tense::Present, {noun("car", Determiner::A)})),
            "tu as une voiture .");
  EXPECT_EQ(fr(says(pronoun("you"), "go", Tense::Present)), "tu vas .");
  EXPECT_EQ(fr(says(pronoun("you"), "want", Tense::Present, {noun("apple", Determiner::A)})),
            "tu veux une pomme .");
  // Passé composé with avoir and with être (masculine singular: the policy's tu).
  EXPECT_EQ(fr(says(pronoun("you"), "eat", Tense::Past)), "tu as mangé .");
  EXPECT_EQ(fr(says(pronoun("you"), "arrive", Tense::Past)), "tu es arrivé .");
  const Sentence p = says(pronoun("you"), "read", Tense::Progressive, {noun("book")});
  EXPECT_EQ(en(p), "you are reading the book .");
  EXPECT_EQ(fr(p), "tu lis le livre .");
  EXPECT_EQ(en(negated(says(pronoun("you"), "sleep", Tense::Present))), "you do not sleep .");
  EXPECT_EQ(fr(negated(says(pronoun("you"), "sleep", Tense::Present))), "tu ne dors pas .");
}

TEST(World2Grammar, YouAreTiredIsTuEsFatigue) {
  EXPECT_EQ(en(be(pronoun("you"), "tired")), "you are tired .");
  EXPECT_EQ(fr(be(pronoun("you"), "tired")), "tu es fatigué .");
  EXPECT_EQ(fr(negated(be(pronoun("you"), "tired"))), "tu n' es pas fatigué .");
}

TEST(World2Grammar, YouAsObjectIsTeBeforeTheVerb) {
  const Sentence s = says(pronoun("i"), "love", Tense::Present, {pronoun("you")});
  EXPECT_EQ(en(s), "i love you .");
  EXPECT_EQ(fr(s), "je t' aime .");
  EXPECT_EQ(fr(says(pronoun("she"), "see", Tense::Present, {pronoun("you")})), "elle te voit .");
  EXPECT_EQ(fr(says(pronoun("they"), "help", Tense::Past, {pronoun("you")})), "ils t' ont aidé .");
  EXPECT_EQ(fr(negated(says(pronoun("he"), "call", Tense::Present, {pronoun("you")}))),
            "il ne t' appelle pas .");
  EXPECT_EQ(fr(says(pronoun("you"), "love", Tense::Present, {pronoun("i")})), "tu m' aimes .");
  EXPECT_TRUE(has(s, Phenomenon::SecondPerson));
  EXPECT_TRUE(has(s, Phenomenon::ObjectPronoun));
  EXPECT_FALSE(
      has(says(pronoun("i"), "love", Tense::Present, {pronoun("she")}), Phenomenon::SecondPerson));
}

TEST(World2Grammar, YourIsTonTaTes) {
  const Sentence s = says(pronoun("i"), "like", Tense::Present, {noun("car", Determiner::Your)});
  EXPECT_EQ(en(s), "i like your car .");
  EXPECT_EQ(fr(s), "j' aime ta voiture .");
  EXPECT_EQ(fr(noun("dog", Determiner::Your)), "ton chien");
  EXPECT_EQ(fr(noun("cat", Determiner::Your, true)), "tes chats");
  // ta → ton before a vowel, as ma → mon.
  EXPECT_EQ(fr(noun("school", Determiner::Your)), "ton école");
  EXPECT_TRUE(has(s, Phenomenon::SecondPerson));
}

TEST(World2Grammar, YourselfIsTe) {
  const Sentence s = reflexive(says(pronoun("you"), "see", Tense::Present));
  EXPECT_EQ(en(s), "you see yourself .");
  EXPECT_EQ(fr(s), "tu te vois .");
  EXPECT_EQ(fr(reflexive(says(pronoun("you"), "help", Tense::Present))), "tu t' aides .");
  // Past: être, the participle agrees with the subject.
  EXPECT_EQ(fr(reflexive(says(pronoun("you"), "see", Tense::Past))), "tu t' es vu .");
  EXPECT_EQ(fr(reflexive(says(pronoun("she"), "see", Tense::Past))), "elle s' est vue .");
  EXPECT_EQ(en(reflexive(says(pronoun("she"), "see", Tense::Past))), "she saw herself .");
  EXPECT_EQ(fr(reflexive(says(pronoun("we"), "help", Tense::Past))), "nous nous sommes aidés .");
  EXPECT_EQ(fr(negated(reflexive(says(pronoun("i"), "call", Tense::Present)))),
            "je ne m' appelle pas .");
  EXPECT_TRUE(has(s, Phenomenon::SecondPerson));
  EXPECT_FALSE(
      has(reflexive(says(pronoun("she"), "see", Tense::Present)), Phenomenon::SecondPerson));
}

TEST(World2Grammar, DoNotHaveGivesDe) {
  const Sentence s =
      negated(says(pronoun("i"), "have", Tense::Present, {noun("car", Determiner::A)}));
  EXPECT_EQ(en(s), "i do not have a car .");
  EXPECT_EQ(fr(s), "je n' ai pas de voiture .");
  EXPECT_EQ(fr(negated(says(pronoun("i"), "have", Tense::Present, {noun("bird", Determiner::A)}))),
            "je n' ai pas d' oiseau .");
  const Sentence d =
      negated(says(pronoun("you"), "have", Tense::Past, {noun("dog", Determiner::A)}));
  EXPECT_EQ(en(d), "you did not have a dog .");
  EXPECT_EQ(fr(d), "tu n' as pas eu de chien .");
  const Sentence b =
      negated(says(pronoun("she"), "buy", Tense::Present, {noun("apple", Determiner::Bare, true)}));
  EXPECT_EQ(en(b), "she does not buy apples .");
  EXPECT_EQ(fr(b), "elle n' achète pas de pommes .");
  // The definite article and possessives stay.
  EXPECT_EQ(fr(negated(says(pronoun("we"), "eat", Tense::Present, {noun("bread")}))),
            "nous ne mangeons pas le pain .");
  EXPECT_TRUE(has(s, Phenomenon::Negation));
  EXPECT_FALSE(
      has(says(pronoun("i"), "eat", Tense::Present, {noun("bread")}), Phenomenon::Negation));
}

TEST(World2Grammar, IsAndWasNot) {
  EXPECT_EQ(en(negated(be(noun("cat"), "happy"))), "the cat is not happy .");
  EXPECT_EQ(fr(negated(be(noun("cat"), "happy"))), "le chat n' est pas heureux .");
  const Sentence w = negated(be(pronoun("she"), "tired", Tense::Past));
  EXPECT_EQ(en(w), "she was not tired .");
  EXPECT_EQ(fr(w), "elle n' était pas fatiguée .");
  EXPECT_EQ(en(be(pronoun("we"), "sad", Tense::Past)), "we were sad .");
  EXPECT_EQ(fr(be(pronoun("we"), "sad", Tense::Past)), "nous étions tristes .");
  EXPECT_EQ(fr(be(pronoun("you"), "cold", Tense::Past)), "tu étais froid .");
  EXPECT_EQ(fr(negated(be(pronoun("they"), "happy", Tense::Past), true)),
            "ils n' étaient jamais heureux .");
  EXPECT_TRUE(has(w, Phenomenon::Negation));
}

TEST(World2Grammar, NeverIsNeJamais) {
  const Sentence s = negated(says(pronoun("you"), "drink", Tense::Present, {noun("wine")}), true);
  EXPECT_EQ(en(s), "you never drink the wine .");
  EXPECT_EQ(fr(s), "tu ne bois jamais le vin .");
  EXPECT_EQ(fr(negated(says(pronoun("i"), "eat", Tense::Past), true)), "je n' ai jamais mangé .");
}

TEST(World2Grammar, NothingIsNeRien) {
  const Sentence s =
      with_negative(says(pronoun("i"), "see", Tense::Present), NegativeWord::Nothing);
  EXPECT_EQ(en(s), "i see nothing .");
  EXPECT_EQ(fr(s), "je ne vois rien .");
  // Past: rien before the participle.
  const Sentence p = with_negative(says(pronoun("she"), "eat", Tense::Past), NegativeWord::Nothing);
  EXPECT_EQ(en(p), "she ate nothing .");
  EXPECT_EQ(fr(p), "elle n' a rien mangé .");
  EXPECT_EQ(
      fr(with_negative(says(pronoun("you"), "understand", Tense::Present), NegativeWord::Nothing)),
      "tu ne comprends rien .");
  EXPECT_TRUE(has(s, Phenomenon::Negation));
}

TEST(World2Grammar, NobodyAndNoOneAreNePersonne) {
  const Sentence s =
      with_negative(says(pronoun("we"), "see", Tense::Present), NegativeWord::Nobody);
  EXPECT_EQ(en(s), "we see nobody .");
  EXPECT_EQ(fr(s), "nous ne voyons personne .");
  // Past: personne after the participle.
  const Sentence p = with_negative(says(pronoun("i"), "call", Tense::Past), NegativeWord::NoOne);
  EXPECT_EQ(en(p), "i called no one .");
  EXPECT_EQ(fr(p), "je n' ai appelé personne .");
  EXPECT_EQ(fr(with_negative(says(pronoun("he"), "help", Tense::Present), NegativeWord::NoOne)),
            "il n' aide personne .");
  EXPECT_TRUE(has(p, Phenomenon::Negation));
}

TEST(World2Grammar, DoQuestionsAreEstCeQue) {
  const Sentence s = asked(says(pronoun("you"), "like", Tense::Present, {noun("cat")}));
  EXPECT_EQ(en(s), "do you like the cat ?");
  EXPECT_EQ(fr(s), "est-ce que tu aimes le chat ?");
  EXPECT_TRUE(is_question(s));
  const Sentence e =
      asked(says(pronoun("she"), "eat", Tense::Present, {noun("apple", Determiner::A)}));
  EXPECT_EQ(en(e), "does she eat an apple ?");
  EXPECT_EQ(fr(e), "est-ce qu' elle mange une pomme ?");
  const Sentence d = asked(says(pronoun("they"), "go", Tense::Past));
  EXPECT_EQ(en(d), "did they go ?");
  EXPECT_EQ(fr(d), "est-ce qu' ils sont allés ?");
  EXPECT_EQ(fr(asked(says(pronoun("i"), "love", Tense::Present, {pronoun("you")}))),
            "est-ce que je t' aime ?");
  EXPECT_EQ(fr(asked(says(pronoun("he"), "help", Tense::Past, {pronoun("she")}))),
            "est-ce qu' il l' a aidée ?");
  const Sentence p = asked(says(noun("dog", Determiner::My), "sleep", Tense::Progressive));
  EXPECT_EQ(en(p), "is my dog sleeping ?");
  EXPECT_EQ(fr(p), "est-ce que mon chien dort ?");
  EXPECT_TRUE(has(s, Phenomenon::YesNoQuestion));
  EXPECT_FALSE(has(says(pronoun("you"), "like", Tense::Present), Phenomenon::YesNoQuestion));
}

TEST(World2Grammar, BeQuestionsAreEstCeQue) {
  const Sentence s = asked(be(pronoun("you"), "tired"));
  EXPECT_EQ(en(s), "are you tired ?");
  EXPECT_EQ(fr(s), "est-ce que tu es fatigué ?");
  EXPECT_EQ(en(asked(be(noun("girl"), "happy"))), "is the girl happy ?");
  EXPECT_EQ(fr(asked(be(noun("girl"), "happy"))), "est-ce que la fille est heureuse ?");
  EXPECT_EQ(en(asked(be(pronoun("she"), "sad", Tense::Past))), "was she sad ?");
  EXPECT_EQ(fr(asked(be(pronoun("she"), "sad", Tense::Past))), "est-ce qu' elle était triste ?");
  EXPECT_EQ(en(asked(be(pronoun("i"), "old"))), "am i old ?");
  EXPECT_EQ(fr(asked(be(pronoun("i"), "old"))), "est-ce que je suis vieux ?");
}

TEST(World2Grammar, ModalsTakeTheInfinitive) {
  const Sentence c =
      with_modal(says(pronoun("i"), "help", Tense::Present, {pronoun("you")}), Modal::Can);
  EXPECT_EQ(en(c), "i can help you .");
  EXPECT_EQ(fr(c), "je peux t' aider .");
  const Sentence w = with_modal(
      says(pronoun("she"), "eat", Tense::Present, {noun("apple", Determiner::A)}), Modal::WantTo);
  EXPECT_EQ(en(w), "she wants to eat an apple .");
  EXPECT_EQ(fr(w), "elle veut manger une pomme .");
  const Sentence n = with_modal(says(pronoun("i"), "go", Tense::Present), Modal::NeedTo);
  EXPECT_EQ(en(n), "i need to go .");
  EXPECT_EQ(fr(n), "j' ai besoin d' aller .");
  EXPECT_EQ(fr(with_modal(says(pronoun("we"), "work", Tense::Present), Modal::HaveTo)),
            "nous devons travailler .");
  EXPECT_EQ(en(with_modal(says(pronoun("he"), "work", Tense::Present), Modal::HaveTo)),
            "he has to work .");
  EXPECT_EQ(fr(with_modal(says(pronoun("you"), "sleep", Tense::Present), Modal::Must)),
            "tu dois dormir .");
  EXPECT_EQ(fr(with_modal(says(pronoun("they"), "play", Tense::Present), Modal::LikeTo)),
            "ils aiment jouer .");
  const Sentence l =
      with_modal(says(pronoun("i"), "drink", Tense::Present, {noun("coffee")}), Modal::WouldLike);
  EXPECT_EQ(en(l), "i would like to drink the coffee .");
  EXPECT_EQ(fr(l), "je voudrais boire le café .");
  EXPECT_TRUE(has(l, Phenomenon::Modal));
  EXPECT_FALSE(has(n, Phenomenon::Future));
}

TEST(World2Grammar, NegatedAndAskedModals) {
  const Sentence c = negated(with_modal(says(pronoun("i"), "come", Tense::Present), Modal::Can));
  EXPECT_EQ(en(c), "i can not come .");
  EXPECT_EQ(fr(c), "je ne peux pas venir .");
  const Sentence w = negated(
      with_modal(says(pronoun("she"), "see", Tense::Present, {pronoun("he")}), Modal::WantTo));
  EXPECT_EQ(en(w), "she does not want to see him .");
  EXPECT_EQ(fr(w), "elle ne veut pas le voir .");
  const Sentence n = negated(with_modal(
      says(pronoun("you"), "buy", Tense::Present, {noun("car", Determiner::A)}), Modal::NeedTo));
  EXPECT_EQ(en(n), "you do not need to buy a car .");
  EXPECT_EQ(fr(n), "tu n' as pas besoin d' acheter de voiture .");
  EXPECT_EQ(fr(negated(with_modal(says(pronoun("he"), "leave", Tense::Present), Modal::Must))),
            "il ne doit pas partir .");
  const Sentence q =
      asked(with_modal(says(pronoun("you"), "help", Tense::Present, {pronoun("i")}), Modal::Can));
  EXPECT_EQ(en(q), "can you help me ?");
  EXPECT_EQ(fr(q), "est-ce que tu peux m' aider ?");
  const Sentence d = asked(with_modal(says(pronoun("he"), "eat", Tense::Present), Modal::WantTo));
  EXPECT_EQ(en(d), "does he want to eat ?");
  EXPECT_EQ(fr(d), "est-ce qu' il veut manger ?");
  const Sentence l =
      asked(with_modal(says(pronoun("you"), "come", Tense::Present), Modal::WouldLike));
  EXPECT_EQ(en(l), "would you like to come ?");
  EXPECT_EQ(fr(l), "est-ce que tu voudrais venir ?");
}

TEST(World2Grammar, WillIsTheFuturSimple) {
  const Sentence s = says(pronoun("i"), "eat", Tense::Future, {noun("bread")});
  EXPECT_EQ(en(s), "i will eat the bread .");
  EXPECT_EQ(fr(s), "je mangerai le pain .");
  EXPECT_EQ(fr(says(pronoun("she"), "take", Tense::Future, {noun("car")})),
            "elle prendra la voiture .");
  EXPECT_EQ(fr(says(pronoun("they"), "go", Tense::Future)), "ils iront .");
  EXPECT_EQ(fr(says(pronoun("you"), "come", Tense::Future)), "tu viendras .");
  EXPECT_EQ(fr(says(pronoun("we"), "see", Tense::Future, {pronoun("she")})), "nous la verrons .");
  EXPECT_EQ(fr(says(pronoun("he"), "have", Tense::Future, {noun("dog", Determiner::A)})),
            "il aura un chien .");
  EXPECT_EQ(fr(says(pronoun("i"), "buy", Tense::Future, {noun("book", Determiner::A)})),
            "j' achèterai un livre .");
  EXPECT_EQ(fr(says(pronoun("she"), "call", Tense::Future, {pronoun("i")})), "elle m' appellera .");
  const Sentence n = negated(says(pronoun("he"), "sleep", Tense::Future));
  EXPECT_EQ(en(n), "he will not sleep .");
  EXPECT_EQ(fr(n), "il ne dormira pas .");
  const Sentence q = asked(says(pronoun("you"), "come", Tense::Future));
  EXPECT_EQ(en(q), "will you come ?");
  EXPECT_EQ(fr(q), "est-ce que tu viendras ?");
  const Sentence b = be(pronoun("she"), "happy", Tense::Future);
  EXPECT_EQ(en(b), "she will be happy .");
  EXPECT_EQ(fr(b), "elle sera heureuse .");
  EXPECT_EQ(fr(negated(be(pronoun("we"), "tired", Tense::Future))),
            "nous ne serons pas fatigués .");
  EXPECT_TRUE(has(s, Phenomenon::Future));
}

TEST(World2Grammar, GoingToIsAllerAndTheInfinitive) {
  const Sentence s = says(pronoun("i"), "eat", Tense::GoingTo, {noun("apple", Determiner::A)});
  EXPECT_EQ(en(s), "i am going to eat an apple .");
  EXPECT_EQ(fr(s), "je vais manger une pomme .");
  EXPECT_EQ(fr(says(pronoun("you"), "see", Tense::GoingTo, {pronoun("he")})), "tu vas le voir .");
  const Sentence n = negated(says(pronoun("they"), "leave", Tense::GoingTo));
  EXPECT_EQ(en(n), "they are not going to leave .");
  EXPECT_EQ(fr(n), "ils ne vont pas partir .");
  const Sentence q = asked(says(pronoun("she"), "work", Tense::GoingTo));
  EXPECT_EQ(en(q), "is she going to work ?");
  EXPECT_EQ(fr(q), "est-ce qu' elle va travailler ?");
  EXPECT_TRUE(has(s, Phenomenon::Future));
}

TEST(World2Grammar, TheImperativeIsTu) {
  Adverbial here;
  here.kind = AdverbialKind::TimePhrase;
  here.index = find_time_phrase("here");
  Sentence c = imperative("come");
  c.clauses[0].adverbials.push_back(here);
  EXPECT_EQ(en(c), "come here .");
  EXPECT_EQ(fr(c), "viens ici .");
  EXPECT_EQ(en(negated(imperative("go"))), "do not go .");
  EXPECT_EQ(fr(negated(imperative("go"))), "ne va pas .");
  EXPECT_EQ(en(imperative("eat", {noun("bread")})), "eat the bread .");
  EXPECT_EQ(fr(imperative("eat", {noun("bread")})), "mange le pain .");
  EXPECT_EQ(fr(imperative("open", {noun("door")})), "ouvre la porte .");
  EXPECT_EQ(fr(negated(imperative("open", {noun("door")}))), "n' ouvre pas la porte .");
  EXPECT_EQ(fr(imperative("take", {noun("apple", Determiner::A)})), "prends une pomme .");
  EXPECT_EQ(fr(negated(imperative("drink", {noun("wine")}))), "ne bois pas le vin .");
  EXPECT_TRUE(has(c, Phenomenon::Imperative));
  EXPECT_FALSE(has(c, Phenomenon::SecondPerson));
}

Sentence wh(WhWord w, Sentence s) {
  s.clauses[0].wh = w;
  s.clauses[0].yes_no = w != WhWord::Who;
  return s;
}

TEST(World2Grammar, WhQuestionsUseEstCeQue) {
  const Sentence what = wh(WhWord::What, says(pronoun("you"), "eat", Tense::Present));
  EXPECT_EQ(en(what), "what do you eat ?");
  EXPECT_EQ(fr(what), "qu' est-ce que tu manges ?");
  EXPECT_EQ(en(wh(WhWord::What, says(pronoun("she"), "buy", Tense::Past))), "what did she buy ?");
  EXPECT_EQ(fr(wh(WhWord::What, says(pronoun("she"), "buy", Tense::Past))),
            "qu' est-ce qu' elle a acheté ?");
  EXPECT_EQ(fr(wh(WhWord::What, with_modal(says(pronoun("i"), "eat", Tense::Present), Modal::Can))),
            "qu' est-ce que je peux manger ?");
  const Sentence where = wh(WhWord::Where, says(pronoun("you"), "live", Tense::Present));
  EXPECT_EQ(en(where), "where do you live ?");
  EXPECT_EQ(fr(where), "où est-ce que tu habites ?");
  EXPECT_EQ(en(wh(WhWord::When, says(pronoun("he"), "eat", Tense::Future, {noun("bread")}))),
            "when will he eat the bread ?");
  EXPECT_EQ(fr(wh(WhWord::When, says(pronoun("he"), "eat", Tense::Future, {noun("bread")}))),
            "quand est-ce qu' il mangera le pain ?");
  EXPECT_EQ(en(wh(WhWord::Why, be(pronoun("she"), "tired"))), "why is she tired ?");
  EXPECT_EQ(fr(wh(WhWord::Why, be(pronoun("she"), "tired"))),
            "pourquoi est-ce qu' elle est fatiguée ?");
  EXPECT_EQ(fr(wh(WhWord::How, says(pronoun("we"), "open", Tense::Present, {noun("door")}))),
            "comment est-ce que nous ouvrons la porte ?");
  EXPECT_TRUE(has(what, Phenomenon::WhQuestion));
  EXPECT_FALSE(has(what, Phenomenon::YesNoQuestion));
  EXPECT_FALSE(has(asked(says(pronoun("you"), "eat", Tense::Present)), Phenomenon::WhQuestion));
}

TEST(World2Grammar, WhoAsksForTheSubject) {
  const Sentence who = wh(WhWord::Who, says(pronoun("he"), "eat", Tense::Present, {noun("bread")}));
  EXPECT_EQ(en(who), "who eats the bread ?");
  EXPECT_EQ(fr(who), "qui mange le pain ?");
  EXPECT_EQ(fr(wh(WhWord::Who, says(pronoun("he"), "see", Tense::Present, {pronoun("you")}))),
            "qui te voit ?");
  EXPECT_EQ(en(wh(WhWord::Who, says(pronoun("he"), "arrive", Tense::Past))), "who arrived ?");
  EXPECT_EQ(fr(wh(WhWord::Who, says(pronoun("he"), "arrive", Tense::Past))), "qui est arrivé ?");
  EXPECT_EQ(en(wh(WhWord::Who, be(pronoun("he"), "tired"))), "who is tired ?");
  EXPECT_EQ(fr(wh(WhWord::Who, be(pronoun("he"), "tired"))), "qui est fatigué ?");
  EXPECT_TRUE(has(who, Phenomenon::WhQuestion));
}

int numeral(const char* en) {
  const Lexicon& lx = lexicon();
  for (std::size_t i = 0; i < lx.numerals.size(); ++i)
    if (std::string(lx.numerals[i].en) == en) return static_cast<int>(i);
  ADD_FAILURE() << en;
  return 0;
}

TEST(World2Grammar, WeatherAndTimeAreImpersonal) {
  const Sentence cold = fixed(FixedExpression::Weather, 0);
  EXPECT_EQ(en(cold), "it is cold .");
  EXPECT_EQ(fr(cold), "il fait froid .");
  EXPECT_EQ(fr(fixed(FixedExpression::Weather, 1)), "il fait chaud .");
  // The past of the impersonal expressions is the imparfait.
  EXPECT_EQ(en(fixed(FixedExpression::Weather, 0, Tense::Past)), "it was cold .");
  EXPECT_EQ(fr(fixed(FixedExpression::Weather, 0, Tense::Past)), "il faisait froid .");
  EXPECT_EQ(en(fixed(FixedExpression::Late)), "it is late .");
  EXPECT_EQ(fr(fixed(FixedExpression::Late)), "il est tard .");
  EXPECT_EQ(fr(fixed(FixedExpression::Late, 0, Tense::Past)), "il était tard .");
  EXPECT_EQ(en(fixed(FixedExpression::Raining)), "it is raining .");
  EXPECT_EQ(fr(fixed(FixedExpression::Raining)), "il pleut .");
  EXPECT_EQ(en(fixed(FixedExpression::Raining, 0, Tense::Past)), "it was raining .");
  EXPECT_EQ(fr(fixed(FixedExpression::Raining, 0, Tense::Past)), "il pleuvait .");
  // Negation, with elision before est / était.
  EXPECT_EQ(en(negated(fixed(FixedExpression::Weather, 1))), "it is not hot .");
  EXPECT_EQ(fr(negated(fixed(FixedExpression::Weather, 1))), "il ne fait pas chaud .");
  EXPECT_EQ(fr(negated(fixed(FixedExpression::Late))), "il n' est pas tard .");
  EXPECT_EQ(fr(negated(fixed(FixedExpression::Late, 0, Tense::Past))), "il n' était pas tard .");
  EXPECT_EQ(fr(negated(fixed(FixedExpression::Raining))), "il ne pleut pas .");
  EXPECT_TRUE(has(cold, Phenomenon::FixedPhrase));
  EXPECT_TRUE(has(negated(cold), Phenomenon::Negation));
  EXPECT_FALSE(has(cold, Phenomenon::Negation));
}

TEST(World2Grammar, ThereIsIsIlYA) {
  const Sentence s =
      fixed(FixedExpression::ThereIs, 0, Tense::Present, {noun("cat", Determiner::A)});
  EXPECT_EQ(en(s), "there is a cat .");
  EXPECT_EQ(fr(s), "il y a un chat .");
  const Sentence p =
      fixed(FixedExpression::ThereIs, 0, Tense::Present, {noun("apple", Determiner::Bare, true)});
  EXPECT_EQ(en(p), "there are apples .");
  EXPECT_EQ(fr(p), "il y a des pommes .");
  const Sentence was =
      fixed(FixedExpression::ThereIs, 0, Tense::Past, {noun("apple", Determiner::A)});
  EXPECT_EQ(en(was), "there was an apple .");
  EXPECT_EQ(fr(was), "il y avait une pomme .");
  NounPhrase two = noun("dog", Determiner::Numeral, true);
  two.numeral = numeral("two");
  EXPECT_EQ(en(fixed(FixedExpression::ThereIs, 0, Tense::Past, {two})), "there were two dogs .");
  EXPECT_EQ(fr(fixed(FixedExpression::ThereIs, 0, Tense::Past, {two})), "il y avait deux chiens .");
  EXPECT_TRUE(has(s, Phenomenon::FixedPhrase));
}

TEST(World2Grammar, HungryThirstyColdAndAgeTakeAvoir) {
  const Sentence s = fixed(FixedExpression::Feeling, 0, Tense::Present, {pronoun("i")});
  EXPECT_EQ(en(s), "i am hungry .");
  EXPECT_EQ(fr(s), "j' ai faim .");
  EXPECT_EQ(fr(fixed(FixedExpression::Feeling, 1, Tense::Present, {pronoun("you")})),
            "tu as soif .");
  EXPECT_EQ(en(fixed(FixedExpression::Feeling, 2, Tense::Present, {pronoun("we")})),
            "we are cold .");
  EXPECT_EQ(fr(fixed(FixedExpression::Feeling, 2, Tense::Present, {pronoun("we")})),
            "nous avons froid .");
  EXPECT_EQ(fr(fixed(FixedExpression::Feeling, 3, Tense::Present, {pronoun("she")})),
            "elle a chaud .");
  // Past: imparfait of avoir, with elision of je.
  EXPECT_EQ(en(fixed(FixedExpression::Feeling, 0, Tense::Past, {pronoun("i")})), "i was hungry .");
  EXPECT_EQ(fr(fixed(FixedExpression::Feeling, 0, Tense::Past, {pronoun("i")})), "j' avais faim .");
  EXPECT_EQ(fr(fixed(FixedExpression::Feeling, 1, Tense::Past, {noun("child")})),
            "l' enfant avait soif .");
  EXPECT_EQ(fr(negated(fixed(FixedExpression::Feeling, 0, Tense::Present, {pronoun("i")}))),
            "je n' ai pas faim .");
  EXPECT_EQ(en(negated(fixed(FixedExpression::Feeling, 0, Tense::Present, {pronoun("i")}))),
            "i am not hungry .");
  const Sentence age =
      fixed(FixedExpression::Age, numeral("five"), Tense::Present, {pronoun("she")});
  EXPECT_EQ(en(age), "she is five years old .");
  EXPECT_EQ(fr(age), "elle a cinq ans .");
  EXPECT_EQ(fr(fixed(FixedExpression::Age, numeral("eight"), Tense::Present, {pronoun("i")})),
            "j' ai huit ans .");
  EXPECT_TRUE(has(age, Phenomenon::FixedPhrase));
}

TEST(World2Grammar, MyNameIsJeMAppelle) {
  const Sentence s =
      fixed(FixedExpression::Name, find_person("paul"), Tense::Present, {pronoun("i")});
  EXPECT_EQ(en(s), "my name is paul .");
  EXPECT_EQ(fr(s), "je m' appelle paul .");
  EXPECT_EQ(en(fixed(FixedExpression::Name, find_person("anna"), Tense::Present, {pronoun("you")})),
            "your name is anna .");
  EXPECT_EQ(fr(fixed(FixedExpression::Name, find_person("anna"), Tense::Present, {pronoun("you")})),
            "tu t' appelles anna .");
  EXPECT_EQ(fr(fixed(FixedExpression::Name, find_person("anna"), Tense::Present, {pronoun("she")})),
            "elle s' appelle anna .");
  EXPECT_EQ(en(fixed(FixedExpression::Name, find_person("paul"), Tense::Present, {pronoun("he")})),
            "his name is paul .");
}

TEST(World2Grammar, InterjectionsAndPlease) {
  Sentence s = fixed(FixedExpression::Feeling, 0, Tense::Present, {pronoun("i")});
  s.opener = Interjection::Yes;
  EXPECT_EQ(en(s), "yes , i am hungry .");
  EXPECT_EQ(fr(s), "oui , j' ai faim .");
  s.opener = Interjection::ThankYou;
  EXPECT_EQ(en(s), "thank you , i am hungry .");
  EXPECT_EQ(fr(s), "merci , j' ai faim .");
  Sentence n = negated(fixed(FixedExpression::Weather, 0));
  n.opener = Interjection::No;
  EXPECT_EQ(fr(n), "non , il ne fait pas froid .");
  Sentence late = fixed(FixedExpression::Late);
  late.opener = Interjection::Sorry;
  EXPECT_EQ(en(late), "sorry , it is late .");
  EXPECT_EQ(fr(late), "désolé , il est tard .");
  late.opener = Interjection::Goodbye;
  EXPECT_EQ(fr(late), "au revoir , il est tard .");
  Sentence rain = fixed(FixedExpression::Raining);
  rain.opener = Interjection::GoodMorning;
  EXPECT_EQ(en(rain), "good morning , it is raining .");
  EXPECT_EQ(fr(rain), "bonjour , il pleut .");
  // Please closes an imperative: s'il te plaît (tu, as every you).
  Sentence p = imperative("eat", {noun("bread")});
  p.please = true;
  EXPECT_EQ(en(p), "eat the bread , please .");
  EXPECT_EQ(fr(p), "mange le pain , s' il te plaît .");
  EXPECT_TRUE(has(p, Phenomenon::FixedPhrase));
  EXPECT_FALSE(has(imperative("eat", {noun("bread")}), Phenomenon::FixedPhrase));
}

}  // namespace
}  // namespace ap::s2s
