// World 2's verb frames (verb_frames.h) on hand-built structures, against hand-written French:
// ask, answer, forgive and trust with an indirect person and no "to" in English (je lui demande,
// elle répond à paul, je ne lui fais pas confiance), and the pronominal verbs remember, worry and
// relax (je me souviens de la fête, elle s'est inquiétée, nous voulons nous détendre).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/corpus/grammar.h"
#include "core/corpus/lexicon.h"
#include "core/corpus/phenomena.h"
#include "core/corpus/sampler.h"
#include "core/corpus/verb_frames.h"
#include "core/rng.h"
#include "seq2seq_grammar_builders.h"

namespace ap::s2s {
namespace {

using namespace ap::s2s::testing;

Sentence indirect(NounPhrase subject, const char* verb, Tense tense, NounPhrase person) {
  Sentence s = one(everyday(std::move(subject), verb, tense));
  s.clauses[0].indirect.push_back(std::move(person));
  return s;
}

TEST(World2VerbFrames, AskAnswerForgiveTakeAnIndirectPerson) {
  const Sentence ask = indirect(pronoun("i"), "ask", Tense::Present, pronoun("she"));
  EXPECT_EQ(en(ask), "i ask her .");
  EXPECT_EQ(fr(ask), "je lui demande .");
  const Sentence answer =
      indirect(pronoun("she"), "answer", Tense::Present, proper(NounKind::Name, "paul"));
  EXPECT_EQ(en(answer), "she answers paul .");
  EXPECT_EQ(fr(answer), "elle répond à paul .");
  EXPECT_EQ(fr(indirect(pronoun("we"), "answer", Tense::Past, noun("teacher"))),
            "nous avons répondu au professeur .");
  const Sentence forgive = indirect(pronoun("he"), "forgive", Tense::Past, pronoun("i"));
  EXPECT_EQ(en(forgive), "he forgave me .");
  EXPECT_EQ(fr(forgive), "il m' a pardonné .");
  Sentence perfect = indirect(pronoun("they"), "forgive", Tense::Perfect, pronoun("you"));
  EXPECT_EQ(en(perfect), "they have forgiven you .");
  EXPECT_EQ(fr(perfect), "ils t' ont pardonné .");
  Sentence q = indirect(pronoun("you"), "ask", Tense::Past, noun("mother", Determiner::My));
  q.clauses[0].yes_no = true;
  EXPECT_EQ(en(q), "did you ask my mother ?");
  EXPECT_EQ(fr(q), "est-ce que tu as demandé à ma mère ?");
  EXPECT_TRUE(
      classify(ask, realise_french(ask))[static_cast<std::size_t>(Phenomenon::IndirectObject)]);
}

TEST(World2VerbFrames, TrustIsFaireConfianceA) {
  Sentence neg = indirect(pronoun("i"), "trust", Tense::Present, pronoun("she"));
  neg.clauses[0].negated = true;
  EXPECT_EQ(en(neg), "i do not trust her .");
  EXPECT_EQ(fr(neg), "je ne lui fais pas confiance .");
  EXPECT_EQ(fr(indirect(pronoun("they"), "trust", Tense::Past, pronoun("you"))),
            "ils t' ont fait confiance .");
  Sentence want = indirect(pronoun("she"), "trust", Tense::Present, proper(NounKind::Name, "paul"));
  want.clauses[0].modal = Modal::WantTo;
  EXPECT_EQ(en(want), "she wants to trust paul .");
  EXPECT_EQ(fr(want), "elle veut faire confiance à paul .");
  EXPECT_EQ(
      fr(indirect(pronoun("we"), "trust", Tense::Future, noun("friend", Determiner::Our, true))),
      "nous ferons confiance à nos amis .");
}

TEST(World2VerbFrames, RememberIsSeSouvenirDe) {
  EXPECT_EQ(en(one(everyday(pronoun("i"), "remember", Tense::Present))), "i remember .");
  EXPECT_EQ(fr(one(everyday(pronoun("i"), "remember", Tense::Present))), "je me souviens .");
  const Sentence song =
      one(everyday(pronoun("i"), "remember", Tense::Present, {noun("song", Determiner::The)}));
  EXPECT_EQ(en(song), "i remember the song .");
  EXPECT_EQ(fr(song), "je me souviens de la chanson .");
  const Sentence film =
      one(everyday(pronoun("she"), "remember", Tense::Past, {noun("film", Determiner::The)}));
  EXPECT_EQ(en(film), "she remembered the film .");
  EXPECT_EQ(fr(film), "elle s' est souvenue du film .");
  Sentence neg = one(
      everyday(pronoun("we"), "remember", Tense::Present, {noun("park", Determiner::The, true)}));
  neg.clauses[0].negated = true;
  EXPECT_EQ(en(neg), "we do not remember the parks .");
  EXPECT_EQ(fr(neg), "nous ne nous souvenons pas des parcs .");
  EXPECT_EQ(fr(one(everyday(pronoun("you"), "remember", Tense::Future,
                            {proper(NounKind::Name, "anna")}))),
            "tu te souviendras d' anna .");
  EXPECT_TRUE(
      classify(film, realise_french(film))[static_cast<std::size_t>(Phenomenon::EtreAgreement)]);
}

TEST(World2VerbFrames, WorryAndRelaxArePronominal) {
  EXPECT_EQ(en(one(everyday(pronoun("she"), "worry", Tense::Past))), "she worried .");
  EXPECT_EQ(fr(one(everyday(pronoun("she"), "worry", Tense::Past))), "elle s' est inquiétée .");
  EXPECT_EQ(fr(one(everyday(pronoun("i"), "worry", Tense::Present))), "je m' inquiète .");
  Sentence relax = one(everyday(pronoun("we"), "relax", Tense::Present));
  relax.clauses[0].modal = Modal::WantTo;
  EXPECT_EQ(en(relax), "we want to relax .");
  EXPECT_EQ(fr(relax), "nous voulons nous détendre .");
  Sentence neg = one(everyday(pronoun("they"), "relax", Tense::Past));
  neg.clauses[0].negated = true;
  EXPECT_EQ(en(neg), "they did not relax .");
  EXPECT_EQ(fr(neg), "ils ne se sont pas détendus .");
}

// The sampler: an indirect verb always has its person and no object; remember's object is never
// a pronoun; no pronominal verb in the imperative.
TEST(World2VerbFrames, TheSamplerKeepsTheFrames) {
  const Lexicon& lx = lexicon();
  Rng rng(3);
  SentenceSampler sampler(&rng, 2);
  int indirect_seen = 0, pronominal_seen = 0;
  for (int i = 0; i < 30000; ++i) {
    const Sentence s = sampler.sample(3 + i % 12);
    for (const Clause& c : s.clauses) {
      if (c.voice != Voice::Everyday) continue;
      const EverydayVerb& v = lx.everyday_verbs[c.verb];
      if (object_is_indirect(v)) {
        ++indirect_seen;
        EXPECT_EQ(c.indirect.size(), 1u) << en(s);
        EXPECT_TRUE(c.object.empty()) << en(s);
      }
      if (is_pronominal(v)) {
        ++pronominal_seen;
        EXPECT_FALSE(c.imperative) << en(s);
        EXPECT_FALSE(c.reflexive) << en(s);
        for (const NounPhrase& o : c.object) EXPECT_NE(o.kind, NounKind::Pronoun) << en(s);
        EXPECT_EQ(c.negative, NegativeWord::None) << en(s);
      }
    }
  }
  EXPECT_GT(indirect_seen, 50);
  EXPECT_GT(pronominal_seen, 50);
}

}  // namespace
}  // namespace ap::s2s
