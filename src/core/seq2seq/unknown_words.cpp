// Unknown words through attention (see unknown_words.h).
#include "core/seq2seq/unknown_words.h"

#include "core/seq2seq/tokenizer.h"
#include "core/utf8.h"

#include <algorithm>
#include <cstring>

#include "core/corpus/lexicon.h"

namespace ap::s2s {

std::vector<CopiedWord> copy_unknowns(const std::vector<std::string>& source,
                                      const std::vector<std::vector<float>>& alignment,
                                      std::vector<std::string>* target) {
  std::vector<CopiedWord> copies;
  for (std::size_t t = 0; t < target->size() && t < alignment.size(); ++t) {
    if ((*target)[t] != "<unk>") continue;
    const std::vector<float>& row = alignment[t];
    const std::size_t n = std::min(row.size(), source.size());
    if (n == 0) continue;
    std::size_t best = 0;
    for (std::size_t s = 1; s < n; ++s)
      if (row[s] > row[best]) best = s;
    // The copied word is output: a source token that is not UTF-8 comes out with U+FFFD.
    (*target)[t] = utf8::make_valid(source[best]);
    copies.push_back({static_cast<int>(t), static_cast<int>(best), (*target)[t], row[best]});
  }
  return copies;
}

bool copied_from_source(const std::vector<CopiedWord>& copied, int source) {
  return std::any_of(copied.begin(), copied.end(),
                     [source](const CopiedWord& w) { return w.source == source; });
}
bool copied_to_target(const std::vector<CopiedWord>& copied, int target) {
  return std::any_of(copied.begin(), copied.end(),
                     [target](const CopiedWord& w) { return w.target == target; });
}

int edit_distance(const std::string& a, const std::string& b) {
  std::vector<int> prev(b.size() + 1), cur(b.size() + 1);
  for (std::size_t j = 0; j <= b.size(); ++j) prev[j] = static_cast<int>(j);
  for (std::size_t i = 1; i <= a.size(); ++i) {
    cur[0] = static_cast<int>(i);
    for (std::size_t j = 1; j <= b.size(); ++j)
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] != b[j - 1])});
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

namespace {
bool letters_only(const std::string& w) {
  if (w.empty()) return false;
  for (char c : w) {
    const unsigned char u = static_cast<unsigned char>(c);
    if (!((u >= 'a' && u <= 'z') || u >= 0x80)) return false;
  }
  return true;
}
bool digits_only(const std::string& w) {
  return !w.empty() && std::all_of(w.begin(), w.end(), [](char c) { return c >= '0' && c <= '9'; });
}
}  // namespace

std::vector<std::string> capitalised_words(std::string_view sentence) {
  std::vector<std::string> out;
  bool first = true;
  for (std::size_t i = 0; i < sentence.size();) {
    const auto is_letter = [](unsigned char c) {
      return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c >= 0x80;
    };
    if (!is_letter(static_cast<unsigned char>(sentence[i]))) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j < sentence.size() && (is_letter(static_cast<unsigned char>(sentence[j])) ||
                                   sentence[j] == '\'' || sentence[j] == '-'))
      ++j;
    const std::string_view word = sentence.substr(i, j - i);
    if (!first && word[0] >= 'A' && word[0] <= 'Z') {
      const std::vector<std::string> t = tokenize(word);  // the same lowercasing as the model's
      out.insert(out.end(), t.begin(), t.end());
    }
    first = false;
    i = j;
  }
  return out;
}

std::string suggest_word(const std::string& word, const Vocabulary& v) {
  if (word.size() < 3 || !letters_only(word)) return "";
  const int limit = word.size() <= 4 ? 1 : 2;
  int best = limit + 1;
  std::string out;
  for (int id = 4; id < v.size(); ++id) {
    const std::string& w = v.word(id);
    if (!letters_only(w) || w == word) continue;
    const int diff = static_cast<int>(w.size()) - static_cast<int>(word.size());
    if (diff > limit || -diff > limit) continue;
    const int d = edit_distance(word, w);
    if (d < best) {
      best = d;
      out = w;
    }
  }
  return out;
}

bool is_copyable(const std::string& token) {
  if (digits_only(token)) return true;
  const int p = find_person(token.c_str());
  if (p >= 0) return true;
  const int c = find_city(token.c_str());
  return c >= 0 && std::strcmp(lexicon().cities[c].fr, token.c_str()) == 0;
}

void mask_copyable(const std::vector<std::string>& en, const std::vector<std::string>& fr,
                   const Vocabulary& en_vocab, const Vocabulary& fr_vocab, int per_mille, Rng* rng,
                   std::vector<int>* src, std::vector<int>* tgt) {
  *src = en_vocab.encode(en);
  *tgt = fr_vocab.encode(fr);
  for (std::size_t i = 0; i < en.size(); ++i) {
    if (!is_copyable(en[i])) continue;
    if (std::count(en.begin(), en.end(), en[i]) != 1) continue;
    const auto it = std::find(fr.begin(), fr.end(), en[i]);
    if (it == fr.end() || std::count(fr.begin(), fr.end(), en[i]) != 1) continue;
    if (static_cast<int>(rng->below(1000)) >= per_mille) continue;
    (*src)[i] = Vocabulary::kUnk;
    (*tgt)[static_cast<std::size_t>(it - fr.begin())] = Vocabulary::kUnk;
  }
}

}  // namespace ap::s2s
