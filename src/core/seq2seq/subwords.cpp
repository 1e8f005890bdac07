// Byte-pair encoding of the French side: learning, segmenting, joining (subwords.h).
#include "core/seq2seq/subwords.h"

#include "core/seq2seq/unknown_words.h"

#include <algorithm>
#include <climits>

namespace ap::s2s {

namespace {

using Pair = std::pair<std::string, std::string>;
const std::string kEnd = "</w>";  // marks a word's last symbol while learning and segmenting

bool is_special(const std::string& t) {
  return t.size() > 2 && t.front() == '<' && t.back() == '>';
}

bool never_split(const std::string& w) { return w.empty() || is_special(w) || is_copyable(w); }

// "été" → "é", "t", "é</w>": UTF-8 code points, the last one marked.
std::vector<std::string> symbols_of(const std::string& w) {
  std::vector<std::string> out;
  for (size_t i = 0; i < w.size();) {
    const auto lead = static_cast<unsigned char>(w[i]);
    size_t n = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1;
    n = std::min(n, w.size() - i);
    out.push_back(w.substr(i, n));
    i += n;
  }
  out.back() += kEnd;
  return out;
}

bool has_pair(const std::vector<std::string>& s, const Pair& p) {
  for (size_t i = 0; i + 1 < s.size(); ++i)
    if (s[i] == p.first && s[i + 1] == p.second) return true;
  return false;
}

// Every occurrence of p, left to right and not overlapping, becomes one symbol.
void merge_pair(std::vector<std::string>* s, const Pair& p) {
  std::vector<std::string> out;
  for (size_t i = 0; i < s->size(); ++i) {
    if (i + 1 < s->size() && (*s)[i] == p.first && (*s)[i + 1] == p.second) {
      out.push_back(p.first + p.second);
      ++i;
    } else {
      out.push_back((*s)[i]);
    }
  }
  *s = std::move(out);
}

// Adjacent-pair counts over the word types, each weighted by its count.
class PairCounts {
 public:
  void add(const std::vector<std::string>& s, long long weight) {
    for (size_t i = 0; i + 1 < s.size(); ++i) {
      long long& n = counts_[{s[i], s[i + 1]}];
      n += weight;
      if (n == 0) counts_.erase({s[i], s[i + 1]});
    }
  }
  // The most frequent pair, the greatest on ties; count 0 if there is none.
  std::pair<Pair, long long> best() const {
    std::pair<Pair, long long> out{{}, 0};
    for (const auto& [p, n] : counts_)  // ascending pairs: >= keeps the greatest of a tie
      if (n > 0 && n >= out.second) out = {p, n};
    return out;
  }

 private:
  std::map<Pair, long long> counts_;
};

}  // namespace

SubwordMerges SubwordMerges::learn(const std::vector<std::vector<std::string>>& sentences,
                                   int merges) {
  SubwordMerges out;
  if (merges <= 0) return out;
  std::map<std::string, long long> type_counts;
  for (const auto& s : sentences)
    for (const std::string& w : s)
      if (!never_split(w)) ++type_counts[w];
  std::vector<std::vector<std::string>> words;  // each type as its current symbols
  std::vector<long long> weight;
  PairCounts pairs;
  for (const auto& [w, n] : type_counts) {
    words.push_back(symbols_of(w));
    weight.push_back(n);
    pairs.add(words.back(), n);
  }
  while (out.size() < merges) {
    const auto [best, count] = pairs.best();
    if (count < 2) break;
    for (size_t k = 0; k < words.size(); ++k) {
      if (!has_pair(words[k], best)) continue;
      pairs.add(words[k], -weight[k]);
      merge_pair(&words[k], best);
      pairs.add(words[k], weight[k]);
    }
    out.rank_[best] = out.size();
    out.order_.push_back(best);
  }
  return out;
}

std::vector<std::string> SubwordMerges::segment_word(const std::string& word) const {
  if (rank_.empty() || never_split(word)) return {word};
  std::vector<std::string> s = symbols_of(word);
  while (s.size() > 1) {
    int first = INT_MAX;
    for (size_t i = 0; i + 1 < s.size(); ++i) {
      const auto it = rank_.find({s[i], s[i + 1]});
      if (it != rank_.end()) first = std::min(first, it->second);
    }
    if (first == INT_MAX) break;
    merge_pair(&s, order_[static_cast<size_t>(first)]);
  }
  for (size_t i = 0; i + 1 < s.size(); ++i) s[i] += kSubwordJoiner;
  s.back().resize(s.back().size() - kEnd.size());
  return s;
}

std::vector<std::string> SubwordMerges::segment(const std::vector<std::string>& words) const {
  std::vector<std::string> out;
  for (const std::string& w : words)
    for (std::string& piece : segment_word(w)) out.push_back(std::move(piece));
  return out;
}

std::vector<std::string> segment_by_vocabulary(const std::string& word,
                                               const std::function<bool(const std::string&)>& has) {
  std::vector<std::string> pieces;
  std::string rest = word;
  while (!rest.empty() && !has(rest)) {
    size_t len = rest.size() - 1;  // the longest start piece first
    while (len > 0 && !has(rest.substr(0, len) + kSubwordJoiner)) --len;
    if (len == 0) return {word};
    pieces.push_back(rest.substr(0, len) + kSubwordJoiner);
    rest.erase(0, len);
  }
  if (!rest.empty()) pieces.push_back(rest);
  return pieces;
}

bool is_word_start_piece(const std::string& token) {
  const size_t n = std::char_traits<char>::length(kSubwordJoiner);
  return token.size() > n && token.compare(token.size() - n, n, kSubwordJoiner) == 0;
}

std::vector<std::string> join_subwords(const std::vector<std::string>& pieces,
                                       std::vector<int>* word_of_piece) {
  const size_t joiner = std::char_traits<char>::length(kSubwordJoiner);
  std::vector<std::string> words;
  std::string open;  // the word being joined, "" if none
  if (word_of_piece) word_of_piece->clear();
  for (const std::string& p : pieces) {
    if (is_special(p)) {  // a start piece before a special ends its word there
      if (!open.empty()) words.push_back(std::move(open));
      open.clear();
      if (word_of_piece) word_of_piece->push_back(static_cast<int>(words.size()));
      words.push_back(p);
      continue;
    }
    if (word_of_piece) word_of_piece->push_back(static_cast<int>(words.size()));
    if (is_word_start_piece(p)) {
      open += p.substr(0, p.size() - joiner);
    } else {
      words.push_back(open + p);
      open.clear();
    }
  }
  if (!open.empty()) words.push_back(std::move(open));
  return words;
}

std::vector<std::vector<float>> merge_piece_rows(const std::vector<std::vector<float>>& rows,
                                                 const std::vector<int>& word_of_piece) {
  std::vector<std::vector<float>> out;
  std::vector<int> pieces;
  for (size_t i = 0; i < rows.size() && i < word_of_piece.size(); ++i) {
    const auto w = static_cast<size_t>(word_of_piece[i]);
    if (out.size() <= w) {
      out.resize(w + 1, std::vector<float>(rows[i].size(), 0.0f));
      pieces.resize(w + 1, 0);
    }
    for (size_t j = 0; j < rows[i].size() && j < out[w].size(); ++j) out[w][j] += rows[i][j];
    ++pieces[w];
  }
  for (size_t w = 0; w < out.size(); ++w)
    if (pieces[w] > 1)
      for (float& v : out[w]) v /= static_cast<float>(pieces[w]);
  return out;
}

std::vector<std::vector<float>> first_piece_rows(const std::vector<std::vector<float>>& rows,
                                                 const std::vector<int>& word_of_piece) {
  std::vector<std::vector<float>> out;
  for (size_t i = 0; i < rows.size() && i < word_of_piece.size(); ++i)
    if (static_cast<size_t>(word_of_piece[i]) == out.size()) out.push_back(rows[i]);
  return out;
}

std::vector<std::vector<float>> merge_piece_columns(const std::vector<std::vector<float>>& rows,
                                                    const std::vector<int>& column_of, int width) {
  std::vector<std::vector<float>> out;
  for (const std::vector<float>& r : rows) {
    out.emplace_back(static_cast<size_t>(std::max(0, width)), 0.0f);
    for (size_t j = 0; j < r.size() && j < column_of.size(); ++j)
      if (column_of[j] >= 0 && column_of[j] < width)
        out.back()[static_cast<size_t>(column_of[j])] += r[j];
  }
  return out;
}

}  // namespace ap::s2s
