// Vocabulary (see vocabulary.h).
#include "core/seq2seq/vocabulary.h"

#include <algorithm>
#include <string_view>
#include <unordered_map>

namespace ap::s2s {

Vocabulary::Vocabulary() {
  for (const char* s : {"<pad>", "<unk>", "<s>", "</s>"}) add(s);
}

int Vocabulary::add(const std::string& w) {
  auto it = index_.find(w);
  if (it != index_.end()) return it->second;
  const int id = static_cast<int>(words_.size());
  words_.push_back(w);
  index_.emplace(w, id);
  return id;
}

int Vocabulary::id(const std::string& w) const {
  auto it = index_.find(w);
  return it == index_.end() ? kUnk : it->second;
}

const std::string& Vocabulary::word(int id) const {
  if (id < 0 || id >= size()) return words_[kUnk];
  return words_[static_cast<std::size_t>(id)];
}

std::vector<int> Vocabulary::encode(const std::vector<std::string>& toks) const {
  std::vector<int> ids;
  ids.reserve(toks.size());
  for (const std::string& t : toks) ids.push_back(id(t));
  return ids;
}

std::vector<std::string> Vocabulary::decode(const std::vector<int>& ids) const {
  std::vector<std::string> out;
  for (int i : ids) {
    if (i == kEos) break;
    if (i == kPad || i == kBos) continue;
    out.push_back(word(i));
  }
  return out;
}

Vocabulary Vocabulary::build(const std::vector<std::vector<std::string>>& sentences,
                             int min_count) {
  // Count in a hash map (the page builds its vocabularies when Play is pressed), then order by
  // count, most frequent first, ties by word: the order of the ordered-map version before it.
  std::unordered_map<std::string_view, int> counts;
  for (const auto& s : sentences)
    for (const auto& w : s) ++counts[w];
  std::vector<std::pair<std::string_view, int>> items(counts.begin(), counts.end());
  std::sort(items.begin(), items.end(), [](const auto& a, const auto& b) {
    return a.second != b.second ? a.second > b.second : a.first < b.first;
  });
  Vocabulary v;
  for (const auto& [w, c] : items)
    if (c >= min_count) v.add(std::string(w));
  return v;
}

bool Vocabulary::from_words(const std::vector<std::string>& words, Vocabulary* out,
                            std::string* error) {
  const Vocabulary specials;
  if (words.size() < 4) {
    if (error)
      *error =
          "vocabulary has " + std::to_string(words.size()) + " words, need at least the 4 specials";
    return false;
  }
  for (int i = 0; i < 4; ++i) {
    if (words[static_cast<std::size_t>(i)] != specials.word(i)) {
      if (error)
        *error = "vocabulary word " + std::to_string(i) + " is \"" +
                 words[static_cast<std::size_t>(i)] + "\", expected \"" + specials.word(i) + "\"";
      return false;
    }
  }
  Vocabulary v;
  for (std::size_t i = 4; i < words.size(); ++i) {
    if (v.contains(words[i])) {
      if (error) *error = "vocabulary word \"" + words[i] + "\" appears twice";
      return false;
    }
    v.add(words[i]);
  }
  *out = std::move(v);
  return true;
}

}  // namespace ap::s2s
