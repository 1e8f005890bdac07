// The self-attention demo's built-in word list (common_words.cpp): each word is two units, a
// unit being one Chinese character or one English word.
#pragma once

#include <string>
#include <vector>

namespace ap::demos {

struct CommonWord {
  std::string first, second;  // "研", "究"  or  "machine", "learning"
  std::string text;           // "研究"      or  "machine learning"
};

const std::vector<CommonWord>& common_words();

}  // namespace ap::demos
