// Bilingual English→French lexicon of the synthetic corpus: plain constant tables (no files, so the
// browser build needs no filesystem). The grammar (grammar.h) picks entries by index.
//
// Conventions: every string is lowercase; a French entry never carries its article; multi-word
// entries are space-separated tokens ("l' année dernière" is already tokenised). Nouns carry their
// French gender and class (which roles they can play); adjectives carry their four French forms
// and whether they precede the noun in French (grand, petit, nouveau, bon …); verbs carry the
// English past / past participle and the French past participle (masculine singular — the grammar
// derives -e/-s/-es).
#pragma once

#include <cstddef>
#include <cstdint>

namespace ap::s2s {

enum class Gender : std::uint8_t { Masculine, Feminine };

// Roles a noun can play (bit flags).
enum NounClass : unsigned {
  kAgent = 1u << 0,     // institution that acts: council, commission …
  kPerson = 1u << 1,    // person that acts: minister …
  kDocument = 1u << 2,  // thing signed, adopted …: agreement, law …
  kEvent = 1u << 3,     // meeting, summit …
  kTopic = 1u << 4,     // subject matter: trade, energy …
  kPlace = 1u << 5,     // common place noun: city, region …
  kTime = 1u << 6,      // year, month …: only in "at the end of the year"
};

struct Noun {
  const char* en;
  const char* en_plural;
  const char* fr;
  const char* fr_plural;
  Gender gender;
  unsigned classes;  // NounClass bits
  bool countable;    // false: mass noun, never plural; English may drop "the" ("on trade")
};

struct Adjective {
  const char* en;
  const char* fr_ms;  // masculine singular
  const char* fr_fs;
  const char* fr_mp;
  const char* fr_fp;
  bool before_noun;         // French places it before the noun
  const char* fr_ms_vowel;  // masculine singular before a vowel (nouvel, bel, vieil), or nullptr
};

struct TransitiveVerb {
  const char* en_base;
  const char* en_past;
  const char* en_participle;
  const char* fr_participle;  // masculine singular
  unsigned object_classes;    // NounClass bits of possible objects (and passive subjects)
  bool takes_recipient;       // "present X to Y" → "présenter X à Y"
};

enum class FrenchAuxiliary : std::uint8_t { Avoir, Etre, Reflexive };

struct IntransitiveVerb {
  const char* en_base;
  const char* en_past;
  const char* fr_participle;
  FrenchAuxiliary auxiliary;  // a démissionné / est arrivé / s'est réuni
  unsigned subject_classes;
};

struct ProperName {
  const char* en;
  const char* fr;
  Gender gender;  // countries: la france / le portugal; cities: unused (masculine)
};

struct Phrase {  // a fixed phrase, space-separated tokens on both sides
  const char* en;
  const char* fr;
};

struct Lexicon {
  const Noun* nouns;
  std::size_t num_nouns;
  const Adjective* adjectives;
  std::size_t num_adjectives;
  const TransitiveVerb* verbs;
  std::size_t num_verbs;
  const IntransitiveVerb* intransitives;
  std::size_t num_intransitives;
  const ProperName* cities;
  std::size_t num_cities;
  const ProperName* countries;
  std::size_t num_countries;
  const Phrase* months;
  std::size_t num_months;  // january … december
  const Phrase* weekdays;
  std::size_t num_weekdays;  // monday … sunday
  const Phrase* numerals;
  std::size_t num_numerals;  // two … ten (index 0 = two)
  const Phrase* time_phrases;
  std::size_t num_time_phrases;  // yesterday, last year …
};

const Lexicon& lexicon();

// Index of an English word in a table, or -1 (linear search: for tests and hand-built structures).
int find_noun(const char* en);
int find_adjective(const char* en);
int find_verb(const char* en_base);
int find_intransitive(const char* en_base);
int find_city(const char* en);
int find_country(const char* en);

}  // namespace ap::s2s
