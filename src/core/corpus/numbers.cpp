// World 2's numbers (see numbers.h).
#include "core/corpus/numbers.h"

namespace ap::s2s {
namespace {

const char* const kEnUnits[] = {"",        "one",     "two",       "three",    "four",
                                "five",    "six",     "seven",     "eight",    "nine",
                                "ten",     "eleven",  "twelve",    "thirteen", "fourteen",
                                "fifteen", "sixteen", "seventeen", "eighteen", "nineteen"};
const char* const kEnTens[] = {"",      "",      "twenty",  "thirty", "forty",
                               "fifty", "sixty", "seventy", "eighty", "ninety"};
const char* const kFrUnits[] = {"",       "un",    "deux",     "trois",    "quatre",
                                "cinq",   "six",   "sept",     "huit",     "neuf",
                                "dix",    "onze",  "douze",    "treize",   "quatorze",
                                "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf"};
const char* const kFrTens[] = {"", "", "vingt", "trente", "quarante", "cinquante", "soixante"};

}  // namespace

std::string en_cardinal(int n) {
  if (n < 1 || n > kMaxCardinal) return "";
  if (n == 100) return "one hundred";
  if (n < 20) return kEnUnits[n];
  const std::string tens = kEnTens[n / 10];
  return n % 10 == 0 ? tens : tens + "-" + kEnUnits[n % 10];
}

std::string fr_cardinal(int n, bool feminine) {
  if (n < 1 || n > kMaxCardinal) return "";
  if (n == 100) return "cent";
  const auto unit = [feminine](int u) {
    return std::string(u == 1 && feminine ? "une" : kFrUnits[u]);
  };
  if (n < 20) return unit(n);
  // 70–79 and 90–99 count on from soixante and quatre-vingt: soixante-douze, quatre-vingt-dix-neuf.
  const int tens = n / 10;
  const std::string base = tens == 7 ? "soixante" : tens >= 8 ? "quatre-vingt" : kFrTens[tens];
  const int rest = tens == 7 || tens == 9 ? n - (tens - 1) * 10 : n % 10;
  if (rest == 0) return tens == 8 ? "quatre-vingts" : base;
  // et before un and onze, except after quatre-vingt: vingt-et-un, soixante-et-onze,
  // quatre-vingt-un.
  const bool et = (rest == 1 || rest == 11) && tens < 8;
  return base + (et ? "-et-" : "-") + unit(rest);
}

}  // namespace ap::s2s
