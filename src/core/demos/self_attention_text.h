// The self-attention demo: a typed sentence (Chinese characters or English words, one token
// each) goes through multi-head self-attention whose parameters come from the word list
// (word_memory.h), or from a seeded random init, with optional user edits of single weights.
// The reading then reassembles scrambled text by mutual attention ("研表究明" → "研究表明").
//
//   tokens     n            one per CJK character / ASCII word (text_units.h), at most kMaxTokens
//   X          (n, d_model) embeddings; unknown tokens get the zero vector (and are flagged)
//   weights[h] (n, n)       row i = where token i looks in head h
//   mean       (n, n)       the heads' average — what the reading uses
#pragma once

#include "core/demos/word_memory.h"
#include "core/multihead.h"

#include <string>
#include <string_view>
#include <vector>

namespace ap::demos {

constexpr int kMaxTokens = 24;

// Trained: the shipped Transformer's encoder heads (drawn by the Multi-head tab from the
// translator; run_self_attention computes the word list's run for it, which nothing shows).
enum class HeadSource { WordMemory, Random, Trained };

// One edited weight: matrix 'q', 'k', 'v' (head's W_q/W_k/W_v, (d_head, d_model)) or 'o' (W_o,
// (d_model, heads·d_head); head ignored).
struct WeightEdit {
  int head = 0;
  char matrix = 'q';
  int row = 0, col = 0;
  float value = 0.0f;
};

struct SelfAttentionConfig {
  int heads = 2;
  int d_model = 256;
  bool causal = false;
  bool positional_encoding = true;
  HeadSource source = HeadSource::WordMemory;
  std::uint64_t seed = 1;         // for HeadSource::Random
  std::vector<WeightEdit> edits;  // applied on top of either source
};

struct SelfAttentionToken {
  std::string text;
  std::uint32_t code_point = 0;  // first code point (to show U+XXXX when the font lacks it)
  bool known = false;            // in the word list's units
};

// How the scrambled text is read back.
//   partner[i] = argmax over j ≠ i of mean(i, j): the diagonal is excluded because the question
//                is which OTHER token completes i's word (a token attending to itself says
//                nothing about the pairing); −1 when i has nobody to look at (n = 1, causal
//                first token) or its row is flat (unknown token).
//   groups     = words found greedily: the pair with the largest mutual attention
//                mean(i,j) + mean(j,i) first, taken when each gives the other at least half of
//                its attention (more than to everything else together); leftover tokens stay
//                alone. A pair is written in the word list's order (究+研 → 研究), groups in
//                the order of their first token's position.
struct Reading {
  std::vector<int> partner;
  std::vector<std::vector<int>> groups;
  std::string text;  // the reassembled reading; English tokens separated by spaces
};

struct SelfAttentionRun {
  std::string error;  // non-empty: nothing below is valid
  std::vector<SelfAttentionToken> tokens;
  int d_head = 0;
  Mat X;  // (n, d_model) embeddings (before PE)
  MultiHeadParams params;
  MultiHeadResult result;  // weights per head, concat, output …
  Mat mean_weights;        // (n, n)
  Reading reading;
  // PE's effect, for the UI: largest |Δ| of mean_weights between PE on and off (0 if PE off).
  float pe_max_change = 0.0f;
};

SelfAttentionRun run_self_attention(std::string_view sentence, const SelfAttentionConfig& cfg);

// Applies edits to params; out-of-range edits are ignored and counted (returned).
int apply_weight_edits(const std::vector<WeightEdit>& edits, MultiHeadParams* params);

Reading read_by_mutual_attention(const std::vector<SelfAttentionToken>& tokens,
                                 const Eigen::Ref<const Mat>& mean_weights);

// Preset sentences, in display order.
const std::vector<std::string>& self_attention_presets();
// Each preset's name in Latin letters (toneless pinyin for the Chinese ones), in the same order:
// the button's label while the CJK font has not arrived.
const std::vector<std::string>& self_attention_preset_latin_names();

}  // namespace ap::demos
