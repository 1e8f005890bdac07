// The auxiliary of world 1's intransitive verbs, world by world: world 1 keeps its table as the
// shipped models were trained on it; world 2 corrects the entries whose French is wrong there
// (intervenir conjugates with être: "ils sont intervenus", not "ils ont intervenu").
#include <cstring>

#include "core/corpus/lexicon.h"

namespace ap::s2s {
namespace {

struct AuxiliaryCorrection {
  const char* en_base;
  FrenchAuxiliary auxiliary;
};
constexpr AuxiliaryCorrection kWorld2Corrections[] = {
    {"intervene", FrenchAuxiliary::Etre},
};

}  // namespace

FrenchAuxiliary intransitive_auxiliary(int verb, int world) {
  const IntransitiveVerb& v = lexicon().intransitives[static_cast<std::size_t>(verb)];
  if (world >= 2)
    for (const AuxiliaryCorrection& k : kWorld2Corrections)
      if (std::strcmp(k.en_base, v.en_base) == 0) return k.auxiliary;
  return v.auxiliary;
}

}  // namespace ap::s2s
