// World 2's vocabulary in the sampler (sampler.h): adjectives only where they fit their noun or
// the copula's subject (lexicon.h world2_fit), a possessive for one's own things (my head, your
// life), occasions (after dinner, during the war), and the adverbs and time phrases world 2 adds,
// each kept to the tenses and clauses where it is natural. World 1 never calls these.
#include "core/corpus/sampler.h"

#include "core/corpus/verb_limits.h"

#include <algorithm>
#include <cstring>
#include <iterator>
#include <string>

namespace ap::s2s {
namespace {

bool is(const char* a, const char* b) { return std::strcmp(a, b) == 0; }

// The classes an adjective is checked against: person pronouns and names are people; it and
// something are things, everything a matter (everything is clear / easy / perfect).
unsigned classes_of(const NounPhrase& np) {
  if (np.kind == NounKind::Pronoun) {
    const char* en = lexicon().pronouns[np.noun].en_subject;
    if (is(en, "it") || is(en, "something")) return kObject | kCarry;
    if (is(en, "everything")) return kIdea;
    return kFamily;
  }
  if (np.kind == NounKind::Name) return kFamily;
  if (np.kind == NounKind::Common) return lexicon().nouns[np.noun].classes;
  return 0;
}

// Whether the copula may give this adjective to the subject (every conjunct of "X and Y").
bool predicative_fit(int adjective, const NounPhrase& np) {
  if (np.kind == NounKind::Coordination) {
    for (const NounPhrase& c : np.conjuncts)
      if (!predicative_fit(adjective, c)) return false;
    return !np.conjuncts.empty();
  }
  // "it is cold / hot" is the weather (il fait froid), never the thing's temperature.
  if (np.kind == NounKind::Pronoun && is(lexicon().pronouns[np.noun].en_subject, "it") &&
      (is(lexicon().adjectives[adjective].en, "cold") ||
       is(lexicon().adjectives[adjective].en, "hot")))
    return false;
  return (world2_fit(adjective).predicative & classes_of(np)) != 0;
}

// Whether the subject is people (every conjunct of "X and Y"): the ones who feel.
bool is_person(const NounPhrase& np) {
  if (np.kind == NounKind::Coordination) {
    for (const NounPhrase& c : np.conjuncts)
      if (!is_person(c)) return false;
    return !np.conjuncts.empty();
  }
  return (classes_of(np) & kFamily) != 0;
}

// Whether "is under the table" / "is in paris" suits the subject: people, animals and things that
// move, not places, ideas or parts of the body.
bool placeable(const NounPhrase& np) {
  if (np.kind == NounKind::Coordination) {
    for (const NounPhrase& c : np.conjuncts)
      if (!placeable(c)) return false;
    return true;
  }
  const unsigned k = classes_of(np);
  return (k & (kFamily | kPerson | kAnimal | kObject | kCarry | kVehicle)) != 0 &&
         !(k & (kBody | kHome));
}

bool plural_subject(const NounPhrase& np) {
  if (np.kind == NounKind::Coordination) return true;
  if (np.kind == NounKind::Pronoun) return lexicon().pronouns[np.noun].plural;
  return np.kind == NounKind::Common && np.plural;
}

bool ends_with(const char* s, const char* suffix) {
  const std::size_t n = std::strlen(s), m = std::strlen(suffix);
  return n >= m && std::strcmp(s + n - m, suffix) == 0;
}

bool starts_with(const char* s, const char* prefix) {
  return std::strncmp(s, prefix, std::strlen(prefix)) == 0;
}

// The verbs that last ("she slept for two hours" → "elle a dormi pendant deux heures").
bool lasts(const char* en_base) {
  for (const char* v : {"stay", "sleep", "work", "wait", "play", "run", "dance", "talk", "read",
                        "walk", "sing", "swim", "cry", "drive", "teach"})
    if (is(en_base, v)) return true;
  return false;
}

// World 2's phrases of time measured in hours and minutes: … ago (il y a …) in the past, in …
// (dans …) ahead, at the moment (en ce moment) in the present, for … (pendant …) with a verb that
// lasts, in the past or ahead, never negated; till … (jusqu'à …) with a verb that lasts, ahead
// (will, going to, or a modal in the present: i can stay till tomorrow). 1 fits, 0 does not, -1
// is not such a phrase.
int duration_fits(const char* en, const Clause& c) {
  const bool ahead = c.tense == Tense::Future || c.tense == Tense::GoingTo;
  if (ends_with(en, " ago")) return c.tense == Tense::Past && c.modal == Modal::None;
  if (starts_with(en, "in ") && (ends_with(en, "minutes") || ends_with(en, "hour") ||
                                 ends_with(en, "hours") || ends_with(en, "second")))
    return ahead && !c.negated && !c.never;
  if (is(en, "at the moment"))
    return (c.tense == Tense::Present || c.tense == Tense::Progressive) && !c.never;
  if (starts_with(en, "till ")) {  // i will stay / i can stay till tomorrow: ahead only
    const bool modal_ahead = c.tense == Tense::Present && c.modal != Modal::None &&
                             c.modal != Modal::Could && c.modal != Modal::LikeTo;
    return c.voice == Voice::Everyday && (ahead || modal_ahead) && !c.negated && !c.never &&
           lasts(lexicon().everyday_verbs[c.verb].en_base);
  }
  if (starts_with(en, "for ") && (ends_with(en, "minutes") || ends_with(en, "hours")))
    return c.voice == Voice::Everyday && (c.tense == Tense::Past || ahead) && !c.negated &&
           !c.never && c.modal == Modal::None && lasts(lexicon().everyday_verbs[c.verb].en_base);
  return -1;
}

constexpr Determiner kPossessives[] = {Determiner::My,  Determiner::His,   Determiner::Her,
                                       Determiner::Our, Determiner::Their, Determiner::Your};

bool is_possessive(Determiner d) {
  return std::find(std::begin(kPossessives), std::end(kPossessives), d) != std::end(kPossessives);
}

// Whether world 2's time phrase or place adverb suits the clause: the afternoon and christmas
// suit any; tonight is not past; later and soon look ahead (will, going to, a modal; not never);
// forever is for be, stay, leave, love and live; once is past; together needs a plural subject; at
// home, on the floor, outside and inside go with a verb that stays where it is (not go, come,
// leave, live) and no other place.
bool time_phrase_fits(const char* en, const Clause& c) {
  const Lexicon& lx = lexicon();
  const bool past = c.tense == Tense::Past;
  if (is(en, "in the afternoon") || is(en, "this afternoon") || is(en, "at christmas")) return true;
  if (c.voice != Voice::Everyday && c.voice != Voice::Copula) return false;
  if (is(en, "tonight")) return !past;
  if (is(en, "forever") && c.voice == Voice::Everyday &&
      !(is(lx.everyday_verbs[c.verb].en_base, "stay") ||
        is(lx.everyday_verbs[c.verb].en_base, "leave") ||
        is(lx.everyday_verbs[c.verb].en_base, "love") ||
        is(lx.everyday_verbs[c.verb].en_base, "live")))
    return false;  // be, stay, leave, love, live forever
  if (is(en, "later") || is(en, "soon") || is(en, "forever"))
    return !c.never && !past &&
           (c.tense == Tense::Future || c.tense == Tense::GoingTo || c.modal != Modal::None);
  if (const int fit = duration_fits(en, c); fit >= 0) return fit == 1;
  if (c.voice != Voice::Everyday) return false;
  if (is(en, "once")) return past;
  if (is(en, "twice") || is(en, "three times"))
    return past && c.modal == Modal::None && !is(lx.everyday_verbs[c.verb].en_base, "die");
  // Not in a negated clause (not … anywhere: ne … nulle part), nor beside nothing / nobody.
  if (is(en, "somewhere") && (c.negated || c.negative != NegativeWord::None)) return false;
  if (is(en, "together")) return !c.subject.empty() && plural_subject(c.subject[0]);
  const EverydayVerb& v = lx.everyday_verbs[c.verb];
  if (v.destination || is(v.en_base, "live") || is(v.en_base, "leave") || takes_no_place(v))
    return false;
  for (const Adverbial& a : c.adverbials)
    if (a.kind == AdverbialKind::Place || a.kind == AdverbialKind::InPlace ||
        a.kind == AdverbialKind::To ||
        (a.kind == AdverbialKind::TimePhrase && a.index >= 0 &&
         static_cast<std::size_t>(a.index) >= lx.num_world1_time_phrases))
      return false;
  return true;
}

// Whether world 2's frequency adverb suits the clause's tense and voice: already, finally and
// almost are past; still and just (juste: "i just want the cake") are not (the past's "just"
// is venir de); even and only qualify a verb, not the copula; totally, completely, absolutely,
// quite and rather qualify the copula's adjective (world2_copula_predicate drops them before a
// place).
bool frequency_fits(const char* en, const Clause& c) {
  if (is(en, "ever")) return false;  // only a question's (yes_no_question)
  if (is(en, "totally") || is(en, "completely") || is(en, "absolutely") || is(en, "quite") ||
      is(en, "rather"))
    return c.voice == Voice::Copula;
  const bool past = c.tense == Tense::Past;
  if (is(en, "already") || is(en, "finally") || is(en, "almost")) return past;
  if (is(en, "still") || is(en, "just"))
    return !past && c.tense != Tense::Perfect;  // not "has still driven"
  if (is(en, "even") || is(en, "only")) return c.voice == Voice::Everyday;
  return true;
}

bool whole(int adjective) {
  const char* en = lexicon().adjectives[static_cast<std::size_t>(adjective)].en;
  return is(en, "whole") || is(en, "entire");
}

// second and third: one thing counted, so singular, and the noun's only adjective.
bool ordinal(int adjective) {
  const char* en = lexicon().adjectives[static_cast<std::size_t>(adjective)].en;
  return is(en, "second") || is(en, "third");
}

bool stands_alone(int adjective) { return whole(adjective) || ordinal(adjective); }

// own and dear: only after a possessive, and the noun's only adjective (my own car, my dear
// friend).
bool after_possessive(int adjective) {
  const char* en = lexicon().adjectives[static_cast<std::size_t>(adjective)].en;
  return is(en, "own") || is(en, "dear");
}

}  // namespace

Determiner SentenceSampler::possessive() {
  return kPossessives[pick(static_cast<int>(std::size(kPossessives)))];
}

// Up to two adjectives that fit the noun; French-preposed ones first (as in "the big red car").
void SentenceSampler::world2_adjectives(NounPhrase* np, int budget) {
  if (budget < 1 || !chance(budget >= 3 ? 550 : 350)) return;
  const Lexicon& lx = lexicon();
  const unsigned k = lx.nouns[np->noun].classes;
  if (k & kTime) return;
  std::vector<int> fits;
  for (int a : world2_adjectives_)
    if ((world2_fit(a).attributive & k) && (!after_possessive(a) || is_possessive(np->det)))
      fits.push_back(a);
  if (fits.empty()) return;
  const int n = (budget >= 2 && chance(300)) ? 2 : 1;
  std::vector<int> adjs;
  for (int i = 0; i < n; ++i) {
    const int a = fits[static_cast<std::size_t>(pick(static_cast<int>(fits.size())))];
    // One translation of French "vrai" per noun phrase: not "a real true story".
    if (std::find(adjs.begin(), adjs.end(), a) == adjs.end() &&
        (adjs.empty() || std::strcmp(lx.adjectives[a].fr_ms, lx.adjectives[adjs[0]].fr_ms) != 0) &&
        (np->det == Determiner::The || !is(lx.adjectives[a].en, "same")) &&  // the same car
        !(np->plural && stands_alone(a)))  // the whole town, not "seventy entire bars"
      adjs.push_back(a);
  }
  // whole, entire and the ordinals stand alone: not "my hot whole street", "the other third car"
  const auto alone = [&](int a) { return stands_alone(a) || after_possessive(a); };
  if (adjs.size() > 1 && (alone(adjs[0]) || alone(adjs[1])))
    adjs = {alone(adjs[0]) ? adjs[0] : adjs[1]};
  const auto has = [&](const char* en) {
    return std::any_of(adjs.begin(), adjs.end(),
                       [&](int a) { return is(lx.adjectives[a].en, en); });
  };
  if (has("same") && (has("different") || has("other"))) adjs.pop_back();  // the same other
  // other and same first (another big cat, la même petite voiture), then the preposed ones.
  const auto rank = [&](int a) {
    const char* en = lx.adjectives[a].en;
    return is(en, "other") || is(en, "same") ? 0 : lx.adjectives[a].before_noun ? 1 : 2;
  };
  std::stable_sort(adjs.begin(), adjs.end(), [&](int a, int b) { return rank(a) < rank(b); });
  np->adjectives = adjs;
}

// "be" + an adjective that fits the subject ("the phone is broken", "i am sure", "my hands are
// cold") or, for people, animals and things that move, a place now and then.
void SentenceSampler::world2_copula_predicate(Clause* c, int rem, int depth) {
  world2_pronoun_subject(c);
  const NounPhrase& subject = c->subject.at(0);
  std::vector<int> fits;
  for (int a : world2_adjectives_)
    if (predicative_fit(a, subject)) fits.push_back(a);
  const bool can_place = placeable(subject);
  if (!fits.empty() && (!can_place || chance(650))) {
    c->adjective = fits[static_cast<std::size_t>(pick(static_cast<int>(fits.size())))];
    c->very = world2_fit(c->adjective).gradable && chance(200);
    degree_or_comparison(c, depth);  // too / so / quite, bigger than, the biggest
    if (chance(300)) {  // seems tired, feels sick (said only where linking() allows it)
      const bool person = is_person(subject);
      if (link_fits(LinkVerb::Feel, c->adjective, person) && chance(800))
        c->link = LinkVerb::Feel;
      else if (link_fits(LinkVerb::Seem, c->adjective, person))
        c->link = LinkVerb::Seem;
      c->link_progressive = c->link == LinkVerb::Feel && chance(250);
    }
    return;
  }
  if (c->frequency >= 0) {  // not "totally under the table"
    const char* f = lexicon().frequency_adverbs[static_cast<std::size_t>(c->frequency)].en;
    if (is(f, "totally") || is(f, "completely") || is(f, "absolutely") || is(f, "quite") ||
        is(f, "rather"))
      c->frequency = -1;
  }
  copula_place(c, rem, depth);
}

int SentenceSampler::world2_frequency(const Clause& c) {
  const Lexicon& lx = lexicon();
  std::vector<int> fits;
  for (std::size_t i = 0; i < lx.frequency_adverbs.size(); ++i)
    if (i < lx.num_world1_frequency_adverbs || frequency_fits(lx.frequency_adverbs[i].en, c))
      fits.push_back(static_cast<int>(i));
  return fits[static_cast<std::size_t>(pick(static_cast<int>(fits.size())))];
}

int SentenceSampler::world2_time_phrase(const Clause& c) {
  const Lexicon& lx = lexicon();
  std::vector<int> fits;
  for (std::size_t i = lx.num_world1_time_phrases; i < lx.time_phrases.size(); ++i)
    if (time_phrase_fits(lx.time_phrases[i].en, c)) fits.push_back(static_cast<int>(i));
  if (fits.empty()) return -1;
  return fits[static_cast<std::size_t>(pick(static_cast<int>(fits.size())))];
}

// "after dinner", "before the test", "during the war" → après le dîner, avant l'examen,
// pendant la guerre.
Adverbial SentenceSampler::occasion(int budget, int depth) {
  static constexpr AdverbialPrep kPreps[] = {AdverbialPrep::After, AdverbialPrep::Before,
                                             AdverbialPrep::During};
  Adverbial a;
  a.kind = AdverbialKind::Prep;
  a.prep = kPreps[pick(3)];
  a.np.push_back(noun_phrase(kOccasion, std::max(2, budget - 1), depth + 1));
  return a;
}

// The person of an indirect verb (verb_frames.h): a pronoun that does not include the subject
// (no "i ask us"), a first name or a person ("i ask her", "she answers paul", "we trust our
// friends").
NounPhrase SentenceSampler::indirect_person(const NounPhrase& subject, int depth) {
  const auto overlaps = [&](int pronoun) {  // pronouns: i he she we they you
    if (subject.kind != NounKind::Pronoun) return false;
    const int s = subject.noun;
    return s == pronoun || (s == 0 && pronoun == 3) || (s == 3 && pronoun == 0);
  };
  NounPhrase p;
  const int r = pick(100);
  if (r < 50) {
    p.kind = NounKind::Pronoun;
    do p.noun = pick(num_pronouns());
    while (overlaps(p.noun));
  } else if (r < 70) {
    p.kind = NounKind::Name;
    p.noun = pick(static_cast<int>(lexicon().people.size()));
  } else {
    p = noun_phrase(kFamily | kPerson, 2 + pick(2), depth + 1);
  }
  return p;
}

NounPhrase SentenceSampler::indefinite_person() {
  static constexpr const char* kPeople[] = {"someone", "somebody", "everyone", "everybody",
                                            "the others"};
  NounPhrase p;
  p.kind = NounKind::Pronoun;
  p.noun = find_pronoun(kPeople[pick(static_cast<int>(std::size(kPeople)))]);
  return p;
}

// Now and then a thing object becomes "it" (le, before the verb: "i eat it" → "je le mange"),
// and a person or a thing becomes someone / somebody / everyone / everybody or something; in a
// clause negated with "not", someone and something become anyone / anybody and anything (ne …
// personne, ne … rien).
void SentenceSampler::world2_pronoun_object(Clause* c) {
  const Lexicon& lx = lexicon();
  if (c->object.size() != 1 || c->never) return;
  const NounPhrase& o = c->object[0];
  // A person pronoun or a name may give way to anyone in a negated clause; else a common noun.
  const bool person =
      (o.kind == NounKind::Pronoun && o.noun < num_pronouns()) || o.kind == NounKind::Name;
  if (o.kind != NounKind::Common && !(person && c->negated)) return;
  const unsigned k = person ? kFamily : lx.nouns[o.noun].classes;
  const bool living = (k & (kFamily | kPerson | kAnimal)) != 0;
  // A negated clause draws the indefinites more often: they become not … anyone / anything.
  const int r = pick(1000), indefinite = c->negated ? 600 : 900;
  NounPhrase p;
  p.kind = NounKind::Pronoun;
  if (!living && !(k & (kOwn | kBody)) && r < 120) {
    p.noun = static_cast<int>(lx.it_pronoun);
  } else if ((k & kFamily) && r >= indefinite) {
    p = indefinite_person();
  } else if (!living && r >= indefinite + 40) {
    p.noun = find_pronoun("something");
  } else {
    return;
  }
  const char* en = lx.pronouns[p.noun].en_subject;
  if (!c->negated && (is(en, "someone") || is(en, "something")) && chance(250))
    p.noun = find_pronoun(is(en, "someone") ? "someone else" : "something else");
  c->object = {p};
  if (!c->negated) return;
  if (is(en, "something") || is(en, "someone") || is(en, "somebody")) {
    c->negative = is(en, "something") ? NegativeWord::Anything
                  : is(en, "someone") ? NegativeWord::Anyone
                                      : NegativeWord::Anybody;
    c->object.clear();
    c->negation_adverb = NegationAdverb::None;  // not "not … anyone anymore"
  }
}

// The copula's subject: now and then a thing becomes "it" (a masculine thing: "it is broken" →
// "il est cassé"), something or everything.
void SentenceSampler::world2_pronoun_subject(Clause* c) {
  const Lexicon& lx = lexicon();
  const NounPhrase& s = c->subject.at(0);
  if (s.kind != NounKind::Common) return;
  const unsigned k = lx.nouns[s.noun].classes;
  const int r = pick(1000);
  NounPhrase p;
  p.kind = NounKind::Pronoun;
  if ((k & (kObject | kCarry)) && r < 250)
    p.noun = static_cast<int>(lx.it_pronoun);
  else if ((k & (kObject | kCarry)) && r < 330)
    p.noun = find_pronoun("something");
  else if ((k & (kIdea | kText)) && r < 200)
    p.noun = find_pronoun("everything");
  else
    return;
  c->subject = {p};
}

// A subject's "a" becomes each now and then, and "two" both: each cat eats → chaque chat mange,
// both cats eat → les deux chats mangent (only subjects: "i do not see each cat" is not English).
void SentenceSampler::world2_each_or_both(NounPhrase* subject) {
  constexpr unsigned kPolitical = kAgent | kPerson | kDocument | kEvent | kTopic | kPlace | kTime;
  if (subject->kind != NounKind::Common || (lexicon().nouns[subject->noun].classes & kPolitical))
    return;
  if (subject->det == Determiner::A && chance(150))
    subject->det = Determiner::Each;
  else if (subject->det == Determiner::Numeral && subject->number == 0 && subject->numeral == 0 &&
           chance(400))
    subject->det = Determiner::Both;
}

namespace {

// Whether the sentence says tu to someone (tu, te, ton, toi …, a tu imperative or opener):
// monsieur or mesdames et messieurs, which go with vous, may not address it.
bool says_tu(const Sentence& s) {
  if (is_tu_opener(s.opener)) return true;
  for (const Clause& c : s.clauses)
    if (c.imperative ||
        (c.voice == Voice::Fixed && c.fixed == FixedExpression::HowAreYou && c.fixed_arg > 0))
      return true;  // (comment ça va, anna: already addressed)
  static constexpr const char* kTu[] = {"tu", "te", "t'", "ton", "ta", "tes", "toi"};
  for (const std::string& w : realise_french(s)) {
    for (const char* t : kTu)
      if (w == t) return true;
    if (w.size() > 4 && w.compare(w.size() - 4, 4, "-toi") == 0) return true;
  }
  return false;
}

}  // namespace

// World 2: "just in case" (au cas où) closes a plan or a need: an affirmative statement in the
// future or with going to, need to, have to, must or should, or an affirmative imperative, of a
// prudent verb (take, bring, buy, keep, call, check, wait for, stay: "take the key , just in
// case ."); one clause, no please.
void SentenceSampler::world2_just_in_case(Sentence* s) {
  if (s->clauses.size() != 1 || s->please) return;
  const Clause& c = s->clauses[0];
  if (c.voice != Voice::Everyday || c.negated || c.yes_no || c.wh != WhWord::None ||
      c.negative != NegativeWord::None)
    return;
  static constexpr const char* kPrudent[] = {"take", "bring", "buy",      "keep",
                                             "call", "check", "wait for", "stay"};
  const char* verb = lexicon().everyday_verbs[c.verb].en_base;
  bool prudent = false;
  for (const char* v : kPrudent) prudent |= is(verb, v);
  const bool plan = c.imperative || c.tense == Tense::Future || c.tense == Tense::GoingTo ||
                    c.modal == Modal::NeedTo || c.modal == Modal::HaveTo ||
                    c.modal == Modal::Must || c.modal == Modal::Should;
  if (prudent && plan && chance(250)) s->just_in_case = true;
}

// World 2: now and then a short sentence that calls no one tu addresses sir or doc at its end
// ("the train is late , sir ." → "le train est en retard , monsieur .") or opens on ladies and
// gentlemen (mesdames et messieurs , …: before no other opener).
void SentenceSampler::world2_vocative(Sentence* s, int target_words) {
  if (target_words > 12 || !chance(50)) return;
  const int r = pick(10);
  const Vocative v = r < 6 ? Vocative::Sir : r < 8 ? Vocative::Doc : Vocative::LadiesAndGentlemen;
  if (v == Vocative::LadiesAndGentlemen && s->opener != Interjection::None) return;
  if (s->please || says_tu(*s)) return;
  s->vocative = v;
}

}  // namespace ap::s2s
