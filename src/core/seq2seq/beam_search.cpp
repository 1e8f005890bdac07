// Greedy / beam search over Seq2SeqModel::step (see beam_search.h).
#include "core/seq2seq/beam_search.h"

#include <algorithm>
#include <numeric>

namespace ap::s2s {

int default_max_length(int source_words) { return 2 * source_words + 10; }

namespace {

double normalised(const Hypothesis& h) {
  return h.log_prob / static_cast<double>(h.tokens.size() + (h.finished ? 1 : 0) + 1e-9);
}

struct Candidate {
  double log_prob;
  int parent, word;
};

}  // namespace

Hypothesis beam_search(const Seq2SeqModel<float>& model, const std::vector<int>& src, int beam,
                       int max_len) {
  beam = std::max(1, beam);
  const EncodedSource<float> enc = model.encode(src);
  std::vector<Hypothesis> alive(1);
  Mat<float> states = enc.s0;  // (Hd, k)
  std::vector<Hypothesis> done;
  Mat<float> logp, next_states, alpha;
  for (int len = 0; len < max_len && !alive.empty(); ++len) {
    const Eigen::Index k = static_cast<Eigen::Index>(alive.size());
    Eigen::VectorXi y_prev(k);
    for (Eigen::Index h = 0; h < k; ++h)
      y_prev(h) = alive[h].tokens.empty() ? kBosId : alive[h].tokens.back();
    model.step(enc, states, y_prev, &logp, &next_states, &alpha);
    // Each alive hypothesis proposes its `beam` best words; keep the best `beam` overall.
    std::vector<Candidate> cands;
    const Eigen::Index V = logp.rows();
    std::vector<int> order(static_cast<size_t>(V));
    for (Eigen::Index h = 0; h < k; ++h) {
      std::iota(order.begin(), order.end(), 0);
      const int take = std::min<int>(beam, static_cast<int>(V));
      std::partial_sort(order.begin(), order.begin() + take, order.end(),
                        [&](int a, int b) { return logp(a, h) > logp(b, h); });
      for (int c = 0; c < take; ++c)
        cands.push_back({alive[h].log_prob + logp(order[c], h), static_cast<int>(h), order[c]});
    }
    std::stable_sort(cands.begin(), cands.end(), [](const Candidate& a, const Candidate& b) {
      return a.log_prob > b.log_prob;
    });
    std::vector<Hypothesis> next;
    std::vector<int> parents;
    for (const Candidate& c : cands) {
      if (static_cast<int>(next.size() + done.size()) >= beam) break;
      Hypothesis h = alive[c.parent];
      h.log_prob = c.log_prob;
      if (alpha.size() > 0) {
        const auto col = alpha.col(c.parent);
        h.attention.emplace_back(col.data(), col.data() + col.size());
      }
      if (c.word == kEosId) {
        h.finished = true;
        done.push_back(std::move(h));
      } else {
        h.tokens.push_back(c.word);
        next.push_back(std::move(h));
        parents.push_back(c.parent);
      }
    }
    alive = std::move(next);
    states.resize(next_states.rows(), static_cast<Eigen::Index>(parents.size()));
    for (size_t i = 0; i < parents.size(); ++i)
      states.col(static_cast<Eigen::Index>(i)) = next_states.col(parents[i]);
  }
  for (auto& h : alive) done.push_back(std::move(h));  // hit the length cap
  return *std::max_element(done.begin(), done.end(), [](const Hypothesis& a, const Hypothesis& b) {
    if (a.finished != b.finished) return !a.finished;  // prefer complete translations
    return normalised(a) < normalised(b);
  });
}

}  // namespace ap::s2s
