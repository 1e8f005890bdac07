// World 2's comparison and degree words (see comparatives.h).
#include "core/corpus/comparatives.h"

#include <string>

#include "core/corpus/lexicon.h"

namespace ap::s2s {

const ComparableAdjective* comparable(int adjective) {
  if (adjective < 0) return nullptr;
  const std::string en = lexicon().adjectives[static_cast<std::size_t>(adjective)].en;
  for (const ComparableAdjective& c : kComparableAdjectives)
    if (en == c.en) return &c;
  return nullptr;
}

bool takes_a_bit(int adjective) {
  if (adjective < 0) return false;
  const std::string en = lexicon().adjectives[static_cast<std::size_t>(adjective)].en;
  for (const char* praise : {"good", "bad", "beautiful", "pretty", "happy"})
    if (en == praise) return false;
  return true;
}

DegreeWord degree_words(Degree d) {
  switch (d) {
    case Degree::Too:
      return {"too", "trop"};
    case Degree::So:
      return {"so", "si"};
    case Degree::Quite:
      return {"quite", "assez"};
    case Degree::ABit:
      return {"a bit", "un peu"};
    case Degree::None:
      break;
  }
  return {"", ""};
}

}  // namespace ap::s2s
