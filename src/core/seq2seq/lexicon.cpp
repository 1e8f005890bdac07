// The lexicon tables (see lexicon.h). Sections: nouns, adjectives, transitive verbs, intransitive
// verbs, cities, countries, months, weekdays, numerals, time phrases. Entries are grouped by
// class; order matters only for determinism (the sampler picks by index).
#include "core/seq2seq/lexicon.h"

#include <cstring>

namespace ap::s2s {
namespace {

constexpr Gender M = Gender::Masculine;
constexpr Gender F = Gender::Feminine;
constexpr unsigned AG = kAgent, PE = kPerson, DO = kDocument, EV = kEvent, TO = kTopic, PL = kPlace,
                   TI = kTime;

// ---- nouns: en, en plural, fr, fr plural, gender, classes, countable
const Noun kNouns[] = {
    // institutions
    {"council", "councils", "conseil", "conseils", M, AG, true},
    {"commission", "commissions", "commission", "commissions", F, AG, true},
    {"government", "governments", "gouvernement", "gouvernements", M, AG, true},
    {"parliament", "parliaments", "parlement", "parlements", M, AG, true},
    {"committee", "committees", "comité", "comités", M, AG, true},
    {"bank", "banks", "banque", "banques", F, AG, true},
    {"company", "companies", "entreprise", "entreprises", F, AG, true},
    {"court", "courts", "cour", "cours", F, AG, true},
    {"union", "unions", "union", "unions", F, AG, true},
    {"assembly", "assemblies", "assemblée", "assemblées", F, AG, true},
    {"agency", "agencies", "agence", "agences", F, AG, true},
    {"authority", "authorities", "autorité", "autorités", F, AG, true},
    {"organisation", "organisations", "organisation", "organisations", F, AG, true},
    {"office", "offices", "bureau", "bureaux", M, AG, true},
    {"ministry", "ministries", "ministère", "ministères", M, AG, true},
    {"delegation", "delegations", "délégation", "délégations", F, AG, true},
    {"group", "groups", "groupe", "groupes", M, AG, true},
    {"party", "parties", "parti", "partis", M, AG, true},
    {"state", "states", "état", "états", M, AG, true},
    {"community", "communities", "communauté", "communautés", F, AG, true},
    // persons
    {"minister", "ministers", "ministre", "ministres", M, PE, true},
    {"president", "presidents", "président", "présidents", M, PE, true},
    {"ambassador", "ambassadors", "ambassadeur", "ambassadeurs", M, PE, true},
    {"commissioner", "commissioners", "commissaire", "commissaires", M, PE, true},
    {"director", "directors", "directeur", "directeurs", M, PE, true},
    {"expert", "experts", "expert", "experts", M, PE, true},
    {"delegate", "delegates", "délégué", "délégués", M, PE, true},
    {"representative", "representatives", "représentant", "représentants", M, PE, true},
    {"secretary", "secretaries", "secrétaire", "secrétaires", M, PE, true},
    {"mayor", "mayors", "maire", "maires", M, PE, true},
    {"leader", "leaders", "dirigeant", "dirigeants", M, PE, true},
    // documents
    {"agreement", "agreements", "accord", "accords", M, DO, true},
    {"deal", "deals", "accord", "accords", M, DO, true},
    {"treaty", "treaties", "traité", "traités", M, DO, true},
    {"plan", "plans", "plan", "plans", M, DO, true},
    {"report", "reports", "rapport", "rapports", M, DO, true},
    {"law", "laws", "loi", "lois", F, DO, true},
    {"proposal", "proposals", "proposition", "propositions", F, DO, true},
    {"budget", "budgets", "budget", "budgets", M, DO, true},
    {"decision", "decisions", "décision", "décisions", F, DO, true},
    {"programme", "programmes", "programme", "programmes", M, DO, true},
    {"reform", "reforms", "réforme", "réformes", F, DO, true},
    {"convention", "conventions", "convention", "conventions", F, DO, true},
    {"contract", "contracts", "contrat", "contrats", M, DO, true},
    {"declaration", "declarations", "déclaration", "déclarations", F, DO, true},
    {"resolution", "resolutions", "résolution", "résolutions", F, DO, true},
    {"project", "projects", "projet", "projets", M, DO, true},
    {"directive", "directives", "directive", "directives", F, DO, true},
    {"regulation", "regulations", "règlement", "règlements", M, DO, true},
    {"strategy", "strategies", "stratégie", "stratégies", F, DO, true},
    {"policy", "policies", "politique", "politiques", F, DO, true},
    {"amendment", "amendments", "amendement", "amendements", M, DO, true},
    {"initiative", "initiatives", "initiative", "initiatives", F, DO, true},
    {"recommendation", "recommendations", "recommandation", "recommandations", F, DO, true},
    {"measure", "measures", "mesure", "mesures", F, DO, true},
    // events
    {"meeting", "meetings", "réunion", "réunions", F, EV, true},
    {"summit", "summits", "sommet", "sommets", M, EV, true},
    {"conference", "conferences", "conférence", "conférences", F, EV, true},
    {"session", "sessions", "session", "sessions", F, EV, true},
    {"vote", "votes", "vote", "votes", M, EV, true},
    {"election", "elections", "élection", "élections", F, EV, true},
    {"debate", "debates", "débat", "débats", M, EV, true},
    {"negotiation", "negotiations", "négociation", "négociations", F, EV, true},
    // topics
    {"area", "areas", "zone", "zones", F, TO | PL, true},
    {"market", "markets", "marché", "marchés", M, TO, true},
    {"trade", "trades", "commerce", "commerces", M, TO, false},
    {"energy", "energies", "énergie", "énergies", F, TO, false},
    {"environment", "environments", "environnement", "environnements", M, TO, false},
    {"security", "securities", "sécurité", "sécurités", F, TO, false},
    {"agriculture", "agricultures", "agriculture", "agricultures", F, TO, false},
    {"fishing", "fishings", "pêche", "pêches", F, TO, false},
    {"transport", "transports", "transport", "transports", M, TO, false},
    {"health", "healths", "santé", "santés", F, TO, false},
    {"education", "educations", "éducation", "éducations", F, TO, false},
    {"employment", "employments", "emploi", "emplois", M, TO, false},
    {"economy", "economies", "économie", "économies", F, TO, true},
    {"currency", "currencies", "monnaie", "monnaies", F, TO, true},
    {"crisis", "crises", "crise", "crises", F, TO, true},
    {"tax", "taxes", "taxe", "taxes", F, TO, true},
    {"price", "prices", "prix", "prix", M, TO, true},
    {"research", "researches", "recherche", "recherches", F, TO, false},
    {"industry", "industries", "industrie", "industries", F, TO, true},
    {"border", "borders", "frontière", "frontières", F, TO | PL, true},
    {"cooperation", "cooperations", "coopération", "coopérations", F, TO, false},
    {"development", "developments", "développement", "développements", M, TO, false},
    {"growth", "growths", "croissance", "croissances", F, TO, false},
    {"inflation", "inflations", "inflation", "inflations", F, TO, false},
    {"unemployment", "unemployments", "chômage", "chômages", M, TO, false},
    {"water", "waters", "eau", "eaux", F, TO, false},
    {"climate", "climates", "climat", "climats", M, TO, false},
    {"peace", "peaces", "paix", "paix", F, TO, false},
    {"debt", "debts", "dette", "dettes", F, TO, true},
    {"investment", "investments", "investissement", "investissements", M, TO, true},
    {"competition", "competitions", "concurrence", "concurrences", F, TO, false},
    {"tourism", "tourisms", "tourisme", "tourismes", M, TO, false},
    {"oil", "oils", "pétrole", "pétroles", M, TO, false},
    {"steel", "steels", "acier", "aciers", M, TO, false},
    {"pollution", "pollutions", "pollution", "pollutions", F, TO, false},
    {"immigration", "immigrations", "immigration", "immigrations", F, TO, false},
    {"justice", "justices", "justice", "justices", F, TO, false},
    {"defence", "defences", "défense", "défenses", F, TO, false},
    {"culture", "cultures", "culture", "cultures", F, TO, false},
    {"science", "sciences", "science", "sciences", F, TO, false},
    {"information", "informations", "information", "informations", F, TO, false},
    {"housing", "housings", "logement", "logements", M, TO, false},
    {"freedom", "freedoms", "liberté", "libertés", F, TO, false},
    {"history", "histories", "histoire", "histoires", F, TO, false},
    {"aid", "aids", "aide", "aides", F, TO, false},
    {"rise", "rises", "hausse", "hausses", F, TO, true},
    {"hospital", "hospitals", "hôpital", "hôpitaux", M, TO | PL, true},
    // places
    {"city", "cities", "ville", "villes", F, PL, true},
    {"region", "regions", "région", "régions", F, PL, true},
    {"country", "countries", "pays", "pays", M, PL, true},
    {"capital", "capitals", "capitale", "capitales", F, PL, true},
    {"port", "ports", "port", "ports", M, PL, true},
    // time
    {"year", "years", "année", "années", F, TI, true},
    {"month", "months", "mois", "mois", M, TI, true},
    {"week", "weeks", "semaine", "semaines", F, TI, true},
};

// ---- adjectives: en, fr ms, fs, mp, fp, before the noun, ms before a vowel
const Adjective kAdjectives[] = {
    // after the noun (most)
    {"european", "européen", "européenne", "européens", "européennes", false, nullptr},
    {"economic", "économique", "économique", "économiques", "économiques", false, nullptr},
    {"social", "social", "sociale", "sociaux", "sociales", false, nullptr},
    {"political", "politique", "politique", "politiques", "politiques", false, nullptr},
    {"national", "national", "nationale", "nationaux", "nationales", false, nullptr},
    {"international", "international", "internationale", "internationaux", "internationales", false,
     nullptr},
    {"commercial", "commercial", "commerciale", "commerciaux", "commerciales", false, nullptr},
    {"financial", "financier", "financière", "financiers", "financières", false, nullptr},
    {"public", "public", "publique", "publics", "publiques", false, nullptr},
    {"important", "important", "importante", "importants", "importantes", false, nullptr},
    {"major", "important", "importante", "importants", "importantes", false, nullptr},
    {"significant", "important", "importante", "importants", "importantes", false, nullptr},
    {"final", "final", "finale", "finaux", "finales", false, nullptr},
    {"annual", "annuel", "annuelle", "annuels", "annuelles", false, nullptr},
    {"yearly", "annuel", "annuelle", "annuels", "annuelles", false, nullptr},
    {"monetary", "monétaire", "monétaire", "monétaires", "monétaires", false, nullptr},
    {"agricultural", "agricole", "agricole", "agricoles", "agricoles", false, nullptr},
    {"environmental", "environnemental", "environnementale", "environnementaux",
     "environnementales", false, nullptr},
    {"industrial", "industriel", "industrielle", "industriels", "industrielles", false, nullptr},
    {"regional", "régional", "régionale", "régionaux", "régionales", false, nullptr},
    {"official", "officiel", "officielle", "officiels", "officielles", false, nullptr},
    {"common", "commun", "commune", "communs", "communes", false, nullptr},
    {"general", "général", "générale", "généraux", "générales", false, nullptr},
    {"legal", "juridique", "juridique", "juridiques", "juridiques", false, nullptr},
    {"military", "militaire", "militaire", "militaires", "militaires", false, nullptr},
    {"technical", "technique", "technique", "techniques", "techniques", false, nullptr},
    {"scientific", "scientifique", "scientifique", "scientifiques", "scientifiques", false,
     nullptr},
    {"strategic", "stratégique", "stratégique", "stratégiques", "stratégiques", false, nullptr},
    {"nuclear", "nucléaire", "nucléaire", "nucléaires", "nucléaires", false, nullptr},
    {"federal", "fédéral", "fédérale", "fédéraux", "fédérales", false, nullptr},
    {"foreign", "étranger", "étrangère", "étrangers", "étrangères", false, nullptr},
    {"french", "français", "française", "français", "françaises", false, nullptr},
    {"german", "allemand", "allemande", "allemands", "allemandes", false, nullptr},
    {"british", "britannique", "britannique", "britanniques", "britanniques", false, nullptr},
    {"american", "américain", "américaine", "américains", "américaines", false, nullptr},
    {"central", "central", "centrale", "centraux", "centrales", false, nullptr},
    {"digital", "numérique", "numérique", "numériques", "numériques", false, nullptr},
    {"democratic", "démocratique", "démocratique", "démocratiques", "démocratiques", false,
     nullptr},
    // before the noun (a few)
    {"new", "nouveau", "nouvelle", "nouveaux", "nouvelles", true, "nouvel"},
    {"big", "grand", "grande", "grands", "grandes", true, nullptr},
    {"large", "grand", "grande", "grands", "grandes", true, nullptr},
    {"great", "grand", "grande", "grands", "grandes", true, nullptr},
    {"small", "petit", "petite", "petits", "petites", true, nullptr},
    {"good", "bon", "bonne", "bons", "bonnes", true, nullptr},
    {"old", "vieux", "vieille", "vieux", "vieilles", true, "vieil"},
    {"first", "premier", "première", "premiers", "premières", true, nullptr},
    {"last", "dernier", "dernière", "derniers", "dernières", true, nullptr},
    {"next", "prochain", "prochaine", "prochains", "prochaines", true, nullptr},
    {"former", "ancien", "ancienne", "anciens", "anciennes", true, nullptr},
    {"high", "haut", "haute", "hauts", "hautes", true, nullptr},
};

// ---- transitive verbs: en base, past, participle, fr participle, objects, recipient
const TransitiveVerb kVerbs[] = {
    {"sign", "signed", "signed", "signé", DO, false},
    {"approve", "approved", "approved", "approuvé", DO, false},
    {"endorse", "endorsed", "endorsed", "approuvé", DO, false},
    {"adopt", "adopted", "adopted", "adopté", DO, false},
    {"pass", "passed", "passed", "adopté", DO, false},
    {"reject", "rejected", "rejected", "rejeté", DO, false},
    {"prepare", "prepared", "prepared", "préparé", DO | EV, false},
    {"present", "presented", "presented", "présenté", DO, true},
    {"publish", "published", "published", "publié", DO, false},
    {"examine", "examined", "examined", "examiné", DO, false},
    {"review", "reviewed", "reviewed", "examiné", DO, false},
    {"support", "supported", "supported", "soutenu", DO | PE, false},
    {"back", "backed", "backed", "soutenu", DO | PE, false},
    {"accept", "accepted", "accepted", "accepté", DO, false},
    {"propose", "proposed", "proposed", "proposé", DO, true},
    {"announce", "announced", "announced", "annoncé", DO | EV, false},
    {"receive", "received", "received", "reçu", DO | PE, false},
    {"send", "sent", "sent", "envoyé", DO, true},
    {"study", "studied", "studied", "étudié", DO | TO, false},
    {"amend", "amended", "amended", "amendé", DO, false},
    {"ratify", "ratified", "ratified", "ratifié", DO, false},
    {"negotiate", "negotiated", "negotiated", "négocié", DO, false},
    {"conclude", "concluded", "concluded", "conclu", DO, false},
    {"launch", "launched", "launched", "lancé", DO | EV, false},
    {"start", "started", "started", "lancé", DO | EV, false},
    {"finance", "financed", "financed", "financé", DO | EV, false},
    {"fund", "funded", "funded", "financé", DO | EV, false},
    {"criticise", "criticised", "criticised", "critiqué", DO | PE, false},
    {"defend", "defended", "defended", "défendu", DO | PE, false},
    {"confirm", "confirmed", "confirmed", "confirmé", DO, false},
    {"organise", "organised", "organised", "organisé", EV, false},
    {"cancel", "cancelled", "cancelled", "annulé", EV | DO, false},
    {"elect", "elected", "elected", "élu", PE, false},
    {"meet", "met", "met", "rencontré", PE, false},
    {"invite", "invited", "invited", "invité", PE, false},
    {"appoint", "appointed", "appointed", "nommé", PE, false},
    {"visit", "visited", "visited", "visité", PL, false},
    {"reduce", "reduced", "reduced", "réduit", TO, false},
    {"increase", "increased", "increased", "augmenté", TO, false},
    {"improve", "improved", "improved", "amélioré", TO | DO, false},
    {"develop", "developed", "developed", "développé", TO | DO, false},
    {"submit", "submitted", "submitted", "soumis", DO, true},
    {"give", "gave", "given", "donné", DO, true},
    {"extend", "extended", "extended", "prolongé", DO, false},
};

// ---- intransitive verbs: en base, past, fr participle, auxiliary, subjects
const IntransitiveVerb kIntransitives[] = {
    {"resign", "resigned", "démissionné", FrenchAuxiliary::Avoir, PE},
    {"vote", "voted", "voté", FrenchAuxiliary::Avoir, AG | PE},
    {"protest", "protested", "protesté", FrenchAuxiliary::Avoir, AG | PE},
    {"intervene", "intervened", "intervenu", FrenchAuxiliary::Avoir, AG | PE},
    {"win", "won", "gagné", FrenchAuxiliary::Avoir, AG | PE},
    {"lose", "lost", "perdu", FrenchAuxiliary::Avoir, AG | PE},
    {"fail", "failed", "échoué", FrenchAuxiliary::Avoir, AG | PE},
    {"succeed", "succeeded", "réussi", FrenchAuxiliary::Avoir, AG | PE},
    {"arrive", "arrived", "arrivé", FrenchAuxiliary::Etre, PE},
    {"leave", "left", "parti", FrenchAuxiliary::Etre, PE},
    {"return", "returned", "revenu", FrenchAuxiliary::Etre, PE},
    {"meet", "met", "réuni", FrenchAuxiliary::Reflexive, AG},
};

const ProperName kCities[] = {
    {"paris", "paris", M},           {"brussels", "bruxelles", M},
    {"london", "londres", M},        {"geneva", "genève", M},
    {"strasbourg", "strasbourg", M}, {"rome", "rome", M},
    {"berlin", "berlin", M},         {"madrid", "madrid", M},
    {"lisbon", "lisbonne", M},       {"vienna", "vienne", M},
    {"athens", "athènes", M},        {"amsterdam", "amsterdam", M},
    {"dublin", "dublin", M},         {"maastricht", "maastricht", M},
    {"copenhagen", "copenhague", M}, {"warsaw", "varsovie", M},
    {"tokyo", "tokyo", M},           {"moscow", "moscou", M},
    {"washington", "washington", M}, {"lyon", "lyon", M},
};

const ProperName kCountries[] = {
    {"france", "france", F},      {"germany", "allemagne", F},     {"italy", "italie", F},
    {"spain", "espagne", F},      {"portugal", "portugal", M},     {"belgium", "belgique", F},
    {"greece", "grèce", F},       {"ireland", "irlande", F},       {"austria", "autriche", F},
    {"sweden", "suède", F},       {"denmark", "danemark", M},      {"poland", "pologne", F},
    {"switzerland", "suisse", F}, {"japan", "japon", M},           {"china", "chine", F},
    {"canada", "canada", M},      {"brazil", "brésil", M},         {"russia", "russie", F},
    {"iran", "iran", M},          {"luxembourg", "luxembourg", M},
};

const Phrase kMonths[] = {
    {"january", "janvier"}, {"february", "février"},  {"march", "mars"},
    {"april", "avril"},     {"may", "mai"},           {"june", "juin"},
    {"july", "juillet"},    {"august", "août"},       {"september", "septembre"},
    {"october", "octobre"}, {"november", "novembre"}, {"december", "décembre"},
};

const Phrase kWeekdays[] = {
    {"monday", "lundi"},    {"tuesday", "mardi"},   {"wednesday", "mercredi"},
    {"thursday", "jeudi"},  {"friday", "vendredi"}, {"saturday", "samedi"},
    {"sunday", "dimanche"},
};

const Phrase kNumerals[] = {
    {"two", "deux"},   {"three", "trois"}, {"four", "quatre"}, {"five", "cinq"}, {"six", "six"},
    {"seven", "sept"}, {"eight", "huit"},  {"nine", "neuf"},   {"ten", "dix"},
};

const Phrase kTimePhrases[] = {
    {"yesterday", "hier"},
    {"today", "aujourd'hui"},
    {"last year", "l' année dernière"},
    {"last month", "le mois dernier"},
    {"last week", "la semaine dernière"},
    {"this year", "cette année"},
    {"this week", "cette semaine"},
    {"this morning", "ce matin"},
    {"last night", "hier soir"},
    {"for the first time", "pour la première fois"},
    {"recently", "récemment"},
    {"immediately", "immédiatement"},
    {"again", "à nouveau"},
    {"unanimously", "à l' unanimité"},
    {"at the last minute", "à la dernière minute"},
};

template <typename T, std::size_t N>
constexpr std::size_t count_of(const T (&)[N]) {
  return N;
}

const Lexicon kLexicon = {
    kNouns,    count_of(kNouns),    kAdjectives,    count_of(kAdjectives),
    kVerbs,    count_of(kVerbs),    kIntransitives, count_of(kIntransitives),
    kCities,   count_of(kCities),   kCountries,     count_of(kCountries),
    kMonths,   count_of(kMonths),   kWeekdays,      count_of(kWeekdays),
    kNumerals, count_of(kNumerals), kTimePhrases,   count_of(kTimePhrases),
};

template <typename T, typename F>
int find_in(const T* table, std::size_t n, const char* key, F field) {
  for (std::size_t i = 0; i < n; ++i)
    if (std::strcmp(field(table[i]), key) == 0) return static_cast<int>(i);
  return -1;
}

}  // namespace

const Lexicon& lexicon() { return kLexicon; }

int find_noun(const char* en) {
  return find_in(kNouns, count_of(kNouns), en, [](const Noun& n) { return n.en; });
}
int find_adjective(const char* en) {
  return find_in(kAdjectives, count_of(kAdjectives), en, [](const Adjective& a) { return a.en; });
}
int find_verb(const char* en_base) {
  return find_in(kVerbs, count_of(kVerbs), en_base,
                 [](const TransitiveVerb& v) { return v.en_base; });
}
int find_intransitive(const char* en_base) {
  return find_in(kIntransitives, count_of(kIntransitives), en_base,
                 [](const IntransitiveVerb& v) { return v.en_base; });
}
int find_city(const char* en) {
  return find_in(kCities, count_of(kCities), en, [](const ProperName& p) { return p.en; });
}
int find_country(const char* en) {
  return find_in(kCountries, count_of(kCountries), en, [](const ProperName& p) { return p.en; });
}

}  // namespace ap::s2s
