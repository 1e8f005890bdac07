// Translator: a loaded model file plus its vocabularies, turning an English sentence (text) into
// a French translation with its attention alignment. This is the text-level API the CLI
// (`attention translate`, `attention evaluate`) and the browser's translator panel use.
//
// Input rules: the sentence is tokenised like the corpus (tokenizer.h); an empty sentence or one
// longer than kMaxSourceTokens tokens, or of punctuation only, is refused with a message; unknown
// words are listed and mapped to <unk> unless no word at all is known, which is refused; when
// most words are unknown (another language, mostly) the front ends say so (mostly_unknown). Unknown
// words come through attention (unknown_words.h): each <unk> the decoder emits is replaced by the
// source word its attention row points to most (RNNsearch; the Transformer's row is its last
// decoder layer's cross-attention, the mean over heads; RNNencdec has no attention, its <unk>
// stays), and each unknown word gets a "did you mean" suggestion when a vocabulary word is close to
// it. A model whose French vocabulary is made of subword units (subwords.h) emits pieces; the
// translator joins them into words and merges their attention rows (the mean of a word's
// pieces; in the Transformer's decoder self-attention, the first piece's row), so every result
// below is by word.
#pragma once

#include "core/seq2seq/model_file.h"
#include "core/seq2seq/unknown_words.h"
#include "core/seq2seq/vocabulary.h"

#include <string>
#include <string_view>
#include <vector>

namespace ap::s2s {

inline constexpr int kMaxSourceTokens = 80;
inline constexpr int kMaxBeam = 20;

struct Translation {
  std::vector<std::string> source_tokens, target_tokens;
  std::string translation;                    // detokenised target
  std::vector<std::vector<float>> alignment;  // (target, source) weights; empty for encdec
  std::vector<std::string> unknown_words;     // distinct, in order of appearance
  std::vector<std::string> suggestions;       // per unknown word: closest known word, or ""
  std::vector<CopiedWord> copied;             // target <unk> replaced by a source word
  std::string unknown_handling;               // what was done with them ("" if none)
  // The Transformer's weights, [layer][head][i][j] (empty for the RNNs; the </s> rows and
  // columns left out, like alignment's):
  //   cross_attention: i = target word, j = source word;
  //   encoder_self_attention: i, j = source words;
  //   decoder_self_attention: i, j = decoder positions (position i reads <bos> then the words
  //     before target word i, and emits target word i; causal: 0 for j > i).
  using Maps = std::vector<std::vector<std::vector<std::vector<float>>>>;
  double log_prob = 0;  // Transformer: log p(target words, </s> | source) of the chosen output
  Maps cross_attention, encoder_self_attention, decoder_self_attention;
};

class Translator {
 public:
  bool load_file(const std::string& path, std::string* error);
  bool load_buffer(const std::uint8_t* data, size_t size, std::string* error);

  ModelKind kind() const { return bundle_.model.config.kind; }
  const ModelBundle& bundle() const { return bundle_; }
  const Vocabulary& source_vocabulary() const { return src_; }
  const Vocabulary& target_vocabulary() const { return tgt_; }

  // False with *error for unusable input (empty, punctuation only, too long, no known word, bad
  // beam).
  bool translate(std::string_view sentence, int beam, Translation* out, std::string* error) const;

  // Already tokenised source → target tokens. alignment (optional) gets (target, source) weights.
  std::vector<std::string> translate_tokens(
      const std::vector<std::string>& source, int beam,
      std::vector<std::vector<float>>* alignment = nullptr) const;

 private:
  // The Transformer's translate_tokens; `maps` (optional) gets its attention maps.
  std::vector<std::string> transformer_tokens(const std::vector<int>& ids, size_t source_words,
                                              int beam, std::vector<std::vector<float>>* alignment,
                                              Translation* maps) const;  // and log_prob
  bool adopt(ModelBundle&& bundle, std::string* error);
  ModelBundle bundle_;
  Vocabulary src_, tgt_;
};

// True when more than half of the sentence's words (punctuation aside) are unknown to the model:
// the sentence is likely in another language, and the translation mostly guesses.
bool mostly_unknown(const Translation& t);

}  // namespace ap::s2s
