// Subword units for the French side: byte-pair encoding (Sennrich, Haddow & Birch 2016). A word
// the training split holds often stays one token; a rare one (a futur simple person of a rare
// verb: "apprendrions") is written as pieces the split holds often ("apprendr@@ ions"), so the
// model can learn it from its stem and its ending.
//
// Conventions (those of the paper's reference code, subword-nmt):
//   - learning starts from each word's characters (UTF-8 code points), the last one marked as a
//     word's end; each merge joins the most frequent adjacent pair (counted over the split, each
//     word type weighted by its count), ties going to the greatest pair in byte order; learning
//     stops after `merges` merges or when no pair occurs twice;
//   - segmenting a word repeats "join the adjacent pair learnt first" until no learnt pair is
//     left;
//   - every piece but a word's last ends with "@@" (kSubwordJoiner): "mangerions" → "manger@@",
//     "ions". join_subwords() undoes it.
// Words for which is_copyable() holds (numbers, first names, cities written alike) and the
// specials (<unk> …) are never split: the translator copies them whole through attention.
//
// The merges are needed only to train (the model file keeps the pieces as its vocabulary); a
// translator joins what the decoder emits, and its attention rows with it (merge_piece_rows).
#pragma once

#include <functional>
#include <map>
#include <string>
#include <utility>
#include <vector>

namespace ap::s2s {

inline constexpr const char* kSubwordJoiner = "@@";

class SubwordMerges {
 public:
  // Learns up to `merges` merges from the words of `sentences`. merges = 0: no merges, and
  // segment() splits nothing (whole words, as without subwords).
  static SubwordMerges learn(const std::vector<std::vector<std::string>>& sentences, int merges);

  // The pieces of one word (the word itself if it is never split or no merges were learnt).
  std::vector<std::string> segment_word(const std::string& word) const;
  // The pieces of every word of a sentence, in order.
  std::vector<std::string> segment(const std::vector<std::string>& words) const;

  int size() const { return static_cast<int>(order_.size()); }
  // The merges in the order they were learnt (left piece, right piece; "</w>" ends a word).
  const std::vector<std::pair<std::string, std::string>>& merges() const { return order_; }

 private:
  std::vector<std::pair<std::string, std::string>> order_;
  std::map<std::pair<std::string, std::string>, int> rank_;
};

// A word as pieces of a model's French vocabulary, for code that has the model file but not its
// merges (a benchmark encoding reference French): the word itself if the vocabulary has it,
// else the longest start piece ("manger@@") that begins it, then the same on the rest. An
// approximation of segment_word(): the same pieces when the merges made the vocabulary and the
// longest piece is the one the merges build, which holds for most words. The word unsplit (so
// unknown) when no pieces cover it.
std::vector<std::string> segment_by_vocabulary(const std::string& word,
                                               const std::function<bool(const std::string&)>& has);

// True for a token the decoder emits as the start or middle of a word ("manger@@").
bool is_word_start_piece(const std::string& token);

// Pieces back to words: "manger@@" "ions" → "mangerions". A start piece followed by nothing or by
// a special (<unk>, </s>) ends its word there. word_of_piece (optional) gets, for each piece, the
// index of the word it went into.
std::vector<std::string> join_subwords(const std::vector<std::string>& pieces,
                                       std::vector<int>* word_of_piece = nullptr);

// Attention rows of pieces → rows of words: each word's row is the mean of its pieces' rows
// (so a row that sums to 1 still does). rows[i] belongs to piece i; rows beyond word_of_piece
// are dropped.
std::vector<std::vector<float>> merge_piece_rows(const std::vector<std::vector<float>>& rows,
                                                 const std::vector<int>& word_of_piece);
// Attention rows of pieces → rows of words: each word's row is its first piece's row. For a
// decoder's self-attention: the first piece's row sees only the words before its word (it is
// fed the previous word), so the merged map stays causal, where a later piece's row also sees
// the earlier pieces of its own word.
std::vector<std::vector<float>> first_piece_rows(const std::vector<std::vector<float>>& rows,
                                                 const std::vector<int>& word_of_piece);
// Columns of pieces → columns of words: column j of each row is added into column column_of[j]
// of a row `width` wide (dropped if column_of[j] is -1 or out of range). For a decoder's
// self-attention over its own pieces, so a row that sums to 1 still does.
std::vector<std::vector<float>> merge_piece_columns(const std::vector<std::vector<float>>& rows,
                                                    const std::vector<int>& column_of, int width);

}  // namespace ap::s2s
