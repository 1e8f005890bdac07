// World 2's spoken verb expressions in the sampler (spoken_expressions.h): what happened ?,
// something happened yesterday, it happens, i was born in paris, you are kidding, that sounds good,
// i do not care, i do not mind, it does not matter. Drawn by fixed_expression(); never reported.
#include "core/corpus/sampler.h"

#include <iterator>

#include "core/corpus/spoken_expressions.h"

namespace ap::s2s {

// in paris, in france (InPlace with a city or a country).
Adverbial SentenceSampler::city_or_country() {
  const Lexicon& lx = lexicon();
  Adverbial a;
  a.kind = AdverbialKind::InPlace;
  NounPhrase p;
  p.kind = chance(600) ? NounKind::City : NounKind::Country;
  p.noun =
      pick(static_cast<int>(p.kind == NounKind::City ? lx.cities.size() : lx.countries.size()));
  a.np.push_back(p);
  return a;
}

Clause SentenceSampler::spoken_expression(int budget) {
  const Lexicon& lx = lexicon();
  Clause c;
  c.voice = Voice::Fixed;
  c.fixed = static_cast<FixedExpression>(static_cast<int>(FixedExpression::WhatHappened) +
                                         pick(kNumSpokenExpressions));
  const int t = pick(100);
  c.tense = t < 70 ? Tense::Present : Tense::Past;  // sounds, kidding, care, mind, matter
  bool adverbial = false;
  switch (c.fixed) {
    case FixedExpression::WhatHappened:  // what happened / is happening / will happen ?
      c.tense = t < 45 ? Tense::Past : t < 80 ? Tense::Progressive : Tense::Future;
      adverbial = c.tense == Tense::Past && chance(300);
      break;
    case FixedExpression::Happened:  // something happened, nothing will happen, it happens
      c.fixed_arg = chance(600) ? static_cast<int>(Happener::It) : pick(2);
      if (c.fixed_arg == static_cast<int>(Happener::It)) {
        c.tense = t < 80 ? Tense::Present : Tense::Past;
        c.negated = chance(300);
        c.never = c.negated && c.tense == Tense::Present && chance(650);
      } else {
        c.tense = t < 55 ? Tense::Past : t < 80 ? Tense::Progressive : Tense::Future;
      }
      adverbial = c.tense == Tense::Past && chance(400);
      break;
    case FixedExpression::Born: {  // i was born in paris / in may 1992
      c.tense = Tense::Past;
      c.subject.push_back(subject_of(kFamily, std::max(2, budget - 4), 1));
      c.negated = chance(150);
      c.adverbials.push_back(chance(550) ? city_or_country() : date(AdverbialKind::Date));
      break;
    }
    case FixedExpression::Kidding: {  // you are kidding, paul was not kidding
      c.tense = t < 75 ? Tense::Progressive : Tense::Past;
      NounPhrase p;
      p.kind = chance(700) ? NounKind::Pronoun : NounKind::Name;
      p.noun =
          pick(p.kind == NounKind::Pronoun ? num_pronouns() : static_cast<int>(lx.people.size()));
      c.subject.push_back(p);
      c.negated = chance(300);
      break;
    }
    case FixedExpression::SoundsLike:  // that sounds good, it sounded easy
      c.fixed_arg = 2 * pick(static_cast<int>(std::size(kSoundsLike))) + (chance(350) ? 1 : 0);
      c.negated = chance(200);
      break;
    case FixedExpression::DoNotCare:  // a person pronoun: ça m'est égal, ça ne la dérange pas
    case FixedExpression::DoNotMind: {
      NounPhrase p;
      p.kind = NounKind::Pronoun;
      p.noun = pick(num_pronouns());
      c.subject.push_back(p);
      c.negated = true;
      break;
    }
    case FixedExpression::Posture: {  // the cat is sitting under the table, i was standing
      c.fixed_arg = pick(static_cast<int>(std::size(kPostures)));
      c.subject.push_back(subject_of(kFamily | kAnimal, std::max(2, budget - 6), 1));
      c.negated = chance(150);
      if (chance(600)) {
        Adverbial a;
        a.kind = chance(700) ? AdverbialKind::Place : AdverbialKind::InPlace;
        a.place = static_cast<PlacePrep>(pick(kNumWorld1PlacePreps));  // under, near, behind …
        a.np.push_back(noun_phrase(a.kind == AdverbialKind::Place ? kObject | kHome : kHome,
                                   std::max(2, budget - english_length(c) - 1), 2));
        c.adverbials.push_back(std::move(a));
      }
      break;
    }
    case FixedExpression::Means:  // that means yes / no
      c.tense = t < 55 ? Tense::Present : Tense::Past;
      c.fixed_arg = pick(2);
      c.negated = chance(200);
      break;
    default:  // it does not matter
      c.negated = true;
      break;
  }
  if (adverbial) {  // what happened yesterday / in paris ?, something happened last night
    static constexpr const char* kWhen[] = {"yesterday",    "last night", "last week", "last year",
                                            "this morning", "this week",  "this year"};
    Adverbial a;
    if (chance(500)) {
      a.kind = AdverbialKind::TimePhrase;
      a.index = find_time_phrase(kWhen[pick(static_cast<int>(std::size(kWhen)))]);
    } else {
      a = city_or_country();
    }
    c.adverbials.push_back(std::move(a));
  }
  return c;
}

}  // namespace ap::s2s
