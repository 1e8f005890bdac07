// World 2's everyday verbs and the present perfect on hand-built structures, against hand-written
// French: irregular present tenses (connaître, faire, mettre, tenir, mourir …), the passé composé
// with être (elle est morte, ils sont tombés), the futur simple's irregular stems (tiendra,
// courra, mourra, paiera, jettera), the English participles (seen, done, known, forgotten …),
// "has been" → a été, and the verbs world 1 never draws; the clauses: that-clauses (que always,
// the imparfait after a past report), indirect objects (lui, leur, dire à), si / donc / ou / puis.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/corpus/french_verbs.h"
#include "core/corpus/grammar.h"
#include "core/corpus/lexicon.h"
#include "core/corpus/verb_limits.h"
#include "core/corpus/phenomena.h"
#include "core/corpus/sampler.h"
#include "core/rng.h"
#include "seq2seq_grammar_builders.h"

namespace ap::s2s {
namespace {

using namespace ap::s2s::testing;

Sentence with_place(Sentence s, PlacePrep p, NounPhrase where) {
  Adverbial a;
  a.kind = AdverbialKind::Place;
  a.place = p;
  a.np.push_back(std::move(where));
  s.clauses[0].adverbials.push_back(std::move(a));
  return s;
}

TEST(World2Verbs, IrregularPresents) {
  EXPECT_EQ(en(says(pronoun("i"), "know", Tense::Present, {proper(NounKind::Name, "paul")})),
            "i know paul .");
  EXPECT_EQ(fr(says(pronoun("i"), "know", Tense::Present, {proper(NounKind::Name, "paul")})),
            "je connais paul .");
  EXPECT_EQ(fr(says(pronoun("she"), "know", Tense::Present, {pronoun("you")})),
            "elle te connaît .");
  EXPECT_EQ(en(says(pronoun("they"), "make", Tense::Present, {noun("cake", Determiner::A)})),
            "they make a cake .");
  EXPECT_EQ(fr(says(pronoun("they"), "make", Tense::Present, {noun("cake", Determiner::A)})),
            "ils font un gâteau .");
  EXPECT_EQ(fr(with_place(says(pronoun("he"), "put", Tense::Present, {noun("book")}),
                          PlacePrep::Under, noun("table"))),
            "il met le livre sous la table .");
  EXPECT_EQ(fr(says(pronoun("we"), "hold", Tense::Present, {noun("cat")})),
            "nous tenons le chat .");
  EXPECT_EQ(fr(says(pronoun("you"), "run", Tense::Present)), "tu cours .");
  EXPECT_EQ(fr(says(pronoun("they"), "die", Tense::Present)), "ils meurent .");
  EXPECT_EQ(fr(says(pronoun("i"), "pay", Tense::Present, {noun("doctor")})),
            "je paie le médecin .");
  EXPECT_EQ(fr(says(pronoun("they"), "throw", Tense::Present, {noun("apple")})),
            "ils jettent la pomme .");
  EXPECT_EQ(fr(says(pronoun("we"), "finish", Tense::Present, {noun("cake")})),
            "nous finissons le gâteau .");
  EXPECT_EQ(fr(says(pronoun("i"), "believe", Tense::Present, {pronoun("you")})), "je te crois .");
  EXPECT_EQ(en(says(pronoun("she"), "listen to", Tense::Progressive, {noun("music")})),
            "she is listening to the music .");
  EXPECT_EQ(fr(says(pronoun("she"), "listen to", Tense::Progressive, {noun("music")})),
            "elle écoute la musique .");
}

TEST(World2Verbs, PastTensesAndAgreement) {
  EXPECT_EQ(en(says(pronoun("she"), "die", Tense::Past)), "she died .");
  EXPECT_EQ(fr(says(pronoun("she"), "die", Tense::Past)), "elle est morte .");
  EXPECT_EQ(fr(says(noun("book", Determiner::The, true), "fall", Tense::Past)),
            "les livres sont tombés .");
  EXPECT_EQ(en(says(pronoun("he"), "bring", Tense::Past, {noun("wine")})), "he brought the wine .");
  EXPECT_EQ(fr(says(pronoun("he"), "bring", Tense::Past, {noun("wine")})), "il a apporté le vin .");
  // A preceding direct object: "elle l'a mise", "je les ai connus".
  EXPECT_EQ(fr(says(pronoun("i"), "know", Tense::Past, {pronoun("they")})), "je les ai connus .");
  EXPECT_EQ(fr(says(pronoun("he"), "marry", Tense::Past, {pronoun("she")})), "il l' a épousée .");
}

TEST(World2Verbs, IrregularFutureStems) {
  EXPECT_EQ(fr_future("tenir", 1), "tiendra");
  EXPECT_EQ(fr_future("courir", 4), "courras");
  EXPECT_EQ(fr_future("mourir", 3), "mourront");
  EXPECT_EQ(fr_future("payer", 0), "paierai");
  EXPECT_EQ(fr_future("jeter", 2), "jetterons");
  EXPECT_EQ(fr_future("connaître", 0), "connaîtrai");  // -re drops its e, as prendre
  EXPECT_EQ(fr(says(pronoun("we"), "sell", Tense::Future, {noun("car")})),
            "nous vendrons la voiture .");
}

TEST(World2Verbs, TheImperativeOfTheNewVerbs) {
  Sentence s = says(pronoun("you"), "bring", Tense::Present, {noun("bread")});
  s.clauses[0].subject.clear();
  s.clauses[0].imperative = true;
  EXPECT_EQ(en(s), "bring the bread .");
  EXPECT_EQ(fr(s), "apporte le pain .");
  s = says(pronoun("you"), "offer", Tense::Present, {noun("flower")});
  s.clauses[0].subject.clear();
  s.clauses[0].imperative = true;
  EXPECT_EQ(fr(s), "offre la fleur .");
  s = says(pronoun("you"), "hold", Tense::Present, {noun("book")});
  s.clauses[0].subject.clear();
  s.clauses[0].imperative = true;
  EXPECT_EQ(fr(s), "tiens le livre .");
}

TEST(World2Verbs, ThePresentPerfectIsThePasseCompose) {
  const Sentence seen = says(pronoun("i"), "see", Tense::Perfect, {noun("cat")});
  EXPECT_EQ(en(seen), "i have seen the cat .");
  EXPECT_EQ(fr(seen), "j' ai vu le chat .");
  EXPECT_EQ(en(says(pronoun("she"), "go", Tense::Perfect)), "she has gone .");
  EXPECT_EQ(fr(says(pronoun("she"), "go", Tense::Perfect)), "elle est allée .");
  Sentence never = says(pronoun("he"), "forget", Tense::Perfect, {pronoun("you")});
  never.clauses[0].negated = true;
  never.clauses[0].never = true;
  EXPECT_EQ(en(never), "he has never forgotten you .");
  EXPECT_EQ(fr(never), "il ne t' a jamais oublié .");
  Sentence asked = says(pronoun("you"), "eat", Tense::Perfect, {noun("cake")});
  asked.clauses[0].yes_no = true;
  EXPECT_EQ(en(asked), "have you eaten the cake ?");
  EXPECT_EQ(fr(asked), "est-ce que tu as mangé le gâteau ?");
  EXPECT_TRUE(classify(seen, realise_french(seen))[static_cast<int>(Phenomenon::Elision)]);
  // A preceding object pronoun agrees in the perfect too: "elle l'a vue".
  const Sentence her = says(pronoun("i"), "see", Tense::Perfect, {pronoun("she")});
  EXPECT_EQ(fr(her), "je l' ai vue .");
  EXPECT_TRUE(
      classify(her, realise_french(her))[static_cast<int>(Phenomenon::PrecedingObjectAgreement)]);
}

TEST(World2Verbs, HasBeenIsAEte) {
  Clause c;
  c.voice = Voice::Copula;
  c.tense = Tense::Perfect;
  c.subject.push_back(pronoun("she"));
  c.adjective = find_adjective("tired");
  ASSERT_GE(c.adjective, 0);
  EXPECT_EQ(en(one(c)), "she has been tired .");
  EXPECT_EQ(fr(one(c)), "elle a été fatiguée .");
  c.negated = true;
  EXPECT_EQ(en(one(c)), "she has not been tired .");
  EXPECT_EQ(fr(one(c)), "elle n' a pas été fatiguée .");
  c.negated = false;
  c.yes_no = true;
  c.subject = {pronoun("they")};
  EXPECT_EQ(en(one(c)), "have they been tired ?");
  EXPECT_EQ(fr(one(c)), "est-ce qu' ils ont été fatigués ?");
}

TEST(World2Verbs, WhatDoYouDo) {
  Sentence s = says(pronoun("you"), "do", Tense::Progressive);
  s.clauses[0].yes_no = true;
  s.clauses[0].wh = WhWord::What;
  EXPECT_EQ(en(s), "what are you doing ?");
  EXPECT_EQ(fr(s), "qu' est-ce que tu fais ?");
  s.clauses[0].tense = Tense::Perfect;
  s.clauses[0].subject = {pronoun("she")};
  EXPECT_EQ(en(s), "what has she done ?");
  EXPECT_EQ(fr(s), "qu' est-ce qu' elle a fait ?");
}

TEST(World2Verbs, EnglishParticiples) {
  const auto participle = [](const char* base) {
    const int i = find_everyday_verb(base);
    EXPECT_GE(i, 0) << base;
    return std::string(en_participle(lexicon().everyday_verbs[static_cast<std::size_t>(i)]));
  };
  EXPECT_EQ(participle("see"), "seen");
  EXPECT_EQ(participle("know"), "known");
  EXPECT_EQ(participle("forget"), "forgotten");
  EXPECT_EQ(participle("make"), "made");  // the past
  EXPECT_EQ(participle("look at"), "looked at");
}

// World 1 draws only its own everyday verbs (its corpus is pinned); world 2 draws the new ones,
// never "do" outside a question, and gives a verb only the things it takes.
TEST(World2Verbs, OnlyWorld2DrawsTheNewVerbs) {
  const Lexicon& lx = lexicon();
  ASSERT_GT(lx.everyday_verbs.size(), lx.num_world1_everyday_verbs);
  EXPECT_GE(find_everyday_verb("know"), static_cast<int>(lx.num_world1_everyday_verbs));
  for (int world : {1, 2}) {
    Rng rng(7);
    SentenceSampler sampler(&rng, world);
    bool new_verb = false;
    for (int i = 0; i < 3000; ++i) {
      const Sentence s = sampler.sample(8);
      for (const Clause& c : s.clauses) {
        if (c.voice != Voice::Everyday) continue;
        const EverydayVerb& v = lx.everyday_verbs[static_cast<std::size_t>(c.verb)];
        if (c.verb >= static_cast<int>(lx.num_world1_everyday_verbs)) new_verb = true;
        if (std::string(v.en_base) == "do") {
          EXPECT_EQ(c.wh, WhWord::What) << en(s);
          EXPECT_TRUE(c.object.empty()) << en(s);
        }
        for (const NounPhrase& o : c.object) {
          if (o.kind != NounKind::Common) continue;
          EXPECT_TRUE(object_fits_verb(v, lx.nouns[o.noun])) << en(s);
        }
        if (c.tense != Tense::Perfect) continue;
        for (const Adverbial& a : c.adverbials) {
          EXPECT_TRUE(a.kind != AdverbialKind::TimePhrase && a.kind != AdverbialKind::Date &&
                      a.kind != AdverbialKind::Weekday)
              << en(s);
        }
      }
    }
    EXPECT_EQ(new_verb, world == 2);
  }
}

TEST(World2Verbs, ThingsAVerbTakes) {
  const Lexicon& lx = lexicon();
  const EverydayVerb& make =
      lx.everyday_verbs[static_cast<std::size_t>(find_everyday_verb("make"))];
  EXPECT_TRUE(object_fits_verb(make, lx.nouns[find_noun("cake")]));
  EXPECT_FALSE(object_fits_verb(make, lx.nouns[find_noun("milk")]));
  const EverydayVerb& eat = lx.everyday_verbs[static_cast<std::size_t>(find_everyday_verb("eat"))];
  EXPECT_TRUE(object_fits_verb(eat, lx.nouns[find_noun("cheese")]));  // no list: its classes
}

// Verbs of spoken English with one French verb each: arrêter, porter, battre (bats, battu,
// battra), blesser (also reflexive: je me blesse), rejoindre (rejoignons), quitter, dépenser,
// diriger, changer; each takes only what it is said of (wear a dress, spend money, quit a job).
TEST(World2Verbs, EverydayVerbsOfSpokenEnglish) {
  EXPECT_EQ(fr(says(pronoun("i"), "stop", Tense::Present, {noun("car")})),
            "j' arrête la voiture .");
  EXPECT_EQ(en(says(pronoun("they"), "stop", Tense::Past, {pronoun("she")})), "they stopped her .");
  EXPECT_EQ(fr(says(pronoun("they"), "stop", Tense::Past, {pronoun("she")})),
            "ils l' ont arrêtée .");
  EXPECT_EQ(en(says(pronoun("she"), "wear", Tense::Progressive, {noun("ring", Determiner::Her)})),
            "she is wearing her ring .");
  EXPECT_EQ(fr(says(pronoun("she"), "wear", Tense::Progressive, {noun("ring", Determiner::Her)})),
            "elle porte sa bague .");
  EXPECT_EQ(fr(says(pronoun("we"), "beat", Tense::Present, {pronoun("they")})),
            "nous les battons .");
  EXPECT_EQ(fr(says(pronoun("he"), "beat", Tense::Past, {pronoun("you")})), "il t' a battu .");
  EXPECT_EQ(fr(says(pronoun("they"), "beat", Tense::Future, {pronoun("we")})),
            "ils nous battront .");
  Clause hurt = everyday(pronoun("she"), "hurt", Tense::Past);
  hurt.reflexive = true;
  EXPECT_EQ(en(one(hurt)), "she hurt herself .");
  EXPECT_EQ(fr(one(hurt)), "elle s' est blessée .");
  EXPECT_EQ(fr(says(pronoun("we"), "join", Tense::Present, {pronoun("you")})),
            "nous te rejoignons .");
  EXPECT_EQ(fr(says(pronoun("they"), "join", Tense::Past, {pronoun("we")})),
            "ils nous ont rejoints .");
  EXPECT_EQ(fr(says(pronoun("she"), "quit", Tense::Past, {noun("job", Determiner::Her)})),
            "elle a quitté son emploi .");
  EXPECT_EQ(fr(says(pronoun("i"), "spend", Tense::Present, {noun("money")})),
            "je dépense l' argent .");
  EXPECT_EQ(fr(says(pronoun("he"), "lead", Tense::Present, {noun("army")})),
            "il dirige l' armée .");
  EXPECT_EQ(fr(says(pronoun("you"), "change", Tense::Present, {noun("life", Determiner::Your)})),
            "tu changes ta vie .");
  Sentence stop = says(pronoun("you"), "stop", Tense::Present, {noun("bus")});
  stop.clauses[0].subject.clear();
  stop.clauses[0].imperative = true;
  EXPECT_EQ(en(stop), "stop the bus .");
  EXPECT_EQ(fr(stop), "arrête le bus .");
  const Lexicon& lx = lexicon();
  const auto verb = [&](const char* en_base) -> const EverydayVerb& {
    return lx.everyday_verbs[static_cast<std::size_t>(find_everyday_verb(en_base))];
  };
  EXPECT_STREQ(en_participle(verb("wear")), "worn");
  EXPECT_STREQ(en_participle(verb("beat")), "beaten");
  EXPECT_TRUE(object_fits_verb(verb("wear"), lx.nouns[find_noun("dress")]));
  EXPECT_FALSE(object_fits_verb(verb("wear"), lx.nouns[find_noun("phone")]));
  EXPECT_FALSE(object_fits_verb(verb("spend"), lx.nouns[find_noun("key")]));
  EXPECT_EQ(fr(says(pronoun("she"), "cover", Tense::Past, {noun("eye", Determiner::Her, true)})),
            "elle a couvert ses yeux .");
  EXPECT_EQ(fr(says(pronoun("they"), "cover", Tense::Present, {noun("table")})),
            "ils couvrent la table .");
  EXPECT_EQ(en(says(pronoun("we"), "miss", Tense::Progressive, {noun("train")})),
            "we are missing the train .");
  EXPECT_EQ(fr(says(pronoun("we"), "miss", Tense::Progressive, {noun("train")})),
            "nous ratons le train .");
  EXPECT_EQ(fr(says(pronoun("i"), "miss", Tense::Past, {noun("bus")})), "j' ai raté le bus .");
  EXPECT_FALSE(object_fits_verb(verb("miss"), lx.nouns[find_noun("table")]));
  EXPECT_TRUE(takes_reflexive(verb("hurt")));
  EXPECT_FALSE(takes_reflexive(verb("beat")));  // je me bats: i fight
}

// "i think that she is tired": a reporting clause, that (or nothing), a statement.
Sentence reported(Clause report, Clause said, bool that = true) {
  report.reports = true;
  Sentence s;
  s.clauses = {std::move(report), std::move(said)};
  s.conjunctions = {that ? Conjunction::That : Conjunction::ThatUnsaid};
  return s;
}

Clause tired(NounPhrase subject, Tense tense = Tense::Present) {
  Clause c;
  c.voice = Voice::Copula;
  c.tense = tense;
  c.subject.push_back(std::move(subject));
  c.adjective = find_adjective("tired");
  EXPECT_GE(c.adjective, 0);
  return c;
}

// The that-clause verb of this English base and French infinitive ("know": savoir, not connaître).
Clause reporting(NounPhrase subject, const char* en_base, const char* fr_infinitive, Tense tense) {
  Clause c = everyday(std::move(subject), en_base, tense);
  const Lexicon& lx = lexicon();
  for (std::size_t i = 0; i < lx.everyday_verbs.size(); ++i)
    if (std::string(lx.everyday_verbs[i].en_base) == en_base &&
        std::string(lx.everyday_verbs[i].fr_infinitive) == fr_infinitive)
      c.verb = static_cast<int>(i);
  EXPECT_TRUE(takes_that_clause(lx.everyday_verbs[static_cast<std::size_t>(c.verb)])) << en_base;
  return c;
}

bool has_phenomenon(const Sentence& s, Phenomenon p) {
  return classify(s, realise_french(s))[static_cast<std::size_t>(p)];
}

TEST(World2Clauses, ThatClausesAlwaysWriteQue) {
  const Sentence think =
      reported(reporting(pronoun("i"), "think", "penser", Tense::Present), tired(pronoun("she")));
  EXPECT_EQ(en(think), "i think that she is tired .");
  EXPECT_EQ(fr(think), "je pense qu' elle est fatiguée .");
  const Sentence know = reported(reporting(pronoun("we"), "know", "savoir", Tense::Present),
                                 tired(pronoun("she")), false);
  EXPECT_EQ(en(know), "we know she is tired .");
  EXPECT_EQ(fr(know), "nous savons qu' elle est fatiguée .");
  EXPECT_EQ(fr(reported(reporting(pronoun("they"), "believe", "croire", Tense::Present),
                        tired(noun("man")))),
            "ils croient que l' homme est fatigué .");
  EXPECT_EQ(fr(reported(reporting(pronoun("you"), "hope", "espérer", Tense::Present),
                        everyday(pronoun("he"), "come", Tense::Future))),
            "tu espères qu' il viendra .");
  EXPECT_EQ(fr(reported(reporting(pronoun("he"), "guess", "supposer", Tense::Present),
                        everyday(pronoun("they"), "eat", Tense::Past, {noun("cake")}))),
            "il suppose qu' ils ont mangé le gâteau .");
  EXPECT_EQ(
      en(reported(reporting(pronoun("she"), "say", "dire", Tense::Present), tired(pronoun("i")))),
      "she says that i am tired .");
  EXPECT_EQ(
      fr(reported(reporting(pronoun("she"), "say", "dire", Tense::Present), tired(pronoun("i")))),
      "elle dit que je suis fatigué .");
  EXPECT_TRUE(has_phenomenon(think, Phenomenon::ThatClause));
  EXPECT_FALSE(has_phenomenon(think, Phenomenon::ClauseCombination));
}

TEST(World2Clauses, InThePastTheThatClauseIsInTheImparfait) {
  // A state reports in the imparfait, an event in the passé composé.
  const Sentence thought = reported(reporting(pronoun("i"), "think", "penser", Tense::Past),
                                    tired(pronoun("you"), Tense::Past));
  EXPECT_EQ(en(thought), "i thought that you were tired .");
  EXPECT_EQ(fr(thought), "je pensais que tu étais fatigué .");
  EXPECT_EQ(fr(reported(reporting(pronoun("she"), "know", "savoir", Tense::Past),
                        tired(pronoun("he"), Tense::Past))),
            "elle savait qu' il était fatigué .");
  EXPECT_EQ(fr(reported(reporting(pronoun("he"), "say", "dire", Tense::Past),
                        tired(pronoun("she"), Tense::Past))),
            "il a dit qu' elle était fatiguée .");
  const Sentence swore = reported(reporting(pronoun("he"), "swear", "jurer", Tense::Past),
                                  tired(pronoun("she"), Tense::Past));
  EXPECT_EQ(en(swore), "he swore that she was tired .");
  EXPECT_EQ(fr(swore), "il a juré qu' elle était fatiguée .");
  // say and tell also in the progressive: the French present.
  Clause telling = reporting(pronoun("she"), "tell", "dire", Tense::Progressive);
  telling.indirect.push_back(pronoun("i"));
  const Sentence told = reported(telling, tired(pronoun("you")));
  EXPECT_EQ(en(told), "she is telling me that you are tired .");
  EXPECT_EQ(fr(told), "elle me dit que tu es fatigué .");
  // bet, suppose and imagine report in the present only.
  const Sentence bet = reported(reporting(pronoun("i"), "bet", "parier", Tense::Present),
                                tired(pronoun("he")), false);
  EXPECT_EQ(en(bet), "i bet he is tired .");
  EXPECT_EQ(fr(bet), "je parie qu' il est fatigué .");
  EXPECT_EQ(fr(reported(reporting(pronoun("she"), "imagine", "imaginer", Tense::Present),
                        tired(pronoun("he")))),
            "elle imagine qu' il est fatigué .");
  EXPECT_EQ(report_past(
                lexicon().everyday_verbs[static_cast<std::size_t>(find_everyday_verb("suppose"))]),
            ReportPast::Never);
  EXPECT_EQ(fr_imparfait(
                lexicon().everyday_verbs[static_cast<std::size_t>(find_everyday_verb("eat"))], 2),
            "mangions");
  EXPECT_EQ(fr_imparfait(
                lexicon().everyday_verbs[static_cast<std::size_t>(find_everyday_verb("eat"))], 1),
            "mangeait");
}

TEST(World2Clauses, IndirectObjectsComeBeforeTheVerb) {
  Clause tell = reporting(pronoun("she"), "tell", "dire", Tense::Present);
  tell.indirect = {pronoun("i")};
  const Sentence told_me = reported(tell, tired(pronoun("he")));
  EXPECT_EQ(en(told_me), "she tells me that he is tired .");
  EXPECT_EQ(fr(told_me), "elle me dit qu' il est fatigué .");
  tell.tense = Tense::Past;
  tell.indirect = {pronoun("they")};
  EXPECT_EQ(fr(reported(tell, tired(pronoun("he"), Tense::Past))),
            "elle leur a dit qu' il était fatigué .");
  tell.indirect = {proper(NounKind::Name, "paul")};
  tell.tense = Tense::Present;
  EXPECT_EQ(en(reported(tell, tired(pronoun("i")))), "she tells paul that i am tired .");
  EXPECT_EQ(fr(reported(tell, tired(pronoun("i")))), "elle dit à paul que je suis fatigué .");

  Clause give = everyday(pronoun("i"), "give", Tense::Present, {noun("book")});
  give.indirect = {pronoun("he")};
  EXPECT_EQ(en(one(give)), "i give him the book .");
  EXPECT_EQ(fr(one(give)), "je lui donne le livre .");
  give.tense = Tense::Past;
  give.negated = true;
  give.indirect = {pronoun("she")};
  EXPECT_EQ(en(one(give)), "i did not give her the book .");
  EXPECT_EQ(fr(one(give)), "je ne lui ai pas donné le livre .");  // no agreement: indirect
  Clause show = everyday(pronoun("they"), "show", Tense::Present, {noun("car")});
  show.indirect = {pronoun("you")};
  show.modal = Modal::WantTo;
  EXPECT_EQ(en(one(show)), "they want to show you the car .");
  EXPECT_EQ(fr(one(show)), "ils veulent te montrer la voiture .");
  Clause talk = everyday(noun("boy"), "talk", Tense::Present);
  talk.indirect = {pronoun("we")};
  EXPECT_EQ(en(one(talk)), "the boy talks to us .");
  EXPECT_EQ(fr(one(talk)), "le garçon nous parle .");
  EXPECT_TRUE(has_phenomenon(one(talk), Phenomenon::IndirectObject));
  EXPECT_TRUE(has_phenomenon(told_me, Phenomenon::IndirectObject));
}

TEST(World2Clauses, IfSoOrThen) {
  Sentence s;
  Clause stay = everyday(pronoun("i"), "stay", Tense::Future);
  Clause eat = everyday(pronoun("they"), "eat", Tense::Present, {noun("bread")});
  s.clauses = {stay, eat};
  s.conjunctions = {Conjunction::If};
  EXPECT_EQ(en(s), "i will stay if they eat the bread .");
  EXPECT_EQ(fr(s), "je resterai s' ils mangent le pain .");  // si → s' before il / ils
  s.clauses = {stay, tired(pronoun("she"))};
  EXPECT_EQ(fr(s), "je resterai si elle est fatiguée .");
  EXPECT_TRUE(has_phenomenon(s, Phenomenon::ClauseCombination));
  s.conjunctions = {Conjunction::So};
  EXPECT_EQ(en(s), "i will stay so she is tired .");
  EXPECT_EQ(fr(s), "je resterai donc elle est fatiguée .");
  s.conjunctions = {Conjunction::Or};
  EXPECT_EQ(fr(s), "je resterai ou elle est fatiguée .");
  s.conjunctions = {Conjunction::Then};
  EXPECT_EQ(en(s), "i will stay then she is tired .");
  EXPECT_EQ(fr(s), "je resterai puis elle est fatiguée .");
}

// The sampler keeps the rules the French needs: a that-clause after a past report is in the
// imparfait; an if-clause is present (never si + futur or conditional); "tell" names its person.
TEST(World2Clauses, SampledClausesKeepTheirTenses) {
  Rng rng(11);
  SentenceSampler sampler(&rng, 2);
  int reports = 0, conditions = 0, unsaid = 0;
  const Lexicon& lx = lexicon();
  for (int i = 0; i < 20000; ++i) {
    const Sentence s = sampler.sample(10);
    for (std::size_t k = 0; k < s.conjunctions.size(); ++k) {
      const Clause& first = s.clauses[k];
      const Clause& second = s.clauses[k + 1];
      const Conjunction c = s.conjunctions[k];
      if (c == Conjunction::That || c == Conjunction::ThatUnsaid) {
        ++reports;
        const EverydayVerb& v = lx.everyday_verbs[static_cast<std::size_t>(first.verb)];
        ASSERT_TRUE(takes_that_clause(v)) << en(s);
        EXPECT_FALSE(first.negated) << en(s);
        if (std::string(v.en_base) == "tell") {
          EXPECT_EQ(first.indirect.size(), 1u) << en(s);
        }
        if (first.tense == Tense::Past) {
          EXPECT_EQ(second.tense, Tense::Past) << en(s);
          EXPECT_NE(second.voice, Voice::Everyday) << en(s);
        }
        // "he said how are you" is not a report.
        EXPECT_FALSE(second.voice == Voice::Fixed && is_fixed_question(second.fixed)) << en(s);
        // Without "that" only before i, he, she, we, they, which cannot be read as the
        // reporting verb's object ("she promises several judges will sing").
        if (c == Conjunction::ThatUnsaid) {
          ++unsaid;
          ASSERT_FALSE(second.subject.empty()) << en(s);
          EXPECT_EQ(second.subject[0].kind, NounKind::Pronoun) << en(s);
          EXPECT_LT(second.subject[0].noun, 5) << en(s);
        }
      }
      // "i wonder if she was tired" (se demander si) asks whether: si takes any tense there.
      const bool whether = first.voice == Voice::Everyday &&
                           asks_whether(lx.everyday_verbs[static_cast<std::size_t>(first.verb)]);
      if (c == Conjunction::If && !whether) {
        ++conditions;
        EXPECT_EQ(second.tense, Tense::Present) << en(s);
        for (Modal m :
             {Modal::WouldLike, Modal::Could, Modal::Should, Modal::Might, Modal::OughtTo})
          EXPECT_NE(second.modal, m) << en(s);  // no conditional after si
        EXPECT_TRUE(first.tense == Tense::Present || first.tense == Tense::Future) << en(s);
      }
    }
  }
  EXPECT_GT(reports, 100);
  EXPECT_GT(unsaid, 10);
  EXPECT_GT(conditions, 50);
}

}  // namespace
}  // namespace ap::s2s
