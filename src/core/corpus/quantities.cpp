// World 2's partitive and quantity words (see quantities.h).
#include "core/corpus/quantities.h"

#include <cstring>
#include <string>

namespace ap::s2s {

bool container_holds(int c, int noun) {
  if (c < 0 || c >= kNumContainers || noun < 0) return false;
  const std::string en = lexicon().nouns[static_cast<std::size_t>(noun)].en;
  const char* p = kContainers[c].contents;
  while (*p) {
    const char* end = std::strchr(p, ' ');
    const std::size_t len = end ? static_cast<std::size_t>(end - p) : std::strlen(p);
    if (en.size() == len && en.compare(0, len, p, len) == 0) return true;
    p += len;
    while (*p == ' ') ++p;
  }
  return false;
}

}  // namespace ap::s2s
