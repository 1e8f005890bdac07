// How some of world 2's verbs frame their complements in French where English differs: a person
// said without "to" in English but indirect in French (ask, answer, forgive, trust: "i ask her" →
// "je lui demande", "she answers paul" → "elle répond à paul"); the noun of a locution after its
// verb (trust → faire confiance à: "je ne lui fais pas confiance"; realize → se rendre compte:
// "je me rends compte que …"); the pronominal verbs, whose
// English has no reflexive (remember → se souvenir, worry → s'inquiéter, relax → se détendre, get
// up → se lever, take care of → s'occuper de), and the preposition before their object (je me
// souviens de la fête, je m'occupe du chat, je pense au voyage).
#pragma once

#include <initializer_list>

#include "core/corpus/lexicon.h"

namespace ap::s2s {

// True for a verb whose person (always drawn, in Clause::indirect) English says without "to".
// Whether the verb's English base is one of `bases` ("pick up", "ask" …).
bool verb_is_one_of(const EverydayVerb& v, std::initializer_list<const char*> bases);

bool object_is_indirect(const EverydayVerb& v);

// The noun after the French verb of a locution ("confiance" for faire confiance), or nullptr.
const char* fr_locution_noun(const EverydayVerb& v);

// True for a French pronominal verb (me, te, se … before it; être in the passé composé).
bool is_pronominal(const EverydayVerb& v);

// The French preposition before the verb's object ("de" for se souvenir de and s'occuper de, "à"
// for penser à), or nullptr. Such an object is a noun, never a pronoun (je me souviens d'elle,
// je m'en souviens, je pense à lui, j'y pense).
const char* fr_object_preposition(const EverydayVerb& v);

}  // namespace ap::s2s
