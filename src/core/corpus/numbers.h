// World 2's numbers and clock times (CorpusOptions::world = 2): the cardinals one to one hundred
// in English and French, and the hours. French follows the 1990 spelling rule (rectifications
// orthographiques): every compound number is joined by hyphens, "et" included (vingt-et-un,
// soixante-et-onze, quatre-vingt-dix-neuf), so each number is one token; quatre-vingts keeps its
// s when it ends the number; un agrees with a feminine noun (vingt-et-une pommes). English
// joins tens and units with a hyphen (twenty-one).
#pragma once

#include <string>

namespace ap::s2s {

constexpr int kMaxCardinal = 100;

// 1 ≤ n ≤ 100, else "".
std::string en_cardinal(int n);
std::string fr_cardinal(int n, bool feminine = false);

}  // namespace ap::s2s
