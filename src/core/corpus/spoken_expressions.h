// World 2's spoken verb expressions, fixed clauses of their own (Voice::Fixed, after the impersonal
// ones of fixed_expressions.h): what happened ? → qu'est-ce qui s'est passé ?, something / nothing
// happened → quelque chose s'est passé / rien ne s'est passé, it happens → ça arrive, i was born in
// paris → je suis né à paris, i am kidding → je plaisante, that sounds good → ça a l'air bien, i do
// not care → ça m'est égal, i do not mind → ça ne me dérange pas, it does not matter → ça n'a pas
// d'importance, she is sitting → elle est assise (a posture is a state: être assis, être debout),
// that means no → ça veut dire non. The grammar writes the subject (a person, for born, kidding,
// care and mind) and the adverbials; this file writes the words of the verb group.
#pragma once

#include <string>
#include <vector>

namespace ap::s2s {

struct Clause;

// Clause::fixed_arg of FixedExpression::Happened: who or what happens.
enum class Happener { Something, Nothing, It };

// The happen words: "what", "something", "nothing", "it".
constexpr const char* kHappeners[] = {"something", "nothing", "it"};

struct SpokenWord {
  const char* en;
  const char* fr;
};
// What sounds good: "that sounds good" → "ça a l'air bien" (the masculine after ça).
constexpr SpokenWord kSoundsLike[] = {
    {"good", "bien"},       {"great", "génial"}, {"easy", "facile"},
    {"strange", "étrange"}, {"crazy", "fou"},    {"interesting", "intéressant"},
    {"perfect", "parfait"}, {"fun", "amusant"},  {"dangerous", "dangereux"},
    {"weird", "bizarre"},
};

// The English words of a spoken expression, after the subject the grammar writes (none for what
// happened, happened with its happener, sounds with that / it). slot: the subject's person slot.
std::vector<std::string> en_spoken_words(const Clause& c, int slot);

// The postures, English -ing and French (masculine singular): sitting → assis, standing → debout.
constexpr SpokenWord kPostures[] = {{"sitting", "assis"}, {"standing", "debout"}};

// The French words, after the subject (je suis né, tu plaisantes) or, for the impersonal ones,
// the whole clause (qu'est-ce qui s'est passé, ça m'est égal); raw tokens for the orthography.
// pronoun: the subject's pronoun index for care and mind (its clitic), else -1.
std::vector<std::string> fr_spoken_words(const Clause& c, int slot, bool feminine, bool plural,
                                         int pronoun);

// Whether the expression writes its own subject in French (ça, qu'est-ce qui, quelque chose).
bool fr_spoken_has_subject(const Clause& c);

}  // namespace ap::s2s
