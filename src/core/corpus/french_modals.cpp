// World 2's further modal forms (see french_modals.h).
#include "core/corpus/french_modals.h"

#include "core/corpus/french_verbs.h"

namespace ap::s2s {

const char* fr_pouvoir_imparfait(int slot) {
  static const char* const k[] = {"pouvais", "pouvait", "pouvions", "pouvaient", "pouvais"};
  return k[slot];
}
const char* fr_pouvoir_conditional(int slot) {
  static const char* const k[] = {"pourrais", "pourrait", "pourrions", "pourraient", "pourrais"};
  return k[slot];
}
const char* fr_devoir_conditional(int slot) {
  static const char* const k[] = {"devrais", "devrait", "devrions", "devraient", "devrais"};
  return k[slot];
}
const char* fr_essayer(int slot) {
  static const char* const k[] = {"essaie", "essaie", "essayons", "essaient", "essaies"};
  return k[slot];
}

std::string fr_conditional(const std::string& infinitive, int slot) {
  // The futur simple's je form is stem + "ai": mangerai → manger + ais / ait / ions / aient.
  const std::string je = fr_future(infinitive, 0);
  const std::string stem = je.substr(0, je.size() - 2);
  static const char* const kEndings[] = {"ais", "ait", "ions", "aient", "ais"};
  return stem + kEndings[slot];
}

}  // namespace ap::s2s
