// french_spelling (see french_spelling.h): the vowel test behind French elision.
#include "core/corpus/french_spelling.h"

#include <cstring>

namespace ap::s2s {
namespace {

// French words starting with an aspirated h (no elision) or number words that block it.
bool blocks_elision(const std::string& w) {
  static const char* const kAspirated[] = {"haut",    "haute", "hauts", "hautes", "hausse",
                                           "hausses", "huit",  "onze",  "héros",  "hâte"};
  for (const char* a : kAspirated)
    if (w == a) return true;
  return false;
}

}  // namespace

bool french_vowel_start(const std::string& w) {
  if (w.empty() || blocks_elision(w)) return false;
  const char c = w[0];
  if (std::strchr("aeiouh", c) != nullptr) return true;
  if (static_cast<unsigned char>(c) == 0xC3 && w.size() > 1) {
    // à â ä è é ê ë î ï ô ö ù û ü: C3 A0..C3 BC except ç (A7), ñ (B1), ò ó õ ÷ ø… treated as vowels
    // too.
    const unsigned char d = static_cast<unsigned char>(w[1]);
    return d >= 0xA0 && d <= 0xBC && d != 0xA7 && d != 0xB1 && d != 0xB7;
  }
  if (static_cast<unsigned char>(c) == 0xC5 && w.size() > 1 &&
      static_cast<unsigned char>(w[1]) == 0x93)
    return true;  // œ
  return false;
}

}  // namespace ap::s2s
