// Translator: text in, translation + alignment out (see translator.h).
#include "core/seq2seq/translator.h"

#include "core/seq2seq/french_text.h"

#include "core/seq2seq/beam_search.h"
#include "core/seq2seq/subwords.h"
#include "core/seq2seq/tokenizer.h"
#include "core/transformer/search.h"

#include <algorithm>
#include <cctype>

namespace ap::s2s {

namespace {

// A token with at least one letter or digit (punctuation alone does not make a sentence).
bool is_word(const std::string& t) {
  return std::any_of(t.begin(), t.end(), [](char c) {
    const unsigned char u = static_cast<unsigned char>(c);
    return std::isalnum(u) || u >= 0x80;
  });
}

// The top-left rows × cols block of every layer's and head's map, as nested vectors.
Translation::Maps trimmed(const std::vector<std::vector<Mat<float>>>& maps, Eigen::Index rows,
                          Eigen::Index cols) {
  Translation::Maps out;
  for (const auto& layer : maps) {
    out.emplace_back();
    for (const Mat<float>& m : layer) {
      std::vector<std::vector<float>> head(static_cast<size_t>(rows));
      for (Eigen::Index i = 0; i < rows; ++i)
        for (Eigen::Index j = 0; j < cols; ++j) head[i].push_back(m(i, j));
      out.back().push_back(std::move(head));
    }
  }
  return out;
}

// The decoder's tokens as words: pieces joined (subwords.h). *word_of_piece gets each token's
// word, or stays empty when nothing was joined (a model of whole words).
std::vector<std::string> joined(std::vector<std::string> tokens, std::vector<int>* word_of_piece) {
  word_of_piece->clear();
  if (std::none_of(tokens.begin(), tokens.end(), is_word_start_piece)) return tokens;
  return join_subwords(tokens, word_of_piece);
}

// Each layer's and head's rows (and, for the decoder's self-attention, columns) of pieces merged
// into words. Cross-attention: a word's row is the mean of its pieces'. The decoder's
// self-attention: a word's row is its first piece's (fed the previous word, it sees only the
// words before: the map stays causal, as the page labels it); column 0 is <bos>, column j ≥ 1
// the piece j − 1, summed into its word's column.
void merge_maps(const std::vector<int>& word_of_piece, int words, Translation* maps) {
  std::vector<int> column_of{0};
  for (size_t j = 0; j + 1 < word_of_piece.size(); ++j) column_of.push_back(word_of_piece[j] + 1);
  for (auto& layer : maps->cross_attention)
    for (auto& head : layer) head = merge_piece_rows(head, word_of_piece);
  for (auto& layer : maps->decoder_self_attention)
    for (auto& head : layer)
      head = merge_piece_columns(first_piece_rows(head, word_of_piece), column_of, words);
}

}  // namespace

std::vector<std::string> Translator::transformer_tokens(const std::vector<int>& ids,
                                                        size_t source_words, int beam,
                                                        std::vector<std::vector<float>>* alignment,
                                                        Translation* maps) const {
  const tfm::TransformerModel<float>& model = bundle_.transformer;
  const Hypothesis h =
      tfm::beam_search(model, ids, beam, default_max_length(static_cast<int>(ids.size())));
  std::vector<std::string> pieces;
  for (int id : h.tokens) pieces.push_back(tgt_.word(id));
  std::vector<int> word_of_piece;
  std::vector<std::string> out = joined(pieces, &word_of_piece);
  if (maps) maps->log_prob = h.log_prob;
  if (!alignment && !maps) return out;
  const tfm::AttentionMaps m = tfm::attention_maps(model, ids, h.tokens);
  const auto n = static_cast<Eigen::Index>(source_words);
  const auto t = static_cast<Eigen::Index>(pieces.size());
  if (alignment) {  // the last decoder layer's cross-attention, the mean over heads
    const auto& last = m.cross.back();
    Mat<float> mean = Mat<float>::Zero(last[0].rows(), last[0].cols());
    for (const Mat<float>& head : last) mean += head;
    mean /= static_cast<float>(last.size());
    *alignment = trimmed({{mean}}, t, n)[0][0];
    if (!word_of_piece.empty()) *alignment = merge_piece_rows(*alignment, word_of_piece);
  }
  if (maps) {
    maps->cross_attention = trimmed(m.cross, t, n);
    maps->encoder_self_attention = trimmed(m.enc_self, n, n);
    maps->decoder_self_attention = trimmed(m.dec_self, t, t);
    if (!word_of_piece.empty()) merge_maps(word_of_piece, static_cast<int>(out.size()), maps);
  }
  return out;
}

bool Translator::adopt(ModelBundle&& b, std::string* error) {
  Vocabulary src, tgt;
  if (!Vocabulary::from_words(b.src_words, &src, error) ||
      !Vocabulary::from_words(b.tgt_words, &tgt, error))
    return false;
  bundle_ = std::move(b);
  src_ = std::move(src);
  tgt_ = std::move(tgt);
  return true;
}

bool Translator::load_file(const std::string& path, std::string* error) {
  ModelBundle b;
  if (!load_model_file(path, &b, error)) return false;
  if (!adopt(std::move(b), error)) {
    *error = path + ": " + *error;
    return false;
  }
  return true;
}

bool Translator::load_buffer(const std::uint8_t* data, size_t size, std::string* error) {
  ModelBundle b;
  if (!deserialize_model(data, size, &b, error)) return false;
  return adopt(std::move(b), error);
}

std::vector<std::string> Translator::translate_tokens(
    const std::vector<std::string>& source, int beam,
    std::vector<std::vector<float>>* alignment) const {
  const std::vector<int> ids = src_.encode(source);
  if (kind() == ModelKind::Transformer)
    return transformer_tokens(ids, source.size(), beam, alignment, nullptr);
  const Hypothesis h =
      beam_search(bundle_.model, ids, beam, default_max_length(static_cast<int>(ids.size())));
  std::vector<std::string> pieces;
  for (int id : h.tokens) pieces.push_back(tgt_.word(id));
  std::vector<int> word_of_piece;
  std::vector<std::string> out = joined(pieces, &word_of_piece);
  if (alignment) {
    alignment->clear();
    // One row per target token (the </s> row is dropped), one column per source word (the
    // source </s> column is dropped, so a row may sum to slightly less than 1); a word's pieces'
    // rows then become the word's one row.
    for (size_t i = 0; i < pieces.size() && i < h.attention.size(); ++i)
      alignment->emplace_back(h.attention[i].begin(), h.attention[i].begin() + source.size());
    if (!word_of_piece.empty()) *alignment = merge_piece_rows(*alignment, word_of_piece);
  }
  return out;
}

bool mostly_unknown(const Translation& t) {
  int words = 0, unknown = 0;
  for (const std::string& w : t.source_tokens) {
    if (!is_word(w)) continue;
    ++words;
    unknown += std::count(t.unknown_words.begin(), t.unknown_words.end(), w) > 0 ? 1 : 0;
  }
  return 2 * unknown > words;
}

bool Translator::translate(std::string_view sentence, int beam, Translation* out,
                           std::string* error) const {
  if (beam < 1 || beam > kMaxBeam) {
    *error = "beam width " + std::to_string(beam) + " is out of range (1–" +
             std::to_string(kMaxBeam) + ")";
    return false;
  }
  Translation t;
  t.source_tokens = tokenize(sentence);
  if (t.source_tokens.empty()) {
    *error = "the sentence is empty: type an English sentence to translate";
    return false;
  }
  if (std::none_of(t.source_tokens.begin(), t.source_tokens.end(), is_word)) {
    *error = "the sentence has no words, only punctuation: type an English sentence to translate";
    return false;
  }
  if (static_cast<int>(t.source_tokens.size()) > kMaxSourceTokens) {
    *error = "the sentence has " + std::to_string(t.source_tokens.size()) +
             " tokens; the translator accepts at most " + std::to_string(kMaxSourceTokens);
    return false;
  }
  bool any_known = false;
  for (const std::string& w : t.source_tokens) {
    if (src_.contains(w)) {
      any_known = any_known || is_word(w);
    } else if (std::find(t.unknown_words.begin(), t.unknown_words.end(), w) ==
               t.unknown_words.end()) {
      t.unknown_words.push_back(w);
    }
  }
  if (!any_known) {
    std::string list;
    for (const auto& w : t.unknown_words) list += (list.empty() ? "" : ", ") + w;
    *error = "none of the words are in the model's vocabulary (unknown: " + list + ")";
    return false;
  }
  // A likely typo gets a suggestion; a word capitalised inside the sentence is a name, not a typo.
  const std::vector<std::string> names = capitalised_words(sentence);
  for (const std::string& w : t.unknown_words)
    t.suggestions.push_back(std::find(names.begin(), names.end(), w) != names.end()
                                ? std::string()
                                : suggest_word(w, src_));
  const bool attends = kind() != ModelKind::EncDec;
  std::vector<std::vector<float>>* align = attends ? &t.alignment : nullptr;
  if (kind() == ModelKind::Transformer)
    t.target_tokens =
        transformer_tokens(src_.encode(t.source_tokens), t.source_tokens.size(), beam, align, &t);
  else
    t.target_tokens = translate_tokens(t.source_tokens, beam, align);
  if (align) t.copied = copy_unknowns(t.source_tokens, t.alignment, &t.target_tokens);
  if (!t.unknown_words.empty())
    t.unknown_handling =
        kind() == ModelKind::Transformer
            ? "unknown words were read as <unk>; each <unk> in the output was replaced by the "
              "source word with the strongest cross-attention weight (last decoder layer, mean "
              "over heads)"
        : kind() == ModelKind::Search
            ? "unknown words were read as <unk>; each <unk> in the output was replaced by the "
              "source word with the strongest attention weight"
            : "unknown words were read as <unk>; RNNencdec has no attention, so an <unk> in the "
              "output cannot be traced to a source word";
  t.translation = french_text(t.target_tokens, sentence, t.copied);
  *out = std::move(t);
  return true;
}

}  // namespace ap::s2s
