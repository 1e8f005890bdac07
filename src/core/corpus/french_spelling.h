// The French spelling rules shared by the corpus's grammar and the translator's output: whether a
// word starts with a vowel sound that elides the word before it (a vowel or a mute h; "haut",
// "huit", "onze" and the other aspirated-h or number words block it).
#pragma once

#include <string>

namespace ap::s2s {

// True when `word` (lowercase) starts with a vowel or a mute h: "le homme" → "l'homme", but
// "le héros" stays.
bool french_vowel_start(const std::string& word);

}  // namespace ap::s2s
