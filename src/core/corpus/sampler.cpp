// SentenceSampler (see sampler.h). Budgets are in English words. Probabilities are integers per
// mille and choices use Rng::below, so no floating point decides anything (bit-identical streams
// on every platform).
#include "core/corpus/sampler.h"

#include "core/corpus/verb_frames.h"
#include "core/corpus/verb_limits.h"
#include "core/corpus/numbers.h"

#include <algorithm>
#include <cstring>
#include <iterator>

namespace ap::s2s {
namespace {

constexpr int kNumClassBits = kNumNounClassBits;
// i, he, she, we, they (the first pronouns of lexicon.cpp's list): subject forms unlike their
// object forms, so a clause they open cannot be read as a verb's object.
constexpr int kNumDistinctSubjectPronouns = 5;
constexpr unsigned kActor = kAgent | kPerson | kFamily;
constexpr unsigned kEveryday = kFamily | kAnimal | kObject | kFood | kDrink | kHome | kArt |
                               kCarry | kVehicle | kText | kIdea | kOccasion | kOwn | kSight |
                               kBody;
// What "where is …?" may ask for (world 2's classes are empty in world 1).
constexpr unsigned kWhereable =
    kFamily | kAnimal | kObject | kFood | kDrink | kHome | kArt | kCarry | kVehicle;
constexpr unsigned kLiving = kFamily | kPerson | kAnimal;
constexpr unsigned kThing = kObject | kFood | kDrink | kArt;
// Years 1990–2014: enough variety for dates without flooding the vocabularies with numbers.
constexpr int kFirstYear = 1990, kNumYears = 25;

bool is_temporal(AdverbialKind k) {
  return k == AdverbialKind::Date || k == AdverbialKind::Until || k == AdverbialKind::Weekday ||
         k == AdverbialKind::Ago || k == AdverbialKind::TimePhrase || k == AdverbialKind::EndOf ||
         k == AdverbialKind::Clock;
}

int en_len(const NounPhrase& np) { return english_length(np); }

// Whether the clause's verb goes through a place (walk, run, drive through the park).
bool moves_through(const Clause& c) {
  if (c.voice != Voice::Everyday) return false;
  const char* en = lexicon().everyday_verbs[c.verb].en_base;
  for (const char* v : {"walk", "run", "drive"})
    if (std::strcmp(en, v) == 0) return true;
  return false;
}

bool is_possessive(Determiner d) {
  return d == Determiner::My || d == Determiner::His || d == Determiner::Her ||
         d == Determiner::Our || d == Determiner::Their;
}

// A weighted choice written as a ladder: the first rung whose `below` exceeds the draw r (0–99)
// gives the value, so the weights are the differences of neighbouring thresholds and the last
// rung's is 100. The caller draws r (one pick(100)) exactly where the ladder used to be: the
// corpus depends on the order of the draws.
template <class T>
struct Rung {
  int below;
  T value;
};
template <class T, std::size_t N>
T choose(const Rung<T> (&ladder)[N], int r) {
  for (const Rung<T>& rung : ladder)
    if (r < rung.below) return rung.value;
  return ladder[N - 1].value;
}

using D = Determiner;
// Political nouns: mass, countable singular, plural.
constexpr Rung<D> kMassDeterminers[] = {{55, D::Bare}, {85, D::The}, {93, D::This}, {100, D::Its}};
constexpr Rung<D> kSingularDeterminers[] = {
    {62, D::The}, {82, D::A}, {90, D::This}, {95, D::Its}, {100, D::Their}};
constexpr Rung<D> kPluralDeterminers[] = {{40, D::The},     {58, D::Bare},  {68, D::Numeral},
                                          {76, D::Several}, {84, D::Many},  {89, D::AllThe},
                                          {94, D::This},    {100, D::Their}};
// Everyday nouns: mass (never bare: no partitive; never "a"), countable singular, plural.
constexpr Rung<D> kEverydayMassDeterminers[] = {{45, D::The},   {65, D::My},  {73, D::His},
                                                {81, D::Her},   {89, D::Our}, {95, D::This},
                                                {100, D::Their}};
constexpr Rung<D> kEverydaySingularDeterminers[] = {{30, D::The},  {48, D::A},     {64, D::My},
                                                    {71, D::His},  {78, D::Her},   {86, D::Our},
                                                    {92, D::This}, {100, D::Their}};
constexpr Rung<D> kEverydayPluralDeterminers[] = {
    {28, D::The}, {40, D::Bare}, {50, D::Numeral}, {63, D::My},   {69, D::His},
    {75, D::Her}, {83, D::Our},  {88, D::Several}, {92, D::This}, {100, D::Their}};
constexpr Rung<Conjunction> kConjunctions[] = {
    {40, Conjunction::And},     {55, Conjunction::But},  {68, Conjunction::While},
    {80, Conjunction::Because}, {90, Conjunction::When}, {100, Conjunction::Whereas}};

}  // namespace

SentenceSampler::SentenceSampler(Rng* rng, int world)
    : rng_(rng), world_(world), nouns_by_class_(kNumClassBits) {
  const Lexicon& lx = lexicon();
  // World 1 sees neither world 2's nouns nor its classes, so its draws never change.
  const std::size_t num_nouns = world_ >= 2 ? lx.nouns.size() : lx.num_world1_nouns;
  const int num_bits = world_ >= 2 ? kNumClassBits : kNumWorld1NounClassBits;
  for (std::size_t i = 0; i < num_nouns; ++i)
    for (int b = 0; b < num_bits; ++b)
      if (lx.nouns[i].classes & (1u << b))
        nouns_by_class_[static_cast<std::size_t>(b)].push_back(static_cast<int>(i));
  for (const char* a :
       {"big",   "small", "old", "good", "new",   "young", "beautiful", "bad", "pretty", "long",
        "happy", "sad",   "red", "blue", "green", "white", "black",     "hot", "cold",   "tired"})
    everyday_adjectives_.push_back(find_adjective(a));
  world2_adjectives_ = everyday_adjectives_;
  for (std::size_t a = lx.num_world1_adjectives; a < lx.adjectives.size(); ++a)
    world2_adjectives_.push_back(static_cast<int>(a));
}

Interjection SentenceSampler::interjection(bool statement) {
  return static_cast<Interjection>(1 +
                                   pick(statement ? kNumInterjections : kNumQuestionInterjections));
}

// The openers only a statement takes (in fact, at least, i mean, maybe), drawn now and then on
// their own: the other openers also go before questions, so these would be rarer.
Interjection SentenceSampler::statement_opener() {
  constexpr int kFirst = static_cast<int>(Interjection::InFact);
  return static_cast<Interjection>(kFirst + pick(kNumInterjections + 1 - kFirst));
}

int SentenceSampler::pick(int n) {
  return n <= 1 ? 0 : static_cast<int>(rng_->below(static_cast<std::uint64_t>(n)));
}
bool SentenceSampler::chance(int per_mille) { return pick(1000) < per_mille; }
int SentenceSampler::num_everyday_verbs() const {
  const Lexicon& lx = lexicon();
  return static_cast<int>(world_ >= 2 ? lx.everyday_verbs.size() : lx.num_world1_everyday_verbs);
}

int SentenceSampler::num_countries() const {
  const Lexicon& lx = lexicon();
  return static_cast<int>(world_ >= 2 ? lx.countries.size() : lx.num_world1_countries);
}

int SentenceSampler::num_pronouns() const {
  const Lexicon& lx = lexicon();
  return static_cast<int>(world_ >= 2 ? lx.num_person_pronouns : lx.num_world1_pronouns);
}

int SentenceSampler::noun_of(unsigned classes) {
  // Choose a class bit first (uniformly among the requested ones), then a noun: small classes are
  // not drowned by big ones.
  int bits[kNumClassBits];
  int nb = 0;
  for (int b = 0; b < kNumClassBits; ++b)
    if ((classes & (1u << b)) && !nouns_by_class_[static_cast<std::size_t>(b)].empty())
      bits[nb++] = b;
  const auto& list = nouns_by_class_[static_cast<std::size_t>(bits[pick(nb)])];
  return list[static_cast<std::size_t>(pick(static_cast<int>(list.size())))];
}

// A place: a city (city_pct % of the draws), a country (the next country_pct %) or a noun phrase
// of `classes`. One pick(100) comes first, then the chosen kind's own draws: the corpus depends on
// this order.
NounPhrase SentenceSampler::place_phrase(int city_pct, int country_pct, unsigned classes,
                                         int budget, int depth) {
  const Lexicon& lx = lexicon();
  const int q = pick(100);
  if (q >= city_pct + country_pct) return noun_phrase(classes, budget, depth);
  NounPhrase p;
  p.kind = q < city_pct ? NounKind::City : NounKind::Country;
  p.noun = pick(p.kind == NounKind::City ? static_cast<int>(lx.cities.size()) : num_countries());
  return p;
}

// A noun phrase of one of `classes`, about `budget` English words long.
NounPhrase SentenceSampler::noun_phrase(unsigned classes, int budget, int depth) {
  const Lexicon& lx = lexicon();
  NounPhrase np;
  // Countries may act (la france a signé …) and be places.
  if ((classes & kAgent) && chance(120)) {
    np.kind = NounKind::Country;
    np.noun = pick(num_countries());
    return np;
  }
  np.noun = noun_of(classes);
  const Noun& n = lx.nouns[np.noun];
  np.plural = n.countable && chance(300);
  // World 2's nouns are plural a little more often (things, problems, shoes, kids).
  if (world_ >= 2 && !np.plural && n.countable &&
      static_cast<std::size_t>(np.noun) >= lx.num_world1_nouns && chance(250))
    np.plural = true;
  if (n.classes & kEveryday) {
    np.det = everyday_determiner(n, np.plural);
    if (world_ >= 2 && is_possessive(np.det) && chance(250)) np.det = Determiner::Your;
    // World 2: those cats → ces chats
    if (world_ >= 2 && np.det == Determiner::This && np.plural && chance(500))
      np.det = Determiner::Those;
    if (world_ >= 2 && (n.classes & (kOwn | kBody))) {  // my head, her eyes
      np.det = possessive();
      if (n.countable) np.plural = chance(600);
    }
    if (np.det == Determiner::Numeral) np.numeral = pick(static_cast<int>(lx.numerals.size()));
    if (world_ >= 2 && np.det == Determiner::Numeral && chance(500))
      np.number = 11 + pick(kMaxCardinal - 10);  // world 2: eleven … one hundred
    everyday_adjectives(&np, budget - en_len(np));
    return np;
  }
  if (!np.plural) {
    const int r = pick(100);
    np.det = n.countable ? choose(kSingularDeterminers, r) : choose(kMassDeterminers, r);
  } else {
    np.det = choose(kPluralDeterminers, pick(100));
    if (np.det == Determiner::Numeral) np.numeral = pick(static_cast<int>(lx.numerals.size()));
    // World 2 has one French for "many": beaucoup de, as its quantities write it before food
    // (world 1's "de nombreux" before these nouns would teach two translations of one word).
    if (world_ >= 2 && np.det == Determiner::Many) {
      np.det = Determiner::Quantity;
      np.quantity = kManyQuantity;
    }
  }
  int rem = budget - en_len(np);
  // Adjectives: English puts French-preposed ones (new, big …) first, as English does with
  // size/age before origin/type; two at most, never the same twice.
  if (rem >= 1 && chance(rem >= 4 ? 450 : 300) && !(n.classes & kTime)) {
    const int k = (rem >= 2 && chance(300)) ? 2 : 1;
    std::vector<int> adjs;
    for (int i = 0; i < k; ++i) {
      const int a = pick(static_cast<int>(lx.num_political_adjectives));
      if (std::find(adjs.begin(), adjs.end(), a) == adjs.end()) adjs.push_back(a);
    }
    std::stable_sort(adjs.begin(), adjs.end(), [&](int a, int b) {
      return lx.adjectives[a].before_noun && !lx.adjectives[b].before_noun;
    });
    np.adjectives = adjs;
    rem -= static_cast<int>(adjs.size());
  }
  if (depth < 3 && !(n.classes & (kTime | kEveryday))) {
    if (rem >= 3 && chance(650)) {
      add_complement(&np, n.classes, rem, depth);
      rem = budget - en_len(np);
    }
    if (rem >= 3 && depth < 2 && chance(250)) {
      add_complement(&np, n.classes, rem, depth);
      rem = budget - en_len(np);
    }
    if (rem >= 4 && depth < 2 && chance(550)) add_relative(&np, n.classes, rem, depth);
  }
  return np;
}

Determiner SentenceSampler::everyday_determiner(const Noun& n, bool plural) {
  const int r = pick(100);
  if (!n.countable) return choose(kEverydayMassDeterminers, r);
  return plural ? choose(kEverydayPluralDeterminers, r) : choose(kEverydaySingularDeterminers, r);
}

// Up to two everyday adjectives; French-preposed ones first (as in "the big red car").
void SentenceSampler::everyday_adjectives(NounPhrase* np, int budget) {
  if (world_ >= 2) return world2_adjectives(np, budget);
  if (budget < 1 || !chance(budget >= 3 ? 550 : 350)) return;
  if (lexicon().nouns[np->noun].classes & kTime) return;
  const Lexicon& lx = lexicon();
  const int k = (budget >= 2 && chance(300)) ? 2 : 1;
  std::vector<int> adjs;
  for (int i = 0; i < k; ++i) {
    const int a = everyday_adjectives_[static_cast<std::size_t>(
        pick(static_cast<int>(everyday_adjectives_.size())))];
    if (std::find(adjs.begin(), adjs.end(), a) == adjs.end()) adjs.push_back(a);
  }
  std::stable_sort(adjs.begin(), adjs.end(), [&](int a, int b) {
    return lx.adjectives[a].before_noun && !lx.adjectives[b].before_noun;
  });
  np->adjectives = adjs;
}

// A subject: a personal pronoun now and then when people may act, else a noun phrase; sometimes
// two coordinated noun phrases ("my mother and the minister").
NounPhrase SentenceSampler::subject_of(unsigned classes, int budget, int depth) {
  if (world_ >= 2 && (classes & kFamily) && chance(40)) return indefinite_person();
  if ((classes & (kFamily | kPerson)) && chance(350)) {
    NounPhrase p;
    p.kind = NounKind::Pronoun;
    p.noun = pick(num_pronouns());
    return p;
  }
  if ((classes & (kFamily | kPerson)) && chance(100)) {
    NounPhrase p;
    p.kind = NounKind::Name;
    p.noun = pick(static_cast<int>(lexicon().people.size()));
    return p;
  }
  if (budget >= 5 && chance(180)) {
    NounPhrase co;
    co.kind = NounKind::Coordination;
    co.conjuncts.push_back(noun_phrase(classes, budget / 2, depth + 1));
    co.conjuncts.push_back(noun_phrase(classes, budget - budget / 2 - 1, depth + 1));
    return co;
  }
  NounPhrase np = noun_phrase(classes, budget, depth);
  if (world_ >= 2) world2_each_or_both(&np);
  return np;
}

NounPhrase SentenceSampler::actor(int budget, int depth) {
  return noun_phrase(kActor, budget, depth);
}

void SentenceSampler::add_complement(NounPhrase* np, unsigned head, int budget, int depth) {
  const Lexicon& lx = lexicon();
  PrepPhrase pp;
  unsigned obj = kTopic;
  const int r = pick(100);
  if (head & kDocument) {
    if (r < 55) {
      pp.prep = r < 45 ? Preposition::On : Preposition::About;
      obj = kTopic;
    } else if (r < 80) {
      pp.prep = r < 70 ? Preposition::Of : Preposition::From;
      obj = kActor;
    } else if (r < 92) {
      pp.prep = Preposition::For;
      obj = kTopic | kPlace;
    } else {
      pp.prep = r < 96 ? Preposition::With : Preposition::Against;
      obj = kAgent;
    }
  } else if (head & kEvent) {
    if (r < 50) {
      pp.prep = Preposition::On;
      obj = kTopic;
    } else if (r < 85) {
      pp.prep = Preposition::Of;
      obj = kAgent;
    } else {
      pp.prep = Preposition::Against;
      obj = kTopic;
    }
  } else if (head & (kAgent | kPerson)) {
    pp.prep = r < 85 ? Preposition::Of : Preposition::For;
    obj = r < 85 ? (kAgent | kPlace) : kTopic;
  } else {  // topic or place
    pp.prep = Preposition::Of;
    obj = r < 50 ? kPlace : kTopic;
  }
  const int sub_budget = 1 + pick(std::max(1, budget - 1));
  if ((obj & kPlace) && pp.prep == Preposition::Of && chance(300)) {
    pp.object.kind = chance(500) ? NounKind::City : NounKind::Country;
    pp.object.noun = pick(pp.object.kind == NounKind::City ? static_cast<int>(lx.cities.size())
                                                           : num_countries());
  } else {
    pp.object = noun_phrase(obj, sub_budget, depth + 1);
  }
  np->complements.push_back(std::move(pp));
}

// A relative clause on np: "that the council signed" (object gap), "which was signed in 1992"
// (passive, subject gap), "who resigned" / "which approved the plan" (active, subject gap).
void SentenceSampler::add_relative(NounPhrase* np, unsigned head, int budget, int depth) {
  const Lexicon& lx = lexicon();
  Clause c;
  const bool is_actor = (head & kActor) != 0;
  const bool person = (head & kPerson) != 0;
  // Verbs that can take this head as object.
  std::vector<int> verbs;
  for (std::size_t v = 0; v < lx.verbs.size(); ++v)
    if (lx.verbs[v].object_classes & head) verbs.push_back(static_cast<int>(v));
  const int r = pick(100);
  if (is_actor && (verbs.empty() || r < 50)) {
    c.gap = Gap::Subject;
    c.rel_word =
        person ? RelativeWord::Who : (chance(500) ? RelativeWord::Which : RelativeWord::That);
    std::vector<int> intr;
    for (std::size_t v = 0; v < lx.intransitives.size(); ++v)
      if (lx.intransitives[v].subject_classes & head) intr.push_back(static_cast<int>(v));
    if (!intr.empty() && chance(300)) {
      c.voice = Voice::Intransitive;
      c.world = world_;
      c.verb = intr[static_cast<std::size_t>(pick(static_cast<int>(intr.size())))];
    } else {
      c.voice = Voice::Active;
      c.verb = pick(static_cast<int>(lx.verbs.size()));
      c.object.push_back(
          noun_phrase(lx.verbs[c.verb].object_classes, std::max(2, budget / 2), depth + 1));
    }
  } else if (verbs.empty()) {
    return;
  } else {
    c.verb = verbs[static_cast<std::size_t>(pick(static_cast<int>(verbs.size())))];
    c.rel_word =
        person ? RelativeWord::Who : (chance(500) ? RelativeWord::Which : RelativeWord::That);
    if (r < 75) {
      c.gap = Gap::Object;
      c.voice = Voice::Active;
      c.subject.push_back(actor(std::max(2, budget / 2), depth + 1));
    } else {
      c.gap = Gap::Subject;
      c.voice = Voice::Passive;
      if (chance(300)) c.agent.push_back(actor(2, depth + 1));
    }
  }
  c.negated = chance(60);
  const int so_far = 1 + (c.subject.empty() ? 0 : en_len(c.subject[0])) +
                     (c.object.empty() ? 0 : en_len(c.object[0])) +
                     (c.agent.empty() ? 0 : 1 + en_len(c.agent[0])) + 2;
  if (budget - so_far >= 2 && chance(500))
    c.adverbials.push_back(adverbial(budget - so_far, depth + 1, true));
  np->relative.push_back(std::move(c));
}

Adverbial SentenceSampler::date(AdverbialKind kind) {
  Adverbial a;
  a.kind = kind;
  const int r = pick(100);
  a.year = kFirstYear + pick(kNumYears);
  if (r < 45) {
    a.month = 1 + pick(12);
  } else if (r < 65) {
    a.month = 1 + pick(12);
    a.day = 1 + pick(28);
  } else if (r < 75) {
    a.year = 0;
    a.month = 1 + pick(12);
    a.day = r < 70 ? 1 + pick(28) : 0;
  }
  return a;
}

Adverbial SentenceSampler::adverbial(int budget, int depth, bool temporal_allowed) {
  const Lexicon& lx = lexicon();
  Adverbial a;
  // Temporal kinds take r < 60 and r ≥ 92 (EndOf); without them draw places / prepositions.
  const int r = temporal_allowed ? pick(100) : 60 + pick(32);
  if (r < 30) return date(AdverbialKind::Date);
  if (r < 36) return date(AdverbialKind::Until);
  if (r < 42) {
    a.kind = AdverbialKind::Weekday;
    a.index = pick(static_cast<int>(lx.weekdays.size()));
  } else if (r < 48) {
    a.kind = AdverbialKind::Ago;
    a.index = chance(300) ? -1 : pick(static_cast<int>(lx.numerals.size()));
    a.unit = static_cast<AgoUnit>(pick(4));
  } else if (r < 60) {
    a.kind = AdverbialKind::TimePhrase;
    a.index = pick(static_cast<int>(lx.num_world1_time_phrases));
  } else if (r < 78) {
    a.kind = AdverbialKind::InPlace;
    a.np.push_back(place_phrase(45, 30, kPlace, std::max(2, budget - 1), depth + 1));
  } else if (r < 92) {
    a.kind = AdverbialKind::Prep;
    a.prep = static_cast<AdverbialPrep>(pick(6));
    const unsigned cls = a.prep == AdverbialPrep::Despite   ? (kTopic | kEvent)
                         : a.prep == AdverbialPrep::Without ? kActor
                                                            : kEvent;
    a.np.push_back(noun_phrase(cls, std::max(2, budget - 1), depth + 1));
  } else {
    a.kind = AdverbialKind::EndOf;
    a.end = chance(600);
    a.np.push_back(noun_phrase(kEvent | kTime, std::max(2, budget - 4), depth + 1));
  }
  return a;
}

// Adverbials of everyday clauses: places (under the table, in the kitchen, in paris), times that
// fit the tense, weekdays and dates.
Adverbial SentenceSampler::everyday_adverbial(const Clause& c, int budget, int depth,
                                              bool temporal_allowed) {
  const Lexicon& lx = lexicon();
  Adverbial a;
  const bool past = c.tense == Tense::Past;  // the copula is past in world 2 only
  if (world_ >= 2 && budget >= 3 && chance(100)) return occasion(budget, depth);
  if (world_ >= 2 && temporal_allowed && chance(100)) {  // at five o'clock, at half past two
    a.kind = AdverbialKind::Clock;
    a.index = 1 + pick(12);
    a.half = chance(300);
    return a;
  }
  const int r = temporal_allowed ? pick(100) : pick(55);
  if (r < 30) {
    a.kind = AdverbialKind::Place;
    a.place = place_prep();
    if (a.place == PlacePrep::Over && c.voice != Voice::Copula)
      a.place = PlacePrep::Around;  // "the lamp is over the table", not "cook over the room"
    if (a.place == PlacePrep::Through && !moves_through(c))
      a.place = PlacePrep::Around;  // walk through the park, not "eat through the park"
    // Through and in the middle of: a place, not a thing (no "in the middle of the phone").
    const unsigned where =
        a.place == PlacePrep::Through || a.place == PlacePrep::Middle ? kHome : kObject | kHome;
    place_objects(&a, where, std::max(2, budget - 1), depth);
  } else if (r < 55) {
    a.kind = AdverbialKind::InPlace;
    a.np.push_back(place_phrase(30, 20, kHome, std::max(2, budget - 1), depth + 1));
  } else if (r < 80 || !past) {
    // Everyday time phrases (tomorrow / now only in the present), or the old past ones.
    a.kind = AdverbialKind::TimePhrase;
    if (world_ >= 2 && chance(350) && (a.index = world2_time_phrase(c)) >= 0) return a;
    const int first = static_cast<int>(lx.num_political_time_phrases);
    const int n = static_cast<int>(lx.num_world1_time_phrases) - first;
    if (past && chance(400)) {
      a.index = pick(first);
    } else {
      do a.index = first + pick(n);
      while (past && (lx.time_phrases[a.index].en == std::string("tomorrow") ||
                      lx.time_phrases[a.index].en == std::string("now")));
    }
  } else if (r < 88) {
    a.kind = AdverbialKind::Weekday;
    a.index = pick(static_cast<int>(lx.weekdays.size()));
  } else {
    return date(AdverbialKind::Date);
  }
  return a;
}

// "where is my cat" / "where are the ministers": a noun phrase of any everyday or political kind.
Clause SentenceSampler::where_question(int budget) {
  const Lexicon& lx = lexicon();
  Clause c;
  c.voice = Voice::WhereQuestion;
  const int q = pick(100);
  NounPhrase np;
  if (q < 8) {
    np.kind = NounKind::City;
    np.noun = pick(static_cast<int>(lx.cities.size()));
  } else if (q < 14) {
    np.kind = NounKind::Country;
    np.noun = pick(num_countries());
  } else if (q < 80) {
    np = noun_phrase(kWhereable, std::max(2, budget - 2), 2);
  } else {
    np = noun_phrase(kPerson | kDocument | kAgent, std::max(2, budget - 2), 2);
  }
  c.subject.push_back(std::move(np));
  return c;
}

namespace {

// A question asks "do you have any bread ?", not "… no bread ?" (French: du pain).
void no_to_any(Clause* c) {
  if (!c->object.empty() && c->object[0].kind == NounKind::Common &&
      c->object[0].det == Determiner::No)
    c->object[0].det = Determiner::Any;
}

// A subject that is a person or an animal (what a comparison of a coordination measures it with).
bool feels_temperature(const NounPhrase& np) {
  if (np.kind == NounKind::Coordination) {
    for (const NounPhrase& c : np.conjuncts)
      if (feels_temperature(c)) return true;
    return false;
  }
  if (np.kind == NounKind::Pronoun || np.kind == NounKind::Name) return true;
  return np.kind == NounKind::Common && (lexicon().nouns[np.noun].classes & kLiving) != 0;
}

}  // namespace

// The copula's place: under / near / behind / in front of a thing or a place, or in one.
void SentenceSampler::copula_place(Clause* c, int rem, int depth) {
  const Lexicon& lx = lexicon();
  Adverbial a;
  a.kind = AdverbialKind::Place;
  a.place = place_prep();
  if (a.place == PlacePrep::Through) a.place = PlacePrep::Across;  // not "is through the park"
  if (chance(300)) {
    a.kind = AdverbialKind::InPlace;
    if (chance(500)) {
      NounPhrase p;
      p.kind = NounKind::City;
      p.noun = pick(static_cast<int>(lx.cities.size()));
      a.np.push_back(p);
    }
  }
  if (a.np.empty())
    place_objects(&a, a.place == PlacePrep::Middle ? kHome : kObject | kHome, std::max(2, rem - 1),
                  depth);
  c->adverbials.push_back(std::move(a));
}

// Under, near, behind, in front of (world 1); world 2 adds over, across, around, through, and
// now and then in the middle of and between.
PlacePrep SentenceSampler::place_prep() {
  PlacePrep p = static_cast<PlacePrep>(pick(world_ >= 2 ? kNumPlacePreps : kNumWorld1PlacePreps));
  if ((p == PlacePrep::Middle || p == PlacePrep::Between) && chance(800))  // rarer
    p = static_cast<PlacePrep>(pick(static_cast<int>(PlacePrep::Middle)));
  return p;
}

// The place adverbial's noun phrase, or two different ones after between (between the table and
// the door).
void SentenceSampler::place_objects(Adverbial* a, unsigned where, int budget, int depth) {
  const bool two = a->kind == AdverbialKind::Place && a->place == PlacePrep::Between;
  const int each = two ? std::max(2, budget / 2) : budget;
  a->np.push_back(noun_phrase(where, each, depth + 1));
  if (!two) return;
  NounPhrase b;
  do b = noun_phrase(where, each, depth + 1);
  while (b.kind == a->np[0].kind && b.noun == a->np[0].noun);
  a->np.push_back(std::move(b));
}

// An everyday clause: a conjugated verb (present, progressive or past) with its subject (often
// a pronoun), its object (often an object pronoun), place and time adverbials; or "be" + an
// adjective or a place.
Clause SentenceSampler::everyday_clause(int budget, int depth) {
  const Lexicon& lx = lexicon();
  Clause c;
  const bool copula = chance(150);
  unsigned subject_classes = kLiving | kObject;
  const EverydayVerb* v = nullptr;
  if (copula) {
    c.voice = Voice::Copula;
    c.tense = Tense::Present;  // world 2: world2_tense() may make it past or future
    // World 2: its things, places, ideas and one's own may be the subject too.
    if (world_ >= 2)
      subject_classes |= kCarry | kVehicle | kHome | kText | kIdea | kOwn | kBody | kSight;
  } else {
    c.voice = Voice::Everyday;
    // World 2 draws its own verbs too; "do" only asks (wh_question).
    do c.verb = pick(num_everyday_verbs());
    while (world_ >= 2 &&
           (c.verb == find_everyday_verb("do") || only_reports(lx.everyday_verbs[c.verb])));
    v = &lx.everyday_verbs[c.verb];
    subject_classes = v->subject_classes;
    const int t = pick(100);
    // Être verbs lean to the past (their agreement is the point of them).
    const int past = v->auxiliary == FrenchAuxiliary::Etre ? 70 : 45;
    c.tense = t < past ? Tense::Past
              : (t < past + 20 && (v->progressive || (world_ >= 2 && progressive_in_world2(*v))))
                  ? Tense::Progressive
                  : Tense::Present;
  }
  if (world_ >= 2) world2_tense(&c);
  if (v && c.modal != Modal::None && takes_no_modal(*v)) {  // get a letter: no modal
    c.modal = Modal::None;
    c.tense = Tense::Present;
  }
  if (v && c.tense == Tense::Perfect && takes_no_perfect(*v)) c.tense = Tense::Past;
  c.negated = chance(160);
  c.never = c.negated && c.tense != Tense::Progressive && chance(450);
  if (world_ >= 2 && c.negated && !c.never && chance(200)) {  // not … anymore / yet / either
    c.negation_adverb = c.tense == Tense::Past ? NegationAdverb::Yet : NegationAdverb::Anymore;
    if (c.negation_adverb == NegationAdverb::Anymore && chance(300))
      c.negation_adverb = NegationAdverb::AnyLonger;
    if (chance(300)) c.negation_adverb = NegationAdverb::Either;
  }
  if (!c.negated && c.tense != Tense::Progressive && chance(120))
    c.frequency =
        world_ >= 2 ? world2_frequency(c) : pick(static_cast<int>(lx.num_world1_frequency_adverbs));
  // World 2 has four times as many adverbs: it draws one more often.
  if (world_ >= 2 && c.frequency < 0 && !c.negated && c.tense != Tense::Progressive && chance(100))
    c.frequency = world2_frequency(c);
  if (c.modal != Modal::None || c.tense == Tense::Future || c.tense == Tense::GoingTo ||
      c.tense == Tense::Conditional)
    c.frequency = -1;  // "i will often eat": not drawn
  if (c.modal == Modal::HaveTo || c.modal == Modal::Might || c.modal == Modal::OughtTo)
    c.negated = c.never = false;
  if (world_ >= 2 && c.modal == Modal::Can && c.negated && !c.never && chance(400))
    c.cannot = true;  // i cannot swim (beside can not, as the tokenizer writes can't)
  if (c.modal != Modal::None && modal_in_past(c) && c.negation_adverb == NegationAdverb::Yet)
    c.negation_adverb = NegationAdverb::None;  // not "she did not try to eat yet"
  const int subj_b = 2 + pick(std::max(1, budget / 3));
  c.subject.push_back(subject_of(subject_classes, subj_b, depth));
  if (world_ >= 2 && c.tense == Tense::Future && c.subject[0].kind == NounKind::Pronoun &&
      (c.subject[0].noun == 0 || c.subject[0].noun == 3) && chance(300))
    c.shall = true;  // we shall see → nous verrons
  int rem = budget - english_length(c);
  if (copula && world_ >= 2) {
    world2_copula_predicate(&c, rem, depth);
  } else if (copula) {
    if (chance(650)) {
      c.adjective = everyday_adjectives_[static_cast<std::size_t>(
          pick(static_cast<int>(everyday_adjectives_.size())))];
      c.very = chance(200);
      if (world_ >= 2) degree_or_comparison(&c, depth);
    } else {
      copula_place(&c, rem, depth);
    }
  } else {
    if (v->object_classes != 0 && !(v->object_optional && chance(250))) {
      // Not after a French preposition: je me souviens d'elle wants the stressed pronoun.
      const bool can_pronoun =
          (v->object_classes & (kFamily | kPerson)) != 0 && !fr_object_preposition(*v);
      if (can_pronoun && chance(450)) {
        NounPhrase p;
        p.kind = NounKind::Pronoun;
        do p.noun = pick(num_pronouns());
        while (c.subject[0].kind == NounKind::Pronoun && c.subject[0].noun == p.noun);
        // World 2: now and then the subject's reflexive instead ("you see yourself").
        if (world_ >= 2 && c.subject[0].kind == NounKind::Pronoun &&
            c.subject[0].noun < num_pronouns() && takes_reflexive(*v) && chance(200))
          c.reflexive = true;
        else
          c.object.push_back(p);
      } else if (can_pronoun && chance(150)) {
        NounPhrase p;
        p.kind = NounKind::Name;
        p.noun = pick(static_cast<int>(lx.people.size()));
        c.object.push_back(p);
      } else {
        NounPhrase o = noun_phrase(v->object_classes, std::max(2, rem / 2), depth + 1);
        while (!object_fits_verb(*v, lx.nouns[o.noun]))  // world 2's verbs: cut the bread
          o = noun_phrase(v->object_classes, std::max(2, rem / 2), depth + 1);
        c.object.push_back(std::move(o));
      }
    }
    // it, something, nothing after de would be en, de quelque chose, de rien: not drawn; set
    // takes only the table.
    const bool plain_object = !fr_object_preposition(*v) && !object_is_fixed(*v);
    if (world_ >= 2 && plain_object) world2_pronoun_object(&c);
    if (world_ >= 2 && plain_object) {
      negative_object(&c);
      quantity_object(&c);
    }
    if (world_ >= 2 && object_is_indirect(*v)) {  // i ask her, she answers paul
      c.indirect.push_back(indirect_person(c.subject[0], depth));
    } else if (world_ >= 2 && v->takes_recipient && chance(250) &&
               (c.object.empty() || c.object[0].kind == NounKind::Common) &&
               std::string(v->en_base) != "explain") {  // not "explain him the game"
      // "she gives him the book" → "elle lui donne le livre"; "i talk to her" → "je lui parle"
      NounPhrase p;
      p.kind = NounKind::Pronoun;
      do p.noun = pick(num_pronouns());
      while (c.subject[0].kind == NounKind::Pronoun && c.subject[0].noun == p.noun);
      c.indirect.push_back(p);
    } else if (v->takes_recipient && rem >= 5 && chance(350))
      c.recipient.push_back(noun_phrase(kFamily | kPerson, 2 + pick(2), depth + 1));
    if (std::string(v->en_base) == "live") {  // "live" always says where
      Adverbial a;
      a.kind = AdverbialKind::InPlace;
      NounPhrase p;
      p.kind = chance(500) ? NounKind::City : NounKind::Country;
      p.noun =
          pick(p.kind == NounKind::City ? static_cast<int>(lx.cities.size()) : num_countries());
      a.np.push_back(p);
      c.adverbials.push_back(std::move(a));
    }
    if (std::string(v->en_base) == "move" && chance(700)) {  // world 2: moved to paris
      Adverbial a = city_or_country();
      a.kind = AdverbialKind::To;
      c.adverbials.push_back(std::move(a));
    }
    if (std::string(v->en_base) == "put") {  // world 2: "put" always says where
      Adverbial a;
      a.kind = AdverbialKind::Place;
      a.place = static_cast<PlacePrep>(pick(4));
      a.np.push_back(noun_phrase(kObject, std::max(2, rem - 2), depth + 1));
      c.adverbials.push_back(std::move(a));
    }
    if (v->destination && chance(700)) {
      Adverbial a;
      a.kind = AdverbialKind::To;
      a.np.push_back(place_phrase(30, 20, kHome, std::max(2, rem - 2), depth + 1));
      c.adverbials.push_back(std::move(a));
    }
  }
  rem = budget - english_length(c);
  bool temporal_allowed = c.tense != Tense::Perfect &&                // not "has eaten yesterday"
                          c.negation_adverb == NegationAdverb::None;  // not "yet yesterday"
  for (int i = 0; i < 2 && rem >= 1; ++i) {
    if (!chance(i == 0 ? 700 : 400)) break;
    c.adverbials.push_back(everyday_adverbial(c, rem, depth + 1, temporal_allowed));
    temporal_allowed = temporal_allowed && !is_temporal(c.adverbials.back().kind);
    rem = budget - english_length(c);
  }
  if (v && takes_no_place(*v)) {  // not "she got home under the table", "went out here"
    const Lexicon& lx2 = lexicon();
    c.adverbials.erase(std::remove_if(c.adverbials.begin(), c.adverbials.end(),
                                      [&lx2](const Adverbial& a) {
                                        const bool here =
                                            a.kind == AdverbialKind::TimePhrase && a.index >= 0 &&
                                            (lx2.time_phrases[a.index].en == std::string("here") ||
                                             lx2.time_phrases[a.index].en == std::string("there"));
                                        return a.kind == AdverbialKind::Place ||
                                               a.kind == AdverbialKind::InPlace || here;
                                      }),
                       c.adverbials.end());
  }
  if (v && object_is_fixed(*v) && !c.object.empty()) {  // set the table: the one everyday use
    NounPhrase& o = c.object[0];
    o.det = Determiner::The;
    o.plural = false;
    o.adjectives.clear();
    o.complements.clear();
    o.relative.clear();
  }
  return c;
}

// World 2: now and then the object becomes nothing / nobody / no one (ne … rien / personne), in
// a clause that is not negated, present or past.
void SentenceSampler::negative_object(Clause* c) {
  if (c->object.empty() || c->negated || c->tense == Tense::Progressive ||
      c->tense == Tense::GoingTo || c->modal != Modal::None || !chance(150))
    return;
  const NounKind k = c->object[0].kind;
  if (k == NounKind::Pronoun && c->object[0].noun >= num_pronouns()) return;  // it, someone …
  const bool person =
      k == NounKind::Pronoun || k == NounKind::Name ||
      (k == NounKind::Common && (lexicon().nouns[c->object[0].noun].classes & (kFamily | kPerson)));
  c->negative = !person       ? NegativeWord::Nothing
                : chance(500) ? NegativeWord::Nobody
                              : NegativeWord::NoOne;
  c->object.clear();
  c->frequency = -1;
}

// World 2: now and then a food or drink object of a verb that takes some of it (eat, drink,
// buy, want, take, give, have) gets some / any / no, a quantity word or a container: "i drink
// some milk", "she does not eat any apples", "i have no bread", "he buys a lot of cheese", "we
// want two cups of coffee". Negated clauses take any, not some, and no container or a few.
void SentenceSampler::quantity_object(Clause* c) {
  static const char* const kVerbs[] = {"eat", "drink", "buy", "want", "take", "give", "have"};
  const Lexicon& lx = lexicon();
  if (c->object.size() != 1 || c->object[0].kind != NounKind::Common) return;
  NounPhrase& np = c->object[0];
  const Noun& n = lx.nouns[np.noun];
  const std::string verb = lx.everyday_verbs[c->verb].en_base;
  // Not fish: "some fish" is du poisson (the food) or des poissons (the animals).
  if (!(n.classes & (kFood | kDrink)) || std::string(n.en) == n.en_plural ||
      std::find(std::begin(kVerbs), std::end(kVerbs), verb) == std::end(kVerbs) || !chance(450))
    return;
  const bool negated = c->negated;
  np.plural = n.countable;
  const int r = pick(100);
  int box = -1;
  if (r >= 55 && r < 80 && !negated) {  // a container that holds this noun, if one does
    std::vector<int> boxes;
    for (int b = 0; b < kNumContainers; ++b)
      if (container_holds(b, np.noun)) boxes.push_back(b);
    if (!boxes.empty()) box = boxes[static_cast<std::size_t>(pick(static_cast<int>(boxes.size())))];
  }
  if (box >= 0) {
    np.container = box;
    np.adjectives.clear();
    np.plural = chance(300);
    np.det = np.plural ? Determiner::Numeral : Determiner::A;
    if (np.plural) np.numeral = pick(static_cast<int>(lx.numerals.size()));
  } else if (r < 30 || r >= 55) {
    const bool no = r >= 80 && verb == "have" && !negated && c->modal == Modal::None &&
                    (c->tense == Tense::Present || c->tense == Tense::Future);
    np.det = no ? Determiner::No : negated ? Determiner::Any : Determiner::Some;
    if (no) c->frequency = -1;
  } else {
    np.det = Determiner::Quantity;
    do np.quantity = pick(kNumQuantityWords);
    while ((negated && !kQuantityWords[np.quantity].negatable) ||
           (!n.countable && !negated && kQuantityWords[np.quantity].mass_needs_negation));
  }
}

// World 2: the copula's adjective (not "very") sometimes takes too / so / quite, or a comparison:
// "the cat is bigger than my dog", "she is less tired than paul", "he is as old as anna", "my
// bread is the best". What is compared is of the subject's kind: a person (a name or a family
// noun) for pronouns, names and people, else a noun of the subject's classes.
void SentenceSampler::degree_or_comparison(Clause* c, int depth) {
  const Lexicon& lx = lexicon();
  if (c->very) return;
  const int r = pick(100);
  if (r >= 55 || comparable(c->adjective) == nullptr) return;  // not colours: "so blue"
  c->frequency = -1;  // "also as big as" → "aussi aussi grand que": not drawn
  if (r < 15) {
    c->degree = static_cast<Degree>(1 + pick(4));
    if (c->degree == Degree::ABit && !takes_a_bit(c->adjective)) c->degree = Degree::Quite;
    return;
  }
  c->comparison = r < 32   ? Comparison::More
                  : r < 39 ? Comparison::Less
                  : r < 46 ? Comparison::As
                           : Comparison::Most;
  if (c->comparison == Comparison::Most) return;
  const NounPhrase& subject = c->subject.at(0);
  unsigned classes = kFamily;
  if (subject.kind == NounKind::Common) classes = lx.nouns[subject.noun].classes & kEveryday;
  if (subject.kind == NounKind::Coordination && !feels_temperature(subject)) classes = kObject;
  if (classes == 0) classes = kFamily;  // a political person (the minister): compared with people
  if (classes == kFamily && chance(300)) {
    NounPhrase p;
    p.kind = NounKind::Name;
    p.noun = pick(static_cast<int>(lx.people.size()));
    c->compared.push_back(p);
  } else {
    c->compared.push_back(noun_phrase(classes, 2, depth + 1));
  }
}

// World 2: the copula is sometimes past (was → était) or future (will be → sera); an everyday
// verb sometimes takes a modal (present), the future (will) or going to.
void SentenceSampler::world2_tense(Clause* c) {
  const int r = pick(100);
  if (c->voice == Voice::Copula) {
    c->tense = r < 25   ? Tense::Past
               : r < 40 ? Tense::Future
               : r < 48 ? Tense::Perfect
                        : Tense::Present;
  } else if (r < 20) {
    c->modal = static_cast<Modal>(1 + pick(kNumModals));
    // could: past ability in a statement (its time phrases are past ones); a question makes it
    // present again (could_question). decided to is past; tried to and needed to now and then,
    // is trying to now and then.
    c->tense =
        c->modal == Modal::Could || c->modal == Modal::DecideTo ? Tense::Past : Tense::Present;
    if (c->modal == Modal::TryTo || c->modal == Modal::NeedTo) {
      const int q = pick(100);
      if (q < 35) c->tense = Tense::Past;
      if (q >= 35 && q < 60 && c->modal == Modal::TryTo) c->tense = Tense::Progressive;
    }
  } else if (r < 32) {
    c->tense = Tense::Future;
  } else if (r < 40) {
    c->tense = Tense::GoingTo;
  } else if (r < 46) {
    c->tense = Tense::Perfect;
  } else if (r < 58) {
    c->tense = Tense::Conditional;  // would + verb
  }
}

namespace {

// Verbs whose tu imperative is not an everyday order: aie, meurs, connais le parc, tombe …; no
// pronominal imperative (souviens-toi, détends-toi: the pronoun after the verb).
bool imperative_fits(const EverydayVerb& v) {
  for (const char* no : {"have", "die", "know", "hear", "fall", "kill", "marry", "hate", "lose",
                         "appreciate", "do", "hurt", "miss", "remember", "worry", "relax"})
    if (std::strcmp(v.en_base, no) == 0) return false;
  return !no_imperative(v);
}

// World 2: "how many apples / how much bread do you eat ?", "which car do you want ?": a common
// noun object, bare (no adjective, no quantity), of a present or future clause (a past one's
// participle would agree with it). How many / how much ask for things one has or takes.
bool asked_object(Clause* c, WhWord w) {
  static const char* const kVerbs[] = {"eat",  "drink", "buy",  "want",
                                       "take", "give",  "have", "see"};
  const Lexicon& lx = lexicon();
  if (c->voice != Voice::Everyday || c->object.size() != 1 ||
      c->object[0].kind != NounKind::Common || c->tense == Tense::Past ||
      c->tense == Tense::Perfect)  // the participle would agree with the fronted object
    return false;
  const std::string verb = lx.everyday_verbs[c->verb].en_base;
  if (fr_object_preposition(lx.everyday_verbs[c->verb])) return false;  // de quelle fête
  if (object_is_fixed(lx.everyday_verbs[c->verb])) return false;        // which table do you set
  if (w == WhWord::HowMany &&
      std::find(std::begin(kVerbs), std::end(kVerbs), verb) == std::end(kVerbs))
    return false;
  NounPhrase& o = c->object[0];
  // One's own and the body need their possessive (your life, her mouth), which the wh-word
  // would replace: no "which mouth has she covered ?".
  if (lx.nouns[o.noun].classes & (kOwn | kBody)) return false;
  const bool countable = lx.nouns[o.noun].countable;
  o.adjectives.clear();
  o.container = -1;
  o.det = Determiner::The;  // unsaid: the wh-word stands for it
  o.plural = countable && (w == WhWord::HowMany || o.plural);
  return true;
}

// World 2: "could you … ?" asks now (est-ce que tu pourrais … ?): present, no time phrase.
void could_question(Clause* c) {
  if (c->modal != Modal::Could) return;
  c->tense = Tense::Present;
  std::vector<Adverbial> kept;
  for (const Adverbial& a : c->adverbials)
    if (!is_temporal(a.kind)) kept.push_back(a);
  c->adverbials = kept;
}

}  // namespace

// World 2: "eat the bread .", "do not go to the park .", "come here ." → the tu imperative. No
// pronoun or name object (French would put it after the verb: aide-moi), no reflexive.
Clause SentenceSampler::imperative(int budget) {
  const Lexicon& lx = lexicon();
  Clause c;
  for (;;) {
    c = everyday_clause(budget + 1, 0);
    // Not the copula; not a past clause (its time phrases would be past ones).
    if (c.voice != Voice::Everyday || c.tense == Tense::Past || c.reflexive ||
        c.negative != NegativeWord::None || !c.indirect.empty())
      continue;
    if (!c.object.empty() && c.object[0].kind != NounKind::Common) continue;
    if (!imperative_fits(lx.everyday_verbs[c.verb])) continue;
    break;
  }
  c.subject.clear();
  c.tense = Tense::Present;
  c.modal = Modal::None;
  c.never = false;
  c.frequency = -1;
  c.imperative = true;
  c.lets = chance(250);  // world 2: let us go → allons
  return c;
}

// A main clause of about `budget` words.
Clause SentenceSampler::clause(int budget, int depth) {
  if (chance(500)) return everyday_clause(budget, depth);
  const Lexicon& lx = lexicon();
  Clause c;
  const int r = pick(100);
  c.negated = chance(80);
  c.never = c.negated && chance(250);
  // Share the budget: subject, verb group, object, adverbials.
  const int adverbial_budget =
      budget >= 6 ? pick(std::min(budget / 3, 6) + 1) : (chance(300) ? 2 : 0);
  const int np_budget = std::max(2, budget - adverbial_budget - 2);
  if (r < 55) {
    c.voice = Voice::Active;
    c.verb = pick(static_cast<int>(lx.verbs.size()));
    const TransitiveVerb& v = lx.verbs[c.verb];
    int subj_b = 2 + pick(std::max(1, np_budget / 2));
    int obj_b = std::max(2, np_budget - subj_b);
    if (v.takes_recipient && obj_b >= 5 && chance(500)) {
      const int rec_b = 2 + pick(std::max(1, obj_b / 3));
      c.recipient.push_back(noun_phrase(kActor, rec_b, depth + 1));
      obj_b -= rec_b + 1;
    }
    c.subject.push_back(subject_of(kActor, subj_b, depth));
    c.object.push_back(noun_phrase(v.object_classes, std::max(2, obj_b), depth));
  } else if (r < 85) {
    c.voice = Voice::Passive;
    c.verb = pick(static_cast<int>(lx.verbs.size()));
    const TransitiveVerb& v = lx.verbs[c.verb];
    int subj_b = np_budget;
    if (np_budget >= 5 && chance(450)) {
      const int ag_b = 2 + pick(std::max(1, np_budget / 2));
      c.agent.push_back(noun_phrase(kActor, ag_b, depth + 1));
      subj_b -= ag_b + 1;
    }
    // Coordinated subjects now and then: "the plan and the law were adopted".
    if (subj_b >= 6 && chance(150)) {
      NounPhrase co;
      co.kind = NounKind::Coordination;
      co.conjuncts.push_back(noun_phrase(v.object_classes, subj_b / 2, depth + 1));
      co.conjuncts.push_back(noun_phrase(v.object_classes, subj_b - subj_b / 2 - 1, depth + 1));
      c.subject.push_back(std::move(co));
    } else {
      c.subject.push_back(noun_phrase(v.object_classes, std::max(2, subj_b), depth));
    }
  } else {
    c.voice = Voice::Intransitive;
    c.world = world_;
    c.verb = pick(static_cast<int>(lx.intransitives.size()));
    const IntransitiveVerb& v = lx.intransitives[c.verb];
    if (np_budget >= 6 && chance(150)) {
      NounPhrase co;
      co.kind = NounKind::Coordination;
      co.conjuncts.push_back(noun_phrase(v.subject_classes, np_budget / 2, depth + 1));
      co.conjuncts.push_back(
          noun_phrase(v.subject_classes, np_budget - np_budget / 2 - 1, depth + 1));
      c.subject.push_back(std::move(co));
    } else {
      c.subject.push_back(subject_of(v.subject_classes, np_budget, depth));
    }
  }
  // Spend what is left on adverbials.
  int rem = budget - english_length(c);
  bool temporal_allowed = true;  // at most one date / time phrase per clause
  for (int i = 0; i < 2 && rem >= 1; ++i) {
    if (!chance(i == 0 ? 800 : 450)) break;
    c.adverbials.push_back(adverbial(rem, depth + 1, temporal_allowed));
    temporal_allowed = temporal_allowed && !is_temporal(c.adverbials.back().kind);
    rem = budget - english_length(c);
  }
  return c;
}

// World 2: "do you like the cat?", "is she tired?", "did they go to the park?" (no negation, no
// frequency adverb, no negative word).
Clause SentenceSampler::yes_no_question(int budget) {
  Clause c;
  do c = everyday_clause(budget, 0);
  while (c.negative != NegativeWord::None || c.modal == Modal::OughtTo);  // not "ought you to"
  c.negated = c.never = false;
  no_to_any(&c);
  could_question(&c);
  c.frequency = -1;
  // World 2: have you ever seen … ? → est-ce que tu as déjà vu … ?
  if (c.tense == Tense::Perfect && chance(400)) c.frequency = find_frequency_adverb("ever");
  c.yes_no = true;
  return c;
}

// World 2: "there is a cat" / "there are two big dogs": a countable everyday noun, a or a
// numeral or nothing (→ des), maybe adjectives.
NounPhrase SentenceSampler::there_is_subject(int budget) {
  const Lexicon& lx = lexicon();
  NounPhrase np;
  do np.noun = noun_of(kAnimal | kObject | kFamily | kFood | kCarry | kVehicle | kIdea | kSight);
  while (!lx.nouns[np.noun].countable);
  np.plural = chance(450);
  np.det = !np.plural ? Determiner::A : chance(500) ? Determiner::Bare : Determiner::Numeral;
  if (np.det == Determiner::Numeral) np.numeral = pick(static_cast<int>(lx.numerals.size()));
  everyday_adjectives(&np, budget - english_length(np));
  return np;
}

// World 2: a fixed or impersonal expression, present or past (name: present), sometimes
// negated (the weather, late, raining, the avoir expressions).
Clause SentenceSampler::fixed_expression(int budget) {
  const Lexicon& lx = lexicon();
  Clause c;
  c.voice = Voice::Fixed;
  // The three fixed questions now and then, else one of the seven statements, or one of the
  // sayings on fine, "it is …" (the most words: twice as often) and ça.
  static constexpr FixedExpression kSayings[] = {FixedExpression::Fine, FixedExpression::ItIs,
                                                 FixedExpression::ItIs, FixedExpression::That};
  static constexpr FixedExpression kQuestions[] = {
      FixedExpression::WhatTime, FixedExpression::HowAreYou, FixedExpression::WhatIsThePoint};
  c.fixed = chance(200)   ? kQuestions[pick(3)]
            : chance(450) ? kSayings[pick(4)]
                          : static_cast<FixedExpression>(1 + pick(7));
  if (!is_fixed_question(c.fixed) && chance(250))
    c.fixed = FixedExpression::Feeling;  // its words are the most (kFeelings)
  c.tense = chance(300) ? Tense::Past : Tense::Present;
  switch (c.fixed) {
    case FixedExpression::ItIs:  // the word × 6 + the possessor (my, his, her, our, their, your)
      c.fixed_arg = pick(static_cast<int>(std::size(kItIs))) * 6 + pick(6);
      break;
    case FixedExpression::That:
      c.fixed_arg = pick(kNumThatSayings) * 6 + pick(6);
      break;
    case FixedExpression::Weather:
      c.fixed_arg = pick(static_cast<int>(std::size(kWeathers)));
      break;
    case FixedExpression::Feeling:
      c.fixed_arg = pick(static_cast<int>(std::size(kFeelings)));
      break;
    case FixedExpression::Age:
      c.fixed_arg = pick(static_cast<int>(lx.numerals.size()));
      break;
    case FixedExpression::Name:
      c.fixed_arg = pick(static_cast<int>(lx.people.size()));
      c.tense = Tense::Present;
      break;
    default:
      break;
  }
  if (c.fixed == FixedExpression::ThereIs) {
    c.subject.push_back(there_is_subject(std::max(2, budget - 2)));
  } else if (c.fixed == FixedExpression::Name) {
    NounPhrase p;  // i, he, she or you: my / his / her / your name
    p.kind = NounKind::Pronoun;
    do p.noun = pick(num_pronouns());
    while (lx.pronouns[p.noun].plural);
    c.subject.push_back(p);
  } else if (c.fixed == FixedExpression::Feeling || c.fixed == FixedExpression::Age ||
             c.fixed == FixedExpression::Fine) {
    c.subject.push_back(subject_of(kFamily, std::max(2, budget - 3), 1));
  }
  if (is_fixed_question(c.fixed)) {  // what time is it (in paris) ?, how are you (, anna) ?
    c.tense = Tense::Present;
    if (c.fixed == FixedExpression::HowAreYou && chance(600)) {
      c.fixed_arg = 1 + pick(static_cast<int>(lx.people.size()));
    } else if (c.fixed == FixedExpression::WhatTime && chance(600)) {
      Adverbial a;
      a.kind = AdverbialKind::InPlace;
      NounPhrase p;
      p.kind = chance(600) ? NounKind::City : NounKind::Country;
      p.noun =
          pick(p.kind == NounKind::City ? static_cast<int>(lx.cities.size()) : num_countries());
      a.np.push_back(p);
      c.adverbials.push_back(std::move(a));
    }
    return c;
  }
  if (c.fixed != FixedExpression::ThereIs && c.fixed != FixedExpression::Name &&
      !(c.fixed == FixedExpression::That &&
        c.fixed_arg / 6 == static_cast<int>(ThatSaying::Business)))
    c.negated = chance(200);
  if (c.fixed == FixedExpression::ItIs &&
      std::strcmp(kItIs[c.fixed_arg / 6].en, "such a pleasure") == 0)
    c.negated = false;  // not "it is not such a pleasure"
  // A place or a time now and then: "there is a cat under the table", "it was cold yesterday".
  const int rem = budget - english_length(c);
  const bool bare = c.fixed == FixedExpression::Name || c.fixed == FixedExpression::Age ||
                    c.fixed == FixedExpression::Late || c.fixed == FixedExpression::Fine ||
                    c.fixed == FixedExpression::ItIs || c.fixed == FixedExpression::That;
  if (!bare && rem >= 2 && chance(400))
    c.adverbials.push_back(everyday_adverbial(c, rem, 1, c.fixed != FixedExpression::ThereIs));
  return c;
}

// World 2: "what do you eat ?" (a thing object becomes the question), "who sees the cat ?" (the
// subject does), "where do you live ?", "when / how does she go to the park ?", "why is he
// tired ?". Not negated; where / when / how ask about everyday verbs, why also about the copula.
Clause SentenceSampler::wh_question(int budget) {
  const Lexicon& lx = lexicon();
  const WhWord w = static_cast<WhWord>(1 + pick(world_ >= 2 ? 8 : 6));
  for (;;) {
    Clause c = everyday_clause(budget, 0);
    if (c.negative != NegativeWord::None || c.modal == Modal::Could || c.modal == Modal::OughtTo)
      continue;
    c.negated = c.never = false;
    no_to_any(&c);
    if (!c.object.empty() && c.object[0].kind == NounKind::Common &&
        c.object[0].det == Determiner::Any)
      c.object[0].det = Determiner::Some;  // why do they eat some bread ?, not any
    c.frequency = -1;
    const bool everyday = c.voice == Voice::Everyday;
    const bool live = everyday && std::string(lx.everyday_verbs[c.verb].en_base) == "live";
    if (w == WhWord::Who) {
      NounPhrase he;  // unsaid: who is the third person singular
      he.kind = NounKind::Pronoun;
      he.noun = 1;
      c.subject = {he};
      if (c.reflexive || c.modal == Modal::WouldLike) continue;
      if (!c.object.empty() && c.object[0].kind == NounKind::Pronoun && c.object[0].noun == 1)
        continue;
    } else if (w == WhWord::What && everyday && chance(450)) {
      // The question is what one does: "what are you doing ?" → "qu'est-ce que tu fais ?",
      // "what have you done ?" → "qu'est-ce que tu as fait ?" (no object, no "to the park", no
      // "through the park").
      c.verb = find_everyday_verb("do");
      const int r = pick(10);  // the everyday questions: what are you doing, what have you done
      if (c.tense == Tense::Present && c.modal == Modal::None && r < 5)
        c.tense = Tense::Progressive;
      if (c.tense == Tense::Past && r < 4) c.tense = Tense::Perfect;
      c.object.clear();
      c.recipient.clear();
      c.indirect.clear();
      c.reflexive = false;
      const bool perfect = c.tense == Tense::Perfect;  // not "what have you done yesterday ?"
      c.adverbials.erase(std::remove_if(c.adverbials.begin(), c.adverbials.end(),
                                        [perfect](const Adverbial& a) {
                                          return a.kind == AdverbialKind::To ||
                                                 (a.kind == AdverbialKind::Place &&
                                                  a.place == PlacePrep::Through) ||
                                                 (perfect && is_temporal(a.kind));
                                        }),
                         c.adverbials.end());
    } else if (w == WhWord::What) {
      // A thing object (not a person or a pronoun), present tenses or the past with avoir.
      if (!everyday || c.object.size() != 1 || c.object[0].kind != NounKind::Common ||
          fr_object_preposition(lx.everyday_verbs[c.verb]) ||  // de quoi est-ce que …
          object_is_fixed(lx.everyday_verbs[c.verb]) ||        // what do you set ?
          (lx.nouns[c.object[0].noun].classes & (kFamily | kPerson | kAnimal)) ||
          !c.recipient.empty())
        continue;
      c.object.clear();
    } else if (w == WhWord::HowMany || w == WhWord::Which) {
      if (!asked_object(&c, w)) continue;
    } else if (w == WhWord::Why) {
      if (live) continue;
    } else {
      if (!everyday || (live && w != WhWord::Where)) continue;
      const std::string base = lx.everyday_verbs[c.verb].en_base;  // where do you get home ?
      if (w == WhWord::Where && (base == "get home" || base == "go away" || base == "think about"))
        continue;
      c.adverbials.clear();  // where / when / how ask for the adverbial
    }
    if (w != WhWord::Who) c.yes_no = true;
    c.wh = w;
    return c;
  }
}

// World 2: "i think (that) she is tired" → "je pense qu'elle est fatiguée"; "she told me that
// he was happy" → "elle m'a dit qu'il était heureux". The reporting clause is present or past,
// never negated; in the past its that-clause is a copula or a fixed expression in the imparfait.
Sentence SentenceSampler::reported_sentence(int target_words) {
  const Lexicon& lx = lexicon();
  Clause c;
  c.voice = Voice::Everyday;
  do c.verb = pick(static_cast<int>(lx.everyday_verbs.size()));
  while (!takes_that_clause(lx.everyday_verbs[c.verb]));
  const EverydayVerb& v = lx.everyday_verbs[c.verb];
  c.tense = report_past(v) != ReportPast::Never && chance(350) ? Tense::Past : Tense::Present;
  // "she is telling me that …", "he is saying that …" → elle me dit que, il dit que
  const std::string base = v.en_base;
  if (c.tense == Tense::Present && (base == "say" || base == "tell") && chance(250))
    c.tense = Tense::Progressive;
  c.reports = true;
  c.subject.push_back(subject_of(kFamily | kPerson, 2, 1));
  // tell needs its person; promise may have one ("i promise you that …").
  if (v.takes_recipient && (std::string(v.en_base) == "tell" || chance(400))) {
    NounPhrase p;
    if (chance(650)) {
      p.kind = NounKind::Pronoun;
      do p.noun = pick(num_pronouns());
      while (c.subject[0].kind == NounKind::Pronoun && c.subject[0].noun == p.noun);
    } else if (chance(500)) {
      p.kind = NounKind::Name;
      p.noun = pick(static_cast<int>(lx.people.size()));
    } else {
      p = noun_phrase(kFamily, 2, 1);
    }
    c.indirect.push_back(p);
  }
  Sentence s;
  s.clauses.push_back(c);
  s.conjunctions.push_back(chance(600) ? Conjunction::That : Conjunction::ThatUnsaid);
  const int budget = std::max(3, target_words - english_length(c) - 1);
  Clause said;
  const bool promise = std::string(v.en_base) == "promise";  // what one promises is to come
  for (;;) {
    if (c.tense == Tense::Past && chance(300)) {
      said = fixed_expression(budget);
      said.tense = Tense::Past;
      if (said.fixed == FixedExpression::Name || is_fixed_question(said.fixed) ||
          is_spoken_expression(said.fixed))
        continue;
      break;
    }
    said = c.tense == Tense::Past || promise ? everyday_clause(budget, 1) : clause(budget, 1);
    if (c.tense == Tense::Past && (said.voice != Voice::Copula || said.tense != Tense::Past))
      continue;
    if (promise && (said.voice != Voice::Everyday || said.tense != Tense::Future)) continue;
    if (said.voice == Voice::Fixed && is_fixed_question(said.fixed)) continue;  // not a question
    break;
  }
  // Without "that", English reads the clause's subject as the reporting verb's object where the
  // two look alike ("she promises several judges will sing", "i know someone is here"): "that"
  // is left out only before i, he, she, we, they.
  const bool distinct_subject = !said.subject.empty() &&
                                said.subject[0].kind == NounKind::Pronoun &&
                                said.subject[0].noun < kNumDistinctSubjectPronouns;
  if (!distinct_subject) s.conjunctions.back() = Conjunction::That;
  if (asks_whether(v)) s.conjunctions.back() = Conjunction::If;  // i wonder if … → si
  s.clauses.push_back(std::move(said));
  return s;
}

// World 2: "i will stay at home if it rains" → "je resterai à la maison s'il pleut": the main
// clause present or future, the if-clause present (never "si il viendra", "si je voudrais").
Sentence SentenceSampler::conditional_sentence(int target_words) {
  const int main_budget = std::max(3, target_words / 2);
  Clause main;
  do main = everyday_clause(main_budget, 0);
  while (main.tense != Tense::Present && main.tense != Tense::Future);
  Clause condition;
  do condition = everyday_clause(std::max(3, target_words - english_length(main) - 1), 0);
  // No conditional form after si: would like, could, should, might are left out.
  while (condition.tense != Tense::Present || condition.modal == Modal::WouldLike ||
         condition.modal == Modal::Could || condition.modal == Modal::Should ||
         condition.modal == Modal::Might || condition.modal == Modal::OughtTo);
  Sentence s;
  s.clauses.push_back(std::move(main));
  s.clauses.push_back(std::move(condition));
  s.conjunctions.push_back(Conjunction::If);
  return s;
}

Sentence SentenceSampler::sample(int target_words) {
  Sentence s = sample_structure(target_words);
  if (world_ >= 2) world2_just_in_case(&s);
  if (world_ >= 2) world2_vocative(&s, target_words);
  return s;
}

Sentence SentenceSampler::sample_structure(int target_words) {
  Sentence s;
  if (world_ >= 2 && target_words >= 4 && chance(120)) return reported_sentence(target_words);
  if (world_ >= 2 && target_words >= 5 && chance(50)) return conditional_sentence(target_words);
  if (world_ >= 2 && target_words <= 10 && chance(250)) {
    s.clauses.push_back(yes_no_question(target_words - 1));
    if (target_words >= 5 && chance(200)) s.opener = interjection();  // "hi , are you ready ?"
    return s;
  }
  if (world_ >= 2 && target_words <= 8 && chance(150)) {
    s.clauses.push_back(imperative(target_words));
    if (target_words >= 4 && !s.clauses[0].lets && chance(200)) s.please = true;
    return s;
  }
  if (world_ >= 2 && target_words <= 10 && chance(200)) {
    s.clauses.push_back(wh_question(target_words - 1));
    if (target_words >= 5 && chance(150)) s.opener = interjection();
    return s;
  }
  const bool fixed = world_ >= 2 && target_words <= 10 && chance(300);
  // World 2's spoken verb expressions: what happened ?, i do not care, that sounds good …
  const bool spoken = world_ >= 2 && target_words <= 10 && !fixed && chance(350);
  if (fixed || spoken) {
    s.clauses.push_back(spoken ? spoken_expression(target_words) : fixed_expression(target_words));
    const FixedExpression f = s.clauses[0].fixed;
    if (target_words >= 5 && chance(300))  // excuse me , what time is it ? good morning , how …
      s.opener = f == FixedExpression::WhatTime    ? Interjection::ExcuseMe
                 : f == FixedExpression::HowAreYou ? Interjection::GoodMorning
                 : is_fixed_question(f)            ? interjection(false)
                 : chance(220)                     ? statement_opener()
                                                   : interjection(true);
    if (s.opener == Interjection::Maybe && f == FixedExpression::Name)
      s.opener = Interjection::IMean;  // not "maybe my name is paul"
    return s;
  }
  if (target_words <= 8 && chance(300)) {
    s.clauses.push_back(where_question(target_words));
    return s;
  }
  // About 13 words per clause; a little jitter in the number of clauses.
  int k = 1 + std::max(0, (target_words - 4) / 13);
  if (k > 1 && chance(250)) --k;
  // World 2: a short statement now and then opens on in fact, maybe, to tell the truth …
  if (world_ >= 2 && k == 1 && target_words <= 12 && chance(30)) s.opener = statement_opener();
  int left = target_words - (k - 1);  // one word per conjunction
  for (int i = 0; i < k; ++i) {
    const int share = (i == k - 1) ? left : std::max(3, left / (k - i) + pick(5) - 2);
    s.clauses.push_back(clause(std::max(3, share), 0));
    left -= english_length(s.clauses.back());
    if (i > 0) {
      s.conjunctions.push_back(choose(kConjunctions, pick(100)));
      if (world_ >= 2 && chance(200)) {  // so → donc, or → ou, then → puis
        static constexpr Conjunction kMore[] = {Conjunction::So, Conjunction::Or,
                                                Conjunction::Then};
        s.conjunctions.back() = kMore[pick(3)];
      }
    }
  }
  return s;
}

}  // namespace ap::s2s
