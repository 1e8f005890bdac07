// World 2's phrasal verbs and verb phrases (lexicon_world2_phrasal_verbs.inc, verb_limits.h) and
// its further modals (be supposed to, be able to, ought to, decided to, tried to, needed to) on
// hand-built structures, against hand-written French; and the sampler's limits on them (turn it
// off, set only the table, no "has got").
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

Adverbial to_city(const char* city) {
  Adverbial a;
  a.kind = AdverbialKind::To;
  a.np.push_back(proper(NounKind::City, city));
  return a;
}

Sentence with_modal(Sentence s, Modal m) {
  s.clauses[0].modal = m;
  return s;
}

TEST(World2PhrasalVerbs, GetInItsEverydaySenses) {
  const Sentence letter = says(pronoun("she"), "get", Tense::Past, {noun("letter", Determiner::A)});
  EXPECT_EQ(en(letter), "she got a letter .");
  EXPECT_EQ(fr(letter), "elle a reçu une lettre .");
  EXPECT_EQ(fr(says(pronoun("they"), "get", Tense::Present, {noun("message", Determiner::My)})),
            "ils reçoivent mon message .");
  EXPECT_EQ(fr(says(pronoun("i"), "get", Tense::Future, {noun("card", Determiner::A)})),
            "je recevrai une carte .");
  const Sentence up = says(pronoun("she"), "get up", Tense::Past);
  EXPECT_EQ(en(up), "she got up .");
  EXPECT_EQ(fr(up), "elle s' est levée .");
  EXPECT_EQ(fr(says(pronoun("you"), "get up", Tense::Future)), "tu te lèveras .");
  EXPECT_EQ(en(says(pronoun("he"), "get up", Tense::Progressive)), "he is getting up .");
  EXPECT_EQ(fr(says(pronoun("he"), "get up", Tense::Progressive)), "il se lève .");
  EXPECT_EQ(fr(with_modal(says(pronoun("we"), "get up", Tense::Present), Modal::HaveTo)),
            "nous devons nous lever .");
  const Sentence home = says(pronoun("we"), "get home", Tense::Past);
  EXPECT_EQ(en(home), "we got home .");
  EXPECT_EQ(fr(home), "nous sommes rentrés .");
  EXPECT_EQ(en(says(pronoun("he"), "get home", Tense::Present)), "he gets home .");
}

TEST(World2PhrasalVerbs, ParticlesOutAwayOffOnUp) {
  EXPECT_EQ(fr(says(pronoun("they"), "go out", Tense::Past)), "ils sont sortis .");
  Sentence perfect = says(pronoun("she"), "go away", Tense::Perfect);
  EXPECT_EQ(en(perfect), "she has gone away .");
  EXPECT_EQ(fr(perfect), "elle est partie .");
  const Sentence off =
      says(pronoun("i"), "turn off", Tense::Past, {noun("light", Determiner::The)});
  EXPECT_EQ(en(off), "i turned off the light .");
  EXPECT_EQ(fr(off), "j' ai éteint la lumière .");
  // An object pronoun goes before the particle: turn it off, picked her up.
  const Sentence it = says(pronoun("she"), "turn off", Tense::Present, {pronoun("it")});
  EXPECT_EQ(en(it), "she turns it off .");
  EXPECT_EQ(fr(it), "elle l' éteint .");
  Sentence question = says(pronoun("you"), "turn on", Tense::Past, {pronoun("it")});
  question.clauses[0].yes_no = true;
  EXPECT_EQ(en(question), "did you turn it on ?");
  EXPECT_EQ(fr(question), "est-ce que tu l' as allumé ?");
  EXPECT_EQ(en(says(pronoun("we"), "pick up", Tense::Past, {pronoun("it")})), "we picked it up .");
  const Sentence shoes =
      says(pronoun("he"), "take off", Tense::Past, {noun("shoe", Determiner::His, true)});
  EXPECT_EQ(en(shoes), "he took off his shoes .");
  EXPECT_EQ(fr(shoes), "il a enlevé ses chaussures .");
  EXPECT_EQ(fr(says(pronoun("we"), "take off", Tense::Future, {noun("ring", Determiner::Our)})),
            "nous enlèverons notre bague .");
  Sentence hang = says(pronoun("i"), "hang up", Tense::Present);
  hang.clauses[0].imperative = true;
  hang.clauses[0].negated = true;
  hang.clauses[0].subject.clear();
  EXPECT_EQ(en(hang), "do not hang up .");
  EXPECT_EQ(fr(hang), "ne raccroche pas .");
  EXPECT_EQ(fr(says(pronoun("she"), "hang up", Tense::Past)), "elle a raccroché .");
}

TEST(World2PhrasalVerbs, MoveCareThinkSetEnjoyDinner) {
  Sentence move = says(pronoun("we"), "move", Tense::Past);
  move.clauses[0].adverbials.push_back(to_city("paris"));
  EXPECT_EQ(en(move), "we moved to paris .");
  EXPECT_EQ(fr(move), "nous avons déménagé à paris .");
  EXPECT_EQ(en(says(pronoun("they"), "move", Tense::Progressive)), "they are moving .");
  const Sentence care =
      says(pronoun("she"), "take care of", Tense::Present, {noun("cat", Determiner::The)});
  EXPECT_EQ(en(care), "she takes care of the cat .");
  EXPECT_EQ(fr(care), "elle s' occupe du chat .");
  EXPECT_EQ(fr(says(pronoun("they"), "take care of", Tense::Past,
                    {noun("child", Determiner::Their, true)})),
            "ils se sont occupés de leurs enfants .");
  const Sentence think =
      says(pronoun("i"), "think about", Tense::Progressive, {noun("trip", Determiner::The)});
  EXPECT_EQ(en(think), "i am thinking about the trip .");
  EXPECT_EQ(fr(think), "je pense au voyage .");
  EXPECT_EQ(fr(says(pronoun("he"), "think about", Tense::Past, {noun("song", Determiner::The)})),
            "il a pensé à la chanson .");
  const Sentence set = says(pronoun("you"), "set", Tense::Past, {noun("table")});
  EXPECT_EQ(en(set), "you set the table .");
  EXPECT_EQ(fr(set), "tu as mis la table .");
  EXPECT_EQ(fr(says(pronoun("she"), "enjoy", Tense::Past, {noun("film", Determiner::The)})),
            "elle a apprécié le film .");
  const Sentence dinner = says(pronoun("we"), "have dinner", Tense::Progressive);
  EXPECT_EQ(en(dinner), "we are having dinner .");
  EXPECT_EQ(fr(dinner), "nous dînons .");
  EXPECT_EQ(fr(says(pronoun("they"), "have lunch", Tense::Past)), "ils ont déjeuné .");
  Sentence live = says(pronoun("she"), "live", Tense::Progressive);
  Adverbial in;
  in.kind = AdverbialKind::InPlace;
  in.np.push_back(proper(NounKind::City, "paris"));
  live.clauses[0].adverbials.push_back(in);
  EXPECT_EQ(en(live), "she is living in paris .");
  EXPECT_EQ(fr(live), "elle habite à paris .");
}

TEST(World2PhrasalVerbs, SupposedAbleOughtDecidedTriedNeeded) {
  const Sentence supposed =
      with_modal(says(pronoun("she"), "eat", Tense::Present, {noun("bread")}), Modal::SupposedTo);
  EXPECT_EQ(en(supposed), "she is supposed to eat the bread .");
  EXPECT_EQ(fr(supposed), "elle est censée manger le pain .");
  Sentence not_supposed =
      with_modal(says(pronoun("they"), "go", Tense::Present), Modal::SupposedTo);
  not_supposed.clauses[0].negated = true;
  EXPECT_EQ(en(not_supposed), "they are not supposed to go .");
  EXPECT_EQ(fr(not_supposed), "ils ne sont pas censés aller .");
  Sentence able = with_modal(says(pronoun("you"), "walk", Tense::Present), Modal::AbleTo);
  able.clauses[0].yes_no = true;
  EXPECT_EQ(en(able), "are you able to walk ?");
  EXPECT_EQ(fr(able), "est-ce que tu es capable de marcher ?");
  EXPECT_EQ(
      fr(with_modal(says(pronoun("we"), "open", Tense::Present, {noun("door")}), Modal::AbleTo)),
      "nous sommes capables d' ouvrir la porte .");
  const Sentence ought = with_modal(says(pronoun("he"), "sleep", Tense::Present), Modal::OughtTo);
  EXPECT_EQ(en(ought), "he ought to sleep .");
  EXPECT_EQ(fr(ought), "il devrait dormir .");
  const Sentence decided = with_modal(says(pronoun("she"), "leave", Tense::Past), Modal::DecideTo);
  EXPECT_EQ(en(decided), "she decided to leave .");
  EXPECT_EQ(fr(decided), "elle a décidé de partir .");
  Sentence not_decided = decided;
  not_decided.clauses[0].negated = true;
  EXPECT_EQ(en(not_decided), "she did not decide to leave .");
  EXPECT_EQ(fr(not_decided), "elle n' a pas décidé de partir .");
  const Sentence tried =
      with_modal(says(pronoun("i"), "help", Tense::Past, {pronoun("he")}), Modal::TryTo);
  EXPECT_EQ(en(tried), "i tried to help him .");
  EXPECT_EQ(fr(tried), "j' ai essayé de l' aider .");
  const Sentence trying =
      with_modal(says(pronoun("we"), "sleep", Tense::Progressive), Modal::TryTo);
  EXPECT_EQ(en(trying), "we are trying to sleep .");
  EXPECT_EQ(fr(trying), "nous essayons de dormir .");
  const Sentence needed =
      with_modal(says(pronoun("they"), "finish", Tense::Past, {pronoun("it")}), Modal::NeedTo);
  EXPECT_EQ(en(needed), "they needed to finish it .");
  // A clitic le / les after de stays itself: de le finir, not du finir.
  EXPECT_EQ(fr(needed), "ils avaient besoin de le finir .");
  EXPECT_EQ(
      fr(with_modal(says(pronoun("she"), "see", Tense::Present, {pronoun("they")}), Modal::NeedTo)),
      "elle a besoin de les voir .");
}

TEST(World2PhrasalVerbs, ShallAndCannot) {
  Sentence shall = says(pronoun("we"), "see", Tense::Future);
  shall.clauses[0].shall = true;
  EXPECT_EQ(en(shall), "we shall see .");
  EXPECT_EQ(fr(shall), "nous verrons .");
  shall.clauses[0].yes_no = true;  // a question keeps will
  EXPECT_EQ(en(shall), "will we see ?");
  Sentence cannot = with_modal(says(pronoun("i"), "walk", Tense::Present), Modal::Can);
  cannot.clauses[0].negated = true;
  cannot.clauses[0].cannot = true;
  EXPECT_EQ(en(cannot), "i cannot walk .");
  EXPECT_EQ(fr(cannot), "je ne peux pas marcher .");
}

TEST(World2PhrasalVerbs, RealizeIsSeRendreCompte) {
  Sentence s;
  Clause c = everyday(pronoun("i"), "realize", Tense::Present);
  c.reports = true;
  s.clauses.push_back(c);
  s.clauses.push_back(be(pronoun("she"), "tired").clauses[0]);
  s.conjunctions.push_back(Conjunction::That);
  EXPECT_EQ(en(s), "i realize that she is tired .");
  EXPECT_EQ(fr(s), "je me rends compte qu' elle est fatiguée .");
}

TEST(World2PhrasalVerbs, WonderIsSeDemanderSi) {
  Sentence s;
  Clause c = everyday(pronoun("i"), "wonder", Tense::Present);
  c.reports = true;
  s.clauses.push_back(c);
  s.clauses.push_back(be(pronoun("he"), "tired").clauses[0]);
  s.conjunctions.push_back(Conjunction::If);
  EXPECT_EQ(en(s), "i wonder if he is tired .");
  EXPECT_EQ(fr(s), "je me demande s' il est fatigué .");
  s.clauses[0].tense = Tense::Past;
  s.clauses[0].subject[0] = pronoun("she");
  s.clauses[1] = be(pronoun("we"), "ready", Tense::Past).clauses[0];
  EXPECT_EQ(en(s), "she wondered if we were ready .");
  EXPECT_EQ(fr(s), "elle se demandait si nous étions prêts .");
}

// The sampler: an object pronoun never after a separable particle, set only the table, get never
// in the present perfect nor after a modal.
TEST(World2PhrasalVerbs, SamplerKeepsThemWhereTheyFit) {
  CorpusOptions opt;
  opt.world = 2;
  opt.train = 20000;
  opt.valid = 10;
  opt.test_per_bucket = 2;
  int turned = 0, set = 0;
  for (const auto& p : generate_corpus(opt).train) {
    const std::string s = " " + join(p.en) + " ";
    for (const char* bad : {" off it ", " up it ", " on it ", " off them ", " up them ",
                            " has got ", " have got ", " can get the ", " must get a ",
                            " want to get the ", " need to get a ", " set a ", " set it "})
      EXPECT_EQ(s.find(bad), std::string::npos) << s;
    if (s.find(" turned ") != std::string::npos) ++turned;
    if (s.find(" set the table ") != std::string::npos) ++set;
  }
  EXPECT_GT(turned, 20);
  EXPECT_GT(set, 20);
}

}  // namespace
}  // namespace ap::s2s
