// World 2's limits on its phrasal verbs and verb phrases (see verb_limits.h).
#include "core/corpus/verb_limits.h"

#include <cstring>
#include <initializer_list>

#include "core/corpus/verb_frames.h"

namespace ap::s2s {
namespace {

bool is_one_of(const EverydayVerb& v, std::initializer_list<const char*> words) {
  for (const char* en : words)
    if (std::strcmp(v.en_base, en) == 0) return true;
  return false;
}

}  // namespace

const char* separable_particle(const EverydayVerb& v) {
  if (is_one_of(v, {"pick up"})) return "up";
  if (is_one_of(v, {"turn off", "take off"})) return "off";
  if (is_one_of(v, {"turn on"})) return "on";
  return nullptr;
}

bool takes_no_place(const EverydayVerb& v) {
  return is_one_of(v, {"get home", "go out", "go away", "move", "set"});
}

bool takes_no_modal(const EverydayVerb& v) { return is_one_of(v, {"get"}); }

bool takes_no_perfect(const EverydayVerb& v) { return is_one_of(v, {"get", "get up", "get home"}); }

bool object_is_fixed(const EverydayVerb& v) { return is_one_of(v, {"set"}); }

bool asks_whether(const EverydayVerb& v) { return is_one_of(v, {"wonder"}); }

bool progressive_in_world2(const EverydayVerb& v) { return is_one_of(v, {"live"}); }

bool no_imperative(const EverydayVerb& v) {
  return is_pronominal(v) ||
         is_one_of(v, {"get", "get home", "move", "have dinner", "have lunch", "enjoy"});
}

}  // namespace ap::s2s
