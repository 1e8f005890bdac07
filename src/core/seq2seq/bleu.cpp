// Corpus BLEU (see bleu.h).
#include "core/seq2seq/bleu.h"

#include <cmath>
#include <map>

namespace ap::s2s {
namespace {

using NgramCounts = std::map<std::vector<std::string>, int>;

NgramCounts ngrams(const std::vector<std::string>& toks, std::size_t n) {
  NgramCounts c;
  for (std::size_t i = 0; i + n <= toks.size(); ++i)
    ++c[std::vector<std::string>(toks.begin() + static_cast<std::ptrdiff_t>(i),
                                 toks.begin() + static_cast<std::ptrdiff_t>(i + n))];
  return c;
}

bool sizes_match(std::size_t h, std::size_t r, std::string* error) {
  if (h == r) return true;
  if (error)
    *error = "BLEU: " + std::to_string(h) + " hypotheses but " + std::to_string(r) +
             " references (need one reference per hypothesis)";
  return false;
}

}  // namespace

BleuStats corpus_bleu_stats(const std::vector<std::vector<std::string>>& hyps,
                            const std::vector<std::vector<std::string>>& refs, std::string* error) {
  BleuStats s;
  if (!sizes_match(hyps.size(), refs.size(), error)) return s;
  for (std::size_t k = 0; k < hyps.size(); ++k) {
    s.hyp_length += static_cast<long long>(hyps[k].size());
    s.ref_length += static_cast<long long>(refs[k].size());
    for (std::size_t n = 1; n <= 4; ++n) {
      const NgramCounts h = ngrams(hyps[k], n), r = ngrams(refs[k], n);
      for (const auto& [g, c] : h) {
        auto it = r.find(g);
        s.matches[n - 1] += it == r.end() ? 0 : std::min(c, it->second);  // clipped
        s.totals[n - 1] += c;
      }
    }
  }
  bool zero = false;
  double log_sum = 0;
  for (int n = 0; n < 4; ++n) {
    if (s.totals[n] == 0 || s.matches[n] == 0) {
      zero = true;
      continue;
    }
    s.precision[n] = 100.0 * static_cast<double>(s.matches[n]) / static_cast<double>(s.totals[n]);
    log_sum += std::log(s.precision[n]);
  }
  if (s.hyp_length == 0)
    s.brevity_penalty = 0;
  else if (s.hyp_length < s.ref_length)
    s.brevity_penalty =
        std::exp(1.0 - static_cast<double>(s.ref_length) / static_cast<double>(s.hyp_length));
  else
    s.brevity_penalty = 1;
  s.bleu = zero ? 0.0 : s.brevity_penalty * std::exp(log_sum / 4.0);
  return s;
}

double corpus_bleu(const std::vector<std::vector<std::string>>& hyps,
                   const std::vector<std::vector<std::string>>& refs, std::string* error) {
  return corpus_bleu_stats(hyps, refs, error).bleu;
}

double exact_match(const std::vector<std::vector<std::string>>& hyps,
                   const std::vector<std::vector<std::string>>& refs, std::string* error) {
  if (!sizes_match(hyps.size(), refs.size(), error) || hyps.empty()) return 0;
  std::size_t same = 0;
  for (std::size_t k = 0; k < hyps.size(); ++k) same += hyps[k] == refs[k] ? 1 : 0;
  return static_cast<double>(same) / static_cast<double>(hyps.size());
}

}  // namespace ap::s2s
