// World 2's spoken verb expressions (see spoken_expressions.h).
#include "core/corpus/spoken_expressions.h"

#include "core/corpus/grammar.h"

namespace ap::s2s {
namespace {

using Words = std::vector<std::string>;

// By person slot: 0 i / je, 1 he / il, 2 we / nous, 3 they / ils, 4 you / tu.
const char* en_am(int slot) {
  static const char* const k[] = {"am", "is", "are", "are", "are"};
  return k[slot];
}
const char* en_was_word(int slot) {
  static const char* const k[] = {"was", "was", "were", "were", "were"};
  return k[slot];
}
const char* fr_suis(int slot) {
  static const char* const k[] = {"suis", "est", "sommes", "sont", "es"};
  return k[slot];
}
const char* fr_etais(int slot) {
  static const char* const k[] = {"étais", "était", "étions", "étaient", "étais"};
  return k[slot];
}

// assis, assise, assis (a plural assis keeps its s), assises; debout never changes.
std::string posture_form(const char* ms, bool feminine, bool plural) {
  std::string w = ms;
  if (w != "assis") return w;
  if (feminine) w += "e";
  if (feminine && plural) w += "s";
  return w;
}

// "what happened", "something is happening", "it never happens".
Words en_happen(const Clause& c) {
  Words w;
  if (c.fixed == FixedExpression::WhatHappened)
    w.push_back("what");
  else
    w.push_back(kHappeners[c.fixed_arg]);
  if (c.tense == Tense::Past && c.negated) return {w[0], "did", "not", "happen"};
  if (c.tense == Tense::Past) w.push_back("happened");
  if (c.tense == Tense::Progressive) w.insert(w.end(), {"is", "happening"});
  if (c.tense == Tense::Future) w.insert(w.end(), {"will", "happen"});
  if (c.tense == Tense::Present && c.negated)
    w.insert(w.end(), {c.never ? "never" : "does", c.never ? "happens" : "not"});
  if (c.tense == Tense::Present && c.negated && !c.never) w.push_back("happen");
  if (c.tense == Tense::Present && !c.negated) w.push_back("happens");
  return w;
}

// se passer with what, something, nothing; arriver with it (ça arrive, c'est arrivé).
Words fr_happen(const Clause& c) {
  const bool it =
      c.fixed == FixedExpression::Happened && c.fixed_arg == static_cast<int>(Happener::It);
  if (it && c.tense == Tense::Past)
    return c.negated ? Words{"ce", "ne", "est", "pas", "arrivé"} : Words{"c'", "est", "arrivé"};
  if (it)
    return c.negated ? Words{"ça", "ne", "arrive", c.never ? "jamais" : "pas"}
                     : Words{"ça", "arrive"};
  Words w;
  if (c.fixed == FixedExpression::WhatHappened)
    w = {"que", "est-ce", "qui"};
  else if (c.fixed_arg == static_cast<int>(Happener::Something))
    w = {"quelque", "chose"};
  else
    w = {"rien", "ne"};
  if (c.tense == Tense::Past) w.insert(w.end(), {"se", "est", "passé"});
  if (c.tense == Tense::Progressive) w.insert(w.end(), {"se", "passe"});
  if (c.tense == Tense::Future) w.insert(w.end(), {"se", "passera"});
  return w;
}

// "do not care", "did not mind", after the subject.
Words en_do_not(const Clause& c, int slot, const char* verb) {
  return {c.tense == Tense::Past ? "did" : slot == 1 ? "does" : "do", "not", verb};
}

const SpokenWord& sounds_like(const Clause& c) { return kSoundsLike[c.fixed_arg / 2]; }

}  // namespace

std::vector<std::string> en_spoken_words(const Clause& c, int slot) {
  const bool past = c.tense == Tense::Past;
  Words w;
  switch (c.fixed) {
    case FixedExpression::WhatHappened:
    case FixedExpression::Happened:
      return en_happen(c);
    case FixedExpression::Born:  // was (not) born
      w = {en_was_word(slot)};
      if (c.negated) w.push_back("not");
      w.push_back("born");
      return w;
    case FixedExpression::Kidding:  // am (not) kidding, was (not) kidding
      w = {past ? en_was_word(slot) : en_am(slot)};
      if (c.negated) w.push_back("not");
      w.push_back("kidding");
      return w;
    case FixedExpression::SoundsLike:  // that sounds good, it did not sound easy
      w = {c.fixed_arg % 2 ? "it" : "that"};
      if (c.negated)
        w.insert(w.end(), {past ? "did" : "does", "not", "sound"});
      else
        w.push_back(past ? "sounded" : "sounds");
      w.push_back(sounds_like(c).en);
      return w;
    case FixedExpression::DoNotCare:
      return en_do_not(c, slot, "care");
    case FixedExpression::DoNotMind:
      return en_do_not(c, slot, "mind");
    case FixedExpression::DoesNotMatter:
      return {"it", past ? "did" : "does", "not", "matter"};
    case FixedExpression::Posture:  // is (not) sitting, were standing
      w = {past ? en_was_word(slot) : en_am(slot)};
      if (c.negated) w.push_back("not");
      w.push_back(kPostures[c.fixed_arg].en);
      return w;
    case FixedExpression::Means:  // that means yes, that did not mean no
      w = {"that"};
      if (c.negated)
        w.insert(w.end(), {past ? "did" : "does", "not", "mean"});
      else
        w.push_back(past ? "meant" : "means");
      w.push_back(c.fixed_arg ? "no" : "yes");
      return w;
    default:
      return w;
  }
}

bool fr_spoken_has_subject(const Clause& c) {
  return c.fixed != FixedExpression::Born && c.fixed != FixedExpression::Kidding &&
         c.fixed != FixedExpression::Posture;
}

std::vector<std::string> fr_spoken_words(const Clause& c, int slot, bool feminine, bool plural,
                                         int pronoun) {
  static const char* const kDirect[] = {"me", "le", "la", "nous", "les", "te"};
  static const char* const kIndirect[] = {"me", "lui", "lui", "nous", "leur", "te"};
  static const char* const kPlaisante[] = {"plaisante", "plaisante", "plaisantons", "plaisantent",
                                           "plaisantes"};
  static const char* const kPlaisantait[] = {"plaisantais", "plaisantait", "plaisantions",
                                             "plaisantaient", "plaisantais"};
  const bool past = c.tense == Tense::Past;
  const auto negated = [&](Words w) {  // ne before the verb (w[0]), pas after it
    if (!c.negated) return w;
    w.insert(w.begin(), "ne");
    w.insert(w.begin() + 2, "pas");
    return w;
  };
  switch (c.fixed) {
    case FixedExpression::WhatHappened:
    case FixedExpression::Happened:
      return fr_happen(c);
    case FixedExpression::Born: {  // je suis né, elles ne sont pas nées
      std::string ne = "né";
      if (feminine) ne += "e";
      if (plural) ne += "s";
      Words w = negated({fr_suis(slot)});
      w.push_back(ne);
      return w;
    }
    case FixedExpression::Kidding:
      return negated({past ? kPlaisantait[slot] : kPlaisante[slot]});
    case FixedExpression::SoundsLike: {  // ça a l'air bien, ça n'avait pas l'air facile
      Words w = negated({past ? "avait" : "a"});
      w.insert(w.begin(), "ça");
      w.insert(w.end(), {"le", "air", sounds_like(c).fr});
      return w;
    }
    case FixedExpression::DoNotCare:  // ça m'est égal, ça lui était égal
      return {"ça", kIndirect[pronoun], past ? "était" : "est", "égal"};
    case FixedExpression::DoNotMind:  // ça ne me dérange pas, ça ne les dérangeait pas
      return {"ça", "ne", kDirect[pronoun], past ? "dérangeait" : "dérange", "pas"};
    case FixedExpression::DoesNotMatter:  // ça n'a pas d'importance
      return {"ça", "ne", past ? "avait" : "a", "pas", "de", "importance"};
    case FixedExpression::Posture: {  // elle est assise, ils n'étaient pas debout
      Words w = negated({past ? fr_etais(slot) : fr_suis(slot)});
      w.push_back(posture_form(kPostures[c.fixed_arg].fr, feminine, plural));
      return w;
    }
    case FixedExpression::Means: {  // ça veut dire non, ça ne voulait pas dire oui
      Words w = negated({past ? "voulait" : "veut"});
      w.insert(w.begin(), "ça");
      w.insert(w.end(), {"dire", c.fixed_arg ? "non" : "oui"});
      return w;
    }
    default:
      return {};
  }
}

}  // namespace ap::s2s
