// World 2's third round of spoken English, on hand-built structures against hand-written French:
// seem and feel before the copula's adjective (semble, se sent), hours and minutes (il y a une
// heure, dans une heure, pendant deux heures, en ce moment, deux fois), those / each / both (ces,
// chaque, les deux), a bit (un peu), maybe (peut-être que), through (à travers), someone else and
// something else (quelqu'un d'autre, quelque chose d'autre), own and dear after a possessive
// (propre, cher), the ordinals (deuxième, troisième) and the new nouns, adjectives and verbs; and
// the sampler's choices for them.
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

Sentence linked(NounPhrase subject, const char* adjective, LinkVerb v, Tense tense) {
  Sentence s = be(std::move(subject), adjective, tense);
  s.clauses[0].link = v;
  return s;
}

Sentence with_time(Sentence s, const char* phrase) {
  s.clauses.at(0).adverbials.push_back(time_phrase(phrase));
  return s;
}

TEST(World2EverydayMore, SeemIsSemblerAndAgrees) {
  const Sentence s = linked(pronoun("she"), "tired", LinkVerb::Seem, Tense::Present);
  EXPECT_EQ(en(s), "she seems tired .");
  EXPECT_EQ(fr(s), "elle semble fatiguée .");
  const Sentence past =
      linked(noun("idea", Determiner::The, true), "strange", LinkVerb::Seem, Tense::Past);
  EXPECT_EQ(en(past), "the ideas seemed strange .");
  EXPECT_EQ(fr(past), "les idées semblaient étranges .");
  EXPECT_EQ(fr(linked(pronoun("you"), "sick", LinkVerb::Seem, Tense::Present)),
            "tu sembles malade .");
}

TEST(World2EverydayMore, FeelIsSeSentir) {
  EXPECT_EQ(en(linked(pronoun("i"), "sick", LinkVerb::Feel, Tense::Present)), "i feel sick .");
  EXPECT_EQ(fr(linked(pronoun("i"), "sick", LinkVerb::Feel, Tense::Present)),
            "je me sens malade .");
  EXPECT_EQ(fr(linked(pronoun("they"), "ready", LinkVerb::Feel, Tense::Present)),
            "ils se sentent prêts .");
  const Sentence past =
      linked(proper(NounKind::Name, "anna"), "alone", LinkVerb::Feel, Tense::Past);
  EXPECT_EQ(en(past), "anna felt alone .");
  EXPECT_EQ(fr(past), "anna se sentait seule .");
  Sentence ing = linked(pronoun("you"), "tired", LinkVerb::Feel, Tense::Present);
  ing.clauses[0].link_progressive = true;
  EXPECT_EQ(en(ing), "you are feeling tired .");
  EXPECT_EQ(fr(ing), "tu te sens fatigué .");
  ing.clauses[0].degree = Degree::ABit;
  EXPECT_EQ(fr(ing), "tu te sens un peu fatigué .");
}

TEST(World2EverydayMore, LinkVerbsOnlyInAffirmativeStatements) {
  Sentence s = linked(pronoun("she"), "tired", LinkVerb::Feel, Tense::Present);
  s.clauses[0].negated = true;  // then "be": she is not tired
  EXPECT_EQ(en(s), "she is not tired .");
  EXPECT_EQ(fr(s), "elle n' est pas fatiguée .");
  s.clauses[0].negated = false;
  s.clauses[0].tense = Tense::Future;
  EXPECT_EQ(fr(s), "elle sera fatiguée .");
  EXPECT_FALSE(link_fits(LinkVerb::Feel, find_adjective("cold"), true));  // j'ai froid
  EXPECT_FALSE(link_fits(LinkVerb::Feel, find_adjective("tired"), false));
  EXPECT_FALSE(link_fits(LinkVerb::Seem, find_adjective("mine"), false));
  EXPECT_TRUE(link_fits(LinkVerb::Seem, find_adjective("broken"), false));
}

TEST(World2EverydayMore, HoursAndMinutes) {
  const Sentence ago = with_time(says(pronoun("she"), "eat", Tense::Past), "an hour ago");
  EXPECT_EQ(en(ago), "she ate an hour ago .");
  EXPECT_EQ(fr(ago), "elle a mangé il y a une heure .");
  EXPECT_EQ(fr(with_time(says(pronoun("i"), "come", Tense::Future), "in a few minutes")),
            "je viendrai dans quelques minutes .");
  EXPECT_EQ(fr(with_time(says(pronoun("we"), "sleep", Tense::Past), "for two hours")),
            "nous avons dormi pendant deux heures .");
  EXPECT_EQ(fr(with_time(be(pronoun("he"), "busy"), "at the moment")),
            "il est occupé en ce moment .");
  EXPECT_EQ(fr(with_time(says(pronoun("they"), "see", Tense::Past, {noun("film")}), "twice")),
            "ils ont vu le film deux fois .");
}

TEST(World2EverydayMore, ThoseEachBoth) {
  EXPECT_EQ(en(noun("cat", Determiner::Those, true)), "those cats");
  EXPECT_EQ(fr(noun("cat", Determiner::Those, true)), "ces chats");
  const Sentence each = says(noun("child", Determiner::Each), "eat", Tense::Present);
  EXPECT_EQ(en(each), "each child eats .");
  EXPECT_EQ(fr(each), "chaque enfant mange .");
  Sentence both = says(noun("dog", Determiner::Both, true), "run", Tense::Past);
  EXPECT_EQ(en(both), "both dogs ran .");
  EXPECT_EQ(fr(both), "les deux chiens ont couru .");
}

TEST(World2EverydayMore, MaybeIsPeutEtreQue) {
  Sentence s = be(pronoun("she"), "tired");
  s.opener = Interjection::Maybe;
  EXPECT_EQ(en(s), "maybe she is tired .");
  EXPECT_EQ(fr(s), "peut-être qu' elle est fatiguée .");
  s.clauses[0].subject = {pronoun("we")};
  EXPECT_EQ(fr(s), "peut-être que nous sommes fatigués .");
}

TEST(World2EverydayMore, ThroughSomeoneElseOwnDearOrdinals) {
  Adverbial through;
  through.kind = AdverbialKind::Place;
  through.place = PlacePrep::Through;
  through.np.push_back(noun("park"));
  Sentence walk = says(pronoun("they"), "walk", Tense::Past);
  walk.clauses[0].adverbials.push_back(through);
  EXPECT_EQ(en(walk), "they walked through the park .");
  EXPECT_EQ(fr(walk), "ils ont marché à travers le parc .");
  const Sentence else_ = says(pronoun("i"), "see", Tense::Past, {pronoun("someone else")});
  EXPECT_EQ(en(else_), "i saw someone else .");
  EXPECT_EQ(fr(else_), "j' ai vu quelqu'un d' autre .");
  EXPECT_EQ(fr(says(pronoun("she"), "want", Tense::Present, {pronoun("something else")})),
            "elle veut quelque chose d' autre .");
  EXPECT_EQ(fr(noun("car", Determiner::My, false, {"own"})), "ma propre voiture");
  EXPECT_EQ(fr(noun("friend", Determiner::His, false, {"dear"})), "son cher ami");
  EXPECT_EQ(fr(noun("mother", Determiner::My, false, {"dear"})), "ma chère mère");
  EXPECT_EQ(fr(noun("chance", Determiner::A, false, {"second"})), "une deuxième chance");
  EXPECT_EQ(fr(noun("house", Determiner::The, false, {"third"})), "la troisième maison");
}

TEST(World2EverydayMore, NewNounsAdjectivesVerbs) {
  EXPECT_EQ(fr(be(noun("bus"), "full")), "le bus est plein .");
  EXPECT_EQ(fr(be(noun("station"), "far")), "la gare est loin .");
  EXPECT_EQ(fr(be(pronoun("you"), "lucky")), "tu es chanceux .");
  EXPECT_EQ(fr(noun("game", Determiner::A, false, {"fun"})), "un jeu amusant");
  EXPECT_EQ(fr(noun("honey", Determiner::The)), "le miel");
  EXPECT_EQ(fr(says(pronoun("i"), "respect", Tense::Present, {noun("teacher", Determiner::My)})),
            "je respecte mon professeur .");
  EXPECT_EQ(fr(says(pronoun("he"), "teach", Tense::Past)), "il a enseigné .");
  EXPECT_EQ(fr(says(pronoun("we"), "teach", Tense::Future)), "nous enseignerons .");
  EXPECT_EQ(en(says(pronoun("they"), "shoot", Tense::Past)), "they shot .");
  EXPECT_EQ(fr(says(pronoun("they"), "shoot", Tense::Past)), "ils ont tiré .");
}

// The sampler says the new words only where they fit: through only after a verb that goes
// (walk, run, drive), own and dear only after a possessive.
TEST(World2EverydayMore, SamplerKeepsThemWhereTheyFit) {
  CorpusOptions opt;
  opt.world = 2;
  opt.train = 20000;
  opt.valid = 10;
  opt.test_per_bucket = 2;
  int feel = 0, through = 0, own = 0;
  const std::set<std::string> goes = {"walk",  "walks",   "walked",  "walking", "run",
                                      "runs",  "ran",     "running", "drive",   "drives",
                                      "drove", "driving", "driven"};
  for (const auto& p : generate_corpus(opt).train) {
    bool moves = false;
    for (std::size_t i = 0; i < p.en.size(); ++i) {
      const std::string& w = p.en[i];
      const std::string prev = i > 0 ? p.en[i - 1] : "";
      moves = moves || goes.count(w) > 0;
      if (w == "feel" || w == "feels" || w == "felt") ++feel;
      if (w == "through") {
        ++through;
        EXPECT_TRUE(moves) << join(p.en);
      }
      if (w == "own" || w == "dear") {
        ++own;
        EXPECT_TRUE(prev == "my" || prev == "your" || prev == "his" || prev == "her" ||
                    prev == "our" || prev == "their")
            << join(p.en);
      }
    }
  }
  EXPECT_GT(feel, 0);
  EXPECT_GT(through, 0);
  EXPECT_GT(own, 0);
}

}  // namespace
}  // namespace ap::s2s
