// Corpus BLEU-4 as sacreBLEU computes it, on already tokenised text (no extra tokenisation): for
// n = 1..4 the clipped n-gram matches and the hypothesis n-gram counts are summed over the whole
// corpus; precision p_n = matches / count; BLEU = BP · exp(¼ Σ log p_n) · 100, with brevity penalty
// BP = exp(1 − r/c) when the hypothesis length c is below the reference length r (else 1). No
// smoothing: any zero precision (or an empty hypothesis side) gives BLEU 0. One reference per
// sentence.
#pragma once

#include <array>
#include <string>
#include <vector>

namespace ap::s2s {

struct BleuStats {
  double bleu = 0;                    // 0–100
  std::array<double, 4> precision{};  // p_1..p_4 in 0–100 (0 when there is no n-gram)
  std::array<long long, 4> matches{}, totals{};
  double brevity_penalty = 0;
  long long hyp_length = 0, ref_length = 0;
};

// hyps and refs must have the same size; otherwise the result is 0 (all stats zero) and *error, if
// given, says so with both sizes. No exceptions: the browser build does not catch them.
BleuStats corpus_bleu_stats(const std::vector<std::vector<std::string>>& hyps,
                            const std::vector<std::vector<std::string>>& refs,
                            std::string* error = nullptr);
double corpus_bleu(const std::vector<std::vector<std::string>>& hyps,
                   const std::vector<std::vector<std::string>>& refs, std::string* error = nullptr);
// Fraction (0–1) of hypotheses identical to their reference; 0 for an empty corpus (and on a size
// mismatch, with *error set).
double exact_match(const std::vector<std::vector<std::string>>& hyps,
                   const std::vector<std::vector<std::string>>& refs, std::string* error = nullptr);

}  // namespace ap::s2s
