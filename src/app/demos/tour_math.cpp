// Numbers behind the guided tour's illustrations (see tour_math.h for the formulas).
#include "app/demos/tour_math.h"

#include <algorithm>

namespace ap::tour {

Bottleneck bottleneck(int n, int d) {
  n = std::max(n, 1);
  d = std::max(d, 1);
  Bottleneck b;
  b.context_numbers = d;
  b.numbers_per_word = static_cast<double>(d) / n;
  b.attention_numbers = static_cast<std::int64_t>(n) * d;
  return b;
}

std::int64_t rnn_params(int d) {
  const std::int64_t D = d;
  return 2 * D * D + D;
}
std::int64_t gru_params(int d) {
  const std::int64_t D = d;
  return 6 * D * D + 3 * D;
}
std::int64_t lstm_params(int d) {
  const std::int64_t D = d;
  return 8 * D * D + 4 * D;
}
std::int64_t attention_params(int d) {
  const std::int64_t D = d;
  return 4 * D * D;
}

ThreeReasons three_reasons(int n, int d) {
  n = std::max(n, 1);
  ThreeReasons r;
  r.rnn_sequential_steps = n;
  r.attention_sequential_steps = 1;
  r.rnn_max_path = n - 1;
  r.attention_max_path = n > 1 ? 1 : 0;
  r.rnn_params = rnn_params(d);
  r.gru_params = gru_params(d);
  r.lstm_params = lstm_params(d);
  r.attention_params = attention_params(d);
  return r;
}

}  // namespace ap::tour
