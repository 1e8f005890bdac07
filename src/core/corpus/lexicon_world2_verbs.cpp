// World 2's everyday verbs (lexicon.h: EverydayVerb), appended after world 1's so world 1 draws
// the same verbs as before; the objects a verb takes, where its noun classes are too wide ("make"
// a cake or a coffee, never a tree); and the English past participles that differ from the past.
#include <cstring>
#include <string>

#include "core/corpus/lexicon.h"

namespace ap::s2s {
namespace {

constexpr unsigned AG = kAgent, PE = kPerson, FA = kFamily, AN = kAnimal, OB = kObject, FO = kFood,
                   DR = kDrink, HO = kHome, AR = kArt, CA = kCarry, VE = kVehicle, TX = kText,
                   OW = kOwn, SI = kSight, BO = kBody, OC = kOccasion, ID = kIdea;
constexpr unsigned HU = FA | PE;            // people
constexpr unsigned LI = HU | AN;            // living beings
constexpr unsigned TH = OB | FO | DR | AR;  // things
constexpr FrenchAuxiliary AV = FrenchAuxiliary::Avoir, ET = FrenchAuxiliary::Etre;
constexpr bool T = true, F = false;

// en base, 3sg, past, -ing; fr je, il, nous, ils, participle; auxiliary; subjects; objects;
// object optional, progressive, destination, recipient; infinitive.
const EverydayVerb kVerbs[] = {
    {"know", "knows", "knew", "knowing", "connais", "connaît", "connaissons", "connaissent",
     "connu", AV, HU, HU | HO, F, F, F, F, "connaître"},
    {"look at", "looks at", "looked at", "looking at", "regarde", "regarde", "regardons",
     "regardent", "regardé", AV, LI, LI | TH | HO, F, T, F, F, "regarder"},
    {"make", "makes", "made", "making", "fais", "fait", "faisons", "font", "fait", AV, HU, FO | DR,
     F, T, F, F, "faire"},
    {"put", "puts", "put", "putting", "mets", "met", "mettons", "mettent", "mis", AV, HU, TH, F, T,
     F, F, "mettre"},
    {"keep", "keeps", "kept", "keeping", "garde", "garde", "gardons", "gardent", "gardé", AV, HU,
     OB | AN | FO, F, F, F, F, "garder"},
    {"hear", "hears", "heard", "hearing", "entends", "entend", "entendons", "entendent", "entendu",
     AV, LI, LI | AR, F, F, F, F, "entendre"},
    {"listen to", "listens to", "listened to", "listening to", "écoute", "écoute", "écoutons",
     "écoutent", "écouté", AV, HU, LI | AR, F, T, F, F, "écouter"},
    {"show", "shows", "showed", "showing", "montre", "montre", "montrons", "montrent", "montré", AV,
     HU, OB | AN | AR | FO, F, T, F, T, "montrer"},
    {"hold", "holds", "held", "holding", "tiens", "tient", "tenons", "tiennent", "tenu", AV, HU,
     OB | AN | FO, F, T, F, F, "tenir"},
    {"run", "runs", "ran", "running", "cours", "court", "courons", "courent", "couru", AV, LI, 0, F,
     T, F, F, "courir"},
    {"use", "uses", "used", "using", "utilise", "utilise", "utilisons", "utilisent", "utilisé", AV,
     HU, OB, F, T, F, F, "utiliser"},
    {"bring", "brings", "brought", "bringing", "apporte", "apporte", "apportons", "apportent",
     "apporté", AV, HU, OB | FO | DR, F, T, F, T, "apporter"},
    {"forget", "forgets", "forgot", "forgetting", "oublie", "oublie", "oublions", "oublient",
     "oublié", AV, HU, HU | OB, F, F, F, F, "oublier"},
    {"hit", "hits", "hit", "hitting", "frappe", "frappe", "frappons", "frappent", "frappé", AV, HU,
     HU | AN, F, T, F, F, "frapper"},
    {"pay", "pays", "paid", "paying", "paie", "paie", "payons", "paient", "payé", AV, HU | AG, HU,
     F, F, F, F, "payer"},
    {"die", "dies", "died", "dying", "meurs", "meurt", "mourons", "meurent", "mort", ET, LI, 0, F,
     F, F, F, "mourir"},
    {"cut", "cuts", "cut", "cutting", "coupe", "coupe", "coupons", "coupent", "coupé", AV, HU, FO,
     F, T, F, F, "couper"},
    {"break", "breaks", "broke", "breaking", "casse", "casse", "cassons", "cassent", "cassé", AV,
     LI, OB, F, F, F, F, "casser"},
    {"hate", "hates", "hated", "hating", "déteste", "déteste", "détestons", "détestent", "détesté",
     AV, LI, LI | TH | HO, F, F, F, F, "détester"},
    {"pick up", "picks up", "picked up", "picking up", "ramasse", "ramasse", "ramassons",
     "ramassent", "ramassé", AV, HU, OB | FO, F, T, F, F, "ramasser"},
    {"save", "saves", "saved", "saving", "sauve", "sauve", "sauvons", "sauvent", "sauvé", AV, HU,
     LI, F, F, F, F, "sauver"},
    {"drive", "drives", "drove", "driving", "conduis", "conduit", "conduisons", "conduisent",
     "conduit", AV, HU, 0, F, T, F, F, "conduire"},
    {"dance", "dances", "danced", "dancing", "danse", "danse", "dansons", "dansent", "dansé", AV,
     HU, 0, F, T, F, F, "danser"},
    {"touch", "touches", "touched", "touching", "touche", "touche", "touchons", "touchent",
     "touché", AV, HU, LI | OB | FO, F, F, F, F, "toucher"},
    {"pull", "pulls", "pulled", "pulling", "tire", "tire", "tirons", "tirent", "tiré", AV, HU | AN,
     OB, F, T, F, F, "tirer"},
    {"catch", "catches", "caught", "catching", "attrape", "attrape", "attrapons", "attrapent",
     "attrapé", AV, LI, AN | OB, F, F, F, F, "attraper"},
    {"throw", "throws", "threw", "throwing", "jette", "jette", "jetons", "jettent", "jeté", AV, HU,
     OB | FO, F, T, F, F, "jeter"},
    {"follow", "follows", "followed", "following", "suis", "suit", "suivons", "suivent", "suivi",
     AV, LI, LI, F, T, F, F, "suivre"},
    {"kiss", "kisses", "kissed", "kissing", "embrasse", "embrasse", "embrassons", "embrassent",
     "embrassé", AV, HU, HU, F, F, F, F, "embrasser"},
    {"fall", "falls", "fell", "falling", "tombe", "tombe", "tombons", "tombent", "tombé", ET,
     LI | OB, 0, F, F, F, F, "tomber"},
    {"explain", "explains", "explained", "explaining", "explique", "explique", "expliquons",
     "expliquent", "expliqué", AV, HU, AR, F, T, F, T, "expliquer"},
    {"marry", "marries", "married", "marrying", "épouse", "épouse", "épousons", "épousent",
     "épousé", AV, HU, HU, F, F, F, F, "épouser"},
    {"finish", "finishes", "finished", "finishing", "finis", "finit", "finissons", "finissent",
     "fini", AV, HU, TH, F, T, F, F, "finir"},
    {"sing", "sings", "sang", "singing", "chante", "chante", "chantons", "chantent", "chanté", AV,
     HU, AR, T, T, F, F, "chanter"},
    {"sell", "sells", "sold", "selling", "vends", "vend", "vendons", "vendent", "vendu", AV,
     HU | AG, OB | FO | DR | AN | HO, F, T, F, F, "vendre"},
    {"count", "counts", "counted", "counting", "compte", "compte", "comptons", "comptent", "compté",
     AV, HU, 0, F, T, F, F, "compter"},
    {"fix", "fixes", "fixed", "fixing", "répare", "répare", "réparons", "réparent", "réparé", AV,
     HU, OB, F, T, F, F, "réparer"},
    {"smell", "smells", "smelled", "smelling", "sens", "sent", "sentons", "sentent", "senti", AV,
     LI, TH, F, F, F, F, "sentir"},
    {"offer", "offers", "offered", "offering", "offre", "offre", "offrons", "offrent", "offert", AV,
     HU | AG, TH, F, F, F, T, "offrir"},
    {"appreciate", "appreciates", "appreciated", "appreciating", "apprécie", "apprécie",
     "apprécions", "apprécient", "apprécié", AV, HU, HU | TH, F, F, F, F, "apprécier"},
    {"believe", "believes", "believed", "believing", "crois", "croit", "croyons", "croient", "cru",
     AV, HU, HU, F, F, F, F, "croire"},
    {"kill", "kills", "killed", "killing", "tue", "tue", "tuons", "tuent", "tué", AV, LI, AN, F, T,
     F, F, "tuer"},
    {"check", "checks", "checked", "checking", "vérifie", "vérifie", "vérifions", "vérifient",
     "vérifié", AV, HU, OB, F, T, F, F, "vérifier"},
    {"shut", "shuts", "shut", "shutting", "ferme", "ferme", "fermons", "ferment", "fermé", AV, HU,
     OB | HO, F, F, F, F, "fermer"},
    {"lie", "lies", "lied", "lying", "mens", "ment", "mentons", "mentent", "menti", AV, HU, 0, F, T,
     F, F, "mentir"},
    {"lose", "loses", "lost", "losing", "perds", "perd", "perdons", "perdent", "perdu", AV, HU,
     OB | AN, F, F, F, F, "perdre"},
    {"talk", "talks", "talked", "talking", "parle", "parle", "parlons", "parlent", "parlé", AV, HU,
     0, F, T, F, T, "parler"},
    {"meet", "meets", "met", "meeting", "rencontre", "rencontre", "rencontrons", "rencontrent",
     "rencontré", AV, HU, HU, F, F, F, F, "rencontrer"},
    // "do" only asks: "what do you do ?", "what are you doing ?" (SentenceSampler::wh_question).
    {"do", "does", "did", "doing", "fais", "fait", "faisons", "font", "fait", AV, HU, 0, F, T, F, F,
     "faire"},
    // Verbs of a that-clause only (kThatVerbs): "i think that …" → "je pense que …"; "know" that
    // is savoir (the "know" above, connaître, takes people and places); tell needs its person
    // ("she tells me that …" → "elle me dit que …").
    {"think", "thinks", "thought", "thinking", "pense", "pense", "pensons", "pensent", "pensé", AV,
     HU, 0, F, F, F, F, "penser"},
    {"know", "knows", "knew", "knowing", "sais", "sait", "savons", "savent", "su", AV, HU, 0, F, F,
     F, F, "savoir"},
    {"say", "says", "said", "saying", "dis", "dit", "disons", "disent", "dit", AV, HU, 0, F, F, F,
     F, "dire"},
    {"tell", "tells", "told", "telling", "dis", "dit", "disons", "disent", "dit", AV, HU, 0, F, F,
     F, T, "dire"},
    {"hope", "hopes", "hoped", "hoping", "espère", "espère", "espérons", "espèrent", "espéré", AV,
     HU, 0, F, F, F, F, "espérer"},
    {"guess", "guesses", "guessed", "guessing", "suppose", "suppose", "supposons", "supposent",
     "supposé", AV, HU, 0, F, F, F, F, "supposer"},
    {"promise", "promises", "promised", "promising", "promets", "promet", "promettons",
     "promettent", "promis", AV, HU, 0, F, F, F, T, "promettre"},
    // Everyday verbs of spoken English with one French verb each; their objects are listed below
    // where their classes are wider than their use (wear a dress, quit your job, spend money).
    {"stop", "stops", "stopped", "stopping", "arrête", "arrête", "arrêtons", "arrêtent", "arrêté",
     AV, HU, HU | VE, F, T, F, F, "arrêter"},
    {"change", "changes", "changed", "changing", "change", "change", "changeons", "changent",
     "changé", AV, HU, OW | TX | SI, F, T, F, F, "changer"},
    {"hurt", "hurts", "hurt", "hurting", "blesse", "blesse", "blessons", "blessent", "blessé", AV,
     LI, LI, F, F, F, F, "blesser"},
    {"beat", "beats", "beat", "beating", "bats", "bat", "battons", "battent", "battu", AV, HU, HU,
     F, F, F, F, "battre"},
    {"wear", "wears", "wore", "wearing", "porte", "porte", "portons", "portent", "porté", AV, HU,
     CA, F, T, F, F, "porter"},
    {"quit", "quits", "quit", "quitting", "quitte", "quitte", "quittons", "quittent", "quitté", AV,
     HU, OW | HO, F, T, F, F, "quitter"},
    {"spend", "spends", "spent", "spending", "dépense", "dépense", "dépensons", "dépensent",
     "dépensé", AV, HU | AG, CA, F, T, F, F, "dépenser"},
    {"join", "joins", "joined", "joining", "rejoins", "rejoint", "rejoignons", "rejoignent",
     "rejoint", AV, HU, HU, F, T, F, F, "rejoindre"},
    {"lead", "leads", "led", "leading", "dirige", "dirige", "dirigeons", "dirigent", "dirigé", AV,
     HU, AG, F, T, F, F, "diriger"},
    {"cover", "covers", "covered", "covering", "couvre", "couvre", "couvrons", "couvrent",
     "couvert", AV, HU, OB | BO, F, T, F, F, "couvrir"},
    {"miss", "misses", "missed", "missing", "rate", "rate", "ratons", "ratent", "raté", AV, HU, VE,
     F, T, F, F, "rater"},
    // More verbs of a that-clause only: "i bet that …" → "je parie que …", "i swear that …" → "je
    // jure que …" (suppose is supposer, as guess).
    {"bet", "bets", "bet", "betting", "parie", "parie", "parions", "parient", "parié", AV, HU, 0, F,
     F, F, F, "parier"},
    {"suppose", "supposes", "supposed", "supposing", "suppose", "suppose", "supposons", "supposent",
     "supposé", AV, HU, 0, F, F, F, F, "supposer"},
    {"imagine", "imagines", "imagined", "imagining", "imagine", "imagine", "imaginons", "imaginent",
     "imaginé", AV, HU, 0, F, F, F, F, "imaginer"},
    {"swear", "swears", "swore", "swearing", "jure", "jure", "jurons", "jurent", "juré", AV, HU, 0,
     F, F, F, F, "jurer"},
    // "i realize that …" → "je me rends compte que …" (se rendre compte, verb_frames.h; present
    // only: its passé composé keeps rendu unagreed, elle s'est rendu compte).
    {"realize", "realizes", "realized", "realizing", "rends", "rend", "rendons", "rendent", "rendu",
     AV, HU, 0, F, F, F, F, "rendre"},
    // "i wonder if …" → "je me demande si …" (se demander, verb_frames.h; reports with if, not
    // that: asks_whether).
    {"wonder", "wonders", "wondered", "wondering", "demande", "demande", "demandons", "demandent",
     "demandé", AV, HU, 0, F, F, F, F, "demander"},
    // More everyday verbs with one French verb each: respect people (respecter), teach and shoot
    // with no object (enseigner: "she teaches" → "elle enseigne"; teach what to whom is apprendre
    // à; shoot → tirer: "do not shoot" → "ne tire pas").
    {"respect", "respects", "respected", "respecting", "respecte", "respecte", "respectons",
     "respectent", "respecté", AV, HU, HU, F, F, F, F, "respecter"},
    {"teach", "teaches", "taught", "teaching", "enseigne", "enseigne", "enseignons", "enseignent",
     "enseigné", AV, HU, 0, F, T, F, F, "enseigner"},
    {"shoot", "shoots", "shot", "shooting", "tire", "tire", "tirons", "tirent", "tiré", AV, HU, 0,
     F, T, F, F, "tirer"},
    // A person as French's indirect object, English without "to" (verb_frames.h): i ask her →
    // je lui demande; trust → faire confiance à (je lui fais confiance).
    {"ask", "asks", "asked", "asking", "demande", "demande", "demandons", "demandent", "demandé",
     AV, HU, 0, F, T, F, T, "demander"},
    {"answer", "answers", "answered", "answering", "réponds", "répond", "répondons", "répondent",
     "répondu", AV, HU, 0, F, T, F, T, "répondre"},
    {"forgive", "forgives", "forgave", "forgiving", "pardonne", "pardonne", "pardonnons",
     "pardonnent", "pardonné", AV, HU, 0, F, F, F, T, "pardonner"},
    {"trust", "trusts", "trusted", "trusting", "fais", "fait", "faisons", "font", "fait", AV, HU, 0,
     F, F, F, T, "faire"},
    // Pronominal in French, not in English (verb_frames.h): i remember the party → je me souviens
    // de la fête; she worried → elle s'est inquiétée; we relax → nous nous détendons.
    {"remember", "remembers", "remembered", "remembering", "souviens", "souvient", "souvenons",
     "souviennent", "souvenu", AV, HU, FA | PE | OC | AR | HO, T, F, F, F, "souvenir"},
    {"worry", "worries", "worried", "worrying", "inquiète", "inquiète", "inquiétons", "inquiètent",
     "inquiété", AV, HU, 0, F, F, F, F, "inquiéter"},
    {"relax", "relaxes", "relaxed", "relaxing", "détends", "détend", "détendons", "détendent",
     "détendu", AV, HU, 0, F, T, F, F, "détendre"},
#include "core/corpus/lexicon_world2_phrasal_verbs.inc"
};

// The verbs of a that-clause, by English base and French infinitive (believe takes a person
// too, so everyday clauses draw it; the others only report).
struct ThatVerb {
  const char* en;
  const char* fr;
  bool only_reports;  // never drawn without its that-clause
  ReportPast past;    // how it reports in the past
};
constexpr ReportPast IM = ReportPast::Imparfait, PC = ReportPast::PasseCompose,
                     NO = ReportPast::Never;
constexpr ThatVerb kThatVerbs[] = {
    {"think", "penser", T, IM},      {"know", "savoir", T, IM},      {"say", "dire", T, PC},
    {"tell", "dire", T, PC},         {"hope", "espérer", T, IM},     {"guess", "supposer", T, NO},
    {"promise", "promettre", T, NO}, {"believe", "croire", F, IM},   {"bet", "parier", T, NO},
    {"suppose", "supposer", T, NO},  {"imagine", "imaginer", T, NO}, {"swear", "jurer", T, PC},
    {"realize", "rendre", T, NO},    {"wonder", "demander", T, IM},
};

const ThatVerb* that_verb(const EverydayVerb& v) {
  for (const ThatVerb& t : kThatVerbs)
    if (std::strcmp(t.en, v.en_base) == 0 && std::strcmp(t.fr, v.fr_infinitive) == 0) return &t;
  return nullptr;
}

// The things a verb takes when its classes are wider than its use: the nouns of the object,
// food, drink, art and home classes it may have (people and animals always pass its classes).
struct ObjectList {
  const char* verb;
  const char* things;  // space-separated English nouns
};
constexpr ObjectList kThings[] = {
    {"make", "cake bread coffee tea"},
    {"put", "book letter newspaper apple bread cheese cake flower wine coffee tea milk"},
    {"keep", "book letter newspaper car bicycle apple bread cheese cake"},
    {"hear", "song music"},
    {"listen to", "song music"},
    {"show", "book letter newspaper car bicycle flower painting film cake apple"},
    {"hold", "book letter newspaper flower apple cake bread"},
    {"use", "car bicycle book"},
    {"bring", "book letter newspaper flower apple bread cheese cake wine coffee tea milk"},
    {"forget", "book letter newspaper"},
    {"break", "table chair door window bed car bicycle"},
    {"pick up", "book letter newspaper flower apple"},
    {"touch", "table door window book car flower tree apple bread cake"},
    {"pull", "door chair table bed car bicycle"},
    {"catch", "bus train"},
    {"throw", "book letter newspaper flower apple bread"},
    {"explain", "game film painting"},
    {"finish", "cake bread apple cheese coffee tea wine milk book letter game film painting song"},
    {"sing", "song"},
    {"sell",
     "house car bicycle book newspaper flower apple bread cheese cake wine coffee tea milk"},
    {"fix", "car bicycle door window chair table bed"},
    {"smell", "flower bread cake cheese coffee wine tea apple"},
    {"offer", "book flower cake wine coffee tea apple bicycle car"},
    {"appreciate", "music song film painting game cake bread cheese wine coffee tea"},
    {"shut", "door window book shop"},
    {"lose", "book letter bicycle"},
    {"hate", "music song film game house school"},
    {"change", "life name number future world story"},
    {"wear", "dress shoe ring"},
    {"quit", "job club"},
    {"spend", "money dollar"},
    {"cover", "table bed car face eye mouth head hand"},
    {"miss", "bus train plane boat"},
    {"remember", "song film game painting house school park"},
    {"get", "letter message card money dollar"},
    {"turn off", "light tv radio phone"},
    {"turn on", "light tv radio phone"},
    {"take off", "dress shoe ring"},
    {"take care of", "house garden"},
    {"set", "table"},
    {"think about",
     "trip wedding birthday dinner lunch test class date song film movie game painting music book "
     "question idea problem secret dream chance surprise choice situation mistake"},
    {"enjoy", "music song film movie game painting trip dinner lunch wedding birthday dance cake"},
};

bool has_word(const char* list, const char* word) {
  const std::string padded = std::string(" ") + list + " ";
  return padded.find(std::string(" ") + word + " ") != std::string::npos;
}

struct Participle {
  const char* base;
  const char* participle;
};
constexpr Participle kIrregularParticiples[] = {
    {"go", "gone"},      {"come", "come"},     {"see", "seen"},         {"eat", "eaten"},
    {"drink", "drunk"},  {"write", "written"}, {"take", "taken"},       {"give", "given"},
    {"speak", "spoken"}, {"know", "known"},    {"forget", "forgotten"}, {"break", "broken"},
    {"drive", "driven"}, {"throw", "thrown"},  {"fall", "fallen"},      {"sing", "sung"},
    {"do", "done"},      {"run", "run"},       {"show", "shown"},       {"beat", "beaten"},
    {"wear", "worn"},    {"swear", "sworn"},   {"forgive", "forgiven"},
};
// The phrasal verbs' (lexicon_world2_phrasal_verbs.inc).
constexpr Participle kPhrasalParticiples[] = {
    {"go out", "gone out"},
    {"go away", "gone away"},
    {"take off", "taken off"},
    {"take care of", "taken care of"},
};

}  // namespace

Table<EverydayVerb> world2_everyday_verbs() { return {kVerbs, std::size(kVerbs)}; }

bool object_fits_verb(const EverydayVerb& v, const Noun& n) {
  if (n.classes & (kFamily | kPerson | kAnimal)) return true;
  for (const ObjectList& o : kThings)
    if (std::strcmp(o.verb, v.en_base) == 0) return has_word(o.things, n.en);
  return true;
}

bool takes_reflexive(const EverydayVerb& v) {
  for (const char* no : {"stop", "beat", "join"})  // je m'arrête, je me bats, je me rejoins
    if (std::strcmp(v.en_base, no) == 0) return false;
  return true;
}

bool takes_that_clause(const EverydayVerb& v) { return that_verb(v) != nullptr; }

bool only_reports(const EverydayVerb& v) {
  const ThatVerb* t = that_verb(v);
  return t && t->only_reports;
}

ReportPast report_past(const EverydayVerb& v) {
  const ThatVerb* t = that_verb(v);
  return t ? t->past : ReportPast::Never;
}

const char* en_participle(const EverydayVerb& v) {
  for (const Participle& p : kIrregularParticiples)
    if (std::strcmp(p.base, v.en_base) == 0) return p.participle;
  for (const Participle& p : kPhrasalParticiples)
    if (std::strcmp(p.base, v.en_base) == 0) return p.participle;
  return v.en_past;
}

}  // namespace ap::s2s
