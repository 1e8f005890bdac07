// Grammatical phenomena of the synthetic corpus (issue: accuracy by phenomenon). classify()
// says which phenomena a sentence structure exercises, so held-out test sets can be drawn per
// phenomenon from the grammar and exact match reported for each (`attention evaluate`).
#pragma once

#include <array>
#include <string>
#include <vector>

#include "core/corpus/grammar.h"

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
};
constexpr int kNumPhenomena = 8;

const char* phenomenon_name(Phenomenon p);   // "etre_agreement", "coordinated_subject", …
const char* phenomenon_title(Phenomenon p);  // "agreement of être participles", …

// Phenomena of a sentence, given its structure and its French realisation (for elision).
std::array<bool, kNumPhenomena> classify(const Sentence& s, const std::vector<std::string>& fr);

// True if the English tokens hold a word whose form does not tell which French is meant, so that
// exact match against one reference would score a right answer as wrong: a countable noun whose
// plural is its singular ("the fish loved me": poisson or poissons) or an everyday verb whose
// past is its base form ("mayors read it": lisent or ont lu). Derived from the lexicon; the
// per-phenomenon test sets leave such sentences out (the training corpus keeps them).
bool has_ambiguous_english(const std::vector<std::string>& en);

}  // namespace ap::s2s
