// World 2's partitive and quantity words (CorpusOptions::world = 2): some / any / no before a
// food or a drink ("some bread" → "du pain", "some apples" → "des pommes", "not any wine" → "pas
// de vin", "no bread" → "pas de pain"), the quantity words ("a lot of", "many", "much", "too
// much", "too many", "enough", "a little", "a few" → beaucoup de, trop de, assez de, un peu de,
// quelques) and the containers ("a cup of coffee" → "une tasse de café"). The grammar
// (grammar.cpp) realises the noun phrases; this file holds the words and which noun each
// container holds.
#pragma once

#include <cstddef>
#include <iterator>

#include "core/corpus/lexicon.h"

namespace ap::s2s {

// One quantity word: its English before a mass noun and before a plural countable noun, and its
// French, which takes the bare noun (beaucoup de pain, beaucoup d'eau, quelques pommes).
struct QuantityWord {
  const char* en_mass;
  const char* en_count;
  const char* fr_mass;
  const char* fr_count;
  bool negatable;            // false: a little / a few are not drawn after a negation
  bool mass_needs_negation;  // "much": i do not drink much milk (never "i drink much milk")
};
constexpr QuantityWord kQuantityWords[] = {
    {"a lot of", "a lot of", "beaucoup de", "beaucoup de", true, false},
    {"much", "many", "beaucoup de", "beaucoup de", true, true},
    {"too much", "too many", "trop de", "trop de", true, false},
    {"enough", "enough", "assez de", "assez de", true, false},
    {"a little", "a few", "un peu de", "quelques", false, false},
};
constexpr int kNumQuantityWords = static_cast<int>(std::size(kQuantityWords));
constexpr int kManyQuantity = 1;  // much / many → beaucoup de

// A container before "of" + its content: "a cup of coffee" → "une tasse de café", "two glasses of
// milk" → "deux verres de lait". `contents`: the English nouns it holds (space-separated; a noun
// the lexicon lacks is skipped).
struct Container {
  const char* en;
  const char* en_plural;
  const char* fr;
  const char* fr_plural;
  Gender gender;
  const char* contents;
};
constexpr Container kContainers[] = {
    {"cup", "cups", "tasse", "tasses", Gender::Feminine, "coffee tea milk"},
    {"glass", "glasses", "verre", "verres", Gender::Masculine, "wine milk water juice"},
    {"bottle", "bottles", "bouteille", "bouteilles", Gender::Feminine, "wine milk water juice"},
    {"piece", "pieces", "morceau", "morceaux", Gender::Masculine, "cake bread cheese meat"},
};
constexpr int kNumContainers = static_cast<int>(std::size(kContainers));

// Whether container `c` holds the lexicon's noun `noun`.
bool container_holds(int c, int noun);

}  // namespace ap::s2s
