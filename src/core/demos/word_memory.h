// The self-attention demo's "reading experience", derived by code from the word list
// (common_words.h) — no hand-set weights anywhere.
//
// 1. Association. For two units a, b (characters or English words):
//      PMI(a, b) = log( N · C(a,b) / (c(a) · c(b)) )
//    N = number of words, c(a) = words containing a, C(a,b) = words containing both, in either
//    order (so the association is symmetric: 研究 links 研 and 究 both ways).
// 2. Factorisation, so that q_a · k_b ≈ strength(a, b) (= max(PMI, kMinWordStrength) for a
//    listed word, 0 otherwise) whatever the order. Each head h owns d_head = 2·half dimensions of
//    the embedding: an IDENTITY half R_a (a random code in R^half from our Rng, fixed seed,
//    |R_a| ≈ 1) and a LOOKING-FOR half P_a = Σ_b strength(a,b) · R_b (the codes of the units a
//    forms words with). W_q reads [P; R], W_k reads [R; P], so
//      q_a · k_b = P_a·R_b + R_a·P_b ≈ 2·strength(a, b)   (W_q halves it back)
//    because random codes in R^half are nearly orthogonal; the leftover crosstalk has size
//    ≈ strength·√(partners/half): more dimensions, less noise (the d_model control shows it).
//    The diagonal q_a·k_a is ≈ 0 unless the list has a reduplication (妈妈).
//    This is a random-projection factorisation of the (sparse, symmetric) association matrix.
//    We tried a truncated eigen-decomposition first: the matrix has hundreds of independent word
//    pairs and a flat spectrum, so a rank-d truncation drops most words wholesale (at d = 64 it
//    read only ~50–70% of random two-word scrambles, this sketch ~90%).
// 3. Scale. Embeddings are scaled so their mean length is kEmbeddingToPositionRatio times the
//    length of a sinusoidal positional code (√(d_model/2)); Wq divides the scale back out (and
//    multiplies by √d_head, undoing the core's 1/√d_head), so without PE the logits are exactly
//    the association above, and with PE on they are perturbed by roughly 1/ratio.
// Values: Wv keeps each head's own slice (identity), Wo puts the slices back: the output of a
// token is its embedding mixed with the embeddings of the tokens it attends to.
#pragma once

#include "core/multihead.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace ap::demos {

constexpr float kEmbeddingToPositionRatio = 3.0f;
// Every listed word is remembered at least this strongly (in logit units): PMI alone would make
// words of frequent characters (表明: 表 and 明 are in 8 words each) too faint to stand out of
// the sketch's crosstalk, while PMI still raises rare, specific pairs above it.
constexpr float kMinWordStrength = 4.0f;
constexpr std::uint64_t kWordMemorySeed = 0x5EED5EEDull;

// The units of the word list and their pairwise association.
struct WordStatistics {
  std::vector<std::string> units;              // index → "研"
  std::unordered_map<std::string, int> index;  // "研" → index
  std::vector<int> unit_count;                 // c(a)
  int word_count = 0;                          // N
  // PMI of unit pairs that share a word (others: no association). Key = a * units + b.
  std::unordered_map<long long, float> pmi;
  float association(int a, int b) const;  // PMI(a, b), 0 if they form no word
  // What the sketch stores for the pair: max(PMI, kMinWordStrength) if a and b form a listed
  // word, else 0 (see kMinWordStrength).
  float strength(int a, int b) const;
  int find(const std::string& unit) const;  // -1 if unknown
  // The listed word made of a and b, in its listed order ("研究" for (究, 研)), "" if none.
  std::string word_of(int a, int b, bool* a_first = nullptr) const;
};
const WordStatistics& word_statistics();

// 2·floor(d_model / (2·heads)); 0 if d_model < 2·heads (no room for a head).
int word_memory_d_head(int heads, int d_model);
// "" or a message naming the problem (heads in 1..16, d_model in 2..512, room for every head).
std::string word_memory_error(int heads, int d_model);

struct WordMemory {
  Mat embeddings;          // (units, d_model), already scaled (see 3.)
  float scale = 1.0f;      // the scale applied to the raw sketch
  MultiHeadParams params;  // Wq, Wk (swap), Wv, Wo as described above
};
// Throws std::invalid_argument when word_memory_error() is not empty.
WordMemory build_word_memory(int heads, int d_model);

}  // namespace ap::demos
