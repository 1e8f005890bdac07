// Where world 2's phrasal verbs and verb phrases may go: the particle English puts after an
// object pronoun ("turn it off", "pick it up"), the verbs that already say where they go (get
// home, go out, go away, move: no "under the table", no "in the kitchen"), and the tenses and
// frames a verb's sense leaves out (get → recevoir takes no modal, the get verbs no present
// perfect, whose "has got" means "has"; set takes only the table, never "it" or "nothing").
#pragma once

#include "core/corpus/lexicon.h"

namespace ap::s2s {

// The particle of a separable phrasal verb ("up" for pick up, "off" for turn off), or nullptr.
const char* separable_particle(const EverydayVerb& v);

// True for a verb whose place is in its meaning (get home, go out, go away, move) or in its
// object (set the table): no place adverbial, no here or there.
bool takes_no_place(const EverydayVerb& v);

// True for get (a letter): "i need to get a letter" would ask for obtenir, not recevoir.
bool takes_no_modal(const EverydayVerb& v);

// True for get, get up, get home: "has got" is "has", "has gotten" American only.
bool takes_no_perfect(const EverydayVerb& v);

// True for set (the table): its object is always "the table", never it, something, nothing or
// a question.
bool object_is_fixed(const EverydayVerb& v);

// World 2: a verb world 1 never puts in the progressive whose progressive is everyday English
// (live: "she is living in paris" → "elle habite à paris", the French present).
bool progressive_in_world2(const EverydayVerb& v);

// True for wonder, which reports with if, not that: "i wonder if it is late" → "je me demande
// s'il est tard" (si, as whether, also before a future: je me demande s'il viendra).
bool asks_whether(const EverydayVerb& v);

// True for a verb whose tu imperative is not an everyday order (get a letter, get home, move,
// have dinner; enjoy: not "do not enjoy the song") or a pronominal one (lève-toi puts the pronoun
// after the verb).
bool no_imperative(const EverydayVerb& v);

}  // namespace ap::s2s
