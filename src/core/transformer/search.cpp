// Transformer beam search and attention maps (see search.h).
#include "core/transformer/search.h"

#include "core/transformer/decode.h"

#include <algorithm>

namespace ap::tfm {

s2s::Hypothesis beam_search(const TransformerModel<float>& model, const std::vector<int>& src,
                            int beam, int max_len) {
  const EncodedSentence<float> enc = encode_sentence(model, src);
  DecoderState<float> state;  // all alive hypotheses, stepped as one batch of k columns
  reserve_steps(model, max_len, std::max(1, beam), &state);
  s2s::BeamDecoder d;
  d.gives_logits = true;  // the search normalises only what it ranks
  d.step = [&](const Eigen::VectorXi& y_prev, Mat<float>* logits, Mat<float>* alpha) {
    decoder_step(model, enc, y_prev, &state, logits);  // logits: (Vt, k)
    alpha->resize(0, 0);
  };
  d.keep = [&](const std::vector<int>& parents) { reorder_hypotheses(parents, &state); };
  return s2s::beam_search(d, beam, max_len);
}

namespace {

// Every head's weights of one attention cache of a batch of one, transposed to (query, key).
std::vector<Mat<float>> heads_of(const AttentionCache<float>& c) {
  std::vector<Mat<float>> out;
  for (int h = 0; h < c.heads; ++h) out.push_back(c.weights(0, h).transpose());
  return out;
}

}  // namespace

AttentionMaps attention_maps(const TransformerModel<float>& model, const std::vector<int>& src,
                             const std::vector<int>& tgt) {
  const s2s::Batch batch = s2s::make_batch({&src}, {&tgt});
  TransformerCache<float> cache;
  model.forward(batch, &cache);
  AttentionMaps m;
  for (const auto& l : cache.enc) m.enc_self.push_back(heads_of(l.att));
  for (const auto& l : cache.dec) {
    m.dec_self.push_back(heads_of(l.self_att));
    m.cross.push_back(heads_of(l.cross_att));
  }
  return m;
}

}  // namespace ap::tfm
