// Bilingual English→French lexicon of the synthetic corpus: plain constant tables (no files, so the
// browser build needs no filesystem). The grammar (grammar.h) picks entries by index.
//
// Conventions: every string is lowercase; a French entry never carries its article; multi-word
// entries are space-separated tokens ("l' année dernière" is already tokenised). Nouns carry their
// French gender and class (which roles they can play); adjectives carry their four French forms
// and whether they precede the noun in French (grand, petit, nouveau, bon …); verbs carry the
// English past / past participle and the French past participle (masculine singular — the grammar
// derives -e/-s/-es). The everyday domain (home, family, animals, food) adds nouns with their own
// classes, adjectives, conjugated everyday verbs, pronouns and frequency adverbs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

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
  kTime = 1u << 6,      // year, month, summer …: only in "at the end of the year"
  // Everyday domain (home and family):
  kFamily = 1u << 7,  // everyday person: man, mother, teacher …
  kAnimal = 1u << 8,  // cat, horse …
  kObject = 1u << 9,  // table, book, car, tree …
  kFood = 1u << 10,   // apple, bread, cake …
  kDrink = 1u << 11,  // wine, coffee, tea, milk
  kHome = 1u << 12,   // everyday place: house, kitchen, station, park …
  kArt = 1u << 13,    // song, painting, music, film, game
  // World 2 only (world 1's sampler leaves these classes empty, so its draws never change):
  kCarry = 1u << 14,     // a thing one holds, buys, gives: phone, key, bag, picture, money …
  kVehicle = 1u << 15,   // boat, plane, truck, ship (and car, train, bus, bicycle)
  kText = 1u << 16,      // a thing one reads, writes, understands: story, message, word
  kIdea = 1u << 17,      // a thing one has, sees, understands, finds: idea, problem, reason
  kOccasion = 1u << 18,  // after / before / during it: dinner, lunch, wedding, trip, war …
  kOwn = 1u << 19,       // only with a possessive: your life, her job, my name
  kSight = 1u << 20,     // a thing one sees and watches: star, movie, fire, face
  kBody = 1u << 21,      // a part of the body, only with a possessive: my head, his eyes
};
constexpr int kNumNounClassBits = 22;
constexpr int kNumWorld1NounClassBits = 14;

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
  // World 2 (0 for world 1's adjectives, whose sampler ignores these): the NounClass bits of the
  // nouns it may qualify before or after them (attributive), and of the subjects it may follow
  // "be" for (predicative; kFamily also stands for pronouns and names).
  unsigned attributive = 0;
  unsigned predicative = 0;
  bool gradable = true;  // "very" may come before it (not: perfect, amazing, late …)
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
  FrenchAuxiliary auxiliary;  // a démissionné / est arrivé / s'est réuni (world 1's, frozen)
  unsigned subject_classes;
};

// An intransitive verb's auxiliary in a world: world 1's entry (frozen with the first models),
// or world 2's correction of it (intervenir takes être: ils sont intervenus).
FrenchAuxiliary intransitive_auxiliary(int verb, int world);

// An everyday verb with its conjugation table (present: je / il / nous / ils forms; the passé
// composé from the participle and the auxiliary). English multi-word forms ("wait for") are
// space-separated.
struct EverydayVerb {
  const char* en_base;  // eat
  const char* en_3sg;   // eats
  const char* en_past;  // ate
  const char* en_ing;   // eating
  const char* fr_je;
  const char* fr_il;
  const char* fr_nous;
  const char* fr_ils;
  const char* fr_participle;  // masculine singular
  FrenchAuxiliary auxiliary;  // Avoir or Etre (aller, venir, arriver, partir, rester)
  unsigned subject_classes;   // NounClass bits
  unsigned object_classes;    // 0: intransitive
  bool object_optional;       // transitive verbs that may also stand alone ("she reads")
  bool progressive;           // "is eating" is natural (not for like, want, have …)
  bool destination;           // go/come: "to X" → "à X"
  bool takes_recipient;       // give X to Y → donner X à Y
  const char* fr_infinitive;  // manger (world 2: after modals, aller; the futur simple's stem)
};

// Personal pronouns: subject and object forms. Index: 0 I/me, 1 he/him, 2 she/her, 3 we/us,
// 4 they/them, 5 you (world 2 only: you → tu / te, singular, informal). Agreement with unknown
// gender (I, me, we, us, they, them, you) is masculine. World 2 adds, after the persons, "it"
// (a masculine thing: il / le, lexicon().it_pronoun) and the indefinite pronouns (someone →
// quelqu'un, everybody → tout le monde, something → quelque chose …), which are not clitics:
// French keeps them where the noun phrase goes.
struct Pronoun {
  const char* en_subject;
  const char* en_object;
  const char* fr_subject;
  const char* fr_object;  // before the verb: me, le, la, nous, les
  Gender gender;
  bool plural;
  int person;          // 1, 2 or 3
  bool clitic = true;  // the object form goes before the verb (me, le …); not for quelqu'un
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

// One table of the lexicon: its entries, how many, and indexing (lexicon().nouns[i]).
template <class T>
struct Table {
  const T* items;
  std::size_t count;
  const T& operator[](std::size_t i) const { return items[i]; }
  std::size_t size() const { return count; }
  const T* begin() const { return items; }
  const T* end() const { return items + count; }
};

struct Lexicon {
  Table<Noun> nouns;
  Table<Adjective> adjectives;
  std::size_t num_political_adjectives;  // adjectives [0, n) are the old corpus's
  Table<TransitiveVerb> verbs;
  Table<IntransitiveVerb> intransitives;
  Table<ProperName> cities;
  Table<ProperName> countries;
  Table<Phrase> months;                    // january … december
  Table<Phrase> weekdays;                  // monday … sunday
  Table<Phrase> numerals;                  // two … ten (index 0 = two)
  Table<Phrase> time_phrases;              // yesterday, last year …
  std::size_t num_political_time_phrases;  // the first ones: past-time phrases of the old corpus
  Table<EverydayVerb> everyday_verbs;
  Table<Pronoun> pronouns;
  Table<Phrase> frequency_adverbs;  // often, always, also (after the finite verb in French)
  Table<ProperName> people;         // first names, the same in both languages (paul, anna …)
  std::size_t num_world1_pronouns;  // pronouns [0, n) are world 1's (without "you")
  // everyday_verbs [0, n) are world 1's; the rest (lexicon_world2_verbs.cpp) only world 2 draws.
  std::size_t num_world1_everyday_verbs;
  std::size_t num_world1_nouns;  // nouns [0, n) are world 1's; the rest only world 2 draws
  std::size_t num_world1_adjectives;
  std::size_t num_world1_time_phrases;
  std::size_t num_world1_frequency_adverbs;
  std::size_t num_person_pronouns;   // pronouns [0, n) are persons (I … you); then "it" (world 2)
  std::size_t it_pronoun;            // "it"; the indefinite pronouns follow it
  std::size_t num_world1_countries;  // countries [0, n) are world 1's; then america (world 2)
};

// World 2: the classes an adjective fits, for world 1's everyday adjectives too (big, red,
// tired …), which world 1 gives to every everyday noun. {attributive, predicative, gradable}.
struct AdjectiveFit {
  unsigned attributive, predicative;
  bool gradable;
};
AdjectiveFit world2_fit(int adjective);

const Lexicon& lexicon();

// World 2's everyday verbs (lexicon_world2_verbs.cpp), appended to lexicon().everyday_verbs.
Table<EverydayVerb> world2_everyday_verbs();

// Whether a noun may be the object of an everyday verb beyond its classes: world 2's verbs list
// the things they take ("make" a cake or a coffee, never a tree); people and animals always fit.
bool object_fits_verb(const EverydayVerb& v, const Noun& n);

// World 2: whether the verb's object may be the subject's reflexive ("i hurt myself" → "je me
// blesse"); not where the French reflexive means something else (je me bats: i fight).
bool takes_reflexive(const EverydayVerb& v);

// World 2: a verb of a that-clause ("i think that …" → "je pense que …": think, know (savoir),
// say, tell, hope, guess, promise, believe, bet, suppose, imagine, swear, realize); only_reports:
// never drawn without its that-clause (all but believe, which also takes a person).
bool takes_that_clause(const EverydayVerb& v);
bool only_reports(const EverydayVerb& v);
// How a that-clause verb reports in the past, its that-clause then in the imparfait ("he said
// that she was tired" → "il a dit qu'elle était fatiguée"): a state in the imparfait (je pensais,
// je savais, je croyais, j'espérais), an event in the passé composé (il a dit, il a juré), or
// never (guess, promise: their past would need the plus-que-parfait or the conditional; bet,
// suppose, imagine: present only).
enum class ReportPast : std::uint8_t { Imparfait, PasseCompose, Never };
ReportPast report_past(const EverydayVerb& v);

// The English past participle of an everyday verb (seen, gone, eaten, written …): an irregular
// one by table, else the past (stayed, bought, looked at).
const char* en_participle(const EverydayVerb& v);

// Index of an English word in a table, or -1 (linear search: for tests and hand-built structures).
int find_noun(const char* en);
int find_adjective(const char* en);
int find_verb(const char* en_base);
int find_intransitive(const char* en_base);
int find_city(const char* en);
int find_person(const char* en);
int find_country(const char* en);
int find_time_phrase(const char* en);
int find_everyday_verb(const char* en_base);
int find_frequency_adverb(const char* en);
int find_pronoun(const char* en_subject);

// Whether a French token is a proper name of the lexicon (a first name, a city, a country, noël),
// which French writes with a capital letter: "paris", "france", "anna".
bool is_french_proper_name(const std::string& fr);

// Whether an English token is written with a capital letter inside a sentence: the pronoun "i", a
// first name, city or country, a month or a weekday of the lexicon ("i", "paul", "may", "monday"),
// world 2's "english" and "christmas".
bool is_english_capitalised(const std::string& en);

}  // namespace ap::s2s
