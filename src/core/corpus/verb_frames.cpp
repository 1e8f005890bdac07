// World 2's verb frames (verb_frames.h): demander, répondre, pardonner à and faire confiance à
// with an indirect person; se souvenir (de), s'inquiéter, se détendre, se lever, s'occuper (de),
// se rendre compte, se demander as pronominal verbs; penser à.
#include "core/corpus/verb_frames.h"

#include <cstring>
#include <initializer_list>

namespace ap::s2s {

bool verb_is_one_of(const EverydayVerb& v, std::initializer_list<const char*> bases) {
  for (const char* en : bases)
    if (std::strcmp(v.en_base, en) == 0) return true;
  return false;
}

bool object_is_indirect(const EverydayVerb& v) {
  return verb_is_one_of(v, {"ask", "answer", "forgive", "trust"});
}

const char* fr_locution_noun(const EverydayVerb& v) {
  if (std::strcmp(v.en_base, "realize") == 0) return "compte";  // je me rends compte que
  return std::strcmp(v.en_base, "trust") == 0 ? "confiance" : nullptr;
}

bool is_pronominal(const EverydayVerb& v) {
  return verb_is_one_of(
      v, {"remember", "worry", "relax", "get up", "take care of", "realize", "wonder"});
}

const char* fr_object_preposition(const EverydayVerb& v) {
  if (verb_is_one_of(v, {"remember", "take care of"})) return "de";   // je m'occupe du chat
  return std::strcmp(v.en_base, "think about") == 0 ? "à" : nullptr;  // je pense au voyage
}

}  // namespace ap::s2s
