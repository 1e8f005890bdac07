// The grammar fragment: sentence structures (a small tree) and their realisation in English and in
// French. The sampler (sampler.h) draws random structures; realise_* turn one structure into the
// two token sequences, so every pair is a translation by construction. Tests build structures by
// hand (e.g. the article's sentence) and check the French rules: agreement, elision, contraction,
// adjective placement, passive and past-participle agreement, dates.
//
// Section index: determiners · noun phrases · adverbials · clauses · sentences · realisation.
#pragma once

#include <string>
#include <vector>

#include "core/corpus/comparatives.h"
#include "core/corpus/fixed_expressions.h"
#include "core/corpus/lexicon.h"
#include "core/corpus/linking_verbs.h"
#include "core/corpus/quantities.h"

namespace ap::s2s {

// ---- determiners (English side → French)
enum class Determiner {
  The,      // the → le/la/l'/les
  A,        // a/an → un/une (singular only)
  Bare,     // English nothing: plural → des; mass noun → le/la (French needs the article)
  This,     // this/these → ce/cet/cette/ces
  Its,      // its → son/sa/ses (son before a vowel)
  Their,    // their → leur/leurs
  Numeral,  // two … ten (plural only); NounPhrase::numeral gives which
  Several,  // several → plusieurs (plural only)
  Many,     // many → de nombreux/nombreuses (plural only; world 2 draws Quantity: beaucoup de)
  AllThe,   // all the → tous les / toutes les (plural only)
  My,       // my → mon/ma/mes (mon before a vowel)
  His,      // his → son/sa/ses
  Her,      // her → son/sa/ses
  Our,      // our → notre/nos
  Your,     // your → ton/ta/tes (world 2; ton before a vowel)
  // World 2, the partitive and quantities (quantities.h), on food and drink objects:
  Some,      // some bread → du pain, some apples → des pommes; de after a negation
  Any,       // not any wine → pas de vin; in a question: any bread → du pain
  No,        // i have no bread → je n'ai pas de pain (the French verb is negated)
  Quantity,  // a lot of / many / much / too much / enough / a little / a few (NounPhrase::quantity)
  Those,     // world 2: those (plural only) → ces, as these
  Each,      // world 2, a subject: each (singular only) → chaque
  Both,      // world 2, a subject: both (for two) → les deux
};

// Pronoun: `noun` indexes lexicon().pronouns (I, he, she, we, they). As a subject it is the
// subject pronoun; as the object of an everyday verb it is the object pronoun, which French
// places before the verb ("she sees him" → "elle le voit").
// Name: `noun` indexes lexicon().people (paul, anna …), no article in either language.
enum class NounKind { Common, City, Country, Coordination, Pronoun, Name };

struct Clause;

// ---- noun phrases. A common noun with determiner, adjectives (English order), prepositional
// complements and at most one relative clause; a proper name; or "X and Y".
enum class Preposition { On, Of, For, With, Against, From, About, Between };

struct PrepPhrase;

struct NounPhrase {
  NounKind kind = NounKind::Common;
  int noun = 0;  // index into nouns / cities / countries by kind
  bool plural = false;
  Determiner det = Determiner::The;
  int numeral = 0;   // Determiner::Numeral: index into numerals (0 = two)
  int quantity = 0;  // Determiner::Quantity: index into kQuantityWords (world 2)
  int number = 0;  // world 2, Determiner::Numeral: a cardinal 11–100 (numbers.h) instead of numeral
  // World 2: a container holding the noun ("a cup of coffee" → "une tasse de café"): index into
  // kContainers, or -1. The determiner (A or Numeral) and `plural` are the container's; the noun
  // is its bare singular content.
  int container = -1;
  std::vector<int> adjectives;  // English order ("european economic" area)
  std::vector<PrepPhrase> complements;
  std::vector<Clause> relative;  // 0 or 1 relative clause (a vector so the type may be incomplete)
  std::vector<NounPhrase> conjuncts;  // Coordination: "X and Y"
};

struct PrepPhrase {
  Preposition prep = Preposition::On;
  NounPhrase object;
};

// ---- adverbials (at the end of a clause)
enum class AdverbialKind {
  Date,        // in august 1992 / in 1992 / in august / on 3 august 1992
  Until,       // until august 1992 → jusqu'en août 1992; until 3 august → jusqu'au 3 août
  Weekday,     // on monday → lundi
  Ago,         // two years ago → il y a deux ans
  TimePhrase,  // yesterday → hier …
  InPlace,  // in paris → à paris; in france → en france; in portugal → au portugal; in the city →
            // dans la ville
  Prep,   // after/before/during/despite/at + NP
  EndOf,  // at the end/beginning of + NP → à la fin de / au début de
  Place,  // under / near / behind / in front of + NP → sous / près de / derrière / devant
  To,     // to + NP (after go/come …): à paris, en france, au portugal, à la gare, au parc
  Clock,  // world 2: at five o'clock → à cinq heures; at half past two → à deux heures et demie
};

// World 2 adds over → au-dessus de, across → de l'autre côté de, around → autour de, through →
// à travers (a place one walks, runs or drives through: à travers le parc), in the middle of →
// au milieu de (a place or a city: au milieu du parc), between → entre (two things or places,
// the adverbial's two noun phrases: entre la table et la porte).
enum class PlacePrep {
  Under,
  Near,
  Behind,
  InFrontOf,
  Over,
  Across,
  Around,
  Through,
  Middle,
  Between
};
constexpr int kNumWorld1PlacePreps = 4;
constexpr int kNumPlacePreps = 10;

enum class AdverbialPrep { After, Before, During, Despite, At, Without };
enum class AgoUnit { Years, Months, Weeks, Days };

struct Adverbial {
  AdverbialKind kind = AdverbialKind::Date;
  int day = 0;    // 0 = none, else 1..31
  int month = 0;  // 0 = none, else 1..12
  int year = 0;   // 0 = none
  int index = 0;  // weekday / time phrase / numeral (Ago: -1 = "a", else index into numerals)
  AgoUnit unit = AgoUnit::Years;
  AdverbialPrep prep = AdverbialPrep::After;
  PlacePrep place = PlacePrep::Under;
  bool end = true;             // EndOf: end (true) or beginning (false)
  bool half = false;           // Clock: half past (index: the hour, 1–12)
  std::vector<NounPhrase> np;  // InPlace / Prep / EndOf: exactly one
};

// ---- clauses
// Everyday: `verb` indexes lexicon().everyday_verbs (object optional, present or past).
// Copula: "be" + an adjective (Clause::adjective) or + one place adverbial (the first one).
// WhereQuestion: "where is / where are" + subject → "où est / où sont" + subject (no other part).
// Fixed (world 2): a fixed or impersonal expression (Clause::fixed, fixed_expressions.h), present
// or past (the past of the impersonal ones in the imparfait: "it was cold" → "il faisait froid").
enum class Voice { Active, Passive, Intransitive, Everyday, Copula, WhereQuestion, Fixed };
// Past → passé composé; Present and Progressive ("eats", "is eating") → présent. The copula is
// present only in world 1; world 2 also draws it in the past ("was" → imparfait "était").
// World 2 adds Future ("will eat" → futur simple "mangera") and GoingTo ("is going to eat" →
// "va manger"), for everyday verbs and (Future) the copula.
// World 2 also adds Perfect ("has eaten", "has been" → passé composé "a mangé", "a été"), never
// with a time adverbial, and Conditional ("would eat" → "mangerait").
enum class Tense { Past, Present, Progressive, Future, GoingTo, Perfect, Conditional };
// World 2: a modal before an everyday verb's infinitive (present only): can → pouvoir, want to →
// vouloir, need to → avoir besoin de, have to / must → devoir, like to → aimer, would like to →
// voudrais (conditional of vouloir). "have to" is never negated (its negation means something
// else in French).
// Also (french_modals.h): could → pouvait in a statement (past ability: the clause's tense is Past,
// for its time phrases), pourrait in a question (est-ce que tu pourrais … ?); should → devrait;
// might → pourrait (never negated: "might not" is pourrait ne pas); try to → essayer de.
// World 2's further modals (french_modals.h): be supposed to → être censé, be able to → être
// capable de (present), ought to → devrait (as should; never negated, never in a question),
// decided to → a décidé de (past); try to and need to also in the past (tried to → a essayé de,
// needed to → avait besoin de) and try to in the progressive (is trying to → essaie de).
enum class Modal {
  None,
  Can,
  WantTo,
  NeedTo,
  HaveTo,
  Must,
  LikeTo,
  WouldLike,
  Could,
  Should,
  Might,
  TryTo,
  SupposedTo,
  AbleTo,
  OughtTo,
  DecideTo
};
constexpr int kNumModals = 15;  // without None

// World 2: whether a modal clause is in the past (tried to, needed to, decided to; could's past
// ability keeps its own forms).
inline bool modal_in_past(const Clause& c);
enum class Gap { None, Subject, Object };  // relative clauses leave one role empty
enum class RelativeWord { That, Which, Who };

// World 2: the object of an everyday verb is a negative word, with no "not" in English:
// "i see nothing" → "je ne vois rien", "i saw nobody" → "je n'ai vu personne"; or, in a negated
// clause (Clause::negated, not never), anything / anyone / anybody: "i do not see anything" →
// "je ne vois rien", "she did not see anyone" → "elle n'a vu personne".
enum class NegativeWord { None, Nothing, Nobody, NoOne, Anything, Anyone, Anybody };

// World 2: a wh-question, est-ce que after the wh-word (one policy for all): "what do you eat ?" →
// "qu'est-ce que tu manges ?" (the object is the question: `object` empty), "where do you live ?"
// → "où est-ce que tu habites ?", when → quand, why → pourquoi, how → comment; "who eats the
// bread ?" → "qui mange le pain ?" (the subject is the question: `subject` holds he, unsaid, for
// the third person singular).
// World 2 also asks for the object with how many / how much and which, in front with its noun:
// "how many apples do you eat ?" → "combien de pommes est-ce que tu manges ?", "which car do you
// want ?" → "quelle voiture est-ce que tu veux ?" (`object` holds the noun; never in the past,
// whose participle would agree with it).
enum class WhWord { None, What, Who, Where, When, Why, How, HowMany, Which };
// World 2: a negated clause (not never) ends with anymore or any longer → ne … plus ("she does not
// eat the cake anymore" → "elle ne mange plus le gâteau"), a past one with yet → ne … pas encore
// ("i did not eat yet" → "je n'ai pas encore mangé"), or either → ne … pas … non plus at the
// clause's end ("i am not tired either" → "je ne suis pas fatigué non plus").
enum class NegationAdverb { None, Anymore, Yet, AnyLonger, Either };

struct Clause {
  Voice voice = Voice::Active;
  int verb = 0;  // index into verbs (Active/Passive) or intransitives
  // Intransitive: the world that drew it, which says its auxiliary (intransitive_auxiliary).
  int world = 1;
  bool negated = false;
  bool never = false;  // with negated: "never" → ne … jamais (instead of not → ne … pas)
  Tense tense = Tense::Past;  // Everyday / Copula only (the political voices stay in the past)
  int adjective = -1;         // Copula: predicate adjective, or -1 (then a place adverbial)
  bool very = false;          // Copula: "very" → très before the adjective
  // Copula, world 2 (comparatives.h): a degree adverb (too, so, quite), or a comparison with
  // `compared` (More, Less, As: "than X" / "as X", a noun phrase or a name) or none (Most).
  Degree degree = Degree::None;
  Comparison comparison = Comparison::None;
  std::vector<NounPhrase> compared;
  int frequency = -1;  // Everyday / Copula, not negated: often / always / also
  // Copula, world 2 (linking_verbs.h): seem or feel instead of "be" where linking() allows it;
  // feel in the present may be progressive ("i am feeling tired" → "je me sens fatigué").
  LinkVerb link = LinkVerb::None;
  bool link_progressive = false;
  Gap gap = Gap::None;
  RelativeWord rel_word = RelativeWord::That;  // English relative pronoun (gap != None)
  std::vector<NounPhrase> subject;             // one, unless gap == Subject
  std::vector<NounPhrase> object;              // Active: one, unless gap == Object
  std::vector<NounPhrase> recipient;           // Active with takes_recipient: 0 or 1 ("to X")
  std::vector<NounPhrase> agent;               // Passive: 0 or 1 ("by X")
  std::vector<Adverbial> adverbials;
  // Everyday, world 2: the object is the subject's reflexive pronoun (a pronoun subject; `object`
  // empty): "you see yourself" → "tu te vois"; in the past with être: "elle s'est vue".
  bool reflexive = false;
  NegativeWord negative = NegativeWord::None;  // Everyday, world 2: the object (`object` empty)
  // Everyday / Copula, world 2: a yes/no question, not negated ("do you like the cat?" →
  // "est-ce que tu aimes le chat ?"); the sentence is this one clause.
  bool yes_no = false;
  Modal modal = Modal::None;  // Everyday, world 2 (tense Present)
  // Everyday, world 2: a tu imperative ("eat the bread ." → "mange le pain ."; "do not go ." →
  // "ne va pas ."): no subject, present, a noun object only (no pronoun, no reflexive).
  bool imperative = false;
  // With imperative, world 2: "let us eat the bread ." → the nous imperative "mangeons le pain ."
  bool lets = false;
  // Everyday / Copula, world 2: a wh-question (with yes_no, except Who).
  WhWord wh = WhWord::None;
  // Fixed, world 2: which expression and, for some, which word (fixed_expressions.h). Weather,
  // Late, Raining and Feeling may be negated ("it is not cold" → "il ne fait pas froid").
  FixedExpression fixed = FixedExpression::None;
  int fixed_arg = 0;
  // Everyday, world 2: the person told or given to, said before the object in English ("she
  // gives him the book", "i talk to her", "she tells paul that …"). A pronoun is French's
  // indirect clitic before the verb (me, te, lui, nous, leur: "elle lui donne le livre"); a noun
  // phrase follows the verb and its object with à ("elle dit à paul que …").
  std::vector<NounPhrase> indirect;
  // Everyday, world 2: a that-clause follows (Conjunction::That). In the past, the verbs of a
  // state report in the imparfait: "i thought that …" → "je pensais que …", "je savais que …".
  bool reports = false;
  NegationAdverb negation_adverb = NegationAdverb::None;  // Everyday / Copula, world 2, negated
  // Future, world 2, after i or we in a statement: "we shall see" (the same futur simple: nous
  // verrons); a question keeps will ("shall we … ?" proposes, it does not ask about the future).
  bool shall = false;
  // Modal::Can negated with not, world 2: written "cannot" (beside "can not", the tokenizer's
  // can't).
  bool cannot = false;
};

inline bool modal_in_past(const Clause& c) {
  return c.modal != Modal::Could && (c.tense == Tense::Past || c.tense == Tense::Perfect);
}

// ---- sentences: clauses joined by conjunctions, final full stop.
// World 2 adds That (a that-clause after think / know / say / tell / hope / guess / promise /
// believe: "i think that she is tired" → "je pense qu'elle est fatiguée"), ThatUnsaid (the same
// without "that" in English; French always writes que), If (si + the present: "i will stay if
// it rains" → "je resterai s'il pleut"), So (donc), Or (ou), Then (puis).
enum class Conjunction {
  And,
  But,
  While,
  Because,
  When,
  Whereas,
  That,
  ThatUnsaid,
  If,
  So,
  Or,
  Then
};

// A sentence whose only clause is a WhereQuestion, a yes/no or a wh-question ends with "?".
// World 2: an interjection may open it ("yes , …" → "oui , …"), and an imperative may end with
// ", please" → ", s'il te plaît". A vocative may address someone the sentence does not call tu
// (monsieur and mesdames et messieurs go with vous): "… , sir ." → "… , monsieur .".
enum class Vocative { None, Sir, Doc, LadiesAndGentlemen };
struct Sentence {
  std::vector<Clause> clauses;
  std::vector<Conjunction> conjunctions;  // clauses.size() - 1
  Interjection opener = Interjection::None;
  bool please = false;
  Vocative vocative = Vocative::None;  // world 2: sir … at the end; ladies and gentlemen first
  bool just_in_case = false;  // world 2: "… , just in case ." → "… , au cas où ." (before sir)
};

// World 2: the vocative's words, English and French ("sir" → "monsieur").
FixedWord vocative_words(Vocative v);

// ---- realisation (tokens, lowercase)
std::vector<std::string> realise_english(const Sentence& s);
std::vector<std::string> realise_french(const Sentence& s);
std::vector<std::string> realise_english(const NounPhrase& np);
std::vector<std::string> realise_french(const NounPhrase& np);

// True for a where-question, a yes/no or a wh-question (one clause): the sentence ends with "?".
bool is_question(const Sentence& s);

// Number of English tokens of a noun phrase / main clause, without building them (fast).
int english_length(const NounPhrase& np);
int english_length(const Clause& c);

// Source length as used for the length buckets: English tokens without the final full stop.
int source_length(const std::vector<std::string>& english_tokens);

// French orthography pass over a token sequence: elision (le/la/de/que/ne/se/jusque + vowel or
// mute h → l' d' qu' n' s' jusqu'), contraction (de le → du, de les → des, à le → au, à les → aux,
// de des → de), nouveau/beau/vieux → nouvel/bel/vieil before a vowel, ce → cet before a vowel.
std::vector<std::string> french_orthography(const std::vector<std::string>& tokens);
// Also je/me/te → j'/m'/t', ma/ta → mon/ton before a vowel, si → s' before il/ils.
// English a → an before a vowel sound.
std::vector<std::string> english_orthography(const std::vector<std::string>& tokens);

// The article's sentence (Bahdanau et al. 2015, Fig. 3) as a structure of this grammar:
// "the agreement on the european economic area was signed in august 1992".
Sentence article_sentence_structure();

}  // namespace ap::s2s
