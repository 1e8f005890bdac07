// Greedy and beam-search decoding for a trained Seq2SeqModel (float). Beam search keeps the
// `beam` best partial translations, runs them as one batch of k columns through the decoder step,
// and ranks finished ones by length-normalised log-probability (log p / length, length counting
// </s>), which removes the bias towards short outputs. beam = 1 is greedy decoding. A candidate
// more than 8 nats below the step's best one is pruned (relative threshold, Freitag & Al-Onaizan
// 2017), so a confident model steps few hypotheses; on the held-out test sets the scores are the
// same as without it (`attention evaluate --model all --beam 5`).
#pragma once

#include "core/seq2seq/model.h"

#include <functional>
#include <vector>

namespace ap::s2s {

struct Hypothesis {
  std::vector<int> tokens;                    // target ids, without </s>
  std::vector<std::vector<float>> attention;  // per emitted token incl. </s>: Tx weights (search)
  double log_prob = 0;
  bool finished = false;  // ended with </s> (else hit the length limit)
};

// src: ids without </s>; max_len: cap on emitted tokens (incl. </s>).
Hypothesis beam_search(const Seq2SeqModel<float>& model, const std::vector<int>& src, int beam,
                       int max_len);

// The search over any decoder that advances k hypotheses at once (the RNNs' batched step, the
// Transformer's per-hypothesis K/V caches):
//   step(y_prev: (k) previous words, <bos> first) → logp: (V, k) log-probabilities of the next
//     word, alpha: (Tx, k) attention weights or left empty;
//   keep(parents): the survivors, hypothesis i extending alive hypothesis parents[i] — the
//     decoder keeps (copies, reorders) the states that the last step produced to match.
//   gives_logits: step fills logp with the unnormalised logits instead; the search normalises
//     each column itself, after ranking its words (the same log-probabilities, bit for bit,
//     without writing them all).
struct BeamDecoder {
  std::function<void(const Eigen::VectorXi& y_prev, Mat<float>* logp, Mat<float>* alpha)> step;
  std::function<void(const std::vector<int>& parents)> keep;
  bool gives_logits = false;
};
Hypothesis beam_search(const BeamDecoder& decoder, int beam, int max_len);

// Default length cap: 2·|src| + 10.
int default_max_length(int source_words);

}  // namespace ap::s2s
