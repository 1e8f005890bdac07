// World 2's comparison and degree on hand-built copula clauses, against hand-written French:
// plus / moins / aussi + the adjective agreeing with the subject + que, the superlative le / la /
// les plus, meilleur and pire for good and bad, trop / si / assez.
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

Sentence compared(NounPhrase subject, const char* adjective, Comparison how,
                  std::vector<NounPhrase> other = {}, Tense tense = Tense::Present) {
  Sentence s = be(std::move(subject), adjective, tense);
  s.clauses[0].comparison = how;
  s.clauses[0].compared = std::move(other);
  return s;
}

Sentence with_degree(NounPhrase subject, const char* adjective, Degree d) {
  Sentence s = compared(std::move(subject), adjective, Comparison::None);
  s.clauses[0].degree = d;
  return s;
}

bool is_comparison(const Sentence& s) {
  return classify(s, realise_french(s))[static_cast<std::size_t>(Phenomenon::Comparison)];
}

TEST(World2Comparison, MoreThanIsPlusQueAndAgrees) {
  const Sentence cat = compared(noun("cat", Determiner::My), "big", Comparison::More,
                                {noun("dog", Determiner::Your)});
  EXPECT_EQ(en(cat), "my cat is bigger than your dog .");
  EXPECT_EQ(fr(cat), "mon chat est plus grand que ton chien .");
  const Sentence anna =
      compared(pronoun("she"), "happy", Comparison::More, {proper(NounKind::Name, "anna")});
  EXPECT_EQ(en(anna), "she is happier than anna .");
  EXPECT_EQ(fr(anna), "elle est plus heureuse qu' anna .");
  EXPECT_EQ(fr(compared(noun("car", Determiner::The, true), "beautiful", Comparison::More,
                        {noun("bicycle", Determiner::The, true)})),
            "les voitures sont plus belles que les vélos .");
  EXPECT_EQ(en(compared(pronoun("i"), "tired", Comparison::More, {noun("mother", Determiner::My)},
                        Tense::Past)),
            "i was more tired than my mother .");
  EXPECT_EQ(fr(compared(pronoun("i"), "tired", Comparison::More, {noun("mother", Determiner::My)},
                        Tense::Past)),
            "j' étais plus fatigué que ma mère .");
  EXPECT_TRUE(is_comparison(cat));
}

TEST(World2Comparison, LessAndAsAreMoinsAndAussi) {
  const Sentence less = compared(noun("sister", Determiner::His), "sad", Comparison::Less,
                                 {noun("brother", Determiner::His)});
  EXPECT_EQ(en(less), "his sister is less sad than his brother .");
  EXPECT_EQ(fr(less), "sa sœur est moins triste que son frère .");
  const Sentence as = compared(noun("house", Determiner::Our), "old", Comparison::As,
                               {noun("school", Determiner::The)});
  EXPECT_EQ(en(as), "our house is as old as the school .");
  EXPECT_EQ(fr(as), "notre maison est aussi vieille que l' école .");
  // good keeps bon after moins and aussi.
  EXPECT_EQ(fr(compared(noun("cake", Determiner::The), "good", Comparison::As,
                        {noun("bread", Determiner::The)})),
            "le gâteau est aussi bon que le pain .");
}

TEST(World2Comparison, TheSuperlativeTakesTheSubjectsArticle) {
  EXPECT_EQ(en(compared(noun("girl", Determiner::This), "young", Comparison::Most)),
            "this girl is the youngest .");
  EXPECT_EQ(fr(compared(noun("girl", Determiner::This), "young", Comparison::Most)),
            "cette fille est la plus jeune .");
  EXPECT_EQ(fr(compared(noun("tree", Determiner::The, true), "long", Comparison::Most)),
            "les arbres sont les plus longs .");
  EXPECT_EQ(en(compared(pronoun("you"), "beautiful", Comparison::Most)),
            "you are the most beautiful .");
  EXPECT_EQ(fr(compared(pronoun("you"), "beautiful", Comparison::Most)), "tu es le plus beau .");
}

TEST(World2Comparison, GoodAndBadHaveTheirOwnForms) {
  const Sentence better = compared(noun("wine", Determiner::Their), "good", Comparison::More,
                                   {noun("wine", Determiner::Our)});
  EXPECT_EQ(en(better), "their wine is better than our wine .");
  EXPECT_EQ(fr(better), "leur vin est meilleur que notre vin .");
  EXPECT_EQ(fr(compared(noun("apple", Determiner::The, true), "good", Comparison::Most)),
            "les pommes sont les meilleures .");
  EXPECT_EQ(en(compared(noun("apple", Determiner::The, true), "good", Comparison::Most)),
            "the apples are the best .");
  const Sentence worse = compared(noun("song", Determiner::This), "bad", Comparison::More,
                                  {noun("film", Determiner::The)});
  EXPECT_EQ(en(worse), "this song is worse than the film .");
  EXPECT_EQ(fr(worse), "cette chanson est pire que le film .");
  EXPECT_EQ(fr(compared(noun("song", Determiner::This), "bad", Comparison::Most)),
            "cette chanson est la pire .");
}

TEST(World2Comparison, NegatedAndAskedComparisons) {
  Sentence s = compared(noun("dog", Determiner::The), "small", Comparison::More,
                        {noun("cat", Determiner::The)});
  s.clauses[0].negated = true;
  EXPECT_EQ(en(s), "the dog is not smaller than the cat .");
  EXPECT_EQ(fr(s), "le chien n' est pas plus petit que le chat .");
  s.clauses[0].negated = false;
  s.clauses[0].yes_no = true;
  EXPECT_EQ(en(s), "is the dog smaller than the cat ?");
  EXPECT_EQ(fr(s), "est-ce que le chien est plus petit que le chat ?");
}

TEST(World2Comparison, TooSoQuiteAreTropSiAssez) {
  const Sentence too = with_degree(noun("coffee", Determiner::The), "hot", Degree::Too);
  EXPECT_EQ(en(too), "the coffee is too hot .");
  EXPECT_EQ(fr(too), "le café est trop chaud .");
  EXPECT_EQ(fr(with_degree(pronoun("she"), "tired", Degree::So)), "elle est si fatiguée .");
  EXPECT_EQ(en(with_degree(pronoun("she"), "tired", Degree::So)), "she is so tired .");
  EXPECT_EQ(fr(with_degree(noun("room", Determiner::Her), "small", Degree::Quite)),
            "sa chambre est assez petite .");
  EXPECT_TRUE(is_comparison(too));
}

TEST(World2Comparison, ColoursAreNotCompared) {
  EXPECT_EQ(comparable(find_adjective("red")), nullptr);
  EXPECT_EQ(comparable(find_adjective("new")), nullptr);
  ASSERT_NE(comparable(find_adjective("good")), nullptr);
  EXPECT_STREQ(comparable(find_adjective("good"))->en_comparative, "better");
}

}  // namespace
}  // namespace ap::s2s
