// Vocabulary: a word ↔ id table for one language. Ids 0..3 are the specials <pad> <unk> <s> </s>;
// build() adds the other words by descending frequency, ties alphabetically, so the same corpus
// always gives the same ids on every platform.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

namespace ap::s2s {

class Vocabulary {
 public:
  static constexpr int kPad = 0, kUnk = 1, kBos = 2, kEos = 3;

  Vocabulary();  // the 4 specials only

  int add(const std::string& w);          // id of w, adding it if new
  int id(const std::string& w) const;     // kUnk if absent
  const std::string& word(int id) const;  // "<unk>" for an id out of range
  int size() const { return static_cast<int>(words_.size()); }
  bool contains(const std::string& w) const { return index_.count(w) != 0; }

  std::vector<int> encode(const std::vector<std::string>& toks) const;  // no BOS/EOS added
  // Ids back to words, stopping at the first </s>, skipping <pad> and <s>.
  std::vector<std::string> decode(const std::vector<int>& ids) const;

  // Words seen at least min_count times, most frequent first (ties alphabetical).
  static Vocabulary build(const std::vector<std::vector<std::string>>& sentences,
                          int min_count = 1);
  // Rebuild from words() as saved: the first 4 must be the specials. Returns false (and leaves
  // *out unchanged) with a message in *error otherwise.
  static bool from_words(const std::vector<std::string>& words, Vocabulary* out,
                         std::string* error);

  std::vector<std::string> words() const { return words_; }  // in id order

 private:
  std::vector<std::string> words_;
  std::unordered_map<std::string, int> index_;
};

}  // namespace ap::s2s
