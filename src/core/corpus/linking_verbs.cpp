// World 2's linking verbs seem and feel (see linking_verbs.h).
#include "core/corpus/linking_verbs.h"

#include <cstring>

#include "core/corpus/grammar.h"
#include "core/corpus/lexicon.h"

namespace ap::s2s {
namespace {

bool is_one_of(const char* en, std::initializer_list<const char*> words) {
  for (const char* w : words)
    if (std::strcmp(en, w) == 0) return true;
  return false;
}

}  // namespace

bool linking(const Clause& c) {
  return c.link != LinkVerb::None && c.voice == Voice::Copula && c.adjective >= 0 &&
         (c.tense == Tense::Present || c.tense == Tense::Past) && !c.negated && !c.yes_no &&
         c.wh == WhWord::None && !c.imperative && c.frequency < 0 &&
         c.comparison != Comparison::Most;
}

bool link_fits(LinkVerb v, int adjective, bool person_subject) {
  const char* en = lexicon().adjectives[static_cast<std::size_t>(adjective)].en;
  if (v == LinkVerb::Feel)
    return person_subject &&
           is_one_of(en, {"tired", "happy", "sad", "sick", "alone", "safe", "free", "proud",
                          "stupid", "lucky", "strong", "old", "young", "ready", "calm", "worried",
                          "strange", "weird", "different"});
  // seem: not whose it is ("the car seems mine"), nor being on time.
  return v == LinkVerb::Seem && !is_one_of(en, {"mine", "yours", "late", "early"});
}

std::vector<std::string> en_link_words(const Clause& c, int slot) {
  const bool past = c.tense == Tense::Past, third = slot == 1;
  if (c.link == LinkVerb::Seem) return {past ? "seemed" : third ? "seems" : "seem"};
  if (past) return {"felt"};
  if (c.link_progressive) {
    static const char* const kBe[] = {"am", "is", "are", "are", "are"};
    return {kBe[slot], "feeling"};
  }
  return {third ? "feels" : "feel"};
}

std::vector<std::string> fr_link_words(const Clause& c, int slot) {
  const bool past = c.tense == Tense::Past;
  if (c.link == LinkVerb::Seem) {
    static const char* const kPresent[] = {"semble", "semble", "semblons", "semblent", "sembles"};
    static const char* const kPast[] = {"semblais", "semblait", "semblions", "semblaient",
                                        "semblais"};
    return {past ? kPast[slot] : kPresent[slot]};
  }
  static const char* const kReflexive[] = {"me", "se", "nous", "se", "te"};
  static const char* const kPresent[] = {"sens", "sent", "sentons", "sentent", "sens"};
  static const char* const kPast[] = {"sentais", "sentait", "sentions", "sentaient", "sentais"};
  return {kReflexive[slot], past ? kPast[slot] : kPresent[slot]};
}

}  // namespace ap::s2s
