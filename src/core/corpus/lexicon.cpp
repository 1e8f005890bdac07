// The lexicon tables (see lexicon.h). Sections: nouns, adjectives, transitive verbs, intransitive
// verbs, cities, countries, months, weekdays, numerals, time phrases. Entries are grouped by
// class; order matters only for determinism (the sampler picks by index).
#include "core/corpus/lexicon.h"

#include <cstring>
#include <iterator>
#include <vector>

namespace ap::s2s {
namespace {

constexpr Gender M = Gender::Masculine;
constexpr Gender F = Gender::Feminine;
constexpr unsigned AG = kAgent, PE = kPerson, DO = kDocument, EV = kEvent, TO = kTopic, PL = kPlace,
                   TI = kTime, FA = kFamily, AN = kAnimal, OB = kObject, FO = kFood, DR = kDrink,
                   HO = kHome, AR = kArt;
// World 2's classes (lexicon.h), and the ones nearly any everyday adjective fits.
constexpr unsigned CA = kCarry, VE = kVehicle, TX = kText, ID = kIdea, OC = kOccasion, OW = kOwn,
                   SI = kSight, BO = kBody;
constexpr unsigned BROAD = FA | AN | OB | FO | DR | HO | AR | CA | VE | TX | ID | SI;
// What an ordinal counts: people, animals, things, places, texts, ideas, occasions (the second
// car, a third chance), not food, drink, sights or occasions (not "the third death").
constexpr unsigned ORDINAL = FA | AN | OB | CA | VE | HO | AR | TX | ID;
constexpr FrenchAuxiliary AV = FrenchAuxiliary::Avoir, ET = FrenchAuxiliary::Etre;

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
    // ---- everyday domain
    // people
    {"man", "men", "homme", "hommes", M, FA, true},
    {"woman", "women", "femme", "femmes", F, FA, true},
    {"child", "children", "enfant", "enfants", M, FA, true},
    {"boy", "boys", "garçon", "garçons", M, FA, true},
    {"girl", "girls", "fille", "filles", F, FA, true},
    {"friend", "friends", "ami", "amis", M, FA, true},
    {"mother", "mothers", "mère", "mères", F, FA, true},
    {"father", "fathers", "père", "pères", M, FA, true},
    {"brother", "brothers", "frère", "frères", M, FA, true},
    {"sister", "sisters", "sœur", "sœurs", F, FA, true},
    {"family", "families", "famille", "familles", F, FA, true},
    {"teacher", "teachers", "professeur", "professeurs", M, FA, true},
    {"student", "students", "étudiant", "étudiants", M, FA, true},
    {"doctor", "doctors", "médecin", "médecins", M, FA, true},
    // animals
    {"cat", "cats", "chat", "chats", M, AN, true},
    {"dog", "dogs", "chien", "chiens", M, AN, true},
    {"horse", "horses", "cheval", "chevaux", M, AN, true},
    {"bird", "birds", "oiseau", "oiseaux", M, AN, true},
    {"fish", "fish", "poisson", "poissons", M, AN | FO, true},
    {"cow", "cows", "vache", "vaches", F, AN, true},
    {"ox", "oxen", "bœuf", "bœufs", M, AN, true},
    {"donkey", "donkeys", "âne", "ânes", M, AN, true},
    // places
    {"house", "houses", "maison", "maisons", F, HO, true},
    {"room", "rooms", "chambre", "chambres", F, HO, true},
    {"kitchen", "kitchens", "cuisine", "cuisines", F, HO, true},
    {"station", "stations", "gare", "gares", F, HO, true},
    {"street", "streets", "rue", "rues", F, HO, true},
    {"school", "schools", "école", "écoles", F, HO, true},
    {"shop", "shops", "magasin", "magasins", M, HO | OB, true},
    {"garden", "gardens", "jardin", "jardins", M, HO, true},
    {"park", "parks", "parc", "parcs", M, HO, true},
    {"river", "rivers", "rivière", "rivières", F, HO, true},
    {"sea", "seas", "mer", "mers", F, HO, true},
    {"mountain", "mountains", "montagne", "montagnes", F, HO, true},
    // things
    {"table", "tables", "table", "tables", F, OB, true},
    {"chair", "chairs", "chaise", "chaises", F, OB, true},
    {"door", "doors", "porte", "portes", F, OB, true},
    {"window", "windows", "fenêtre", "fenêtres", F, OB, true},
    {"bed", "beds", "lit", "lits", M, OB, true},
    {"book", "books", "livre", "livres", M, OB | AR | TX, true},
    {"letter", "letters", "lettre", "lettres", F, OB | TX, true},
    {"newspaper", "newspapers", "journal", "journaux", M, OB, true},
    {"car", "cars", "voiture", "voitures", F, OB | VE, true},
    {"train", "trains", "train", "trains", M, OB | VE, true},
    {"bus", "buses", "bus", "bus", M, OB | VE, true},
    {"bicycle", "bicycles", "vélo", "vélos", M, OB | VE, true},
    {"tree", "trees", "arbre", "arbres", M, OB, true},
    {"flower", "flowers", "fleur", "fleurs", F, OB, true},
    // food and drink (mass nouns never stand bare in the everyday domain: no partitive needed)
    {"apple", "apples", "pomme", "pommes", F, FO, true},
    {"bread", "breads", "pain", "pains", M, FO, false},
    {"cheese", "cheeses", "fromage", "fromages", M, FO, false},
    {"cake", "cakes", "gâteau", "gâteaux", M, FO, true},
    {"wine", "wines", "vin", "vins", M, DR, false},
    {"coffee", "coffees", "café", "cafés", M, DR, false},
    {"tea", "teas", "thé", "thés", M, DR, false},
    {"milk", "milks", "lait", "laits", M, DR, false},
    // art and play
    {"song", "songs", "chanson", "chansons", F, AR, true},
    {"painting", "paintings", "tableau", "tableaux", M, AR, true},
    {"music", "musics", "musique", "musiques", F, AR, false},
    {"film", "films", "film", "films", M, AR, true},
    {"game", "games", "jeu", "jeux", M, AR, true},
    // times of day and year
    {"morning", "mornings", "matin", "matins", M, TI, true},
    {"evening", "evenings", "soir", "soirs", M, TI, true},
    {"night", "nights", "nuit", "nuits", F, TI, true},
    {"day", "days", "jour", "jours", M, TI, true},
    {"summer", "summers", "été", "étés", M, TI, true},
    {"winter", "winters", "hiver", "hivers", M, TI, true},
#include "core/corpus/lexicon_world2_nouns.inc"
};
constexpr std::size_t kNumWorld1Nouns = 185;

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
    // ---- everyday domain (from here on: kNumPoliticalAdjectives)
    {"young", "jeune", "jeune", "jeunes", "jeunes", true, nullptr},
    {"beautiful", "beau", "belle", "beaux", "belles", true, "bel"},
    {"bad", "mauvais", "mauvaise", "mauvais", "mauvaises", true, nullptr},
    {"pretty", "joli", "jolie", "jolis", "jolies", true, nullptr},
    {"long", "long", "longue", "longs", "longues", true, nullptr},
    {"happy", "heureux", "heureuse", "heureux", "heureuses", false, nullptr},
    {"sad", "triste", "triste", "tristes", "tristes", false, nullptr},
    {"red", "rouge", "rouge", "rouges", "rouges", false, nullptr},
    {"blue", "bleu", "bleue", "bleus", "bleues", false, nullptr},
    {"green", "vert", "verte", "verts", "vertes", false, nullptr},
    {"white", "blanc", "blanche", "blancs", "blanches", false, nullptr},
    {"black", "noir", "noire", "noirs", "noires", false, nullptr},
    {"hot", "chaud", "chaude", "chauds", "chaudes", false, nullptr},
    {"cold", "froid", "froide", "froids", "froides", false, nullptr},
    {"tired", "fatigué", "fatiguée", "fatigués", "fatiguées", false, nullptr},
#include "core/corpus/lexicon_world2_adjectives.inc"
};
constexpr std::size_t kNumWorld1Adjectives = 65;
constexpr std::size_t kNumPoliticalAdjectives = 50;

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
    {"arrive", "arrived", "arrivé", FrenchAuxiliary::Etre, PE | AG | FA},
    {"leave", "left", "parti", FrenchAuxiliary::Etre, PE | AG | FA},
    {"return", "returned", "revenu", FrenchAuxiliary::Etre, PE | AG | FA},
    {"meet", "met", "réuni", FrenchAuxiliary::Reflexive, AG},
};

// ---- everyday verbs: en base, 3sg, past, -ing; fr je, il, nous, ils, participle; auxiliary;
// subjects; objects; object optional, progressive, destination, recipient
constexpr unsigned HU = FA | PE;            // people
constexpr unsigned LI = HU | AN;            // living beings
constexpr unsigned TH = OB | FO | DR | AR;  // things (world 2 adds its own classes, CA … SI)
const EverydayVerb kEverydayVerbs[] = {
    {"have", "has", "had", "having", "ai", "a", "avons", "ont", "eu", AV, LI | AG,
     OB | AN | FO | CA | VE | ID, false, false, false, false, "avoir"},
    {"go", "goes", "went", "going", "vais", "va", "allons", "vont", "allé", ET, LI | AG, 0, false,
     true, true, false, "aller"},
    {"come", "comes", "came", "coming", "viens", "vient", "venons", "viennent", "venu", ET, LI | AG,
     0, false, true, true, false, "venir"},
    {"arrive", "arrives", "arrived", "arriving", "arrive", "arrive", "arrivons", "arrivent",
     "arrivé", ET, LI | AG, 0, false, true, false, false, "arriver"},
    {"leave", "leaves", "left", "leaving", "pars", "part", "partons", "partent", "parti", ET,
     LI | AG, 0, false, true, false, false, "partir"},
    {"stay", "stays", "stayed", "staying", "reste", "reste", "restons", "restent", "resté", ET,
     LI | AG, 0, false, true, false, false, "rester"},
    {"see", "sees", "saw", "seeing", "vois", "voit", "voyons", "voient", "vu", AV, LI | AG,
     LI | TH | HO | CA | VE | SI | ID, false, false, false, false, "voir"},
    {"like", "likes", "liked", "liking", "aime", "aime", "aimons", "aiment", "aimé", AV, LI,
     LI | TH | HO | CA | VE | TX | OW | SI | BO, false, false, false, false, "aimer"},
    {"love", "loves", "loved", "loving", "aime", "aime", "aimons", "aiment", "aimé", AV, LI,
     LI | TH | HO | CA | VE | TX | OW | SI | BO, false, false, false, false, "aimer"},
    {"want", "wants", "wanted", "wanting", "veux", "veut", "voulons", "veulent", "voulu", AV,
     LI | AG, OB | FO | DR | AN | CA | VE, false, false, false, false, "vouloir"},
    {"eat", "eats", "ate", "eating", "mange", "mange", "mangeons", "mangent", "mangé", AV, LI, FO,
     true, true, false, false, "manger"},
    {"drink", "drinks", "drank", "drinking", "bois", "boit", "buvons", "boivent", "bu", AV, LI, DR,
     true, true, false, false, "boire"},
    {"read", "reads", "read", "reading", "lis", "lit", "lisons", "lisent", "lu", AV, HU,
     OB | DO | TX, true, true, false, false, "lire"},
    {"write", "writes", "wrote", "writing", "écris", "écrit", "écrivons", "écrivent", "écrit", AV,
     HU, OB | AR | DO | TX, true, true, false, true, "écrire"},
    {"buy", "buys", "bought", "buying", "achète", "achète", "achetons", "achètent", "acheté", AV,
     HU | AG, OB | FO | DR | AN | HO | CA | VE, false, true, false, false, "acheter"},
    {"find", "finds", "found", "finding", "trouve", "trouve", "trouvons", "trouvent", "trouvé", AV,
     LI | AG, LI | OB | FO | DO | CA | TX | ID, false, false, false, false, "trouver"},
    {"take", "takes", "took", "taking", "prends", "prend", "prenons", "prennent", "pris", AV, HU,
     OB | FO | DR | CA | VE, false, true, false, false, "prendre"},
    {"give", "gives", "gave", "giving", "donne", "donne", "donnons", "donnent", "donné", AV,
     HU | AG, OB | FO | DR | AN | DO | CA, false, true, false, true, "donner"},
    {"speak", "speaks", "spoke", "speaking", "parle", "parle", "parlons", "parlent", "parlé", AV,
     HU, 0, false, true, false, false, "parler"},
    {"live", "lives", "lived", "living", "habite", "habite", "habitons", "habitent", "habité", AV,
     LI, 0, false, false, false, false, "habiter"},
    {"work", "works", "worked", "working", "travaille", "travaille", "travaillons", "travaillent",
     "travaillé", AV, HU | AN | AG, 0, false, true, false, false, "travailler"},
    {"play", "plays", "played", "playing", "joue", "joue", "jouons", "jouent", "joué", AV, LI, 0,
     false, true, false, false, "jouer"},
    {"open", "opens", "opened", "opening", "ouvre", "ouvre", "ouvrons", "ouvrent", "ouvert", AV,
     HU | AG, OB | HO | EV, false, true, false, false, "ouvrir"},
    {"close", "closes", "closed", "closing", "ferme", "ferme", "fermons", "ferment", "fermé", AV,
     HU | AG, OB | HO | EV, false, true, false, false, "fermer"},
    {"watch", "watches", "watched", "watching", "regarde", "regarde", "regardons", "regardent",
     "regardé", AV, LI | AG, LI | AR | OB | VE | SI, false, true, false, false, "regarder"},
    {"sleep", "sleeps", "slept", "sleeping", "dors", "dort", "dormons", "dorment", "dormi", AV, LI,
     0, false, true, false, false, "dormir"},
    {"walk", "walks", "walked", "walking", "marche", "marche", "marchons", "marchent", "marché", AV,
     LI, 0, false, true, false, false, "marcher"},
    {"cook", "cooks", "cooked", "cooking", "cuisine", "cuisine", "cuisinons", "cuisinent",
     "cuisiné", AV, HU, FO, true, true, false, false, "cuisiner"},
    {"help", "helps", "helped", "helping", "aide", "aide", "aidons", "aident", "aidé", AV, HU | AG,
     HU | AG | AN, false, true, false, false, "aider"},
    {"call", "calls", "called", "calling", "appelle", "appelle", "appelons", "appellent", "appelé",
     AV, HU | AG, HU | AG | AN, false, true, false, false, "appeler"},
    {"wait for", "waits for", "waited for", "waiting for", "attends", "attend", "attendons",
     "attendent", "attendu", AV, LI | AG, LI | OB | AG | DO | VE, false, true, false, false,
     "attendre"},
    {"learn", "learns", "learned", "learning", "apprends", "apprend", "apprenons", "apprennent",
     "appris", AV, HU, AR | TO, false, true, false, false, "apprendre"},
    {"understand", "understands", "understood", "understanding", "comprends", "comprend",
     "comprenons", "comprennent", "compris", AV, HU | AG, HU | OB | DO | AR | TX | ID, false, false,
     false, false, "comprendre"},
};

const Pronoun kPronouns[] = {
    {"i", "me", "je", "me", M, false, 1},
    {"he", "him", "il", "le", M, false, 3},
    {"she", "her", "elle", "la", F, false, 3},
    {"we", "us", "nous", "nous", M, true, 1},
    {"they", "them", "ils", "les", M, true, 3},
    // World 2 only (the world-1 sampler draws among the first kNumWorld1Pronouns): you → tu.
    {"you", "you", "tu", "te", M, false, 2},
    // World 2: "it" stands for a masculine thing (docs/models.md), then the indefinite pronouns.
    {"it", "it", "il", "le", M, false, 3},
    {"someone", "someone", "quelqu'un", "quelqu'un", M, false, 3, false},
    {"somebody", "somebody", "quelqu'un", "quelqu'un", M, false, 3, false},
    {"everyone", "everyone", "tout le monde", "tout le monde", M, false, 3, false},
    {"everybody", "everybody", "tout le monde", "tout le monde", M, false, 3, false},
    {"something", "something", "quelque chose", "quelque chose", M, false, 3, false},
    {"everything", "everything", "tout", "tout", M, false, 3, false},
    // Objects only, in a clause not negated (sampler_world2.cpp): i saw someone else → j'ai vu
    // quelqu'un d'autre.
    {"someone else", "someone else", "quelqu'un d' autre", "quelqu'un d' autre", M, false, 3,
     false},
    {"something else", "something else", "quelque chose d' autre", "quelque chose d' autre", M,
     false, 3, false},
    // The other people, where someone or everyone goes (indefinite_person): les autres.
    {"the others", "the others", "les autres", "les autres", M, true, 3, false},
};
constexpr std::size_t kNumWorld1Pronouns = 5;
constexpr std::size_t kNumPersonPronouns = 6;
constexpr std::size_t kItPronoun = 6;

const Phrase kFrequencyAdverbs[] = {
    {"often", "souvent"},
    {"always", "toujours"},
    {"also", "aussi"},
    // World 2 only (the world-1 sampler draws among the first kNumWorld1FrequencyAdverbs); the
    // sampler keeps each to the tenses where it is natural (sampler_world2.cpp).
    {"sometimes", "parfois"},
    {"really", "vraiment"},
    {"probably", "probablement"},
    {"still", "toujours"},
    {"already", "déjà"},
    {"finally", "finalement"},
    {"almost", "presque"},
    {"even", "même"},
    {"only", "seulement"},
    {"just", "juste"},
    {"perhaps", "peut-être"},
    {"certainly", "certainement"},
    {"totally", "totalement"},
    {"completely", "complètement"},
    {"absolutely", "absolument"},
    {"quite", "assez"},
    {"rather", "plutôt"},
    {"actually", "en fait"},
    {"definitely", "certainement"},
    // Only in a yes/no question in the present perfect (sampler.cpp): have you ever seen …? →
    // est-ce que tu as déjà vu …?
    {"ever", "déjà"},
};
constexpr std::size_t kNumWorld1FrequencyAdverbs = 3;

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

// First names (gender for agreement: "anna est arrivée"). Written the same in both languages, so
// the trainer can teach copying through <unk> with them (see unknown_words.h).
const ProperName kPeople[] = {
    {"paul", "paul", M},     {"anna", "anna", F},   {"peter", "peter", M}, {"sophie", "sophie", F},
    {"thomas", "thomas", M}, {"julia", "julia", F}, {"david", "david", M}, {"laura", "laura", F},
    {"martin", "martin", M}, {"emma", "emma", F},   {"leo", "leo", M},     {"nina", "nina", F},
};

const ProperName kCountries[] = {
    {"france", "france", F},      {"germany", "allemagne", F},     {"italy", "italie", F},
    {"spain", "espagne", F},      {"portugal", "portugal", M},     {"belgium", "belgique", F},
    {"greece", "grèce", F},       {"ireland", "irlande", F},       {"austria", "autriche", F},
    {"sweden", "suède", F},       {"denmark", "danemark", M},      {"poland", "pologne", F},
    {"switzerland", "suisse", F}, {"japan", "japon", M},           {"china", "chine", F},
    {"canada", "canada", M},      {"brazil", "brésil", M},         {"russia", "russie", F},
    {"iran", "iran", M},          {"luxembourg", "luxembourg", M}, {"america", "amérique", F},
};
// World 2 only: the countries from kNumWorld1Countries on (the world-1 sampler draws among the
// first ones): America as English speaks of it, l'Amérique.
constexpr std::size_t kNumWorld1Countries = 20;

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
    // ---- everyday domain (from here on: kNumPoliticalTimePhrases); present or past
    {"tomorrow", "demain"},
    {"now", "maintenant"},
    {"here", "ici"},
    {"there", "là"},
    {"in the morning", "le matin"},
    {"in the evening", "le soir"},
    {"at night", "la nuit"},
    {"in summer", "en été"},
    {"in winter", "en hiver"},
    {"every day", "chaque jour"},
    {"this evening", "ce soir"},
    // World 2 only (from kNumWorld1TimePhrases on); the sampler keeps each to the clauses where
    // it is natural (sampler_world2.cpp).
    {"tonight", "ce soir"},
    {"later", "plus tard"},
    {"soon", "bientôt"},
    {"once", "une fois"},
    {"together", "ensemble"},
    {"at home", "à la maison"},
    {"on the floor", "par terre"},
    {"outside", "dehors"},
    {"inside", "à l' intérieur"},
    {"on the ground", "par terre"},
    {"in the afternoon", "l' après-midi"},
    {"this afternoon", "cet après-midi"},
    {"at christmas", "à noël"},
    {"forever", "pour toujours"},
    {"somewhere", "quelque part"},
    // How long ago, in how long, how long, till when, how often (sampler_world2.cpp:
    // time_phrase_fits):
    {"an hour ago", "il y a une heure"},
    {"five minutes ago", "il y a cinq minutes"},
    {"in an hour", "dans une heure"},
    {"in two hours", "dans deux heures"},
    {"in a few minutes", "dans quelques minutes"},
    {"in a second", "dans une seconde"},
    {"at the moment", "en ce moment"},
    {"for two hours", "pendant deux heures"},
    {"for a few minutes", "pendant quelques minutes"},
    {"twice", "deux fois"},
    {"three times", "trois fois"},
    {"till tomorrow", "jusqu' à demain"},
    {"till tonight", "jusqu' à ce soir"},
    {"till next week", "jusqu' à la semaine prochaine"},
};
constexpr std::size_t kNumWorld1TimePhrases = 26;
constexpr std::size_t kNumPoliticalTimePhrases = 15;

template <typename T, std::size_t N>
constexpr std::size_t count_of(const T (&)[N]) {
  return N;
}

template <typename T, std::size_t N>
constexpr Table<T> table_of(const T (&items)[N]) {
  return {items, N};
}

const Lexicon kLexicon = {
    table_of(kNouns),
    table_of(kAdjectives),
    kNumPoliticalAdjectives,
    table_of(kVerbs),
    table_of(kIntransitives),
    table_of(kCities),
    table_of(kCountries),
    table_of(kMonths),
    table_of(kWeekdays),
    table_of(kNumerals),
    table_of(kTimePhrases),
    kNumPoliticalTimePhrases,
    table_of(kEverydayVerbs),
    table_of(kPronouns),
    table_of(kFrequencyAdverbs),
    table_of(kPeople),
    kNumWorld1Pronouns,
    count_of(kEverydayVerbs),
    kNumWorld1Nouns,
    kNumWorld1Adjectives,
    kNumWorld1TimePhrases,
    kNumWorld1FrequencyAdverbs,
    kNumPersonPronouns,
    kItPronoun,
    kNumWorld1Countries,
};

// World 1's everyday verbs, then world 2's (one table, so a clause indexes either).
Lexicon with_world2_verbs() {
  static const std::vector<EverydayVerb> verbs = [] {
    std::vector<EverydayVerb> all(std::begin(kEverydayVerbs), std::end(kEverydayVerbs));
    const Table<EverydayVerb> more = world2_everyday_verbs();
    all.insert(all.end(), more.begin(), more.end());
    return all;
  }();
  Lexicon lx = kLexicon;
  lx.everyday_verbs = {verbs.data(), verbs.size()};
  return lx;
}

template <typename T, typename F>
int find_in(const T* table, std::size_t n, const char* key, F field) {
  for (std::size_t i = 0; i < n; ++i)
    if (std::strcmp(field(table[i]), key) == 0) return static_cast<int>(i);
  return -1;
}

}  // namespace

const Lexicon& lexicon() {
  static const Lexicon lx = with_world2_verbs();
  return lx;
}

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
int find_person(const char* en) {
  return find_in(kPeople, count_of(kPeople), en, [](const ProperName& p) { return p.en; });
}
int find_country(const char* en) {
  return find_in(kCountries, count_of(kCountries), en, [](const ProperName& p) { return p.en; });
}

bool is_french_proper_name(const std::string& fr) {
  const auto fr_of = [](const ProperName& p) { return p.fr; };
  return fr == "noël" || fr == "dieu" ||  // world 2: à noël, mon dieu
         find_in(kCities, count_of(kCities), fr.c_str(), fr_of) >= 0 ||
         find_in(kCountries, count_of(kCountries), fr.c_str(), fr_of) >= 0 ||
         find_in(kPeople, count_of(kPeople), fr.c_str(), fr_of) >= 0;
}

bool is_english_capitalised(const std::string& en) {
  const auto en_of_name = [](const ProperName& p) { return p.en; };
  const auto en_of_phrase = [](const Phrase& p) { return p.en; };
  const char* w = en.c_str();
  return en == "i" || en == "english" || en == "christmas" || en == "god" ||  // world 2's
         find_in(kCities, count_of(kCities), w, en_of_name) >= 0 ||
         find_in(kCountries, count_of(kCountries), w, en_of_name) >= 0 ||
         find_in(kPeople, count_of(kPeople), w, en_of_name) >= 0 ||
         find_in(kMonths, count_of(kMonths), w, en_of_phrase) >= 0 ||
         find_in(kWeekdays, count_of(kWeekdays), w, en_of_phrase) >= 0;
}

int find_time_phrase(const char* en) {
  return find_in(kTimePhrases, count_of(kTimePhrases), en, [](const Phrase& p) { return p.en; });
}
int find_everyday_verb(const char* en_base) {
  const Table<EverydayVerb>& verbs = lexicon().everyday_verbs;
  return find_in(verbs.begin(), verbs.size(), en_base,
                 [](const EverydayVerb& v) { return v.en_base; });
}
int find_frequency_adverb(const char* en) {
  return find_in(kFrequencyAdverbs, count_of(kFrequencyAdverbs), en,
                 [](const Phrase& p) { return p.en; });
}

int find_pronoun(const char* en_subject) {
  return find_in(kPronouns, count_of(kPronouns), en_subject,
                 [](const Pronoun& p) { return p.en_subject; });
}

}  // namespace ap::s2s
