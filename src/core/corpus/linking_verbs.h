// World 2's linking verbs: seem and feel before the copula's adjective, in place of "be" ("she
// seems tired" → "elle semble fatiguée", "i feel sick" → "je me sens malade", "you are feeling
// tired" → "tu te sens fatigué"). Only in an affirmative statement in the present or the past
// (the imparfait, as "was": "she seemed tired" → "elle semblait fatiguée"), without a frequency
// adverb or a superlative; the grammar says "be" otherwise (linking()). Feel takes people and the
// adjectives of how one feels (not good, bad, hot or cold: je me sens bien, j'ai froid).
#pragma once

#include <string>
#include <vector>

namespace ap::s2s {

struct Clause;

// Clause::link (a Copula clause with an adjective).
enum class LinkVerb { None, Seem, Feel };

// Whether the clause says its link verb instead of "be" (see above).
bool linking(const Clause& c);

// Whether the verb may link this adjective to its subject (people: whether the subject is one).
bool link_fits(LinkVerb v, int adjective, bool person_subject);

// The English verb words by person slot (0 i, 1 he/she/it, 2 we, 3 they, 4 you): seems, felt,
// "am feeling" (progressive: feel in the present only).
std::vector<std::string> en_link_words(const Clause& c, int slot);

// The French verb words: semble, semblait; me sens, se sentait (the reflexive first).
std::vector<std::string> fr_link_words(const Clause& c, int slot);

}  // namespace ap::s2s
