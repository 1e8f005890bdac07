// Corpus BLEU (see bleu.h).
#include "core/seq2seq/bleu.h"

#include <algorithm>
#include <cmath>

namespace ap::s2s {
namespace {

// The n-grams of one sentence, as their start positions sorted by the n-gram (equal n-grams end
// up side by side).
struct SortedNgrams {
  const std::vector<std::string>* toks = nullptr;
  std::size_t n = 0;
  std::vector<std::size_t> starts;

  void sort(const std::vector<std::string>& sentence, std::size_t length) {
    toks = &sentence;
    n = length;
    starts.clear();
    for (std::size_t i = 0; i + n <= sentence.size(); ++i) starts.push_back(i);
    std::sort(starts.begin(), starts.end(),
              [this](std::size_t a, std::size_t b) { return compare(*this, a, *this, b) < 0; });
  }
  // Three-way comparison of x's n-gram at i and y's at j (the same n).
  static int compare(const SortedNgrams& x, std::size_t i, const SortedNgrams& y, std::size_t j) {
    for (std::size_t k = 0; k < x.n; ++k) {
      const int c = (*x.toks)[i + k].compare((*y.toks)[j + k]);
      if (c != 0) return c;
    }
    return 0;
  }
  // The end of the run of equal n-grams that starts at index `from` of `starts`.
  std::size_t run_end(std::size_t from) const {
    std::size_t to = from + 1;
    while (to < starts.size() && compare(*this, starts[from], *this, starts[to]) == 0) ++to;
    return to;
  }
};

// Adds the hypothesis's n-grams (total) and their counts clipped by the reference's (matches):
// a merge of the two sorted lists. Its buffers are kept between calls: validation runs this
// every few hundred updates in the training worker, where each allocation costs.
void add_ngram_counts(const std::vector<std::string>& hyp, const std::vector<std::string>& ref,
                      std::size_t n, long long* matches, long long* total) {
  thread_local SortedNgrams h, r;
  h.sort(hyp, n);
  r.sort(ref, n);
  std::size_t i = 0, j = 0;
  while (i < h.starts.size()) {
    const std::size_t i_end = h.run_end(i);
    const long long in_hyp = static_cast<long long>(i_end - i);
    while (j < r.starts.size() && SortedNgrams::compare(r, r.starts[j], h, h.starts[i]) < 0) ++j;
    if (j < r.starts.size() && SortedNgrams::compare(r, r.starts[j], h, h.starts[i]) == 0) {
      const std::size_t j_end = r.run_end(j);
      *matches += std::min(in_hyp, static_cast<long long>(j_end - j));  // clipped
      j = j_end;
    }
    *total += in_hyp;
    i = i_end;
  }
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
    for (std::size_t n = 1; n <= 4; ++n)
      add_ngram_counts(hyps[k], refs[k], n, &s.matches[n - 1], &s.totals[n - 1]);
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
