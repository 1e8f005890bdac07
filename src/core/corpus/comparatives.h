// World 2's comparison and degree words (CorpusOptions::world = 2), for the copula's adjective:
// "bigger than" → "plus grand que", "less happy than" → "moins heureux que", "as old as" →
// "aussi vieux que", "the biggest" → "le plus grand" (all agreeing with the subject); good and
// bad have their own French forms (meilleur, le meilleur, pire, le pire); the degree adverbs too,
// so, quite, a bit → trop, si, assez, un peu (very → très is world 1's). The grammar (grammar.cpp)
// places the words; this file holds the English forms and the French irregular ones.
#pragma once

#include <iterator>

namespace ap::s2s {

// Clause::comparison (a Copula clause with an adjective).
enum class Comparison { None, More, Less, As, Most };
// Clause::degree: an adverb before the copula's adjective (world 2; very is Clause::very).
enum class Degree { None, Too, So, Quite, ABit };

// An adjective the grammar compares: its English comparative and superlative ("more beautiful" is
// two tokens) and, for good and bad, the French forms that replace plus + adjective (masculine
// and feminine, singular and plural); nullptr for the regular ones (plus grand, le plus grand).
struct ComparableAdjective {
  const char* en;
  const char* en_comparative;
  const char* en_superlative;
  const char* fr_ms;
  const char* fr_fs;
  const char* fr_mp;
  const char* fr_fp;
};
constexpr ComparableAdjective kComparableAdjectives[] = {
    {"big", "bigger", "biggest", nullptr, nullptr, nullptr, nullptr},
    {"small", "smaller", "smallest", nullptr, nullptr, nullptr, nullptr},
    {"old", "older", "oldest", nullptr, nullptr, nullptr, nullptr},
    {"young", "younger", "youngest", nullptr, nullptr, nullptr, nullptr},
    {"long", "longer", "longest", nullptr, nullptr, nullptr, nullptr},
    {"pretty", "prettier", "prettiest", nullptr, nullptr, nullptr, nullptr},
    {"happy", "happier", "happiest", nullptr, nullptr, nullptr, nullptr},
    {"sad", "sadder", "saddest", nullptr, nullptr, nullptr, nullptr},
    {"hot", "hotter", "hottest", nullptr, nullptr, nullptr, nullptr},
    {"cold", "colder", "coldest", nullptr, nullptr, nullptr, nullptr},
    {"beautiful", "more beautiful", "most beautiful", nullptr, nullptr, nullptr, nullptr},
    {"tired", "more tired", "most tired", nullptr, nullptr, nullptr, nullptr},
    {"interesting", "more interesting", "most interesting", nullptr, nullptr, nullptr, nullptr},
    {"good", "better", "best", "meilleur", "meilleure", "meilleurs", "meilleures"},
    {"bad", "worse", "worst", "pire", "pire", "pires", "pires"},
};
constexpr int kNumComparableAdjectives = static_cast<int>(std::size(kComparableAdjectives));

// The row of the lexicon's adjective `adjective` (lexicon().adjectives index), or nullptr when the
// grammar does not compare it (colours, new).
const ComparableAdjective* comparable(int adjective);

// Whether "a bit" may qualify the adjective: a little too much of something (a bit tired, a bit
// old), not of a quality one only has in praise ("a bit beautiful").
bool takes_a_bit(int adjective);

// English and French of a degree adverb: too → trop, so → si, quite → assez, a bit → un peu.
struct DegreeWord {
  const char* en;
  const char* fr;
};
DegreeWord degree_words(Degree d);

}  // namespace ap::s2s
