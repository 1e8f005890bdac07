// The guided tour's computed illustrations (plain numbers; the tour panel draws them):
//   step 1  the fixed-context bottleneck: how many numbers of a fixed-size context vector each
//           source word gets, versus the n·d numbers attention keeps (all encoder states);
//   step 7  the article's three reasons for attention, for a sentence of n words and width d:
//           sequential steps (RNN n, attention 1), longest path between two words (RNN n − 1,
//           attention 1) and parameter counts of one layer (formulas below).
#pragma once

#include <cstdint>

namespace ap::tour {

constexpr int kStepCount = 7;  // state.demos.tour_step is 0 .. kStepCount-1

struct Bottleneck {
  int context_numbers = 0;             // the encoder-decoder's context vector: d numbers, fixed
  double numbers_per_word = 0.0;       // d / n
  std::int64_t attention_numbers = 0;  // n · d: attention reads every encoder state
};
Bottleneck bottleneck(int n, int d);

// Parameters of one layer with input and hidden width d (weights + biases):
//   tanh RNN     h' = tanh(W x + U h + b)              2d² + d
//   GRU (Cho)    3 input maps + 1 bias (3d each), Uz, Ur, Un   6d² + 3d   (core/seq2seq/gru.h)
//   LSTM         4 gates × (W, U, b)                   8d² + 4d
//   self-attention, one head of width d: Wq, Wk, Wv, Wo (no biases)   4d²   (core/multihead.h)
std::int64_t rnn_params(int d);
std::int64_t gru_params(int d);
std::int64_t lstm_params(int d);
std::int64_t attention_params(int d);

struct ThreeReasons {
  int rnn_sequential_steps = 0;        // n: step t needs step t−1's state
  int attention_sequential_steps = 0;  // 1: every position is computed at once
  int rnn_max_path = 0;                // n − 1: first word reaches the last through n−1 steps
  int attention_max_path = 0;          // 1: every word looks at every word directly (n > 1)
  std::int64_t rnn_params = 0, gru_params = 0, lstm_params = 0, attention_params = 0;
};
ThreeReasons three_reasons(int n, int d);

}  // namespace ap::tour
