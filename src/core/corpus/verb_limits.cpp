// World 2's limits on its phrasal verbs and verb phrases (see verb_limits.h).
#include "core/corpus/verb_limits.h"

#include "core/corpus/verb_frames.h"

namespace ap::s2s {

const char* separable_particle(const EverydayVerb& v) {
  if (verb_is_one_of(v, {"pick up"})) return "up";
  if (verb_is_one_of(v, {"turn off", "take off"})) return "off";
  if (verb_is_one_of(v, {"turn on"})) return "on";
  return nullptr;
}

bool takes_no_place(const EverydayVerb& v) {
  return verb_is_one_of(v, {"get home", "go out", "go away", "move", "set"});
}

bool takes_no_modal(const EverydayVerb& v) { return verb_is_one_of(v, {"get"}); }

bool takes_no_perfect(const EverydayVerb& v) {
  return verb_is_one_of(v, {"get", "get up", "get home"});
}

bool object_is_fixed(const EverydayVerb& v) { return verb_is_one_of(v, {"set"}); }

bool asks_whether(const EverydayVerb& v) { return verb_is_one_of(v, {"wonder"}); }

bool progressive_in_world2(const EverydayVerb& v) { return verb_is_one_of(v, {"live"}); }

bool no_imperative(const EverydayVerb& v) {
  return is_pronominal(v) ||
         verb_is_one_of(v, {"get", "get home", "move", "have dinner", "have lunch", "enjoy"});
}

}  // namespace ap::s2s
