// World 2's vocabulary on hand-built structures, against hand-written French: new nouns with
// their gender, plural and multi-word French (petite amie, yeux), adjectives after "be" that
// French writes in two words (en retard), frequency adverbs and time phrases, occasions (après le
// dîner), "it" as a masculine thing (il / le), the indefinite pronouns (quelqu'un, tout le monde,
// quelque chose, tout), not … anyone / anything (ne … personne / rien), not … anymore / yet (ne …
// plus / pas encore), over / across / around, interjections, another, the same, mine and yours
// (à moi, à toi); and the sampler's
// choices: world 1 never draws world 2's words, world 2 gives adjectives only to nouns they fit.
#include <gtest/gtest.h>

#include <set>
#include <string>
#include <vector>

#include "core/corpus/corpus.h"
#include "core/corpus/grammar.h"
#include "core/corpus/lexicon.h"
#include "seq2seq_grammar_builders.h"

namespace ap::s2s {
namespace {

using namespace ap::s2s::testing;

Sentence with_adverbial(Sentence s, Adverbial a) {
  s.clauses[0].adverbials.push_back(std::move(a));
  return s;
}

// The sentence with a frequency adverb of the lexicon in its first clause ("already" …).
Sentence with_frequency(Sentence s, const char* adverb) {
  s.clauses.at(0).frequency = find_frequency_adverb(adverb);
  EXPECT_GE(s.clauses[0].frequency, 0) << adverb;
  return s;
}

TEST(World2Vocabulary, NounsWithGenderPluralAndTwoWordFrench) {
  EXPECT_EQ(fr(noun("girlfriend", Determiner::My)), "ma petite amie");
  EXPECT_EQ(fr(noun("girlfriend", Determiner::My, false, {"nice"})), "ma petite amie gentille");
  EXPECT_EQ(fr(noun("boyfriend", Determiner::Her, true)), "ses petits amis");
  EXPECT_EQ(fr(noun("eye", Determiner::His, true, {"beautiful"})), "ses beaux yeux");
  EXPECT_EQ(en(noun("eye", Determiner::His, true, {"beautiful"})), "his beautiful eyes");
  EXPECT_EQ(fr(noun("eye", Determiner::My)), "mon œil");
  EXPECT_EQ(fr(noun("person", Determiner::The, true)), "les personnes");
  EXPECT_EQ(en(noun("person", Determiner::The, true)), "the people");
  EXPECT_EQ(fr(noun("hotel")), "l' hôtel");
  EXPECT_EQ(fr(noun("idea", Determiner::A, false, {"crazy"})), "une idée folle");
  EXPECT_EQ(fr(noun("story", Determiner::A, false, {"true"})), "une histoire vraie");
  EXPECT_EQ(fr(noun("friend", Determiner::A, false, {"real"})), "un vrai ami");
  EXPECT_EQ(fr(noun("phone", Determiner::The, true, {"broken"})), "les téléphones cassés");
  EXPECT_EQ(fr(noun("cat", Determiner::A, false, {"little", "cute"})), "un petit chat mignon");
}

TEST(World2Vocabulary, CopulaAdjectives) {
  EXPECT_EQ(fr(be(pronoun("she"), "late")), "elle est en retard .");
  EXPECT_EQ(fr(be(pronoun("we"), "worried")), "nous sommes inquiets .");
  EXPECT_EQ(fr(be(pronoun("she"), "proud", Tense::Past)), "elle était fière .");
  EXPECT_EQ(fr(be(noun("hand", Determiner::My, true), "cold")), "mes mains sont froides .");
  EXPECT_EQ(en(be(noun("hand", Determiner::My, true), "cold")), "my hands are cold .");
  EXPECT_EQ(fr(be(noun("life", Determiner::Your), "wonderful")), "ta vie est merveilleuse .");
  EXPECT_EQ(fr(be(noun("question", Determiner::The), "easy")), "la question est facile .");
}

TEST(World2Vocabulary, MoreWordsOfSpokenEnglish) {
  EXPECT_EQ(fr(noun("mistake", Determiner::A, false, {"stupid"})), "une erreur stupide");
  EXPECT_EQ(fr(noun("line", Determiner::The, true)), "les lignes");
  EXPECT_EQ(fr(noun("scene", Determiner::This)), "cette scène");
  EXPECT_EQ(fr(be(pronoun("she"), "alive")), "elle est vivante .");
  EXPECT_EQ(fr(be(noun("cat", Determiner::The, true), "alive", Tense::Past)),
            "les chats étaient vivants .");
  EXPECT_EQ(world2_fit(find_adjective("alive")).attributive, 0u);  // never "an alive cat"
  EXPECT_EQ(fr(noun("woman", Determiner::A, false, {"kind"})), "une femme gentille");
  EXPECT_EQ(fr(be(pronoun("they"), "kind")), "ils sont gentils .");
  EXPECT_EQ(en(noun("town", Determiner::The, false, {"whole"})), "the whole town");
  EXPECT_EQ(fr(noun("town", Determiner::The, false, {"whole"})), "la ville entière");
  EXPECT_EQ(fr(noun("house", Determiner::A, false, {"entire"})), "une maison entière");
  EXPECT_EQ(fr(with_adverbial(one(everyday(pronoun("he"), "work", Tense::Present)),
                              time_phrase("somewhere"))),
            "il travaille quelque part .");
  const Sentence actually =
      with_frequency(one(everyday(pronoun("he"), "eat", Tense::Past, {noun("cake")})), "actually");
  EXPECT_EQ(en(actually), "he actually ate the cake .");
  EXPECT_EQ(fr(actually), "il a en fait mangé le gâteau .");
  const Sentence sure = with_frequency(be(pronoun("she"), "tired"), "definitely");
  EXPECT_EQ(en(sure), "she is definitely tired .");
  EXPECT_EQ(fr(sure), "elle est certainement fatiguée .");
}

TEST(World2Vocabulary, ItIsAMasculineThing) {
  EXPECT_EQ(fr(be(pronoun("it"), "broken")), "il est cassé .");
  const Sentence eat = one(everyday(pronoun("i"), "eat", Tense::Past, {pronoun("it")}));
  EXPECT_EQ(en(eat), "i ate it .");
  EXPECT_EQ(fr(eat), "je l' ai mangé .");
  Sentence not_see = one(everyday(pronoun("she"), "see", Tense::Present, {pronoun("it")}));
  not_see.clauses[0].negated = true;
  EXPECT_EQ(en(not_see), "she does not see it .");
  EXPECT_EQ(fr(not_see), "elle ne le voit pas .");
}

TEST(World2Vocabulary, IndefinitePronounsStayWhereTheNounGoes) {
  EXPECT_EQ(fr(one(everyday(pronoun("i"), "see", Tense::Past, {pronoun("someone")}))),
            "j' ai vu quelqu'un .");
  EXPECT_EQ(fr(one(everyday(pronoun("everybody"), "eat", Tense::Present, {noun("bread")}))),
            "tout le monde mange le pain .");
  EXPECT_EQ(en(one(everyday(pronoun("everybody"), "eat", Tense::Present, {noun("bread")}))),
            "everybody eats the bread .");
  EXPECT_EQ(fr(one(everyday(pronoun("he"), "want", Tense::Present, {pronoun("something")}))),
            "il veut quelque chose .");
  EXPECT_EQ(fr(be(pronoun("everything"), "clear")), "tout est clair .");
  EXPECT_EQ(fr(be(pronoun("someone"), "late", Tense::Past)), "quelqu'un était en retard .");
}

TEST(World2Vocabulary, NotAnyoneIsNePersonne) {
  Clause c = everyday(pronoun("she"), "see", Tense::Past);
  c.negated = true;
  c.negative = NegativeWord::Anyone;
  EXPECT_EQ(en(one(c)), "she did not see anyone .");
  EXPECT_EQ(fr(one(c)), "elle n' a vu personne .");
  c.tense = Tense::Present;
  c.negative = NegativeWord::Anything;
  EXPECT_EQ(en(one(c)), "she does not see anything .");
  EXPECT_EQ(fr(one(c)), "elle ne voit rien .");
}

TEST(World2Vocabulary, AdverbsAndTimePhrases) {
  const Sentence already =
      with_frequency(one(everyday(pronoun("he"), "eat", Tense::Past, {noun("cake")})), "already");
  EXPECT_EQ(en(already), "he already ate the cake .");
  EXPECT_EQ(fr(already), "il a déjà mangé le gâteau .");
  const Sentence still = with_frequency(be(pronoun("she"), "tired"), "still");
  EXPECT_EQ(en(still), "she is still tired .");
  EXPECT_EQ(fr(still), "elle est toujours fatiguée .");
  EXPECT_EQ(fr(with_adverbial(one(everyday(pronoun("i"), "work", Tense::Present)),
                              time_phrase("tonight"))),
            "je travaille ce soir .");
  EXPECT_EQ(fr(with_adverbial(one(everyday(pronoun("we"), "eat", Tense::Present)),
                              time_phrase("at home"))),
            "nous mangeons à la maison .");
  Adverbial after;
  after.kind = AdverbialKind::Prep;
  after.prep = AdverbialPrep::After;
  after.np.push_back(noun("dinner"));
  EXPECT_EQ(fr(with_adverbial(one(everyday(pronoun("they"), "sleep", Tense::Present)), after)),
            "ils dorment après le dîner .");
}

TEST(World2Vocabulary, AnymoreAndYet) {
  Clause c = everyday(pronoun("she"), "eat", Tense::Present, {noun("cake", Determiner::A)});
  c.negated = true;
  c.negation_adverb = NegationAdverb::Anymore;
  EXPECT_EQ(en(one(c)), "she does not eat a cake anymore .");
  EXPECT_EQ(fr(one(c)), "elle ne mange plus de gâteau .");
  Sentence tired = be(pronoun("i"), "tired");
  tired.clauses[0].negated = true;
  tired.clauses[0].negation_adverb = NegationAdverb::Anymore;
  EXPECT_EQ(fr(tired), "je ne suis plus fatigué .");
  Clause yet = everyday(pronoun("we"), "eat", Tense::Past);
  yet.negated = true;
  yet.negation_adverb = NegationAdverb::Yet;
  EXPECT_EQ(en(one(yet)), "we did not eat yet .");
  EXPECT_EQ(fr(one(yet)), "nous n' avons pas encore mangé .");
}

TEST(World2Vocabulary, PlacesInterjectionsOtherSameMine) {
  Adverbial across;
  across.kind = AdverbialKind::Place;
  across.place = PlacePrep::Across;
  across.np.push_back(noun("street"));
  EXPECT_EQ(fr(with_adverbial(be(pronoun("he"), "happy"), across)),
            "il est heureux de l' autre côté de la rue .");
  Adverbial around = across;
  around.place = PlacePrep::Around;
  around.np = {noun("park")};
  EXPECT_EQ(fr(with_adverbial(one(everyday(pronoun("they"), "walk", Tense::Present)), around)),
            "ils marchent autour du parc .");
  Sentence hi = be(pronoun("i"), "ready");
  hi.opener = Interjection::GoodLuck;
  EXPECT_EQ(en(hi), "good luck , i am ready .");
  EXPECT_EQ(fr(hi), "bonne chance , je suis prêt .");
  EXPECT_EQ(en(noun("cat", Determiner::A, false, {"other"})), "another cat");
  EXPECT_EQ(fr(noun("cat", Determiner::A, false, {"other"})), "un autre chat");
  EXPECT_EQ(fr(noun("car", Determiner::Bare, true, {"other"})), "d' autres voitures");
  EXPECT_EQ(fr(noun("car", Determiner::The, false, {"same"})), "la même voiture");
  EXPECT_EQ(fr(be(noun("car"), "mine")), "la voiture est à moi .");
  EXPECT_EQ(fr(be(noun("dog"), "yours")), "le chien est à toi .");
}

// World 1 draws none of world 2's words; world 2 draws them, and an adjective only on a noun it
// fits (never "a blue idea" or "a tired phone").
TEST(World2Vocabulary, WorldsDrawTheirOwnWords) {
  CorpusOptions opt;
  opt.train = 6000;
  opt.valid = 10;
  opt.test_per_bucket = 2;
  std::set<std::string> world1;
  for (const auto& p : generate_corpus(opt).train) world1.insert(p.en.begin(), p.en.end());
  opt.world = 2;
  std::set<std::string> world2;
  for (const auto& p : generate_corpus(opt).train) world2.insert(p.en.begin(), p.en.end());
  for (const char* w : {"girlfriend", "guy", "something", "probably", "tonight", "someone", "it"}) {
    EXPECT_EQ(world1.count(w), 0u) << w;
    EXPECT_EQ(world2.count(w), 1u) << w;
  }
}

TEST(World2Vocabulary, AdjectivesFitTheirNouns) {
  const Lexicon& lx = lexicon();
  const unsigned idea = lx.nouns[static_cast<std::size_t>(find_noun("idea"))].classes;
  const unsigned phone = lx.nouns[static_cast<std::size_t>(find_noun("phone"))].classes;
  EXPECT_EQ(world2_fit(find_adjective("blue")).attributive & idea, 0u);
  EXPECT_EQ(world2_fit(find_adjective("tired")).predicative & phone, 0u);
  EXPECT_NE(world2_fit(find_adjective("broken")).predicative & phone, 0u);
  EXPECT_NE(world2_fit(find_adjective("crazy")).attributive & idea, 0u);
  for (std::size_t a = lx.num_world1_adjectives; a < lx.adjectives.size(); ++a)
    EXPECT_NE(
        world2_fit(static_cast<int>(a)).attributive | world2_fit(static_cast<int>(a)).predicative,
        0u)
        << lx.adjectives[a].en;
}

}  // namespace
}  // namespace ap::s2s
