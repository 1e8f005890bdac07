// Grammar of the synthetic corpus on hand-built structures: French agreement, elision and
// contraction, adjective placement, passive and past-participle agreement, negation, dates, English
// a/an, and the article's sentence built by the grammar itself.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "core/corpus/corpus.h"
#include "core/corpus/grammar.h"
#include "seq2seq_grammar_builders.h"
#include "core/seq2seq/tokenizer.h"

namespace ap::s2s {
namespace {

using namespace ap::s2s::testing;

NounPhrase with_pp(NounPhrase np, Preposition p, NounPhrase object) {
  np.complements.push_back(PrepPhrase{p, std::move(object)});
  return np;
}

NounPhrase both(NounPhrase a, NounPhrase b) {
  NounPhrase np;
  np.kind = NounKind::Coordination;
  np.conjuncts = {std::move(a), std::move(b)};
  return np;
}

// A clause of the given voice; verb_index is the lexicon index found for `verb`.
Clause clause(Voice voice, int verb_index, const char* verb, NounPhrase subject) {
  Clause c;
  c.voice = voice;
  c.verb = verb_index;
  EXPECT_GE(c.verb, 0) << verb;
  c.subject.push_back(std::move(subject));
  return c;
}

Clause active(NounPhrase subject, const char* verb, NounPhrase object) {
  Clause c = clause(Voice::Active, find_verb(verb), verb, std::move(subject));
  c.object.push_back(std::move(object));
  return c;
}

Clause passive(NounPhrase subject, const char* verb) {
  return clause(Voice::Passive, find_verb(verb), verb, std::move(subject));
}

Clause intransitive(NounPhrase subject, const char* verb) {
  return clause(Voice::Intransitive, find_intransitive(verb), verb, std::move(subject));
}

// c as a relative clause whose gap is its subject or its object (that argument is left out).
Clause relative(Clause c, Gap gap, RelativeWord word) {
  (gap == Gap::Object ? c.object : c.subject).clear();
  c.gap = gap;
  c.rel_word = word;
  return c;
}

NounPhrase with_relative(NounPhrase np, Clause rel) {
  np.relative.push_back(std::move(rel));
  return np;
}

Adverbial date(int day, int month, int year, AdverbialKind kind = AdverbialKind::Date) {
  Adverbial a;
  a.kind = kind;
  a.day = day;
  a.month = month;
  a.year = year;
  return a;
}

std::string fr_adverbial(const Adverbial& a, std::string* english = nullptr) {
  Clause c = intransitive(noun("minister"), "arrive");
  c.adverbials.push_back(a);
  const Sentence s = one(c);
  if (english) *english = en(s);
  return fr(s);
}

TEST(CorpusGrammar, DefiniteArticlesAgreeAndElide) {
  EXPECT_EQ(fr(noun("council")), "le conseil");
  EXPECT_EQ(fr(noun("commission")), "la commission");
  EXPECT_EQ(fr(noun("agreement")), "l' accord");
  EXPECT_EQ(fr(noun("authority")), "l' autorité");
  EXPECT_EQ(fr(noun("agreement", Determiner::The, true)), "les accords");
  EXPECT_EQ(fr(noun("law", Determiner::The, true)), "les lois");
  EXPECT_EQ(fr(noun("hospital")), "l' hôpital");  // mute h elides
  EXPECT_EQ(fr(noun("rise")), "la hausse");       // aspirated h does not
  EXPECT_EQ(fr(noun("council", Determiner::The, false, {"high"})), "le haut conseil");
  EXPECT_EQ(fr(noun("authority", Determiner::The, false, {"high"})), "la haute autorité");
}

TEST(CorpusGrammar, IndefiniteAndOtherDeterminers) {
  EXPECT_EQ(fr(noun("council", Determiner::A)), "un conseil");
  EXPECT_EQ(fr(noun("law", Determiner::A)), "une loi");
  EXPECT_EQ(fr(noun("law", Determiner::Bare, true)), "des lois");
  EXPECT_EQ(fr(noun("agreement", Determiner::Bare, true, {"new"})), "de nouveaux accords");
  EXPECT_EQ(fr(noun("trade", Determiner::Bare)),
            "le commerce");  // mass noun: French needs the article
  EXPECT_EQ(fr(noun("energy", Determiner::Bare)), "l' énergie");
  EXPECT_EQ(fr(noun("agreement", Determiner::This)), "cet accord");
  EXPECT_EQ(fr(noun("plan", Determiner::This)), "ce plan");
  EXPECT_EQ(fr(noun("law", Determiner::This)), "cette loi");
  EXPECT_EQ(fr(noun("law", Determiner::This, true)), "ces lois");
  EXPECT_EQ(fr(noun("authority", Determiner::Its)), "son autorité");  // sa → son before a vowel
  EXPECT_EQ(fr(noun("commission", Determiner::Its)), "sa commission");
  EXPECT_EQ(fr(noun("law", Determiner::Many, true)), "de nombreuses lois");
  EXPECT_EQ(fr(noun("plan", Determiner::Many, true)), "de nombreux plans");
  EXPECT_EQ(fr(noun("plan", Determiner::AllThe, true)), "tous les plans");
  EXPECT_EQ(fr(noun("law", Determiner::AllThe, true)), "toutes les lois");
  EXPECT_EQ(fr(noun("report", Determiner::Their, true)), "leurs rapports");
}

TEST(CorpusGrammar, ContractionsWithDeAndA) {
  const NounPhrase report = noun("report");
  EXPECT_EQ(fr(with_pp(report, Preposition::Of, noun("council"))), "le rapport du conseil");
  EXPECT_EQ(fr(with_pp(report, Preposition::Of, noun("commission"))),
            "le rapport de la commission");
  EXPECT_EQ(fr(with_pp(report, Preposition::Of, noun("agency"))), "le rapport de l' agence");
  EXPECT_EQ(fr(with_pp(report, Preposition::Of, noun("council", Determiner::The, true))),
            "le rapport des conseils");
  EXPECT_EQ(fr(with_pp(report, Preposition::Of, noun("expert", Determiner::Bare, true))),
            "le rapport d' experts");
  EXPECT_EQ(fr(with_pp(report, Preposition::Of, noun("expert", Determiner::A))),
            "le rapport d' un expert");
  EXPECT_EQ(fr(with_pp(report, Preposition::Of, noun("minister", Determiner::Many, true))),
            "le rapport de nombreux ministres");
  EXPECT_EQ(fr(with_pp(report, Preposition::Of, proper(NounKind::Country, "portugal"))),
            "le rapport du portugal");
  EXPECT_EQ(fr(with_pp(report, Preposition::Of, proper(NounKind::Country, "france"))),
            "le rapport de la france");
  EXPECT_EQ(fr(with_pp(report, Preposition::Of, proper(NounKind::City, "paris"))),
            "le rapport de paris");

  // à + le / les: the recipient of "present … to …" and "at the summit".
  Clause c = active(noun("minister"), "present", noun("report"));
  c.recipient.push_back(noun("council"));
  EXPECT_EQ(fr(one(c)), "le ministre a présenté le rapport au conseil .");
  c.recipient[0] = noun("minister", Determiner::The, true);
  EXPECT_EQ(fr(one(c)), "le ministre a présenté le rapport aux ministres .");
  c.recipient[0] = noun("assembly");
  EXPECT_EQ(fr(one(c)), "le ministre a présenté le rapport à l' assemblée .");
  EXPECT_EQ(en(one(c)), "the minister presented the report to the assembly .");
  Adverbial at;
  at.kind = AdverbialKind::Prep;
  at.prep = AdverbialPrep::At;
  at.np.push_back(noun("summit"));
  EXPECT_EQ(fr_adverbial(at), "le ministre est arrivé au sommet .");
}

TEST(CorpusGrammar, AdjectivePlacementAndAgreement) {
  EXPECT_EQ(fr(noun("area", Determiner::The, false, {"european", "economic"})),
            "la zone économique européenne");
  EXPECT_EQ(en(noun("area", Determiner::The, false, {"european", "economic"})),
            "the european economic area");
  EXPECT_EQ(fr(noun("plan", Determiner::The, false, {"economic", "european"})),
            "le plan européen économique");
  EXPECT_EQ(fr(noun("report", Determiner::The, true, {"financial"})), "les rapports financiers");
  EXPECT_EQ(fr(noun("law", Determiner::The, true, {"financial"})), "les lois financières");
  EXPECT_EQ(fr(noun("law", Determiner::The, false, {"financial"})), "la loi financière");
  EXPECT_EQ(fr(noun("plan", Determiner::The, true, {"social"})), "les plans sociaux");
  EXPECT_EQ(fr(noun("bank", Determiner::The, false, {"big", "european"})),
            "la grande banque européenne");
  EXPECT_EQ(fr(noun("plan", Determiner::The, false, {"new"})), "le nouveau plan");
  EXPECT_EQ(fr(noun("agreement", Determiner::The, false, {"new"})),
            "le nouvel accord");  // not "l' nouveau"
  EXPECT_EQ(fr(noun("law", Determiner::The, false, {"new"})), "la nouvelle loi");
  EXPECT_EQ(fr(noun("agreement", Determiner::The, true, {"new"})), "les nouveaux accords");
  EXPECT_EQ(fr(noun("hospital", Determiner::The, false, {"old"})), "le vieil hôpital");
  EXPECT_EQ(fr(noun("minister", Determiner::The, false, {"former"})), "l' ancien ministre");
  EXPECT_EQ(fr(noun("policy", Determiner::A, false, {"good", "agricultural"})),
            "une bonne politique agricole");
}

TEST(CorpusGrammar, PassiveAgreesWithSubject) {
  EXPECT_EQ(fr(one(passive(noun("plan"), "sign"))), "le plan a été signé .");
  EXPECT_EQ(fr(one(passive(noun("law"), "sign"))), "la loi a été signée .");
  EXPECT_EQ(fr(one(passive(noun("plan", Determiner::The, true), "sign"))),
            "les plans ont été signés .");
  EXPECT_EQ(fr(one(passive(noun("law", Determiner::The, true), "sign"))),
            "les lois ont été signées .");
  EXPECT_EQ(en(one(passive(noun("law", Determiner::The, true), "sign"))), "the laws were signed .");
  EXPECT_EQ(fr(one(passive(noun("proposal", Determiner::The, true), "submit"))),
            "les propositions ont été soumises .");
  EXPECT_EQ(fr(one(passive(noun("plan", Determiner::The, true), "submit"))),
            "les plans ont été soumis .");
  // Coordinated subject: masculine plural unless every conjunct is feminine.
  EXPECT_EQ(fr(one(passive(both(noun("plan"), noun("law")), "adopt"))),
            "le plan et la loi ont été adoptés .");
  EXPECT_EQ(fr(one(passive(both(noun("directive"), noun("law")), "adopt"))),
            "la directive et la loi ont été adoptées .");
  EXPECT_EQ(en(one(passive(both(noun("directive"), noun("law")), "adopt"))),
            "the directive and the law were adopted .");
  Clause by = passive(noun("treaty"), "ratify");
  by.agent.push_back(proper(NounKind::Country, "germany"));
  EXPECT_EQ(fr(one(by)), "le traité a été ratifié par l' allemagne .");
}

TEST(CorpusGrammar, ActivePastIsPasseCompose) {
  EXPECT_EQ(fr(one(active(noun("council"), "approve", noun("plan")))),
            "le conseil a approuvé le plan .");
  EXPECT_EQ(en(one(active(noun("council"), "approve", noun("plan")))),
            "the council approved the plan .");
  EXPECT_EQ(fr(one(active(noun("council", Determiner::The, true), "approve", noun("plan")))),
            "les conseils ont approuvé le plan .");
  EXPECT_EQ(fr(one(active(proper(NounKind::Country, "france"), "sign", noun("treaty")))),
            "la france a signé le traité .");
  EXPECT_EQ(fr(one(intransitive(noun("minister"), "resign"))), "le ministre a démissionné .");
  EXPECT_EQ(fr(one(intransitive(noun("minister", Determiner::The, true), "arrive"))),
            "les ministres sont arrivés .");
  EXPECT_EQ(fr(one(intransitive(noun("commission"), "meet"))), "la commission s' est réunie .");
  EXPECT_EQ(fr(one(intransitive(noun("council", Determiner::The, true), "meet"))),
            "les conseils se sont réunis .");
}

TEST(CorpusGrammar, NegationElidesAndTurnsIndefiniteObjectsIntoDe) {
  Clause c = active(noun("council"), "sign", noun("treaty", Determiner::A));
  c.negated = true;
  EXPECT_EQ(en(one(c)), "the council did not sign a treaty .");
  EXPECT_EQ(fr(one(c)), "le conseil n' a pas signé de traité .");
  c.object[0] = noun("agreement", Determiner::A);
  EXPECT_EQ(fr(one(c)), "le conseil n' a pas signé d' accord .");
  c.object[0] = noun("agreement");
  EXPECT_EQ(fr(one(c)), "le conseil n' a pas signé l' accord .");
  Clause p = passive(noun("law"), "sign");
  p.negated = true;
  EXPECT_EQ(en(one(p)), "the law was not signed .");
  EXPECT_EQ(fr(one(p)), "la loi n' a pas été signée .");
  Clause m = intransitive(noun("council", Determiner::The, true), "meet");
  m.negated = true;
  EXPECT_EQ(en(one(m)), "the councils did not meet .");
  EXPECT_EQ(fr(one(m)), "les conseils ne se sont pas réunis .");
  Clause a = intransitive(noun("minister"), "arrive");
  a.negated = true;
  EXPECT_EQ(fr(one(a)), "le ministre n' est pas arrivé .");
}

TEST(CorpusGrammar, RelativeClausesAgreeWithTheirAntecedent) {
  // Object relative: the past participle agrees with the preceding direct object.
  const Clause rel =
      relative(active(noun("council"), "sign", NounPhrase{}), Gap::Object, RelativeWord::That);
  const NounPhrase agreement = with_relative(noun("agreement"), rel);
  EXPECT_EQ(fr(one(passive(agreement, "publish"))),
            "l' accord que le conseil a signé a été publié .");
  EXPECT_EQ(en(one(passive(agreement, "publish"))),
            "the agreement that the council signed was published .");
  EXPECT_EQ(fr(one(passive(with_relative(noun("law"), rel), "publish"))),
            "la loi que le conseil a signée a été publiée .");
  NounPhrase laws = with_relative(noun("law", Determiner::The, true), rel);
  EXPECT_EQ(fr(laws), "les lois que le conseil a signées");
  // que + vowel → qu'
  laws.relative[0].subject[0] = noun("expert", Determiner::A);
  EXPECT_EQ(fr(laws), "les lois qu' un expert a signées");
  // Subject relative, passive: qui + agreement with the antecedent.
  Clause which = relative(passive(NounPhrase{}, "sign"), Gap::Subject, RelativeWord::Which);
  which.adverbials.push_back(date(0, 0, 1992));
  const NounPhrase directive = with_relative(noun("directive", Determiner::The, true), which);
  EXPECT_EQ(en(directive), "the directives which were signed in 1992");
  EXPECT_EQ(fr(directive), "les directives qui ont été signées en 1992");
  // Subject relative, active: who + person.
  const NounPhrase minister = with_relative(
      noun("minister"),
      relative(active(NounPhrase{}, "approve", noun("plan")), Gap::Subject, RelativeWord::Who));
  EXPECT_EQ(en(one(intransitive(minister, "resign"))),
            "the minister who approved the plan resigned .");
  EXPECT_EQ(fr(one(intransitive(minister, "resign"))),
            "le ministre qui a approuvé le plan a démissionné .");
}

TEST(CorpusGrammar, DatesAndPlaces) {
  std::string english;
  EXPECT_EQ(fr_adverbial(date(0, 8, 1992), &english), "le ministre est arrivé en août 1992 .");
  EXPECT_EQ(english, "the minister arrived in august 1992 .");
  EXPECT_EQ(fr_adverbial(date(0, 0, 1992)), "le ministre est arrivé en 1992 .");
  EXPECT_EQ(fr_adverbial(date(0, 4, 0)), "le ministre est arrivé en avril .");
  EXPECT_EQ(fr_adverbial(date(1, 5, 1990), &english), "le ministre est arrivé le 1er mai 1990 .");
  EXPECT_EQ(english, "the minister arrived on 1 may 1990 .");
  EXPECT_EQ(fr_adverbial(date(0, 8, 1992, AdverbialKind::Until), &english),
            "le ministre est arrivé jusqu' en août 1992 .");
  EXPECT_EQ(english, "the minister arrived until august 1992 .");
  EXPECT_EQ(fr_adverbial(date(3, 5, 0, AdverbialKind::Until)),
            "le ministre est arrivé jusqu' au 3 mai .");
  Adverbial ago;
  ago.kind = AdverbialKind::Ago;
  ago.index = 0;  // two
  ago.unit = AgoUnit::Years;
  EXPECT_EQ(fr_adverbial(ago, &english), "le ministre est arrivé il y a deux ans .");
  EXPECT_EQ(english, "the minister arrived two years ago .");
  ago.index = -1;
  ago.unit = AgoUnit::Weeks;
  EXPECT_EQ(fr_adverbial(ago, &english), "le ministre est arrivé il y a une semaine .");
  EXPECT_EQ(english, "the minister arrived a week ago .");
  Adverbial in;
  in.kind = AdverbialKind::InPlace;
  in.np.push_back(proper(NounKind::Country, "france"));
  EXPECT_EQ(fr_adverbial(in), "le ministre est arrivé en france .");
  in.np[0] = proper(NounKind::Country, "portugal");
  EXPECT_EQ(fr_adverbial(in), "le ministre est arrivé au portugal .");
  in.np[0] = proper(NounKind::Country, "iran");
  EXPECT_EQ(fr_adverbial(in), "le ministre est arrivé en iran .");
  in.np[0] = proper(NounKind::City, "brussels");
  EXPECT_EQ(fr_adverbial(in, &english), "le ministre est arrivé à bruxelles .");
  EXPECT_EQ(english, "the minister arrived in brussels .");
  in.np[0] = noun("region");
  EXPECT_EQ(fr_adverbial(in), "le ministre est arrivé dans la région .");
  Adverbial end;
  end.kind = AdverbialKind::EndOf;
  end.end = false;
  end.np.push_back(noun("month"));
  EXPECT_EQ(fr_adverbial(end), "le ministre est arrivé au début du mois .");
  end.end = true;
  end.np[0] = noun("year");
  EXPECT_EQ(fr_adverbial(end), "le ministre est arrivé à la fin de l' année .");
}

TEST(CorpusGrammar, ConjunctionsElide) {
  Sentence s;
  s.clauses.push_back(intransitive(noun("minister"), "resign"));
  s.clauses.push_back(active(noun("expert", Determiner::A), "criticise", noun("plan")));
  s.conjunctions.push_back(Conjunction::Because);
  EXPECT_EQ(en(s), "the minister resigned because an expert criticised the plan .");
  EXPECT_EQ(fr(s), "le ministre a démissionné parce qu' un expert a critiqué le plan .");
  s.conjunctions[0] = Conjunction::When;
  EXPECT_EQ(fr(s), "le ministre a démissionné lorsqu' un expert a critiqué le plan .");
  s.conjunctions[0] = Conjunction::And;
  EXPECT_EQ(fr(s), "le ministre a démissionné et un expert a critiqué le plan .");
}

TEST(CorpusGrammar, EnglishIndefiniteArticle) {
  EXPECT_EQ(en(noun("agreement", Determiner::A)), "an agreement");
  EXPECT_EQ(en(noun("plan", Determiner::A)), "a plan");
  EXPECT_EQ(en(noun("agreement", Determiner::A, false, {"european"})), "a european agreement");
  EXPECT_EQ(en(noun("union", Determiner::A)), "a union");
  EXPECT_EQ(en(noun("plan", Determiner::A, false, {"economic"})), "an economic plan");
}

TEST(CorpusGrammar, ArticleSentenceIsBuiltByTheGrammar) {
  const Sentence s = article_sentence_structure();
  EXPECT_EQ(realise_english(s), tokenize(article_sentence_en()));
  EXPECT_EQ(realise_french(s), tokenize(article_sentence_fr()));
  EXPECT_EQ(join(realise_french(s)),
            "l' accord sur la zone économique européenne a été signé en août 1992 .");
  EXPECT_EQ(source_length(realise_english(s)), 12);
  EXPECT_EQ(length_bucket(source_length(realise_english(s))), 1);
  EXPECT_TRUE(is_article_sentence(SentencePair{realise_english(s), realise_french(s)}));
}

TEST(CorpusGrammar, OrthographyPassDirectly) {
  EXPECT_EQ(join(french_orthography({"de", "le", "conseil"})), "du conseil");
  EXPECT_EQ(join(french_orthography({"de", "les", "conseils"})), "des conseils");
  EXPECT_EQ(join(french_orthography({"à", "le", "conseil"})), "au conseil");
  EXPECT_EQ(join(french_orthography({"à", "les", "conseils"})), "aux conseils");
  EXPECT_EQ(join(french_orthography({"de", "le", "accord"})), "de l' accord");
  EXPECT_EQ(join(french_orthography({"à", "le", "hôpital"})), "à l' hôpital");
  EXPECT_EQ(join(french_orthography({"de", "des", "accords"})), "d' accords");
  EXPECT_EQ(join(french_orthography({"jusque", "en", "mai"})), "jusqu' en mai");
  EXPECT_EQ(join(french_orthography({"de", "huit", "plans"})), "de huit plans");
  EXPECT_EQ(join(english_orthography({"a", "agreement", "a", "plan"})), "an agreement a plan");
}

}  // namespace
}  // namespace ap::s2s
