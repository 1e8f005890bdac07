// Greedy / beam search (see beam_search.h), over a BeamDecoder; for the RNNs that is
// Seq2SeqModel::step: the sentence is encoded once (annotations and projected keys,
// EncodedSource) and every step reads it in place for all k hypotheses. Hypotheses are nodes of a
// trellis (parent, word, attention column), so extending one costs O(1) instead of copying its
// whole history; the winner's tokens and attention rows are read back at the end.
#include "core/seq2seq/beam_search.h"

#include "core/seq2seq/output_layer.h"

#include <algorithm>
#include <cstddef>

namespace ap::s2s {

int default_max_length(int source_words) { return 2 * source_words + 10; }

namespace {

struct Node {
  int parent;  // index into nodes, -1 for the first word
  int word;
  int step;  // which step's attention matrix holds this word's weights (column `col`)
  int col;
};

struct Live {
  int node = -1;  // last emitted word (-1: nothing yet)
  double log_prob = 0;
  int length = 0;  // emitted words without </s>
  bool finished = false;
};

double normalised(const Live& h) {
  return h.log_prob / static_cast<double>(h.length + (h.finished ? 1 : 0) + 1e-9);
}

// Relative-threshold pruning (Freitag & Al-Onaizan 2017): a candidate whose log-probability is
// more than this below the step's best one is dropped (e^-8: under 1/2900 of its probability), so
// a confident model steps few hypotheses. Such a candidate could still win only if the ones ahead
// of it lost over 8 nats more than it in the words to come (length normalisation aside).
constexpr double kPruneNats = 8.0;

struct Candidate {
  double log_prob;
  int parent, word;
};

// The indices of the `take` largest entries of col[0..V), best first (of equal entries, the lower
// index first): one pass, the list kept sorted by insertion (take is the beam width, a few).
void best_words(const float* col, int V, int take, std::vector<int>* out) {
  out->clear();
  if (take <= 0) return;
  float worst = 0;  // col[out->back()] once the list is full
  for (int v = 0; v < V; ++v) {
    const float x = col[v];
    const bool full = static_cast<int>(out->size()) == take;
    if (full && !(x > worst)) continue;
    if (full) out->pop_back();
    size_t at = out->size();
    while (at > 0 && x > col[(*out)[at - 1]]) --at;
    out->insert(out->begin() + static_cast<std::ptrdiff_t>(at), v);
    worst = col[out->back()];
  }
}

}  // namespace

Hypothesis beam_search(const Seq2SeqModel<float>& model, const std::vector<int>& src, int beam,
                       int max_len) {
  const EncodedSource<float> enc = model.encode(src);
  Mat<float> states = enc.s0;  // (Hd, k)
  Mat<float> next_states;
  BeamDecoder d;
  d.step = [&](const Eigen::VectorXi& y_prev, Mat<float>* logp, Mat<float>* alpha) {
    model.step(enc, states, y_prev, logp, &next_states, alpha);
  };
  d.keep = [&](const std::vector<int>& parents) {
    states.resize(next_states.rows(), static_cast<Eigen::Index>(parents.size()));
    for (size_t i = 0; i < parents.size(); ++i)
      states.col(static_cast<Eigen::Index>(i)) = next_states.col(parents[i]);
  };
  return beam_search(d, beam, max_len);
}

Hypothesis beam_search(const BeamDecoder& decoder, int beam, int max_len) {
  beam = std::max(1, beam);
  std::vector<Node> nodes;
  std::vector<Mat<float>> alphas;  // per step: (Tx, k) attention of the k alive hypotheses
  std::vector<Live> alive(1), done, next;
  Mat<float> logp, alpha, scratch;
  std::vector<Candidate> cands;
  std::vector<int> parents, order;
  for (int len = 0; len < max_len && !alive.empty(); ++len) {
    const Eigen::Index k = static_cast<Eigen::Index>(alive.size());
    Eigen::VectorXi y_prev(k);
    for (Eigen::Index h = 0; h < k; ++h)
      y_prev(h) = alive[h].node < 0 ? kBosId : nodes[alive[h].node].word;
    decoder.step(y_prev, &logp, &alpha);
    const bool with_attention = alpha.size() > 0;
    if (with_attention) alphas.push_back(alpha);
    // Each alive hypothesis proposes its `beam` best words; keep the best `beam` overall.
    cands.clear();
    const Eigen::Index V = logp.rows();
    if (decoder.gives_logits) scratch.resize(V, 1);
    for (Eigen::Index h = 0; h < k; ++h) {
      const float* col = logp.col(h).data();
      best_words(col, static_cast<int>(V), beam, &order);
      const float lse = decoder.gives_logits && !order.empty()
                            ? log_sum_exp_column(col, V, col[order[0]], scratch.data())
                            : 0.0f;
      for (int word : order) {
        const float word_logp = col[word] - lse;
        cands.push_back({alive[h].log_prob + word_logp, static_cast<int>(h), word});
      }
    }
    std::stable_sort(cands.begin(), cands.end(), [](const Candidate& a, const Candidate& b) {
      return a.log_prob > b.log_prob;
    });
    next.clear();
    parents.clear();
    for (const Candidate& c : cands) {
      if (static_cast<int>(next.size() + done.size()) >= beam) break;
      if (c.log_prob < cands.front().log_prob - kPruneNats) break;  // sorted: the rest too
      const Live& from = alive[c.parent];
      Live h;
      h.log_prob = c.log_prob;
      h.node = static_cast<int>(nodes.size());
      nodes.push_back(
          {from.node, c.word, with_attention ? static_cast<int>(alphas.size()) - 1 : -1, c.parent});
      if (c.word == kEosId) {
        h.length = from.length;
        h.finished = true;
        done.push_back(h);
      } else {
        h.length = from.length + 1;
        next.push_back(h);
        parents.push_back(c.parent);
      }
    }
    alive.swap(next);
    decoder.keep(parents);
  }
  for (const Live& h : alive) done.push_back(h);  // hit the length cap
  const Live best = *std::max_element(done.begin(), done.end(), [](const Live& a, const Live& b) {
    if (a.finished != b.finished) return !a.finished;  // prefer complete translations
    return normalised(a) < normalised(b);
  });
  // Read the winner back from the trellis: words (without </s>) and one attention row per word.
  Hypothesis out;
  out.log_prob = best.log_prob;
  out.finished = best.finished;
  for (int n = best.node; n >= 0; n = nodes[n].parent) {
    const Node& node = nodes[n];
    if (node.word != kEosId) out.tokens.push_back(node.word);
    if (node.step >= 0) {
      const auto col = alphas[node.step].col(node.col);
      out.attention.emplace_back(col.data(), col.data() + col.size());
    }
  }
  std::reverse(out.tokens.begin(), out.tokens.end());
  std::reverse(out.attention.begin(), out.attention.end());
  return out;
}

}  // namespace ap::s2s
