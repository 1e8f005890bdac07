// World 2's partitive and quantities on hand-built structures, against hand-written French: some
// → du / de la / de l' / des, not any and no → de after the negation, any in a question → the
// partitive, the quantity words (beaucoup de, trop de, assez de, un peu de, quelques) and the
// containers (une tasse de café, deux verres de lait).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/corpus/grammar.h"
#include "core/corpus/lexicon.h"
#include "core/corpus/phenomena.h"
#include "core/corpus/quantities.h"
#include "seq2seq_grammar_builders.h"

namespace ap::s2s {
namespace {

using namespace ap::s2s::testing;

NounPhrase quantity(const char* en_noun, const char* en_word, bool plural = false) {
  NounPhrase np = noun(en_noun, Determiner::Quantity, plural);
  np.quantity = -1;
  for (int q = 0; q < kNumQuantityWords; ++q)
    if (std::string(plural ? kQuantityWords[q].en_count : kQuantityWords[q].en_mass) == en_word)
      np.quantity = q;
  EXPECT_GE(np.quantity, 0) << en_word;
  return np;
}

NounPhrase container(const char* en_container, const char* en_noun, Determiner det = Determiner::A,
                     bool plural = false, int numeral = 0) {
  NounPhrase np = noun(en_noun, det, plural);
  np.numeral = numeral;
  for (int c = 0; c < kNumContainers; ++c)
    if (std::string(kContainers[c].en) == en_container) np.container = c;
  EXPECT_GE(np.container, 0) << en_container;
  return np;
}

bool is_quantity(const Sentence& s) {
  return classify(s, realise_french(s))[static_cast<std::size_t>(Phenomenon::Quantity)];
}

TEST(World2Quantity, SomeIsThePartitive) {
  const Sentence bread =
      says(pronoun("i"), "eat", Tense::Present, {noun("bread", Determiner::Some)});
  EXPECT_EQ(en(bread), "i eat some bread .");
  EXPECT_EQ(fr(bread), "je mange du pain .");
  EXPECT_EQ(fr(says(pronoun("she"), "drink", Tense::Past, {noun("milk", Determiner::Some)})),
            "elle a bu du lait .");
  const Sentence apples =
      says(pronoun("we"), "buy", Tense::Present, {noun("apple", Determiner::Some, true)});
  EXPECT_EQ(en(apples), "we buy some apples .");
  EXPECT_EQ(fr(apples), "nous achetons des pommes .");
  // A preposed adjective: de before it in the plural, the partitive in the singular.
  EXPECT_EQ(fr(says(pronoun("i"), "want", Tense::Present,
                    {noun("apple", Determiner::Some, true, {"big"})})),
            "je veux de grandes pommes .");
  EXPECT_EQ(fr(says(pronoun("i"), "want", Tense::Present,
                    {noun("bread", Determiner::Some, false, {"good"})})),
            "je veux du bon pain .");
  EXPECT_EQ(fr(says(pronoun("he"), "drink", Tense::Present,
                    {noun("coffee", Determiner::Some, false, {"hot"})})),
            "il boit du café chaud .");
  EXPECT_TRUE(is_quantity(bread));
  EXPECT_FALSE(is_quantity(says(pronoun("i"), "eat", Tense::Present, {noun("bread")})));
}

TEST(World2Quantity, NotAnyAndNoAreDeAfterTheNegation) {
  Sentence wine = says(pronoun("he"), "drink", Tense::Present, {noun("wine", Determiner::Any)});
  wine.clauses[0].negated = true;
  EXPECT_EQ(en(wine), "he does not drink any wine .");
  EXPECT_EQ(fr(wine), "il ne boit pas de vin .");
  wine.clauses[0].never = true;
  EXPECT_EQ(fr(wine), "il ne boit jamais de vin .");
  Sentence apples =
      says(pronoun("they"), "eat", Tense::Past, {noun("apple", Determiner::Any, true)});
  apples.clauses[0].negated = true;
  EXPECT_EQ(en(apples), "they did not eat any apples .");
  EXPECT_EQ(fr(apples), "ils n' ont pas mangé de pommes .");
  const Sentence no = says(pronoun("i"), "have", Tense::Present, {noun("bread", Determiner::No)});
  EXPECT_EQ(en(no), "i have no bread .");
  EXPECT_EQ(fr(no), "je n' ai pas de pain .");
  EXPECT_TRUE(classify(no, realise_french(no))[static_cast<std::size_t>(Phenomenon::Negation)]);
  // Any in a question is the partitive.
  Sentence q = says(pronoun("you"), "have", Tense::Present, {noun("cheese", Determiner::Any)});
  q.clauses[0].yes_no = true;
  EXPECT_EQ(en(q), "do you have any cheese ?");
  EXPECT_EQ(fr(q), "est-ce que tu as du fromage ?");
}

TEST(World2Quantity, QuantityWordsTakeTheBareNoun) {
  EXPECT_EQ(fr(says(pronoun("i"), "drink", Tense::Present, {quantity("milk", "a lot of")})),
            "je bois beaucoup de lait .");
  const Sentence many = says(pronoun("she"), "buy", Tense::Past, {quantity("apple", "many", true)});
  EXPECT_EQ(en(many), "she bought many apples .");
  EXPECT_EQ(fr(many), "elle a acheté beaucoup de pommes .");
  Sentence much = says(pronoun("we"), "drink", Tense::Present, {quantity("wine", "much")});
  much.clauses[0].negated = true;
  EXPECT_EQ(en(much), "we do not drink much wine .");
  EXPECT_EQ(fr(much), "nous ne buvons pas beaucoup de vin .");
  EXPECT_EQ(fr(says(pronoun("he"), "eat", Tense::Present, {quantity("cake", "too many", true)})),
            "il mange trop de gâteaux .");
  EXPECT_EQ(fr(says(pronoun("he"), "drink", Tense::Present, {quantity("coffee", "too much")})),
            "il boit trop de café .");
  EXPECT_EQ(fr(says(pronoun("i"), "have", Tense::Present, {quantity("bread", "enough")})),
            "j' ai assez de pain .");
  EXPECT_EQ(en(says(pronoun("i"), "want", Tense::Present, {quantity("tea", "a little")})),
            "i want a little tea .");
  EXPECT_EQ(fr(says(pronoun("i"), "want", Tense::Present, {quantity("tea", "a little")})),
            "je veux un peu de thé .");
  const Sentence few =
      says(pronoun("they"), "take", Tense::Present, {quantity("apple", "a few", true)});
  EXPECT_EQ(en(few), "they take a few apples .");
  EXPECT_EQ(fr(few), "ils prennent quelques pommes .");
  EXPECT_TRUE(is_quantity(few));
}

TEST(World2Quantity, ContainersTakeDeAndTheBareNoun) {
  const Sentence cup = says(pronoun("i"), "want", Tense::Present, {container("cup", "coffee")});
  EXPECT_EQ(en(cup), "i want a cup of coffee .");
  EXPECT_EQ(fr(cup), "je veux une tasse de café .");
  const Sentence glasses = says(pronoun("she"), "drink", Tense::Past,
                                {container("glass", "milk", Determiner::Numeral, true, 0)});
  EXPECT_EQ(en(glasses), "she drank two glasses of milk .");
  EXPECT_EQ(fr(glasses), "elle a bu deux verres de lait .");
  EXPECT_EQ(fr(says(pronoun("we"), "buy", Tense::Present, {container("bottle", "wine")})),
            "nous achetons une bouteille de vin .");
  EXPECT_EQ(fr(says(pronoun("he"), "eat", Tense::Present, {container("piece", "cake")})),
            "il mange un morceau de gâteau .");
  EXPECT_TRUE(is_quantity(cup));
}

TEST(World2Quantity, ContainersHoldTheirOwnContents) {
  const auto holds = [](const char* box, const char* what) {
    for (int c = 0; c < kNumContainers; ++c)
      if (std::string(kContainers[c].en) == box) return container_holds(c, find_noun(what));
    return false;
  };
  EXPECT_TRUE(holds("cup", "tea"));
  EXPECT_TRUE(holds("piece", "cheese"));
  EXPECT_FALSE(holds("cup", "wine"));
  EXPECT_FALSE(holds("piece", "milk"));
  EXPECT_FALSE(holds("bottle", "apple"));
}

}  // namespace
}  // namespace ap::s2s
