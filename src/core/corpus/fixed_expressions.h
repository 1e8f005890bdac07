// World 2's fixed and impersonal expressions (CorpusOptions::world = 2): the weather and the
// time (it is cold → il fait froid, it is late → il est tard, it is raining → il pleut; their
// past in the imparfait), there is / there are → il y a, the avoir expressions (i am hungry /
// thirsty / cold / hot / afraid / scared / right / wrong / N years old → j'ai faim / soif / froid /
// chaud / peur / peur / raison / tort / N ans), my name is X →
// je m'appelle X, and the interjections that open or close a sentence (yes, no, thank you, sorry,
// good morning, goodbye; please → s'il te plaît, the tu policy). The grammar (grammar.cpp) places
// these words around the subject and the noun phrases; this file holds the words and the verb
// forms.
#pragma once

namespace ap::s2s {

// A clause of Voice::Fixed says which expression it is (Clause::fixed) and, for some, which word
// (Clause::fixed_arg).
enum class FixedExpression {
  None,
  Weather,  // it is cold / hot → il fait froid / chaud (fixed_arg: kWeathers)
  Late,     // it is late → il est tard
  Raining,  // it is raining → il pleut
  ThereIs,  // there is a cat / there are two cats → il y a un chat / deux chats (subject: the NP)
  Feeling,  // i am hungry / cold / afraid / right → j'ai faim / froid / peur / raison (kFeelings)
  Age,      // i am five years old → j'ai cinq ans (fixed_arg: index into lexicon().numerals)
  Name,     // my name is paul → je m'appelle paul (subject: i/he/she/you; fixed_arg: people)
  WhatTime,        // what time is it ? → quelle heure est-il ? (a question, present only)
  HowAreYou,       // how are you ? → comment ça va ? (a question, present only)
  WhatIsThePoint,  // what is the point ? → à quoi bon ? (a question, present only)
  Fine,  // i am fine → je vais bien, she was not fine → elle n'allait pas bien (subject)
  ItIs,  // it is my fault / possible / a pleasure → c'est ma faute … (fixed_arg: kItIs)
  That,  // it makes sense, it is worth it, it is none of your business (fixed_arg: kThats)
  // World 2's spoken verb expressions (spoken_expressions.h):
  WhatHappened,   // what happened / is happening / will happen ? (a question)
  Happened,       // something / nothing happened, it happens (fixed_arg: Happener)
  Born,           // i was born in paris → je suis né à paris (a place or a date adverbial)
  Kidding,        // i am kidding → je plaisante; i was kidding → je plaisantais
  SoundsLike,     // that sounds good → ça a l'air bien (fixed_arg: kSoundsLike; 10 + it)
  DoNotCare,      // i do not care → ça m'est égal (always negated)
  DoNotMind,      // i do not mind → ça ne me dérange pas (always negated)
  DoesNotMatter,  // it does not matter → ça n'a pas d'importance (always negated)
  Posture,  // she is sitting → elle est assise, i was standing → j'étais debout (fixed_arg)
  Means,    // that means yes / no → ça veut dire oui / non; that meant → ça voulait dire
};
constexpr int kNumFixedExpressions = 23;   // without None
constexpr int kNumSpokenExpressions = 10;  // from WhatHappened on

// The fixed questions: what time is it ?, how are you ?, what is the point ?, what happened ?
constexpr bool is_fixed_question(FixedExpression f) {
  return f == FixedExpression::WhatTime || f == FixedExpression::HowAreYou ||
         f == FixedExpression::WhatIsThePoint || f == FixedExpression::WhatHappened;
}

// World 2's spoken verb expressions (from WhatHappened on): never reported.
constexpr bool is_spoken_expression(FixedExpression f) {
  return static_cast<int>(f) >= static_cast<int>(FixedExpression::WhatHappened);
}

// Words that open a sentence, followed by a comma ("yes , i am hungry ." → "oui , j'ai faim .").
enum class Interjection {
  None,
  Yes,
  No,
  ThankYou,
  Sorry,
  GoodMorning,
  Goodbye,
  Hello,            // bonjour
  Hi,               // salut
  Thanks,           // merci
  Bye,              // salut
  Welcome,          // bienvenue
  Congratulations,  // félicitations
  GoodLuck,         // bonne chance
  ExcuseMe,         // excuse-moi (the tu policy)
  YouAreWelcome,    // "you're welcome", as the tokenizer writes it → de rien
  NiceToMeetYou,    // enchanté (masculine, as désolé)
  GoodNight,        // bonne nuit
  SeeYouTomorrow,   // à demain
  Well,             // eh bien ("well , i am tired ." → "eh bien , je suis fatigué .")
  OfCourse,         // bien sûr
  DoNotWorry,       // "don't worry", as the tokenizer writes it → ne t'inquiète pas (tu)
  HurryUp,          // dépêche-toi (tu)
  MyGod,            // mon dieu (God and Dieu capitalised in display)
  ByTheWay,         // au fait
  Anyway,           // de toute façon
  SitDown,          // assieds-toi (tu)
  WakeUp,           // réveille-toi (tu)
  StandUp,          // lève-toi (tu)
  Alright,          // d'accord
  Cool,             // cool
  GoodLord,         // mon dieu
  NeverMind,        // laisse tomber (tu)
  // Before a statement only (not "in fact , are you ready ?"):
  InFact,   // en fait
  AtLeast,  // au moins
  IMean,    // je veux dire
  Maybe,    // peut-être que, with no comma: "maybe it is late ." → "peut-être qu'il est tard ."

  Exactly,         // exactement
  Whatever,        // peu importe
  PayAttention,    // fais attention (tu)
  ToTellTheTruth,  // à vrai dire
};
constexpr int kNumInterjections = 40;          // without None
constexpr int kNumQuestionInterjections = 32;  // the ones that may open a question

// Whether the opener speaks to "you" in the tu form (excuse-moi, dépêche-toi …): no vocative such
// as monsieur (vous) goes with it.
constexpr bool is_tu_opener(Interjection i) {
  return i == Interjection::ExcuseMe || i == Interjection::DoNotWorry ||
         i == Interjection::HurryUp || i == Interjection::SitDown || i == Interjection::WakeUp ||
         i == Interjection::StandUp || i == Interjection::PayAttention ||
         i == Interjection::NeverMind;
}

// Whether the opener is followed by a comma (all but maybe).
constexpr bool takes_comma(Interjection i) { return i != Interjection::Maybe; }

struct FixedWord {
  const char* en;
  const char* fr;
};
constexpr FixedWord kWeathers[] = {{"cold", "froid"}, {"hot", "chaud"}};
constexpr FixedWord kFeelings[] = {
    {"hungry", "faim"}, {"thirsty", "soif"},         {"cold", "froid"},   {"hot", "chaud"},
    {"afraid", "peur"}, {"scared", "peur"},          {"right", "raison"}, {"wrong", "tort"},
    {"in pain", "mal"}, {"in trouble", "des ennuis"}};
// The avoir expression's noun after a negation: des ennuis → pas d'ennuis; the others unchanged.
const char* feeling_fr(int feeling, bool negated);

// it is (not) my fault / possible / a pleasure / such a pleasure / an honor / a mess / human /
// under control → c'est ma faute / possible / un plaisir / un tel plaisir / un honneur / le bazar /
// humain / sous contrôle; the past c'était; possessive: the possessor (my, your …) + en.
struct ItIsWord {
  const char* en;
  const char* fr;
  bool possessive;  // ma faute, ta faute … (a feminine noun: ma, ta, sa, notre, leur)
};
constexpr ItIsWord kItIs[] = {{"fault", "faute", true},
                              {"possible", "possible", false},
                              {"a pleasure", "un plaisir", false},
                              {"such a pleasure", "un tel plaisir", false},
                              {"an honor", "un honneur", false},
                              {"a mess", "le bazar", false},
                              {"human", "humain", false},
                              {"under control", "sous contrôle", false}};

// Fixed sentences on "it" that French says with ça, by fixed_arg of FixedExpression::That:
// it makes sense → ça a du sens, it is worth it → ça vaut le coup, it is none of your business →
// ça ne te regarde pas (already negative: never negated; the possessor by pronoun).
enum class ThatSaying { Sense, Worth, Business };
constexpr int kNumThatSayings = 3;

// "thank you" → "merci", "sorry" → "désolé" (masculine, as the tu policy), "good morning" →
// "bonjour", "goodbye" → "au revoir".
FixedWord interjection_words(Interjection i);

// Verb forms by slot (0 je, 1 il/elle, 2 nous, 3 ils/elles, 4 tu).
const char* fr_avoir_imparfait(int slot);  // avais avait avions avaient avais
const char* fr_appeler(int slot);          // appelle appelle appelons appellent appelles
const char* fr_aller_imparfait(int slot);  // allais allait allions allaient allais (fr_aller)

}  // namespace ap::s2s
