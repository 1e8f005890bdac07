// Beam search reads the sentence's encoder annotations and projected keys once per sentence
// (Seq2SeqModel::step → attention_forward_shared) and keeps hypotheses in a trellis. This test
// checks that both changes are pure speed-ups: against a straightforward reference written here —
// the sentence laid out as k copies per step and run through attention_decoder_forward (the
// training path), hypotheses copied with their whole history — the result is identical bit for
// bit (tokens, log-probability, every attention weight), for both shipped models and beams 1–5.
#include <gtest/gtest.h>

#include "core/seq2seq/attention_decoder.h"
#include "core/seq2seq/beam_search.h"
#include "core/corpus/corpus.h"
#include "core/seq2seq/translator.h"
#include "seq2seq_tiny_model.h"

#include <algorithm>
#include <numeric>

namespace ap::s2s {
namespace {

// The decoder step on k explicit copies of the sentence (block j of ann/uh = k copies of h_j).
void reference_step(const Seq2SeqModel<float>& m, const EncodedSource<float>& src,
                    const Mat<float>& s_prev, const Eigen::VectorXi& y_prev, Mat<float>* logp,
                    Mat<float>* s, Mat<float>* alpha) {
  const Seq2SeqParams<float>& p = m.params;
  const Eigen::Index k = y_prev.size(), T = src.length;
  Mat<float> ctx, emb;
  if (p.kind == ModelKind::Search) {
    Mat<float> ann(src.ann.rows(), T * k), uh(src.uh.rows(), T * k);
    for (Eigen::Index j = 0; j < T; ++j) {
      ann.middleCols(j * k, k) = src.ann.col(j).replicate(1, k);
      uh.middleCols(j * k, k) = src.uh.col(j).replicate(1, k);
    }
    const Mat<float> mask = Mat<float>::Ones(T, k);
    AttentionDecoderCache<float> cache;
    attention_decoder_forward(p.att, p.dec, s_prev, y_prev, ann, uh, mask, &ctx, s, &emb, &cache);
    *alpha = cache.att.alpha;
  } else {
    ctx = src.ctx.replicate(1, k);
    DecoderGruCache<float> cache;
    decoder_gru_forward(p.dec, y_prev, ctx, s_prev, s, &emb, &cache);
    alpha->resize(0, 0);
  }
  Mat<float> z(s->rows() + ctx.rows() + emb.rows(), k);
  z << *s, ctx, emb;
  Mat<float> t, logits;
  output_forward(p.out, z, &t, &logits);
  log_softmax_columns(logits, logp);
}

double normalised(const Hypothesis& h) {
  return h.log_prob / static_cast<double>(h.tokens.size() + (h.finished ? 1 : 0) + 1e-9);
}

// The plain beam search: every hypothesis carries (and is copied with) its whole history.
Hypothesis reference_beam(const Seq2SeqModel<float>& model, const std::vector<int>& src, int beam,
                          int max_len) {
  struct Cand {
    double log_prob;
    int parent, word;
  };
  const EncodedSource<float> enc = model.encode(src);
  std::vector<Hypothesis> alive(1), done;
  Mat<float> states = enc.s0, logp, next_states, alpha;
  for (int len = 0; len < max_len && !alive.empty(); ++len) {
    const Eigen::Index k = static_cast<Eigen::Index>(alive.size());
    Eigen::VectorXi y_prev(k);
    for (Eigen::Index h = 0; h < k; ++h)
      y_prev(h) = alive[h].tokens.empty() ? kBosId : alive[h].tokens.back();
    reference_step(model, enc, states, y_prev, &logp, &next_states, &alpha);
    std::vector<Cand> cands;
    for (Eigen::Index h = 0; h < k; ++h) {
      std::vector<int> order(static_cast<size_t>(logp.rows()));
      std::iota(order.begin(), order.end(), 0);
      const int take = std::min<int>(beam, static_cast<int>(logp.rows()));
      std::partial_sort(order.begin(), order.begin() + take, order.end(),
                        [&](int a, int b) { return logp(a, h) > logp(b, h); });
      for (int c = 0; c < take; ++c)
        cands.push_back({alive[h].log_prob + logp(order[c], h), static_cast<int>(h), order[c]});
    }
    std::stable_sort(cands.begin(), cands.end(),
                     [](const Cand& a, const Cand& b) { return a.log_prob > b.log_prob; });
    std::vector<Hypothesis> next;
    std::vector<int> parents;
    for (const Cand& c : cands) {
      if (static_cast<int>(next.size() + done.size()) >= beam) break;
      Hypothesis h = alive[c.parent];
      h.log_prob = c.log_prob;
      if (alpha.size() > 0)
        h.attention.emplace_back(alpha.col(c.parent).data(),
                                 alpha.col(c.parent).data() + alpha.rows());
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
  for (auto& h : alive) done.push_back(std::move(h));
  return *std::max_element(done.begin(), done.end(), [](const Hypothesis& a, const Hypothesis& b) {
    if (a.finished != b.finished) return !a.finished;
    return normalised(a) < normalised(b);
  });
}

class BeamCache : public ::testing::TestWithParam<const char*> {};

TEST_P(BeamCache, SameTokensLogProbAndAttentionAsTheCopyingReference) {
  Translator tr;
  std::string error;
  ASSERT_TRUE(
      tr.load_file(std::string(AP_SOURCE_DIR) + "/assets/models/" + GetParam() + ".bin", &error))
      << error;
  CorpusOptions co = testing::tiny_corpus_options(5, 0, 2);  // 10 test sentences, 1–50 words
  co.seed = 77;
  const CorpusSplits c = generate_corpus(co);
  ASSERT_EQ(c.test.size(), 10u);
  int compared = 0;
  for (const SentencePair& pair : c.test) {
    const std::vector<int> ids = tr.source_vocabulary().encode(pair.en);
    const int max_len = default_max_length(static_cast<int>(ids.size()));
    for (int beam : {1, 2, 5}) {
      const Hypothesis got = beam_search(tr.bundle().model, ids, beam, max_len);
      const Hypothesis want = reference_beam(tr.bundle().model, ids, beam, max_len);
      ASSERT_EQ(got.tokens, want.tokens) << "beam " << beam << ", " << pair.en.size() << " words";
      EXPECT_EQ(got.log_prob, want.log_prob);
      EXPECT_EQ(got.finished, want.finished);
      ASSERT_EQ(got.attention.size(), want.attention.size());
      for (size_t i = 0; i < got.attention.size(); ++i)
        EXPECT_EQ(got.attention[i], want.attention[i]);
      ++compared;
    }
  }
  EXPECT_EQ(compared, 30);
}

INSTANTIATE_TEST_SUITE_P(ShippedModels, BeamCache, ::testing::Values("rnnsearch", "rnnencdec"));

}  // namespace
}  // namespace ap::s2s
