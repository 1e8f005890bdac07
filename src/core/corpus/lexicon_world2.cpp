// World 2's fit of adjectives to nouns (lexicon.h: world2_fit). World 2's own adjectives carry
// their classes in their entries (lexicon_world2_adjectives.inc); world 1's everyday adjectives,
// which world 1 gives to every everyday noun, get theirs here, so world 2 never says "a blue
// idea" or "the phone is tired".
#include "core/corpus/lexicon.h"

#include <cstring>

namespace ap::s2s {
namespace {

constexpr unsigned FA = kFamily, AN = kAnimal, OB = kObject, FO = kFood, DR = kDrink, HO = kHome,
                   AR = kArt, CA = kCarry, VE = kVehicle, TX = kText, ID = kIdea, OC = kOccasion,
                   OW = kOwn, SI = kSight, BO = kBody;
constexpr unsigned kThings = OB | CA | VE;
constexpr unsigned kLivingBeings = FA | AN;

struct World1Fit {
  const char* en;
  AdjectiveFit fit;
};
// {attributive, predicative, gradable} of world 1's everyday adjectives.
constexpr World1Fit kWorld1Fits[] = {
    {"big", {kLivingBeings | kThings | HO | FO | ID | BO, kLivingBeings | kThings | HO | BO, true}},
    {"small",
     {kLivingBeings | kThings | HO | FO | ID | BO, kLivingBeings | kThings | HO | BO, true}},
    {"old", {kLivingBeings | kThings | HO | AR, kLivingBeings | kThings | HO, true}},
    {"new", {FA | kThings | HO | AR | TX | ID | OW, kThings | HO, true}},
    {"good",
     {kLivingBeings | kThings | HO | FO | DR | AR | TX | ID | OC | SI,
      kLivingBeings | kThings | FO | DR | AR | TX | ID | OW | SI, true}},
    {"bad",
     {kLivingBeings | kThings | FO | DR | AR | TX | ID | OC,
      kLivingBeings | kThings | FO | DR | AR | TX | ID | OW, true}},
    {"young", {kLivingBeings, kLivingBeings, true}},
    {"beautiful",
     {kLivingBeings | kThings | HO | AR | SI | OW | BO,
      kLivingBeings | kThings | HO | AR | OW | BO | SI, true}},
    {"pretty", {kLivingBeings | kThings | HO | BO, kLivingBeings | kThings | HO | BO, true}},
    {"long", {OB | VE | HO | AR | TX | OC, OB | VE | HO | AR | TX, true}},
    {"happy", {kLivingBeings, kLivingBeings, true}},
    {"sad", {kLivingBeings | TX | AR, kLivingBeings | TX | AR, true}},
    {"red", {kThings | FO | DR, kThings | FO | BO, true}},
    {"blue", {kThings, kThings, true}},
    {"green", {kThings | FO, kThings | FO, true}},
    {"white", {kLivingBeings | kThings | FO | DR, kThings | FO | DR, true}},
    {"black", {kLivingBeings | kThings | DR, kThings | DR, true}},
    {"hot", {OB | CA | FO | DR | HO, OB | CA | FO | DR | HO | BO, true}},
    {"cold", {OB | CA | FO | DR | HO, OB | CA | FO | DR | HO | BO, true}},
    {"tired", {kLivingBeings, kLivingBeings | BO, true}},
};

}  // namespace

AdjectiveFit world2_fit(int adjective) {
  const Lexicon& lx = lexicon();
  const Adjective& a = lx.adjectives[static_cast<std::size_t>(adjective)];
  if (static_cast<std::size_t>(adjective) >= lx.num_world1_adjectives)
    return {a.attributive, a.predicative, a.gradable};
  for (const World1Fit& f : kWorld1Fits)
    if (std::strcmp(f.en, a.en) == 0) return f.fit;
  return {0, 0, true};
}

}  // namespace ap::s2s
