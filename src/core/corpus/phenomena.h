// Grammatical phenomena of the synthetic corpus (issue: accuracy by phenomenon). classify()
// says which phenomena a sentence structure exercises, so held-out test sets can be drawn per
// phenomenon from the grammar and exact match reported for each (`attention evaluate`).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "core/corpus/grammar.h"
#include "core/enum_names.h"

namespace ap::s2s {

enum class Phenomenon {
  EtreAgreement,             // passé composé with être: "elle est allée", "ils sont arrivés"
  CoordinatedSubject,        // "the union and the government signed" → "ont signé"
  PrecedingObjectAgreement,  // participle after a preceding direct object: "elle l'a vue"
  ObjectPronoun,             // object pronoun before the verb: "she sees him" → "elle le voit"
  Elision,                   // l' d' j' m' n' qu' s' jusqu' in the French
  AdjectivePlacement,        // noun phrases with adjectives (before or after the noun in French)
  Dates,                     // in august 1992, on 3 may, until june 2001
  WhereQuestion,             // where is / where are X ? → où est / où sont X ?
  // World 2 (CorpusOptions::world) only:
  SecondPerson,  // you / your / yourself → tu, te, ton/ta/tes: "i love you" → "je t'aime"
  Negation,  // everyday ne … pas / jamais / rien / personne, de after it: "je n'ai pas de chat"
  YesNoQuestion,  // do you … ? / is she … ? → est-ce que tu … ? / est-ce qu'elle … ?
  Modal,          // can / want to / need to / have to / must / like to / would like + infinitive
  Future,         // will → futur simple (mangera, ira); going to → aller + infinitive
  Imperative,     // "eat the bread ." → "mange le pain ."; "do not go ." → "ne va pas ."
  WhQuestion,     // what do you eat ? → qu'est-ce que tu manges ?, who eats ? → qui mange ?
  FixedPhrase,  // it is cold → il fait froid, there is → il y a, i am hungry → j'ai faim, yes → oui
  ThatClause,      // i think (that) she is tired → je pense qu'elle est fatiguée
  IndirectObject,  // she gives him the book → elle lui donne le livre; tell paul → dire à paul
  ClauseCombination,  // if (si + present), so (donc), or (ou), then (puis)
  Quantity,  // some bread → du pain, not any wine → pas de vin, a lot of → beaucoup de, a cup of
  Comparison,  // bigger than → plus grand que, the best → le meilleur, too / so / quite → trop / si
  NumbersTime,  // twenty-one → vingt-et-un (11–100), at five o'clock → à cinq heures
};
// The phenomena of world 1 are the first kNumPhenomena; world 2 has all kNumAllPhenomena.
constexpr int kNumPhenomena = 8;
constexpr int kNumAllPhenomena = 22;
constexpr int num_phenomena(int world) { return world >= 2 ? kNumAllPhenomena : kNumPhenomena; }

// The names in `attention evaluate`'s JSON (enum_name / enum_from_name, core/enum_names.h).
inline constexpr EnumName<Phenomenon> kPhenomenonNames[] = {
    {Phenomenon::EtreAgreement, "etre_agreement"},
    {Phenomenon::CoordinatedSubject, "coordinated_subject"},
    {Phenomenon::PrecedingObjectAgreement, "preceding_object_agreement"},
    {Phenomenon::ObjectPronoun, "object_pronoun"},
    {Phenomenon::Elision, "elision"},
    {Phenomenon::AdjectivePlacement, "adjective_placement"},
    {Phenomenon::Dates, "dates"},
    {Phenomenon::WhereQuestion, "where_question"},
    {Phenomenon::SecondPerson, "second_person"},
    {Phenomenon::Negation, "negation"},
    {Phenomenon::YesNoQuestion, "yes_no_question"},
    {Phenomenon::Modal, "modal"},
    {Phenomenon::Future, "future"},
    {Phenomenon::Imperative, "imperative"},
    {Phenomenon::WhQuestion, "wh_question"},
    {Phenomenon::FixedPhrase, "fixed_expression"},
    {Phenomenon::ThatClause, "that_clause"},
    {Phenomenon::IndirectObject, "indirect_object"},
    {Phenomenon::ClauseCombination, "clause_combination"},
    {Phenomenon::Quantity, "partitive_quantity"},
    {Phenomenon::Comparison, "comparison_degree"},
    {Phenomenon::NumbersTime, "numbers_time"}};
constexpr const auto& enum_names(Phenomenon) { return kPhenomenonNames; }
static_assert(std::size(kPhenomenonNames) == kNumAllPhenomena);
const char* phenomenon_title(Phenomenon p);  // "agreement of être participles", …

// Phenomena of a sentence, given its structure and its French realisation (for elision).
std::array<bool, kNumAllPhenomena> classify(const Sentence& s, const std::vector<std::string>& fr);

// True if the English tokens hold a word whose form does not tell which French is meant, so that
// exact match against one reference would score a right answer as wrong: a countable noun whose
// plural is its singular ("the fish loved me": poisson or poissons) or an everyday verb whose
// past is its base form ("mayors read it": lisent or ont lu). Derived from the lexicon; the
// per-phenomenon test sets leave such sentences out (the training corpus keeps them).
bool has_ambiguous_english(const std::vector<std::string>& en);

}  // namespace ap::s2s
