// Phenomenon classification (see phenomena.h): a walk over the clauses and noun phrases of a
// structure, plus a look at the French tokens for elision.
#include "core/corpus/phenomena.h"

#include "core/corpus/lexicon.h"
#include "core/corpus/verb_frames.h"
#include "core/seq2seq/tokenizer.h"

#include <cstring>
#include <unordered_set>

namespace ap::s2s {
namespace {

using Flags = std::array<bool, kNumAllPhenomena>;

void set(Flags* f, Phenomenon p) { (*f)[static_cast<std::size_t>(p)] = true; }

void visit_clause(const Clause& c, Flags* f);

bool is_you(const NounPhrase& np) {
  return np.kind == NounKind::Pronoun && lexicon().pronouns[np.noun].person == 2;
}

void visit_np(const NounPhrase& np, Flags* f) {
  if (!np.adjectives.empty()) set(f, Phenomenon::AdjectivePlacement);
  if (is_you(np) || (np.kind == NounKind::Common && np.det == Determiner::Your))
    set(f, Phenomenon::SecondPerson);
  if (np.kind == NounKind::Common &&
      (np.container >= 0 || np.det == Determiner::Some || np.det == Determiner::Any ||
       np.det == Determiner::No || np.det == Determiner::Quantity))
    set(f, Phenomenon::Quantity);
  if (np.kind == NounKind::Common && np.det == Determiner::No) set(f, Phenomenon::Negation);
  if (np.kind == NounKind::Common && np.number > 0) set(f, Phenomenon::NumbersTime);
  for (const NounPhrase& c : np.conjuncts) visit_np(c, f);
  for (const PrepPhrase& pp : np.complements) visit_np(pp.object, f);
  for (const Clause& rel : np.relative) visit_clause(rel, f);
}

void visit_clause(const Clause& c, Flags* f) {
  const Lexicon& lx = lexicon();
  if (c.voice == Voice::WhereQuestion) set(f, Phenomenon::WhereQuestion);
  if (c.yes_no && c.wh == WhWord::None) set(f, Phenomenon::YesNoQuestion);
  if (c.wh != WhWord::None) set(f, Phenomenon::WhQuestion);
  if (c.modal != Modal::None || c.tense == Tense::Conditional) set(f, Phenomenon::Modal);
  if (c.tense == Tense::Future || c.tense == Tense::GoingTo) set(f, Phenomenon::Future);
  if (c.imperative) set(f, Phenomenon::Imperative);
  if (c.comparison != Comparison::None || c.degree != Degree::None) set(f, Phenomenon::Comparison);
  for (const NounPhrase& np : c.compared) visit_np(np, f);
  if (c.voice == Voice::Fixed) set(f, Phenomenon::FixedPhrase);
  if (c.voice == Voice::Intransitive &&
      intransitive_auxiliary(c.verb, c.world) != FrenchAuxiliary::Avoir)
    set(f, Phenomenon::EtreAgreement);
  const bool compound = (c.tense == Tense::Past || c.tense == Tense::Perfect) &&  // passé composé
                        c.modal == Modal::None;
  if (c.voice == Voice::Everyday && compound &&
      (lx.everyday_verbs[c.verb].auxiliary == FrenchAuxiliary::Etre ||
       is_pronominal(lx.everyday_verbs[c.verb])))  // elle est allée, elle s'est inquiétée
    set(f, Phenomenon::EtreAgreement);
  if (!c.subject.empty() && c.subject[0].kind == NounKind::Coordination &&
      c.voice != Voice::WhereQuestion)
    set(f, Phenomenon::CoordinatedSubject);
  const bool pronoun_object =
      c.voice == Voice::Everyday && !c.object.empty() && c.object[0].kind == NounKind::Pronoun;
  if (pronoun_object || c.reflexive) set(f, Phenomenon::ObjectPronoun);
  if (!c.indirect.empty()) set(f, Phenomenon::IndirectObject);
  if (c.reflexive && compound) set(f, Phenomenon::EtreAgreement);
  if ((c.voice == Voice::Everyday || c.voice == Voice::Copula || c.voice == Voice::Fixed) &&
      (c.negated || c.negative != NegativeWord::None))
    set(f, Phenomenon::Negation);
  if ((pronoun_object && compound) || (c.voice == Voice::Active && c.gap == Gap::Object))
    set(f, Phenomenon::PrecedingObjectAgreement);
  for (const Adverbial& a : c.adverbials) {
    if (a.kind == AdverbialKind::Date || a.kind == AdverbialKind::Until) set(f, Phenomenon::Dates);
    if (a.kind == AdverbialKind::Clock) set(f, Phenomenon::NumbersTime);
    for (const NounPhrase& np : a.np) visit_np(np, f);
  }
  for (const auto* list : {&c.subject, &c.object, &c.recipient, &c.agent, &c.indirect})
    for (const NounPhrase& np : *list) visit_np(np, f);
}

}  // namespace

const char* phenomenon_title(Phenomenon p) {
  static const char* const k[] = {"agreement of être participles",
                                  "agreement with coordinated subjects",
                                  "participle agreement with a preceding direct object",
                                  "placement of object pronouns",
                                  "elision",
                                  "adjective placement",
                                  "dates",
                                  "where-questions",
                                  "second person (you → tu)",
                                  "negation (ne … pas / jamais / rien / personne)",
                                  "yes/no questions (est-ce que)",
                                  "modals with an infinitive",
                                  "the future (will, going to)",
                                  "the tu imperative",
                                  "wh-questions (qu'est-ce que, où est-ce que, qui)",
                                  "fixed and impersonal expressions (il fait froid, j'ai faim)",
                                  "that-clauses (je pense que …)",
                                  "indirect objects (lui, leur, dire à)",
                                  "clause combination (si, donc, ou, puis)",
                                  "partitive and quantities (du pain, pas de vin, beaucoup de)",
                                  "comparison and degree (plus grand que, le meilleur, trop)",
                                  "numbers 11-100 and clock times (vingt-et-un, à cinq heures)"};
  static_assert(std::size(k) == kNumAllPhenomena);
  return k[static_cast<int>(p)];
}

std::array<bool, kNumAllPhenomena> classify(const Sentence& s, const std::vector<std::string>& fr) {
  Flags f{};
  for (const Clause& c : s.clauses) visit_clause(c, &f);
  for (const Conjunction c : s.conjunctions) {
    if (c == Conjunction::That || c == Conjunction::ThatUnsaid) set(&f, Phenomenon::ThatClause);
    if (c == Conjunction::If || c == Conjunction::So || c == Conjunction::Or ||
        c == Conjunction::Then)
      set(&f, Phenomenon::ClauseCombination);
  }
  if (s.opener != Interjection::None || s.please) set(&f, Phenomenon::FixedPhrase);
  for (const std::string& t : fr)
    if (is_elided_token(t)) set(&f, Phenomenon::Elision);
  return f;
}

bool has_ambiguous_english(const std::vector<std::string>& en) {
  static const std::unordered_set<std::string> ambiguous = [] {
    std::unordered_set<std::string> words;
    const Lexicon& lx = lexicon();
    for (std::size_t i = 0; i < lx.nouns.size(); ++i) {
      const Noun& n = lx.nouns[i];
      if (n.countable && std::strcmp(n.en, n.en_plural) == 0 && std::strcmp(n.fr, n.fr_plural) != 0)
        words.insert(n.en);
    }
    for (std::size_t i = 0; i < lx.everyday_verbs.size(); ++i) {
      const EverydayVerb& v = lx.everyday_verbs[i];
      if (std::strcmp(v.en_base, v.en_past) == 0) words.insert(v.en_base);
    }
    return words;
  }();
  for (const std::string& w : en)
    if (ambiguous.count(w)) return true;
  return false;
}

}  // namespace ap::s2s
