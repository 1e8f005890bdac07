// Realisation of grammar structures in English and French (see grammar.h). Each realiser emits
// "raw" tokens (de le, que un, jusque en …); the orthography passes at the end apply elision and
// contraction in one place, so the rules are written once and tested once.
//
// Section index: helpers · orthography · English · French · article sentence.
#include "core/corpus/grammar.h"

#include "core/corpus/french_modals.h"
#include "core/corpus/french_spelling.h"
#include "core/corpus/verb_frames.h"
#include "core/corpus/verb_limits.h"
#include "core/corpus/spoken_expressions.h"
#include "core/corpus/numbers.h"
#include "core/corpus/french_verbs.h"

#include <array>
#include <cstring>

namespace ap::s2s {
namespace {

// ============================================================================ helpers
using Tokens = std::vector<std::string>;

void append_words(Tokens* out, const char* words) {  // space-separated
  std::string w;
  for (const char* p = words; *p; ++p) {
    if (*p == ' ') {
      if (!w.empty()) out->push_back(w);
      w.clear();
    } else {
      w += *p;
    }
  }
  if (!w.empty()) out->push_back(w);
}

struct Agreement {
  Gender gender = Gender::Masculine;
  bool plural = false;
};

Agreement agreement_of(const NounPhrase& np) {
  const Lexicon& lx = lexicon();
  switch (np.kind) {
    case NounKind::Common:
      if (np.container >= 0) return {kContainers[np.container].gender, np.plural};
      return {lx.nouns[np.noun].gender, np.plural};
    case NounKind::City:
      return {Gender::Masculine, false};
    case NounKind::Country:
      return {lx.countries[np.noun].gender, false};
    case NounKind::Pronoun:
      return {lx.pronouns[np.noun].gender, lx.pronouns[np.noun].plural};
    case NounKind::Name:
      return {lx.people[np.noun].gender, false};
    case NounKind::Coordination: {
      // French: feminine plural only if every conjunct is feminine.
      Agreement a{Gender::Feminine, true};
      for (const NounPhrase& c : np.conjuncts)
        if (agreement_of(c).gender == Gender::Masculine) a.gender = Gender::Masculine;
      return a;
    }
  }
  return {};
}

// World 2: "i have no bread": English says no on the object, French negates the verb.
bool has_no_object(const Clause& c) {
  return !c.object.empty() && c.object[0].kind == NounKind::Common &&
         c.object[0].det == Determiner::No;
}

// World 2: how many / which ask for the object, which goes first with its wh-word.
bool asks_for_object(const Clause& c) {
  return (c.wh == WhWord::HowMany || c.wh == WhWord::Which) && !c.object.empty();
}

bool english_plural(const NounPhrase& np) {
  if (np.kind == NounKind::Pronoun) return lexicon().pronouns[np.noun].plural;
  return np.kind == NounKind::Coordination || np.plural;
}

// Conjugation slot of a subject: 0 je, 1 il/elle (and singular noun phrases), 2 nous, 3 ils
// (and plural noun phrases), 4 tu. English uses the same slots: 0 "i eat", 1 "she eats", 2/3/4
// "we eat".
int person_slot(const NounPhrase& np) {
  if (np.kind == NounKind::Pronoun) {
    const Pronoun& p = lexicon().pronouns[np.noun];
    if (p.person == 2) return kSlotTu;
    return p.person == 1 ? (p.plural ? 2 : 0) : (p.plural ? 3 : 1);
  }
  return english_plural(np) ? 3 : 1;
}
int slot_of_agreement(Agreement a) { return a.plural ? 3 : 1; }

const char* fr_avoir(int slot) {
  static const char* const k[] = {"ai", "a", "avons", "ont", "as"};
  return k[slot];
}
const char* fr_etre(int slot) {
  static const char* const k[] = {"suis", "est", "sommes", "sont", "es"};
  return k[slot];
}
const char* fr_etre_imparfait(int slot) {
  static const char* const k[] = {"étais", "était", "étions", "étaient", "étais"};
  return k[slot];
}
const char* en_was(int slot) {
  static const char* const k[] = {"was", "was", "were", "were", "were"};
  return k[slot];
}
const char* fr_reflexive(int slot) {
  static const char* const k[] = {"me", "se", "nous", "se", "te"};
  return k[slot];
}
const char* en_be(int slot) {
  static const char* const k[] = {"am", "is", "are", "are", "are"};
  return k[slot];
}

// English reflexive pronouns by pronoun index (lexicon pronouns: i he she we they you).
const char* en_reflexive(int pronoun) {
  static const char* const k[] = {"myself",    "himself",    "herself",
                                  "ourselves", "themselves", "yourself"};
  return k[pronoun];
}

const char* en_negative_word(NegativeWord w) {
  switch (w) {
    case NegativeWord::Nothing:
      return "nothing";
    case NegativeWord::Nobody:
      return "nobody";
    case NegativeWord::NoOne:
      return "no one";
    case NegativeWord::Anything:
      return "anything";
    case NegativeWord::Anyone:
      return "anyone";
    case NegativeWord::Anybody:
      return "anybody";
    case NegativeWord::None:
      break;
  }
  return "";
}

// English vowel sound at the start (for a/an): "an agreement", "a european", "a union".
bool english_vowel_sound(const std::string& w) {
  if (w.empty() || std::strchr("aeiou", w[0]) == nullptr) return false;
  if (w.compare(0, 2, "eu") == 0 || w.compare(0, 3, "uni") == 0 || w.compare(0, 3, "one") == 0)
    return false;
  return true;
}

const char* participle_form(const std::string& ms, Agreement a, std::string* buf) {
  *buf = ms;
  if (a.gender == Gender::Feminine) *buf += 'e';
  if (a.plural && !(a.gender == Gender::Masculine && !ms.empty() && ms.back() == 's')) *buf += 's';
  return buf->c_str();
}

const char* adjective_form(const Adjective& a, Agreement g) {
  if (g.plural) return g.gender == Gender::Feminine ? a.fr_fp : a.fr_mp;
  return g.gender == Gender::Feminine ? a.fr_fs : a.fr_ms;
}

}  // namespace

// ============================================================================ orthography
// The mark of a clitic object pronoun le / les in raw tokens, which the contractions leave alone
// (j'ai besoin de le finir, not du finir); french_orthography removes it.
const std::string kCliticMark = "\x01";

std::vector<std::string> french_orthography(const std::vector<std::string>& in) {
  const auto bare = [](const std::string& w) {  // a clitic le / les without its mark
    return w.compare(0, kCliticMark.size(), kCliticMark) == 0 ? w.substr(kCliticMark.size()) : w;
  };
  Tokens t;
  // 1. "de des" → "de" (indefinite plural after de), "de de nombreux" → "de nombreux".
  for (std::size_t i = 0; i < in.size(); ++i) {
    if (!t.empty() && t.back() == "de" && (in[i] == "des" || in[i] == "de")) continue;
    t.push_back(in[i]);
  }
  // 2. le/la → l' before a vowel or mute h.
  for (std::size_t i = 0; i + 1 < t.size(); ++i)
    if ((bare(t[i]) == "le" || t[i] == "la") && french_vowel_start(t[i + 1])) t[i] = "l'";
  // 3. contractions of de/à with le/les.
  Tokens u;
  for (std::size_t i = 0; i < t.size(); ++i) {
    if (i + 1 < t.size() && (t[i] == "de" || t[i] == "à") &&
        (t[i + 1] == "le" || t[i + 1] == "les")) {
      const bool de = t[i] == "de";
      u.push_back(t[i + 1] == "le" ? (de ? "du" : "au") : (de ? "des" : "aux"));
      ++i;
      continue;
    }
    u.push_back(bare(t[i]));  // a clitic le / les never contracts: de le finir, à les voir
  }
  // 4. elision of de que ne se jusque lorsque je me, si before il/ils; ce → cet; sa/ma → son/mon
  // before a vowel.
  for (std::size_t i = 0; i + 1 < u.size(); ++i) {
    if (!french_vowel_start(u[i + 1])) continue;
    const std::string& w = u[i];
    if (w == "de" || w == "que" || w == "ne" || w == "se" || w == "jusque" || w == "lorsque" ||
        w == "puisque")
      u[i] = w.substr(0, w.size() - 1) + "'";
    else if (w == "ce")
      u[i] = "cet";
    else if (w == "sa" || w == "ma" || w == "ta")
      u[i] = w == "sa" ? "son" : (w == "ma" ? "mon" : "ton");
    else if (w == "je" || w == "me" || w == "te")
      u[i] = w == "je" ? "j'" : (w == "me" ? "m'" : "t'");
    else if (w == "si" && (u[i + 1] == "il" || u[i + 1] == "ils"))
      u[i] = "s'";
  }
  return u;
}

std::vector<std::string> english_orthography(const std::vector<std::string>& in) {
  Tokens t = in;
  for (std::size_t i = 0; i + 1 < t.size(); ++i) {
    if (t[i] == "a" && t[i + 1] == "other") {  // world 2: another (un autre)
      t[i] = "another";
      t.erase(t.begin() + static_cast<std::ptrdiff_t>(i) + 1);
    } else if (t[i] == "a" && english_vowel_sound(t[i + 1])) {
      t[i] = "an";
    }
  }
  return t;
}

int source_length(const std::vector<std::string>& en) {
  const int n = static_cast<int>(en.size());
  return (n > 0 && en.back() == ".") ? n - 1 : n;
}

// ============================================================================ English
namespace {

// Where English tokens go: into a token list, or only counted (the sampler measures lengths
// many times per sentence, and counting avoids building strings).
class EnglishSink {
 public:
  explicit EnglishSink(Tokens* out) : out_(out) {}
  void push(const char* w) {
    if (out_) out_->push_back(w);
    ++count_;
  }
  void push(const std::string& w) {
    if (out_) out_->push_back(w);
    ++count_;
  }
  void push_words(const char* words) {  // space-separated
    if (out_)
      append_words(out_, words);
    else
      for (const char* p = words; *p; ++p)
        count_ += (*p != ' ' && (p[1] == ' ' || p[1] == 0)) ? 1 : 0;
  }
  int count() const { return count_; }

 private:
  Tokens* out_;
  int count_ = 0;
};

void en_clause(const Clause& c, bool antecedent_plural, EnglishSink* out);

const char* en_preposition(Preposition p) {
  switch (p) {
    case Preposition::On:
      return "on";
    case Preposition::Of:
      return "of";
    case Preposition::For:
      return "for";
    case Preposition::With:
      return "with";
    case Preposition::Against:
      return "against";
    case Preposition::From:
      return "from";
    case Preposition::About:
      return "about";
    case Preposition::Between:
      return "between";
  }
  return "";
}

void en_np(const NounPhrase& np, EnglishSink* out) {
  const Lexicon& lx = lexicon();
  switch (np.kind) {
    case NounKind::City:
      out->push(lx.cities[np.noun].en);
      return;
    case NounKind::Country:
      out->push(lx.countries[np.noun].en);
      return;
    case NounKind::Coordination:
      for (std::size_t i = 0; i < np.conjuncts.size(); ++i) {
        if (i > 0) out->push("and");
        en_np(np.conjuncts[i], out);
      }
      return;
    case NounKind::Pronoun:
      out->push_words(lx.pronouns[np.noun].en_subject);  // someone else
      return;
    case NounKind::Name:
      out->push(lx.people[np.noun].en);
      return;
    case NounKind::Common:
      break;
  }
  const Noun& n = lx.nouns[np.noun];
  switch (np.det) {
    case Determiner::My:
      out->push("my");
      break;
    case Determiner::His:
      out->push("his");
      break;
    case Determiner::Her:
      out->push("her");
      break;
    case Determiner::Our:
      out->push("our");
      break;
    case Determiner::Your:
      out->push("your");
      break;
    case Determiner::The:
      out->push("the");
      break;
    case Determiner::A:
      out->push("a");
      break;
    case Determiner::Bare:
      break;
    case Determiner::This:
      out->push(np.plural ? "these" : "this");
      break;
    case Determiner::Those:
      out->push("those");
      break;
    case Determiner::Each:
      out->push("each");
      break;
    case Determiner::Both:
      out->push("both");
      break;
    case Determiner::Its:
      out->push("its");
      break;
    case Determiner::Their:
      out->push("their");
      break;
    case Determiner::Numeral:
      if (np.number > 0)
        out->push_words(en_cardinal(np.number).c_str());  // twenty-one, one hundred
      else
        out->push(lx.numerals[np.numeral].en);
      break;
    case Determiner::Several:
      out->push("several");
      break;
    case Determiner::Many:
      out->push("many");
      break;
    case Determiner::AllThe:
      out->push("all");
      out->push("the");
      break;
    case Determiner::Some:
      out->push("some");
      break;
    case Determiner::Any:
      out->push("any");
      break;
    case Determiner::No:
      out->push("no");
      break;
    case Determiner::Quantity: {
      const QuantityWord& q = kQuantityWords[np.quantity];
      out->push_words(n.countable ? q.en_count : q.en_mass);
      break;
    }
  }
  if (np.container >= 0) {  // a cup of coffee, two pieces of cake
    const Container& box = kContainers[np.container];
    out->push(np.plural ? box.en_plural : box.en);
    out->push("of");
    out->push(n.en);
    return;
  }
  for (int a : np.adjectives) out->push(lx.adjectives[a].en);
  out->push(np.plural ? n.en_plural : n.en);
  for (const PrepPhrase& pp : np.complements) {
    out->push(en_preposition(pp.prep));
    en_np(pp.object, out);
  }
  for (const Clause& rel : np.relative) en_clause(rel, np.plural, out);
}

void en_date(const Adverbial& a, bool with_in_on, EnglishSink* out) {
  const Lexicon& lx = lexicon();
  if (with_in_on) out->push(a.day > 0 ? "on" : "in");
  if (a.day > 0) out->push(std::to_string(a.day));
  if (a.month > 0) out->push(lx.months[a.month - 1].en);
  if (a.year > 0) out->push(std::to_string(a.year));
}

const char* en_ago_unit(AgoUnit u, bool plural) {
  switch (u) {
    case AgoUnit::Years:
      return plural ? "years" : "year";
    case AgoUnit::Months:
      return plural ? "months" : "month";
    case AgoUnit::Weeks:
      return plural ? "weeks" : "week";
    case AgoUnit::Days:
      return plural ? "days" : "day";
  }
  return "";
}

void en_adverbial(const Adverbial& a, EnglishSink* out) {
  const Lexicon& lx = lexicon();
  switch (a.kind) {
    case AdverbialKind::Date:
      en_date(a, true, out);
      break;
    case AdverbialKind::Until:
      out->push("until");
      en_date(a, false, out);
      break;
    case AdverbialKind::Weekday:
      out->push("on");
      out->push(lx.weekdays[a.index].en);
      break;
    case AdverbialKind::Ago:
      if (a.index < 0)
        out->push("a");
      else
        out->push(lx.numerals[a.index].en);
      out->push(en_ago_unit(a.unit, a.index >= 0));
      out->push("ago");
      break;
    case AdverbialKind::TimePhrase:
      out->push_words(lx.time_phrases[a.index].en);
      break;
    case AdverbialKind::InPlace:
      out->push("in");
      en_np(a.np.at(0), out);
      break;
    case AdverbialKind::Prep: {
      static const char* const kEn[] = {"after", "before", "during", "despite", "at", "without"};
      out->push(kEn[static_cast<int>(a.prep)]);
      en_np(a.np.at(0), out);
      break;
    }
    case AdverbialKind::EndOf:
      out->push("at");
      out->push("the");
      out->push(a.end ? "end" : "beginning");
      out->push("of");
      en_np(a.np.at(0), out);
      break;
    case AdverbialKind::Place: {
      static const char* const kEn[] = {
          "under",  "near",   "behind",  "in front of",      "over",
          "across", "around", "through", "in the middle of", "between"};
      out->push_words(kEn[static_cast<int>(a.place)]);
      en_np(a.np.at(0), out);
      if (a.place == PlacePrep::Between) {  // between the table and the door
        out->push("and");
        en_np(a.np.at(1), out);
      }
      break;
    }
    case AdverbialKind::To:
      out->push("to");
      en_np(a.np.at(0), out);
      break;
    case AdverbialKind::Clock:  // o'clock as the tokenizer splits it: o 'clock
      out->push("at");
      if (a.half) out->push_words("half past");
      out->push(en_cardinal(a.index));
      if (!a.half) out->push_words("o 'clock");
      break;
  }
}

// Object of an everyday verb: the object pronoun ("him") or the noun phrase.
void en_object(const NounPhrase& np, EnglishSink* out) {
  if (np.kind == NounKind::Pronoun)
    out->push_words(lexicon().pronouns[np.noun].en_object);  // someone else
  else
    en_np(np, out);
}

// World 2: the wh-words, English and French (what → que, elided before est-ce: qu'est-ce que).
FixedWord wh_words(WhWord w) {
  switch (w) {
    case WhWord::What:
      return {"what", "que"};
    case WhWord::Who:
      return {"who", "qui"};
    case WhWord::Where:
      return {"where", "où"};
    case WhWord::When:
      return {"when", "quand"};
    case WhWord::Why:
      return {"why", "pourquoi"};
    case WhWord::How:
      return {"how", "comment"};
    case WhWord::HowMany:
      return {"how many", "combien de"};
    case WhWord::Which:
      return {"which", "quel"};
    case WhWord::None:
      break;
  }
  return {"", ""};
}

// Everyday verbs and the copula, present or past, with not / never / often …
void en_adjective(const Clause& c, EnglishSink* out) {  // the copula's "(very) tired"
  if (c.adjective < 0) return;
  if (c.very) out->push("very");
  if (c.degree != Degree::None) out->push_words(degree_words(c.degree).en);  // a bit: two words
  const char* en = lexicon().adjectives[c.adjective].en;
  const ComparableAdjective* cmp = comparable(c.adjective);
  switch (c.comparison) {  // world 2: bigger than X, less big than X, as big as X, the biggest
    case Comparison::None:
      out->push(en);
      return;
    case Comparison::More:
      out->push_words(cmp->en_comparative);
      out->push("than");
      break;
    case Comparison::Less:
    case Comparison::As:
      out->push(c.comparison == Comparison::Less ? "less" : "as");
      out->push(en);
      out->push(c.comparison == Comparison::Less ? "than" : "as");
      break;
    case Comparison::Most:
      out->push("the");
      out->push_words(cmp->en_superlative);
      return;
  }
  for (const NounPhrase& x : c.compared) en_np(x, out);
}

// What follows an everyday verb: its object, negative word (world 2), reflexive, recipient.
void en_complements(const Clause& c, EnglishSink* out) {
  const EverydayVerb& v = lexicon().everyday_verbs[c.verb];
  for (const NounPhrase& i : c.indirect) {  // gives him the book, talks to him, tells paul
    // talks to him; but gives him nothing, asks her (no "to")
    if (c.object.empty() && c.negative == NegativeWord::None && !takes_that_clause(v) &&
        !object_is_indirect(v))
      out->push("to");
    en_object(i, out);
  }
  if (!asks_for_object(c))
    for (const NounPhrase& o : c.object) en_object(o, out);
  if (c.negative != NegativeWord::None) out->push_words(en_negative_word(c.negative));
  if (c.reflexive) out->push(en_reflexive(c.subject.at(0).noun));
  for (const NounPhrase& r : c.recipient) {
    out->push("to");
    en_np(r, out);
  }
}

// will, or shall after i or we in a statement (Clause::shall).
const char* en_will(const Clause& c) {
  return c.shall && !c.yes_no && c.wh == WhWord::None ? "shall" : "will";
}

// The English words of a modal: finite part (split at the subject in a question) and the rest.
// "can" / "must" / "would … like to" stand alone; want/need/have/like to take do-support.
struct EnglishModal {
  const char* finite;  // can, must, would, or the do-supported verb (wants, needs, has, likes)
  const char* base;    // want, need, have, like: after do / does; nullptr for can / must / would
  const char* to;      // "to", "like to" (would like to), or nullptr
};
EnglishModal en_modal(Modal m, int slot, bool past) {
  const bool s3 = slot == 1;
  switch (m) {
    case Modal::Can:
      return {"can", nullptr, nullptr};
    case Modal::Must:
      return {"must", nullptr, nullptr};
    case Modal::WouldLike:
      return {"would", nullptr, "like to"};
    case Modal::WantTo:
      return {s3 ? "wants" : "want", "want", "to"};
    case Modal::NeedTo:
      return {past ? "needed" : s3 ? "needs" : "need", "need", "to"};
    case Modal::HaveTo:
      return {s3 ? "has" : "have", "have", "to"};
    case Modal::LikeTo:
      return {s3 ? "likes" : "like", "like", "to"};
    case Modal::Could:
      return {"could", nullptr, nullptr};
    case Modal::Should:
      return {"should", nullptr, nullptr};
    case Modal::Might:
      return {"might", nullptr, nullptr};
    case Modal::TryTo:
      return {past ? "tried" : s3 ? "tries" : "try", "try", "to"};
    case Modal::SupposedTo:  // am / is / are supposed to
      return {en_be(slot), nullptr, "supposed to"};
    case Modal::AbleTo:
      return {en_be(slot), nullptr, "able to"};
    case Modal::OughtTo:
      return {"ought", nullptr, "to"};
    case Modal::DecideTo:
      return {past ? "decided" : s3 ? "decides" : "decide", "decide", "to"};
    case Modal::None:
      break;
  }
  return {"", nullptr, nullptr};
}

// The words of an everyday verb group (space-separated entries), with the subject's place: a
// statement puts the subject first; a question (world 2) after the first entry, with do-support
// when the statement has no auxiliary. Negation: not / never after the first auxiliary.
std::vector<std::string> en_verb_words(const Clause& c, int slot, bool question) {
  const Lexicon& lx = lexicon();
  const EverydayVerb& v = lx.everyday_verbs[c.verb];
  const char* neg = c.negated ? (c.never ? "never" : "not") : nullptr;
  const char* freq = c.frequency >= 0 ? lx.frequency_adverbs[c.frequency].en : nullptr;
  const bool past = c.tense == Tense::Past || (c.modal != Modal::None && modal_in_past(c));
  const char* do_form = past ? "did" : (slot == 1 ? "does" : "do");
  std::vector<std::string> w;
  auto add = [&w](const char* x) {
    if (x) w.push_back(x);
  };
  if (c.modal == Modal::TryTo && c.tense == Tense::Progressive) {  // is (not) trying to
    add(en_be(slot));
    add(neg);
    add("trying to");
    add(v.en_base);
  } else if (c.modal != Modal::None) {
    const EnglishModal m = en_modal(c.modal, slot, modal_in_past(c));
    if (m.base && (question || (neg && !c.never))) {
      add(do_form);
      add(neg);
      add(m.base);
    } else if (m.base) {
      add(neg);
      add(m.finite);
    } else if (c.cannot && neg && !c.never) {
      add("cannot");
    } else {
      add(m.finite);
      add(neg);
    }
    add(m.to);
    add(v.en_base);
  } else if (c.tense == Tense::Future || c.tense == Tense::Conditional) {
    add(c.tense == Tense::Future ? en_will(c) : "would");
    add(neg);
    add(v.en_base);
  } else if (c.tense == Tense::Perfect) {  // world 2: has (not / never / often) eaten
    add(slot == 1 ? "has" : "have");
    add(neg);
    add(freq);
    add(en_participle(v));
  } else if (c.tense == Tense::GoingTo || c.tense == Tense::Progressive) {
    add(en_be(slot));
    add(neg);
    if (c.tense == Tense::GoingTo) add("going to");
    add(c.tense == Tense::GoingTo ? v.en_base : v.en_ing);
  } else if (question || (neg && !c.never)) {
    add(do_form);
    add(neg);
    add(v.en_base);
  } else {
    add(neg);
    add(freq);
    add(c.tense == Tense::Past ? v.en_past : (slot == 1 ? v.en_3sg : v.en_base));
  }
  return w;
}

// The copula's words: am/is/are, was/were (world 2) or will be (world 2), not / never, often.
std::vector<std::string> en_copula_words(const Clause& c, int slot) {
  if (linking(c)) return en_link_words(c, slot);  // seems, felt, am feeling
  const Lexicon& lx = lexicon();
  std::vector<std::string> w;
  w.push_back(c.tense == Tense::Past      ? en_was(slot)
              : c.tense == Tense::Future  ? en_will(c)
              : c.tense == Tense::Perfect ? (slot == 1 ? "has" : "have")
                                          : en_be(slot));
  if (c.negated) w.push_back(c.never ? "never" : "not");
  if (c.tense == Tense::Future) w.push_back("be");
  if (c.tense == Tense::Perfect) {  // has (not) (often) been
    if (c.frequency >= 0) w.push_back(lx.frequency_adverbs[c.frequency].en);
    w.push_back("been");
    return w;
  }
  if (c.frequency >= 0) w.push_back(lx.frequency_adverbs[c.frequency].en);
  return w;
}

// World 2: anymore, any longer, yet, either close a clause negated with "not"
// (fr_negation_word: plus, pas encore; fr_non_plus).
void en_negation_adverb(const Clause& c, EnglishSink* out) {
  if (!c.negated || c.never) return;
  switch (c.negation_adverb) {
    case NegationAdverb::Anymore:
      out->push("anymore");
      break;
    case NegationAdverb::AnyLonger:
      out->push_words("any longer");
      break;
    case NegationAdverb::Yet:
      out->push("yet");
      break;
    case NegationAdverb::Either:
      out->push("either");
      break;
    case NegationAdverb::None:
      break;
  }
}

// Everyday verbs and the copula, a statement or (world 2) a yes/no question or an imperative.
void en_everyday(const Clause& c, EnglishSink* out) {
  if (c.imperative) {
    const EverydayVerb& v = lexicon().everyday_verbs[c.verb];
    if (c.lets) out->push_words("let us");  // let's, as the tokenizer writes it
    if (c.negated) out->push_words(c.lets ? "not" : "do not");
    out->push_words(v.en_base);
    en_complements(c, out);
    for (const Adverbial& a : c.adverbials) en_adverbial(a, out);
    en_negation_adverb(c, out);
    return;
  }
  const NounPhrase& subject = c.subject.at(0);
  const int slot = person_slot(subject);
  const std::vector<std::string> words =
      c.voice == Voice::Copula ? en_copula_words(c, slot) : en_verb_words(c, slot, c.yes_no);
  if (asks_for_object(c)) {  // how many apples, how much bread, which car
    const NounPhrase& o = c.object[0];
    const Noun& n = lexicon().nouns[o.noun];
    out->push_words(c.wh == WhWord::Which ? "which" : n.countable ? "how many" : "how much");
    out->push(o.plural ? n.en_plural : n.en);
  } else if (c.wh != WhWord::None) {
    out->push_words(wh_words(c.wh).en);  // who stands for the subject
  }
  if (!c.yes_no && c.wh != WhWord::Who) en_np(subject, out);
  // "turn it off", "picked her up": an object pronoun goes before a separable particle.
  const char* particle = c.voice == Voice::Everyday && c.object.size() == 1 &&
                                 c.object[0].kind == NounKind::Pronoun &&
                                 lexicon().pronouns[c.object[0].noun].clitic
                             ? separable_particle(lexicon().everyday_verbs[c.verb])
                             : nullptr;
  for (std::size_t i = 0; i < words.size(); ++i) {
    std::string w = words[i];
    if (particle && i + 1 == words.size()) w.resize(w.size() - std::strlen(particle) - 1);
    out->push_words(w.c_str());
    if (i == 0 && c.yes_no) en_np(subject, out);
  }
  if (c.voice == Voice::Copula)
    en_adjective(c, out);
  else
    en_complements(c, out);
  if (particle) out->push(particle);
  for (const Adverbial& a : c.adverbials) en_adverbial(a, out);
  en_negation_adverb(c, out);
}

// World 2: a fixed or impersonal expression (fixed_expressions.h).
const char* en_possessive(int pronoun) {  // by pronoun index: i he she we they you
  static const char* const k[] = {"my", "his", "her", "our", "their", "your"};
  return k[pronoun];
}

// it is (not) my fault / possible / a pleasure; it makes sense, it is worth it, it is none of
// your business (fixed_arg: the word × 6 + the possessor's pronoun).
void en_it_saying(const Clause& c, EnglishSink* out) {
  const bool past = c.tense == Tense::Past;
  const int word = c.fixed_arg / 6, owner = c.fixed_arg % 6;
  out->push("it");
  if (c.fixed == FixedExpression::That && word == static_cast<int>(ThatSaying::Sense)) {
    if (c.negated)
      out->push_words(past ? "did not make" : "does not make");
    else
      out->push(past ? "made" : "makes");
    out->push("sense");
    return;
  }
  out->push(past ? "was" : "is");
  if (c.negated) out->push("not");
  if (c.fixed == FixedExpression::That) {
    if (word == static_cast<int>(ThatSaying::Worth)) {
      out->push_words("worth it");
    } else {
      out->push_words("none of");
      out->push(en_possessive(owner));
      out->push("business");
    }
    return;
  }
  if (kItIs[word].possessive) out->push(en_possessive(owner));
  out->push_words(kItIs[word].en);
}

void en_fixed(const Clause& c, EnglishSink* out) {
  const Lexicon& lx = lexicon();
  const bool past = c.tense == Tense::Past;
  const auto negation = [&]() {
    if (c.negated) out->push("not");
  };
  switch (c.fixed) {
    case FixedExpression::Weather:
    case FixedExpression::Late:
    case FixedExpression::Raining:
      out->push("it");
      out->push(past ? "was" : "is");
      negation();
      out->push(c.fixed == FixedExpression::Weather ? kWeathers[c.fixed_arg].en
                : c.fixed == FixedExpression::Late  ? "late"
                                                    : "raining");
      break;
    case FixedExpression::ThereIs: {
      const int slot = english_plural(c.subject.at(0)) ? 3 : 1;
      out->push("there");
      out->push(past ? en_was(slot) : en_be(slot));
      en_np(c.subject.at(0), out);
      break;
    }
    case FixedExpression::Feeling:
    case FixedExpression::Age: {
      const int slot = person_slot(c.subject.at(0));
      en_np(c.subject.at(0), out);
      out->push(past ? en_was(slot) : en_be(slot));
      negation();
      if (c.fixed == FixedExpression::Feeling) {
        out->push_words(kFeelings[c.fixed_arg].en);
      } else {
        out->push_words(lx.numerals[c.fixed_arg].en);
        out->push("years");
        out->push("old");
      }
      break;
    }
    case FixedExpression::WhatTime:
      out->push_words("what time is it");
      break;
    case FixedExpression::WhatIsThePoint:
      out->push_words("what is the point");
      break;
    case FixedExpression::HowAreYou:  // fixed_arg: 1 + a name to address, or 0
      out->push_words("how are you");
      if (c.fixed_arg > 0) {
        out->push(",");
        out->push(lx.people[c.fixed_arg - 1].en);
      }
      break;
    case FixedExpression::Fine: {
      const int slot = person_slot(c.subject.at(0));
      en_np(c.subject.at(0), out);
      out->push(past ? en_was(slot) : en_be(slot));
      negation();
      out->push("fine");
      break;
    }
    case FixedExpression::ItIs:
    case FixedExpression::That:
      en_it_saying(c, out);
      break;
    case FixedExpression::Name:
      out->push(en_possessive(c.subject.at(0).noun));
      out->push("name");
      out->push("is");
      out->push(lx.people[c.fixed_arg].en);
      break;
    case FixedExpression::None:
      break;
    default: {  // spoken_expressions.h: i was born, that sounds good, what happened
      const int slot = c.subject.empty() ? 1 : person_slot(c.subject[0]);
      if (!c.subject.empty()) en_np(c.subject[0], out);
      for (const std::string& w : en_spoken_words(c, slot)) out->push(w);
      break;
    }
  }
  for (const Adverbial& a : c.adverbials) en_adverbial(a, out);
}

void en_clause(const Clause& c, bool antecedent_plural, EnglishSink* out) {
  const Lexicon& lx = lexicon();
  if (c.voice == Voice::Fixed) {
    en_fixed(c, out);
    return;
  }
  if (c.voice == Voice::WhereQuestion) {
    out->push("where");
    out->push(english_plural(c.subject.at(0)) ? "are" : "is");
    en_np(c.subject.at(0), out);
    return;
  }
  if (c.voice == Voice::Everyday || c.voice == Voice::Copula) {
    en_everyday(c, out);
    return;
  }
  auto rel_word = [&]() {
    switch (c.rel_word) {
      case RelativeWord::That:
        return "that";
      case RelativeWord::Which:
        return "which";
      case RelativeWord::Who:
        return c.gap == Gap::Object ? "whom" : "who";
    }
    return "that";
  };
  if (c.gap != Gap::None) out->push(rel_word());
  bool subject_plural = antecedent_plural;
  if (c.gap != Gap::Subject) {
    en_np(c.subject.at(0), out);
    subject_plural = english_plural(c.subject.at(0));
  }
  switch (c.voice) {
    case Voice::Active: {
      const TransitiveVerb& v = lx.verbs[c.verb];
      if (c.negated && !c.never) {
        out->push("did");
        out->push("not");
        out->push(v.en_base);
      } else {
        if (c.negated) out->push("never");
        out->push(v.en_past);
      }
      if (c.gap != Gap::Object) en_np(c.object.at(0), out);
      for (const NounPhrase& r : c.recipient) {
        out->push("to");
        en_np(r, out);
      }
      break;
    }
    case Voice::Passive: {
      const TransitiveVerb& v = lx.verbs[c.verb];
      out->push(subject_plural ? "were" : "was");
      if (c.negated) out->push(c.never ? "never" : "not");
      out->push(v.en_participle);
      for (const NounPhrase& ag : c.agent) {
        out->push("by");
        en_np(ag, out);
      }
      break;
    }
    case Voice::Intransitive: {
      const IntransitiveVerb& v = lx.intransitives[c.verb];
      if (c.negated && c.never) {
        out->push("never");
        out->push(v.en_past);
      } else if (c.negated) {
        out->push("did");
        out->push("not");
        out->push(v.en_base);
      } else {
        out->push(v.en_past);
      }
      break;
    }
    default:
      break;
  }
  for (const Adverbial& a : c.adverbials) en_adverbial(a, out);
}

const char* en_conjunction(Conjunction c) {
  switch (c) {
    case Conjunction::And:
      return "and";
    case Conjunction::But:
      return "but";
    case Conjunction::While:
      return "while";
    case Conjunction::Because:
      return "because";
    case Conjunction::When:
      return "when";
    case Conjunction::Whereas:
      return "whereas";
    case Conjunction::That:
      return "that";
    case Conjunction::ThatUnsaid:
      return nullptr;
    case Conjunction::If:
      return "if";
    case Conjunction::So:
      return "so";
    case Conjunction::Or:
      return "or";
    case Conjunction::Then:
      return "then";
  }
  return "and";
}

}  // namespace

std::vector<std::string> realise_english(const NounPhrase& np) {
  Tokens t;
  EnglishSink sink(&t);
  en_np(np, &sink);
  return english_orthography(t);
}

FixedWord vocative_words(Vocative v) {
  switch (v) {
    case Vocative::Sir:
      return {"sir", "monsieur"};
    case Vocative::Doc:
      return {"doc", "docteur"};
    case Vocative::LadiesAndGentlemen:
      return {"ladies and gentlemen", "mesdames et messieurs"};
    case Vocative::None:
      break;
  }
  return {"", ""};
}

std::vector<std::string> realise_english(const Sentence& s) {
  Tokens t;
  EnglishSink sink(&t);
  if (s.vocative == Vocative::LadiesAndGentlemen) {
    sink.push_words(vocative_words(s.vocative).en);
    sink.push(",");
  }
  if (s.opener != Interjection::None) {
    sink.push_words(interjection_words(s.opener).en);
    if (takes_comma(s.opener)) sink.push(",");
  }
  for (std::size_t i = 0; i < s.clauses.size(); ++i) {
    if (i > 0)
      if (const char* conjunction = en_conjunction(s.conjunctions.at(i - 1)))
        sink.push(conjunction);
    en_clause(s.clauses[i], false, &sink);
  }
  if (s.please) {
    sink.push(",");
    sink.push("please");
  }
  if (s.just_in_case) sink.push_words(", just in case");
  if (s.vocative != Vocative::None && s.vocative != Vocative::LadiesAndGentlemen) {
    sink.push(",");
    sink.push_words(vocative_words(s.vocative).en);
  }
  sink.push(is_question(s) ? "?" : ".");
  return english_orthography(t);
}

bool is_question(const Sentence& s) {
  const Clause& c = s.clauses.at(0);
  return s.clauses.size() == 1 &&
         (c.voice == Voice::WhereQuestion || c.yes_no || c.wh != WhWord::None ||
          (c.voice == Voice::Fixed && is_fixed_question(c.fixed)));
}

int english_length(const NounPhrase& np) {
  EnglishSink sink(nullptr);
  en_np(np, &sink);
  return sink.count();
}

int english_length(const Clause& c) {
  EnglishSink sink(nullptr);
  en_clause(c, false, &sink);
  return sink.count();
}

// ============================================================================ French
namespace {

void fr_clause(const Clause& c, Agreement antecedent, Tokens* out);

const char* fr_preposition(Preposition p) {
  switch (p) {
    case Preposition::On:
      return "sur";
    case Preposition::Of:
      return "de";
    case Preposition::For:
      return "pour";
    case Preposition::With:
      return "avec";
    case Preposition::Against:
      return "contre";
    case Preposition::From:
      return "de";
    case Preposition::About:
      return "sur";
    case Preposition::Between:
      return "entre";
  }
  return "";
}

// negated_object: the direct object of a negated verb, where un/une/des become de ("pas de plan").
void fr_np(const NounPhrase& np, Tokens* out, bool negated_object = false) {
  const Lexicon& lx = lexicon();
  switch (np.kind) {
    case NounKind::City:
      out->push_back(lx.cities[np.noun].fr);
      return;
    case NounKind::Country: {
      const ProperName& c = lx.countries[np.noun];
      out->push_back(c.gender == Gender::Feminine ? "la" : "le");
      out->push_back(c.fr);
      return;
    }
    case NounKind::Coordination:
      for (std::size_t i = 0; i < np.conjuncts.size(); ++i) {
        if (i > 0) out->push_back("et");
        fr_np(np.conjuncts[i], out, negated_object);
      }
      return;
    case NounKind::Pronoun:
      append_words(out, lx.pronouns[np.noun].fr_subject);  // tout le monde
      return;
    case NounKind::Name:
      out->push_back(lx.people[np.noun].fr);
      return;
    case NounKind::Common:
      break;
  }
  const Noun& n = lx.nouns[np.noun];
  const Agreement g = agreement_of(np);
  const bool fem = g.gender == Gender::Feminine;
  std::vector<int> pre, post;
  for (int a : np.adjectives) (lx.adjectives[a].before_noun ? pre : post).push_back(a);
  switch (np.det) {
    case Determiner::The:
      out->push_back(np.plural ? "les" : (fem ? "la" : "le"));
      break;
    case Determiner::A:
      out->push_back(negated_object ? "de" : (fem ? "une" : "un"));
      break;
    case Determiner::Bare:
      if (!n.countable && !np.plural) out->push_back(fem ? "la" : "le");  // mass: "sur le commerce"
      // Plural indefinite: des, but de before a preposed adjective ("de nouveaux accords") and
      // after a negation ("pas de plans").
      else
        out->push_back((negated_object || !pre.empty()) ? "de" : "des");
      break;
    case Determiner::This:
      out->push_back(np.plural ? "ces" : (fem ? "cette" : "ce"));
      break;
    case Determiner::Those:  // French says ces for these and those alike
      out->push_back("ces");
      break;
    case Determiner::Each:
      out->push_back("chaque");
      break;
    case Determiner::Both:
      out->push_back("les");
      out->push_back("deux");
      break;
    case Determiner::Its:
    case Determiner::His:
    case Determiner::Her:
      out->push_back(np.plural ? "ses" : (fem ? "sa" : "son"));  // sa → son before a vowel
      break;
    case Determiner::My:
      out->push_back(np.plural ? "mes" : (fem ? "ma" : "mon"));  // ma → mon before a vowel
      break;
    case Determiner::Our:
      out->push_back(np.plural ? "nos" : "notre");
      break;
    case Determiner::Your:
      out->push_back(np.plural ? "tes" : (fem ? "ta" : "ton"));  // ta → ton before a vowel
      break;
    case Determiner::Their:
      out->push_back(np.plural ? "leurs" : "leur");
      break;
    case Determiner::Numeral:
      out->push_back(np.number > 0 ? fr_cardinal(np.number, fem) : lx.numerals[np.numeral].fr);
      break;
    case Determiner::Several:
      out->push_back("plusieurs");
      break;
    case Determiner::Many:
      out->push_back("de");
      out->push_back(fem ? "nombreuses" : "nombreux");
      break;
    case Determiner::AllThe:
      out->push_back(fem ? "toutes" : "tous");
      out->push_back("les");
      break;
    case Determiner::Some:
    case Determiner::Any:  // de after a negation, else the partitive: du pain, de l'eau, des pommes
      if (np.plural)       // des pommes; de grandes pommes, pas de pommes
        out->push_back((negated_object || !pre.empty()) ? "de" : "des");
      else if (negated_object)
        out->push_back("de");
      else
        append_words(out, fem ? "de la" : "de le");  // → du pain, de l'eau (orthography)
      break;
    case Determiner::No:  // the verb is negated: je n'ai pas de pain
      out->push_back("de");
      break;
    case Determiner::Quantity: {  // beaucoup de pain, quelques pommes
      const QuantityWord& q = kQuantityWords[np.quantity];
      append_words(out, n.countable ? q.fr_count : q.fr_mass);
      break;
    }
  }
  if (np.container >= 0) {  // une tasse de café, deux morceaux de gâteau
    const Container& box = kContainers[np.container];
    out->push_back(np.plural ? box.fr_plural : box.fr);
    out->push_back("de");
    out->push_back(n.fr);
    return;
  }
  const std::string noun_word = np.plural ? n.fr_plural : n.fr;
  // Preposed adjectives keep the English order; nouvel/bel/vieil before a vowel (masc. sing.).
  for (std::size_t i = 0; i < pre.size(); ++i) {
    const Adjective& a = lx.adjectives[pre[i]];
    const std::string next =
        i + 1 < pre.size() ? adjective_form(lx.adjectives[pre[i + 1]], g) : noun_word;
    if (!g.plural && !fem && a.fr_ms_vowel != nullptr && french_vowel_start(next))
      out->push_back(a.fr_ms_vowel);
    else
      append_words(out, adjective_form(a, g));
  }
  append_words(out, noun_word.c_str());  // world 2: petite amie
  // Postposed adjectives mirror the English order: the adjective nearest the noun in English
  // stays nearest in French ("european economic area" → "zone économique européenne").
  for (auto it = post.rbegin(); it != post.rend(); ++it)
    append_words(out, adjective_form(lx.adjectives[*it], g));
  for (const PrepPhrase& pp : np.complements) {
    out->push_back(fr_preposition(pp.prep));
    fr_np(pp.object, out);
  }
  for (const Clause& rel : np.relative) fr_clause(rel, g, out);
}

void fr_date(const Adverbial& a, Tokens* out) {  // day month year, no preposition
  const Lexicon& lx = lexicon();
  if (a.day > 0) out->push_back(a.day == 1 ? "1er" : std::to_string(a.day));
  if (a.month > 0) out->push_back(lx.months[a.month - 1].fr);
  if (a.year > 0) out->push_back(std::to_string(a.year));
}

// "in" or "to" a country: en + a feminine or vowel-initial one (en france, en iran), à le (→ au,
// by the orthography) + a masculine one (au portugal).
void fr_in_country(const ProperName& c, Tokens* out) {
  if (c.gender == Gender::Feminine || french_vowel_start(c.fr)) {
    out->push_back("en");
  } else {
    out->push_back("à");
    out->push_back("le");
  }
  out->push_back(c.fr);
}

void fr_adverbial(const Adverbial& a, Tokens* out) {
  const Lexicon& lx = lexicon();
  switch (a.kind) {
    case AdverbialKind::Date:
      if (a.day > 0)
        out->push_back("le");
      else
        out->push_back("en");
      fr_date(a, out);
      break;
    case AdverbialKind::Until:
      out->push_back("jusque");
      if (a.day > 0) {
        out->push_back("à");
        out->push_back("le");  // → jusqu'au 3 août
      } else {
        out->push_back("en");
      }
      fr_date(a, out);
      break;
    case AdverbialKind::Weekday:
      out->push_back(lx.weekdays[a.index].fr);
      break;
    case AdverbialKind::Ago: {
      static const char* const kUnit[] = {"an", "mois", "semaine", "jour"};
      static const char* const kUnits[] = {"ans", "mois", "semaines", "jours"};
      out->push_back("il");
      out->push_back("y");
      out->push_back("a");
      const int u = static_cast<int>(a.unit);
      if (a.index < 0) {
        out->push_back(a.unit == AgoUnit::Weeks ? "une" : "un");
        out->push_back(kUnit[u]);
      } else {
        out->push_back(lx.numerals[a.index].fr);
        out->push_back(kUnits[u]);
      }
      break;
    }
    case AdverbialKind::TimePhrase:
      append_words(out, lx.time_phrases[a.index].fr);
      break;
    case AdverbialKind::InPlace: {
      const NounPhrase& np = a.np.at(0);
      if (np.kind == NounKind::City) {
        out->push_back("à");
        fr_np(np, out);
      } else if (np.kind == NounKind::Country) {
        fr_in_country(lx.countries[np.noun], out);
      } else {
        out->push_back("dans");
        fr_np(np, out);
      }
      break;
    }
    case AdverbialKind::Prep: {
      static const char* const kFr[] = {"après", "avant", "pendant", "malgré", "à", "sans"};
      out->push_back(kFr[static_cast<int>(a.prep)]);
      fr_np(a.np.at(0), out);
      break;
    }
    case AdverbialKind::EndOf:
      out->push_back("à");
      if (a.end) {
        out->push_back("la");
        out->push_back("fin");
      } else {
        out->push_back("le");
        out->push_back("début");
      }
      out->push_back("de");
      fr_np(a.np.at(0), out);
      break;
    case AdverbialKind::Place: {
      static const char* const kFr[] = {
          "sous",      "près de",   "derrière",     "devant", "au-dessus de", "de l' autre côté de",
          "autour de", "à travers", "au milieu de", "entre"};
      append_words(out, kFr[static_cast<int>(a.place)]);
      fr_np(a.np.at(0), out);               // près de le parc → près du parc (orthography)
      if (a.place == PlacePrep::Between) {  // entre la table et la porte
        out->push_back("et");
        fr_np(a.np.at(1), out);
      }
      break;
    }
    case AdverbialKind::To: {
      const NounPhrase& np = a.np.at(0);
      if (np.kind == NounKind::Country) {
        fr_in_country(lx.countries[np.noun], out);  // in and to a country say the same
      } else {
        out->push_back("à");  // à paris; à le parc → au parc
        fr_np(np, out);
      }
      break;
    }
    case AdverbialKind::Clock:  // à cinq heures, à une heure et demie
      out->push_back("à");
      out->push_back(fr_cardinal(a.index, true));
      out->push_back(a.index == 1 ? "heure" : "heures");
      if (a.half) append_words(out, "et demie");
      break;
  }
}

// Everyday verbs and the copula: present (je mange) or passé composé (j'ai mangé, elle est
// allée); object pronouns before the finite verb, inside ne … pas / ne … jamais; the participle
// agrees with the subject after être and with a preceding object pronoun after avoir.
// What closes the negation after the finite verb: pas, jamais, or rien (world 2: "nothing" →
// ne … rien, before the participle); "personne" comes after the participle (fr_everyday_verb).
const char* fr_negation_word(const Clause& c) {
  if (c.negative == NegativeWord::Nothing || c.negative == NegativeWord::Anything) return "rien";
  if (c.negative != NegativeWord::None) return nullptr;
  if (has_no_object(c)) return "pas";  // i have no bread → je n'ai pas de pain
  if (!c.negated) return nullptr;
  if (c.never) return "jamais";
  if (c.negation_adverb == NegationAdverb::Anymore ||
      c.negation_adverb == NegationAdverb::AnyLonger)
    return "plus";                                                    // world 2
  if (c.negation_adverb == NegationAdverb::Yet) return "pas encore";  // world 2
  return "pas";
}

// The copula's adjective, agreeing with the subject: (très) fatigué; world 2: trop / si / assez
// fatigué, plus / moins / aussi grand que X, le plus grand; meilleur and pire for good and bad.
void fr_predicate_adjective(const Clause& c, const Adjective& a, Agreement subj, Tokens* out) {
  if (c.very) out->push_back("très");
  if (c.degree != Degree::None) append_words(out, degree_words(c.degree).fr);  // un peu
  const ComparableAdjective* cmp = comparable(c.adjective);
  const bool own_form = cmp && cmp->fr_ms && c.comparison != Comparison::None &&
                        c.comparison != Comparison::Less && c.comparison != Comparison::As;
  const bool fem = subj.gender == Gender::Feminine;
  if (c.comparison == Comparison::Most) out->push_back(subj.plural ? "les" : fem ? "la" : "le");
  if (own_form) {  // meilleur que X, la meilleure, pire que X
    out->push_back(subj.plural ? (fem ? cmp->fr_fp : cmp->fr_mp) : (fem ? cmp->fr_fs : cmp->fr_ms));
  } else {
    if (c.comparison == Comparison::More || c.comparison == Comparison::Most)
      out->push_back("plus");
    if (c.comparison == Comparison::Less) out->push_back("moins");
    if (c.comparison == Comparison::As) out->push_back("aussi");
    append_words(out, adjective_form(a, subj));  // en retard
  }
  if (c.comparison == Comparison::None || c.comparison == Comparison::Most) return;
  out->push_back("que");
  for (const NounPhrase& x : c.compared) fr_np(x, out);
}

// "be" + an adjective or a place: present (est); world 2: the imparfait (était), the future (sera).
void fr_copula(const Clause& c, int slot, Agreement subj, const char* freq, Tokens* out) {
  const Lexicon& lx = lexicon();
  if (linking(c)) {  // semble, se sentait
    for (const std::string& w : fr_link_words(c, slot)) out->push_back(w);
    fr_predicate_adjective(c, lx.adjectives[c.adjective], subj, out);
    return;
  }
  if (c.negated) out->push_back("ne");
  if (c.tense == Tense::Future)
    out->push_back(fr_future("être", slot));
  else if (c.tense == Tense::Perfect)
    out->push_back(fr_avoir(slot));  // a été
  else
    out->push_back(c.tense == Tense::Past ? fr_etre_imparfait(slot) : fr_etre(slot));
  if (const char* neg = fr_negation_word(c)) append_words(out, neg);
  if (freq) out->push_back(freq);
  if (c.tense == Tense::Perfect) out->push_back("été");
  if (c.adjective >= 0) fr_predicate_adjective(c, lx.adjectives[c.adjective], subj, out);
}

// The finite verb that carries an infinitive (world 2): a modal or aller (going to).
void fr_infinitive_carrier(const Clause& c, int slot, Tokens* out) {
  const bool past = modal_in_past(c);
  switch (c.modal) {
    case Modal::Can:
      out->push_back(fr_pouvoir(slot));
      return;
    case Modal::WantTo:
      out->push_back(fr_vouloir(slot));
      return;
    case Modal::NeedTo:  // + besoin de, after the negation; needed to → avait besoin de
      out->push_back(past ? fr_avoir_imparfait(slot) : fr_avoir(slot));
      return;
    case Modal::HaveTo:
    case Modal::Must:
      out->push_back(fr_devoir(slot));
      return;
    case Modal::LikeTo:
      out->push_back(fr_aimer(slot));
      return;
    case Modal::WouldLike:
      out->push_back(fr_voudrais(slot));
      return;
    case Modal::Could:  // est-ce que tu pourrais … ? / je pouvais …
      out->push_back(c.yes_no ? fr_pouvoir_conditional(slot) : fr_pouvoir_imparfait(slot));
      return;
    case Modal::Should:
      out->push_back(fr_devoir_conditional(slot));
      return;
    case Modal::Might:
      out->push_back(fr_pouvoir_conditional(slot));
      return;
    case Modal::TryTo:  // + de, after the negation; tried to → a essayé de
      out->push_back(past ? fr_avoir(slot) : fr_essayer(slot));
      return;
    case Modal::SupposedTo:  // + censé, after the negation
    case Modal::AbleTo:      // + capable de
      out->push_back(fr_etre(slot));
      return;
    case Modal::OughtTo:
      out->push_back(fr_devoir_conditional(slot));
      return;
    case Modal::DecideTo:  // + décidé de
      out->push_back(fr_avoir(slot));
      return;
    case Modal::None:
      out->push_back(fr_aller(slot));  // Tense::GoingTo
      return;
  }
}

// What follows the carrier and its negation: j'ai besoin de, j'essaie de, j'ai essayé de, elle
// est censée, ils sont capables de, il a décidé de.
void fr_modal_tail(const Clause& c, Agreement subj, Tokens* out) {
  std::string buf;
  switch (c.modal) {
    case Modal::NeedTo:
      append_words(out, "besoin de");
      return;
    case Modal::TryTo:
      if (modal_in_past(c)) out->push_back("essayé");
      out->push_back("de");  // j'essaie de dormir, d'ouvrir
      return;
    case Modal::SupposedTo:
      out->push_back(participle_form("censé", subj, &buf));
      return;
    case Modal::AbleTo:
      out->push_back(subj.plural ? "capables" : "capable");
      out->push_back("de");
      return;
    case Modal::DecideTo:
      append_words(out, "décidé de");
      return;
    default:
      return;
  }
}

// French indirect object pronouns by pronoun index (i he she we they you): me lui lui nous leur te.
const char* fr_indirect_pronoun(int pronoun) {
  static const char* const k[] = {"me", "lui", "lui", "nous", "leur", "te"};
  return k[pronoun];
}

// The clitics before the verb (or the infinitive): the indirect pronoun (world 2), the object
// pronoun or the reflexive. (The grammar never draws a direct and an indirect pronoun together.)
void fr_clitic(const Clause& c, int slot, const NounPhrase* pronoun, Tokens* out) {
  for (const NounPhrase& i : c.indirect)
    if (i.kind == NounKind::Pronoun) out->push_back(fr_indirect_pronoun(i.noun));
  if (pronoun) {  // marked: de le finir is not du finir (french_orthography)
    const std::string o = lexicon().pronouns[pronoun->noun].fr_object;
    out->push_back(o == "le" || o == "les" ? kCliticMark + o : o);
  }
  if (c.reflexive ||
      (c.voice == Voice::Everyday && is_pronominal(lexicon().everyday_verbs[c.verb])))
    out->push_back(fr_reflexive(slot));  // tu te vois, elle s'est vue, je me souviens
}

// The finite simple form: present (or the tu imperative), futur simple.
std::string fr_simple_form(const Clause& c, const EverydayVerb& v, int slot) {
  if (c.imperative) return c.lets ? v.fr_nous : fr_imperative(v);  // mangeons / mange
  if (c.tense == Tense::Future) return fr_future(v.fr_infinitive, slot);
  if (c.tense == Tense::Conditional) return fr_conditional(v.fr_infinitive, slot);
  if (slot == kSlotTu) return fr_tu_present(v);
  const char* const forms[] = {v.fr_je, v.fr_il, v.fr_nous, v.fr_ils};
  return forms[slot];
}

// An everyday verb with its clitics, negation and object.
void fr_everyday_verb(const Clause& c, int slot, Agreement subj, const char* freq, Tokens* out) {
  const Lexicon& lx = lexicon();
  const EverydayVerb& v = lx.everyday_verbs[c.verb];
  // A clitic object pronoun goes before the verb; quelqu'un, tout le monde stay after it.
  const NounPhrase* pronoun = (!c.object.empty() && c.object[0].kind == NounKind::Pronoun &&
                               lx.pronouns[c.object[0].noun].clitic)
                                  ? &c.object[0]
                                  : nullptr;
  const char* neg = fr_negation_word(c);
  const bool personne = c.negative == NegativeWord::Nobody || c.negative == NegativeWord::NoOne ||
                        c.negative == NegativeWord::Anyone || c.negative == NegativeWord::Anybody;
  const bool infinitive = c.modal != Modal::None || c.tense == Tense::GoingTo;
  std::string buf;
  if (neg || personne) out->push_back("ne");
  if (!infinitive) fr_clitic(c, slot, pronoun, out);
  if (infinitive) {  // je (ne) veux (pas) te voir; j'ai besoin de manger; je vais manger
    // rien goes before the infinitive and its clitics, after de: je ne veux rien lui dire,
    // ils n'essaient de rien tirer, tu n'as besoin de rien acheter; pas stays after the carrier.
    const bool rien = neg && std::string(neg) == "rien";
    fr_infinitive_carrier(c, slot, out);
    if (neg && !rien) append_words(out, neg);
    fr_modal_tail(c, subj, out);  // besoin de, de, essayé de, censé, capable de, décidé de
    if (rien) out->push_back("rien");
    fr_clitic(c, slot, pronoun, out);
    out->push_back(v.fr_infinitive);
  } else if (c.reports && c.tense == Tense::Past &&
             report_past(v) == ReportPast::Imparfait) {  // je pensais que …
    out->push_back(fr_imparfait(v, slot));
    if (neg) out->push_back(neg);
  } else if (c.tense == Tense::Past || c.tense == Tense::Perfect) {
    const bool etre = v.auxiliary == FrenchAuxiliary::Etre || c.reflexive || is_pronominal(v);
    out->push_back(etre ? fr_etre(slot) : fr_avoir(slot));
    if (neg) append_words(out, neg);
    if (freq) out->push_back(freq);
    if (etre)
      out->push_back(participle_form(v.fr_participle, subj, &buf));
    else if (pronoun)  // preceding direct object: "elle l'a vue"
      out->push_back(participle_form(v.fr_participle, agreement_of(*pronoun), &buf));
    else
      out->push_back(v.fr_participle);
  } else {
    out->push_back(fr_simple_form(c, v, slot));
    if (neg) append_words(out, neg);
    if (freq) out->push_back(freq);
  }
  if (const char* noun = fr_locution_noun(v)) out->push_back(noun);  // je lui fais confiance
  if (personne) out->push_back("personne");                          // je n'ai vu personne
  if (!c.object.empty() && !pronoun && !asks_for_object(c)) {
    const char* prep = fr_object_preposition(v);  // je me souviens de la fête
    if (prep) out->push_back(prep);
    fr_np(c.object[0], out, c.negated && !prep);
  }
  for (const NounPhrase& i : c.indirect) {
    if (i.kind == NounKind::Pronoun) continue;  // a clitic
    out->push_back("à");
    fr_np(i, out);
  }
  for (const NounPhrase& r : c.recipient) {
    out->push_back("à");
    fr_np(r, out);
  }
}

// World 2: "either" closes a negated clause as non plus (je ne mange pas de pain non plus).
void fr_non_plus(const Clause& c, Tokens* out) {
  if (c.negated && !c.never && c.negation_adverb == NegationAdverb::Either)
    append_words(out, "non plus");
}

void fr_everyday(const Clause& c, Tokens* out) {
  const Lexicon& lx = lexicon();
  if (c.imperative) {  // tu, without the pronoun
    fr_everyday_verb(c, c.lets ? 2 : kSlotTu, Agreement{}, nullptr, out);
    for (const Adverbial& a : c.adverbials) fr_adverbial(a, out);
    fr_non_plus(c, out);
    return;
  }
  const NounPhrase& subject = c.subject.at(0);
  if (c.wh == WhWord::Who)
    out->push_back("qui");  // qui mange le pain ?
  else
    fr_np(subject, out);
  const int slot = person_slot(subject);
  const Agreement subj = agreement_of(subject);
  const char* freq = c.frequency >= 0 ? lx.frequency_adverbs[c.frequency].fr : nullptr;
  if (c.voice == Voice::Copula)
    fr_copula(c, slot, subj, freq, out);
  else
    fr_everyday_verb(c, slot, subj, freq, out);
  for (const Adverbial& a : c.adverbials) fr_adverbial(a, out);
  fr_non_plus(c, out);
}

// c'est ma faute, ce n'était pas possible, c'est un plaisir; ça a du sens, ça n'a pas de sens,
// ça vaut le coup, ça ne te regarde pas (en_it_saying's fixed_arg).
void fr_it_saying(const Clause& c, Tokens* out) {
  static const char* const kFaute[] = {"ma", "sa", "sa", "notre", "leur", "ta"};
  static const char* const kClitic[] = {"me", "le", "la", "nous", "les", "te"};
  const bool past = c.tense == Tense::Past;
  const int word = c.fixed_arg / 6, owner = c.fixed_arg % 6;
  if (c.fixed == FixedExpression::ItIs) {
    append_words(out, c.negated ? "ce ne" : "c'");
    out->push_back(past ? "était" : "est");
    if (c.negated) out->push_back("pas");
    if (kItIs[word].possessive) out->push_back(kFaute[owner]);
    append_words(out, kItIs[word].fr);
    return;
  }
  out->push_back("ça");
  const ThatSaying saying = static_cast<ThatSaying>(word);
  if (c.negated || saying == ThatSaying::Business) out->push_back("ne");
  if (saying == ThatSaying::Business) out->push_back(kClitic[owner]);
  if (saying == ThatSaying::Sense) out->push_back(past ? "avait" : "a");
  if (saying == ThatSaying::Worth) out->push_back(past ? "valait" : "vaut");
  if (saying == ThatSaying::Business) out->push_back(past ? "regardait" : "regarde");
  if (c.negated || saying == ThatSaying::Business) out->push_back("pas");
  if (saying == ThatSaying::Sense) append_words(out, c.negated ? "de sens" : "du sens");
  if (saying == ThatSaying::Worth) append_words(out, "le coup");
}

// World 2: a fixed or impersonal expression (fixed_expressions.h); negation ne … pas.
void fr_fixed(const Clause& c, Tokens* out) {
  const Lexicon& lx = lexicon();
  const bool past = c.tense == Tense::Past;
  const auto neg_open = [&]() {
    if (c.negated) out->push_back("ne");
  };
  const auto neg_close = [&]() {
    if (c.negated) out->push_back("pas");
  };
  switch (c.fixed) {
    case FixedExpression::Weather:  // il fait froid, il faisait chaud
      out->push_back("il");
      neg_open();
      out->push_back(past ? "faisait" : "fait");
      neg_close();
      out->push_back(kWeathers[c.fixed_arg].fr);
      break;
    case FixedExpression::Late:  // il est tard, il était tard
      out->push_back("il");
      neg_open();
      out->push_back(past ? "était" : "est");
      neg_close();
      out->push_back("tard");
      break;
    case FixedExpression::Raining:  // il pleut, il pleuvait
      out->push_back("il");
      neg_open();
      out->push_back(past ? "pleuvait" : "pleut");
      neg_close();
      break;
    case FixedExpression::ThereIs:  // il y a, il y avait
      out->push_back("il");
      out->push_back("y");
      out->push_back(past ? "avait" : "a");
      fr_np(c.subject.at(0), out);
      break;
    case FixedExpression::Feeling:  // j'ai faim, il avait soif
    case FixedExpression::Age: {    // j'ai cinq ans
      const int slot = person_slot(c.subject.at(0));
      fr_np(c.subject.at(0), out);
      neg_open();
      out->push_back(past ? fr_avoir_imparfait(slot) : fr_avoir(slot));
      neg_close();
      if (c.fixed == FixedExpression::Feeling) {
        append_words(out, feeling_fr(c.fixed_arg, c.negated));
      } else {
        append_words(out, lx.numerals[c.fixed_arg].fr);
        out->push_back("ans");
      }
      break;
    }
    case FixedExpression::Fine: {  // je vais bien, elle n'allait pas bien
      const int slot = person_slot(c.subject.at(0));
      fr_np(c.subject.at(0), out);
      neg_open();
      out->push_back(past ? fr_aller_imparfait(slot) : fr_aller(slot));
      neg_close();
      out->push_back("bien");
      break;
    }
    case FixedExpression::ItIs:
    case FixedExpression::That:
      fr_it_saying(c, out);
      break;
    case FixedExpression::Name: {  // je m'appelle paul, tu t'appelles anna
      const int slot = person_slot(c.subject.at(0));
      fr_np(c.subject.at(0), out);
      out->push_back(fr_reflexive(slot));
      out->push_back(fr_appeler(slot));
      out->push_back(lx.people[c.fixed_arg].fr);
      break;
    }
    case FixedExpression::WhatTime:
      append_words(out, "quelle heure est-il");
      break;
    case FixedExpression::WhatIsThePoint:
      append_words(out, "à quoi bon");
      break;
    case FixedExpression::HowAreYou:
      append_words(out, "comment ça va");
      if (c.fixed_arg > 0) {
        out->push_back(",");
        out->push_back(lx.people[c.fixed_arg - 1].fr);
      }
      break;
    case FixedExpression::None:
      break;
    default: {  // spoken_expressions.h: je suis né, ça a l'air bien, qu'est-ce qui s'est passé
      const NounPhrase* s = c.subject.empty() ? nullptr : &c.subject[0];
      const Agreement a = s ? agreement_of(*s) : Agreement{};
      if (s && !fr_spoken_has_subject(c)) fr_np(*s, out);
      const int pronoun = s && s->kind == NounKind::Pronoun ? s->noun : -1;
      for (const std::string& w : fr_spoken_words(c, s ? person_slot(*s) : 1,
                                                  a.gender == Gender::Feminine, a.plural, pronoun))
        out->push_back(w);
      break;
    }
  }
  for (const Adverbial& a : c.adverbials) fr_adverbial(a, out);
}

void fr_clause(const Clause& c, Agreement antecedent, Tokens* out) {
  const Lexicon& lx = lexicon();
  if (c.voice == Voice::Fixed) {
    fr_fixed(c, out);
    return;
  }
  if (c.voice == Voice::WhereQuestion) {
    out->push_back("où");
    out->push_back(english_plural(c.subject.at(0)) ? "sont" : "est");
    fr_np(c.subject.at(0), out);
    return;
  }
  if (c.voice == Voice::Everyday || c.voice == Voice::Copula) {
    if (asks_for_object(c)) {  // combien de pommes, combien d'eau, quelle voiture, quels livres
      const NounPhrase& o = c.object[0];
      const Noun& n = lx.nouns[o.noun];
      const bool fem = n.gender == Gender::Feminine;
      if (c.wh == WhWord::HowMany)
        append_words(out, "combien de");
      else
        out->push_back(fem ? (o.plural ? "quelles" : "quelle") : (o.plural ? "quels" : "quel"));
      out->push_back(o.plural ? n.fr_plural : n.fr);
    } else if (c.wh != WhWord::None && c.wh != WhWord::Who) {
      out->push_back(wh_words(c.wh).fr);
    }
    if (c.yes_no) {  // est-ce que + the statement (est-ce qu'il …)
      out->push_back("est-ce");
      out->push_back("que");
    }
    fr_everyday(c, out);
    return;
  }
  if (c.gap == Gap::Subject) out->push_back("qui");
  if (c.gap == Gap::Object) out->push_back("que");
  Agreement subj = antecedent;
  int slot = slot_of_agreement(antecedent);
  if (c.gap != Gap::Subject) {
    fr_np(c.subject.at(0), out);
    subj = agreement_of(c.subject.at(0));
    slot = person_slot(c.subject.at(0));
  }
  const char* neg = c.never ? "jamais" : "pas";
  std::string buf;
  auto neg_open = [&]() {
    if (c.negated) out->push_back("ne");
  };
  auto neg_close = [&]() {
    if (c.negated) out->push_back(neg);
  };
  switch (c.voice) {
    case Voice::Active: {
      // Passé composé with avoir; the participle agrees with a preceding direct object (the
      // antecedent of "que"): "la loi que le conseil a signée".
      const TransitiveVerb& v = lx.verbs[c.verb];
      neg_open();
      out->push_back(fr_avoir(slot));
      neg_close();
      out->push_back(c.gap == Gap::Object ? participle_form(v.fr_participle, antecedent, &buf)
                                          : v.fr_participle);
      if (c.gap != Gap::Object) fr_np(c.object.at(0), out, c.negated);
      for (const NounPhrase& r : c.recipient) {
        out->push_back("à");
        fr_np(r, out);
      }
      break;
    }
    case Voice::Passive: {
      const TransitiveVerb& v = lx.verbs[c.verb];
      neg_open();
      out->push_back(fr_avoir(slot));
      neg_close();
      out->push_back("été");
      out->push_back(participle_form(v.fr_participle, subj, &buf));
      for (const NounPhrase& ag : c.agent) {
        out->push_back("par");
        fr_np(ag, out);
      }
      break;
    }
    case Voice::Intransitive: {
      const IntransitiveVerb& v = lx.intransitives[c.verb];
      neg_open();
      switch (intransitive_auxiliary(c.verb, c.world)) {
        case FrenchAuxiliary::Avoir:
          out->push_back(fr_avoir(slot));
          neg_close();
          out->push_back(v.fr_participle);
          break;
        case FrenchAuxiliary::Etre:
          out->push_back(fr_etre(slot));
          neg_close();
          out->push_back(participle_form(v.fr_participle, subj, &buf));
          break;
        case FrenchAuxiliary::Reflexive:
          out->push_back(fr_reflexive(slot));
          out->push_back(fr_etre(slot));
          neg_close();
          out->push_back(participle_form(v.fr_participle, subj, &buf));
          break;
      }
      break;
    }
    default:
      break;
  }
  for (const Adverbial& a : c.adverbials) fr_adverbial(a, out);
}

void fr_conjunction(Conjunction c, Tokens* out) {
  switch (c) {
    case Conjunction::And:
      out->push_back("et");
      break;
    case Conjunction::But:
      out->push_back("mais");
      break;
    case Conjunction::While:
      out->push_back("tandis");
      out->push_back("que");
      break;
    case Conjunction::Because:
      out->push_back("parce");
      out->push_back("que");
      break;
    case Conjunction::When:
      out->push_back("lorsque");
      break;
    case Conjunction::Whereas:
      out->push_back("alors");
      out->push_back("que");
      break;
    case Conjunction::That:
    case Conjunction::ThatUnsaid:
      out->push_back("que");
      break;
    case Conjunction::If:
      out->push_back("si");  // s'il, s'ils (french_orthography)
      break;
    case Conjunction::So:
      out->push_back("donc");
      break;
    case Conjunction::Or:
      out->push_back("ou");
      break;
    case Conjunction::Then:
      out->push_back("puis");
      break;
  }
}

}  // namespace

std::vector<std::string> realise_french(const NounPhrase& np) {
  Tokens t;
  fr_np(np, &t);
  return french_orthography(t);
}

std::vector<std::string> realise_french(const Sentence& s) {
  Tokens t;
  if (s.vocative == Vocative::LadiesAndGentlemen) {
    append_words(&t, vocative_words(s.vocative).fr);
    t.push_back(",");
  }
  if (s.opener != Interjection::None) {
    append_words(&t, interjection_words(s.opener).fr);  // peut-être que elle → qu'elle
    if (takes_comma(s.opener)) t.push_back(",");
  }
  for (std::size_t i = 0; i < s.clauses.size(); ++i) {
    if (i > 0) fr_conjunction(s.conjunctions.at(i - 1), &t);
    fr_clause(s.clauses[i], Agreement{}, &t);
  }
  if (s.please) append_words(&t, ", s' il te plaît");  // the tu policy
  if (s.just_in_case) append_words(&t, ", au cas où");
  if (s.vocative != Vocative::None && s.vocative != Vocative::LadiesAndGentlemen) {
    t.push_back(",");
    append_words(&t, vocative_words(s.vocative).fr);
  }
  t.push_back(is_question(s) ? "?" : ".");
  return french_orthography(t);
}

// ============================================================================ article sentence
Sentence article_sentence_structure() {
  NounPhrase area;
  area.noun = find_noun("area");
  area.adjectives = {find_adjective("european"), find_adjective("economic")};
  NounPhrase agreement;
  agreement.noun = find_noun("agreement");
  agreement.complements.push_back(PrepPhrase{Preposition::On, area});
  Clause c;
  c.voice = Voice::Passive;
  c.verb = find_verb("sign");
  c.subject.push_back(agreement);
  Adverbial date;
  date.kind = AdverbialKind::Date;
  date.month = 8;
  date.year = 1992;
  c.adverbials.push_back(date);
  Sentence s;
  s.clauses.push_back(c);
  return s;
}

}  // namespace ap::s2s
