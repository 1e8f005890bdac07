// The two decoders behind the Stepper interface, and the forced / free runs (stepper.h).
#include "core/explain/stepper.h"

#include "core/seq2seq/output_layer.h"

namespace ap::explain {

namespace {

// RNNsearch: the model's batched step with one column; α (Tx, 1) is the one layer's one head.
template <class S>
class SearchStepper : public Stepper<S> {
 public:
  explicit SearchStepper(const s2s::Seq2SeqModel<S>& m) : model_(m) {}
  void start(const std::vector<int>& src) override {
    enc_ = model_.encode(src);
    s_ = enc_.s0;
  }
  void step(int y_prev, const StepWeights<S>* replace, StepWeights<S>* record,
            Mat<S>* logp) override {
    const Eigen::VectorXi y = Eigen::VectorXi::Constant(1, y_prev);
    Mat<S> next, alpha;
    model_.step(enc_, s_, y, logp, &next, &alpha, replace ? &(*replace)[0] : nullptr);
    s_.swap(next);
    if (record) record->assign(1, alpha);
  }

 private:
  const s2s::Seq2SeqModel<S>& model_;
  s2s::EncodedSource<S> enc_;
  Mat<S> s_;
};

// The Transformer: the incremental decoder with its cross-attention hook; logits → log-softmax.
template <class S>
class TransformerStepper : public Stepper<S> {
 public:
  explicit TransformerStepper(const tfm::TransformerModel<S>& m) : model_(m) {}
  void start(const std::vector<int>& src) override {
    enc_ = tfm::encode_sentence(model_, src);
    tfm::reserve_steps(model_, 2 * static_cast<int>(src.size()) + 12, 1, &state_);
  }
  void step(int y_prev, const StepWeights<S>* replace, StepWeights<S>* record,
            Mat<S>* logp) override {
    const Eigen::VectorXi y = Eigen::VectorXi::Constant(1, y_prev);
    tfm::decoder_step(model_, enc_, y, &state_, &logits_,
                      tfm::CrossAttentionHook<S>{replace, record});
    s2s::log_softmax_columns(logits_, logp);
  }

 private:
  const tfm::TransformerModel<S>& model_;
  tfm::EncodedSentence<S> enc_;
  tfm::DecoderState<S> state_;
  Mat<S> logits_;
};

}  // namespace

template <class S>
std::unique_ptr<Stepper<S>> search_stepper(const s2s::Seq2SeqModel<S>& model) {
  return std::make_unique<SearchStepper<S>>(model);
}

template <class S>
std::unique_ptr<Stepper<S>> transformer_stepper(const tfm::TransformerModel<S>& model) {
  return std::make_unique<TransformerStepper<S>>(model);
}

template <class S>
std::vector<int> Decoded<S>::words() const {
  std::vector<int> out = next;
  if (!out.empty() && out.back() == s2s::kEosId) out.pop_back();
  return out;
}

template <class S>
Decoded<S> decode(Stepper<S>& stepper, const std::vector<int>& src, const RunPlan<S>& plan) {
  Decoded<S> d;
  stepper.start(src);
  Mat<S> logp;
  const int n_forced = static_cast<int>(plan.forced.size());
  int y_prev = s2s::kBosId;
  for (int t = 0;; ++t) {
    d.weights.emplace_back();
    stepper.step(y_prev, t == plan.override_at ? plan.replace : nullptr, &d.weights.back(), &logp);
    Eigen::Index best = 0;
    for (Eigen::Index v = 1; v < logp.rows(); ++v)
      if (logp(v, 0) > logp(best, 0)) best = v;
    const bool free = t >= plan.free_from;
    const int w = free ? static_cast<int>(best) : t < n_forced ? plan.forced[t] : s2s::kEosId;
    d.argmax.push_back(static_cast<int>(best));
    d.next.push_back(w);
    d.logp.push_back(logp(w, 0));
    if (w == s2s::kEosId || (free && t + 1 >= plan.max_len) || t >= plan.last) break;
    y_prev = w;
  }
  return d;
}

template <class S>
Decoded<S> greedy(Stepper<S>& stepper, const std::vector<int>& src, int max_len) {
  RunPlan<S> plan;
  plan.free_from = 0;
  plan.max_len = max_len;
  return decode(stepper, src, plan);
}

template <class S>
Decoded<S> forced(Stepper<S>& stepper, const std::vector<int>& src,
                  const std::vector<int>& target) {
  RunPlan<S> plan;
  plan.forced = target;
  return decode(stepper, src, plan);
}

#define AP_INSTANTIATE(S)                                                                    \
  template std::unique_ptr<Stepper<S>> search_stepper(const s2s::Seq2SeqModel<S>&);          \
  template std::unique_ptr<Stepper<S>> transformer_stepper(const tfm::TransformerModel<S>&); \
  template struct Decoded<S>;                                                                \
  template Decoded<S> decode(Stepper<S>&, const std::vector<int>&, const RunPlan<S>&);       \
  template Decoded<S> greedy(Stepper<S>&, const std::vector<int>&, int);                     \
  template Decoded<S> forced(Stepper<S>&, const std::vector<int>&, const std::vector<int>&);
AP_INSTANTIATE(float)
AP_INSTANTIATE(double)
#undef AP_INSTANTIATE

}  // namespace ap::explain
