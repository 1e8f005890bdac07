// The Train tab's runs of each model family behind TrainingRun (see training_run.h): the RNNs'
// s2s::TrainRun and the Transformer's tfm::TransformerTrainRun, with their probe snapshots,
// validation decoders and weights for export. The trainer's side: the worker and native targets
// link it, the page's module does not.
#include "app/training/training_run.h"

#include "app/training/training_probe.h"
#include "app/training/training_session.h"
#include "core/seq2seq/model_file.h"
#include "core/transformer/trainer.h"

#include <algorithm>

namespace ap {

tfm::TransformerConfig training_transformer_config(const TrainingConfig& cfg, int src_vocab,
                                                   int tgt_vocab) {
  tfm::TransformerConfig t;
  t.src_vocab = src_vocab;
  t.tgt_vocab = tgt_vocab;
  t.d_model = cfg.hidden;
  t.heads = kTrainingTransformerHeads;
  t.d_ff = 2 * cfg.hidden;
  t.enc_layers = t.dec_layers = kTrainingTransformerLayers;
  return t;
}

namespace {

// Whether the probe is the default one (whose reference alignment gives an accuracy).
bool is_default_probe(const std::vector<std::string>& probe_tokens) {
  const ProbeReference& ref = default_probe_reference();
  return probe_tokens.size() == ref.source.size() + 1 &&
         std::equal(ref.source.begin(), ref.source.end(), probe_tokens.begin());
}

// The weights of a model family into a bundle (model_file.h: a Transformer's are in
// `transformer`, its kind in model.config.kind).
void put_model(const s2s::Seq2SeqModel<float>& m, s2s::ModelBundle* b) { b->model = m; }
void put_model(const tfm::TransformerModel<float>& m, s2s::ModelBundle* b) {
  b->model.config.kind = s2s::ModelKind::Transformer;
  b->transformer = m;
}

// The probe snapshot of either family; the Transformer's has a map and an accuracy per head.
ProbeSnapshot probe_snapshot(const s2s::Seq2SeqModel<float>& model, const TrainingData& data,
                             const std::vector<int>& ids, const std::vector<std::string>& tokens) {
  ProbeSnapshot s;
  s.tx = static_cast<int>(ids.size()) + 1;
  probe_translation(model, ids, data.fr, &s.target, &s.alignment);
  if (is_default_probe(tokens))
    s.accuracy = probe_accuracy(model, data.en, data.fr, default_probe_reference());
  return s;
}
ProbeSnapshot probe_snapshot(const tfm::TransformerModel<float>& model, const TrainingData& data,
                             const std::vector<int>& ids, const std::vector<std::string>& tokens) {
  ProbeSnapshot s;
  s.tx = static_cast<int>(ids.size()) + 1;
  s.layers = model.config.dec_layers;
  s.heads = model.config.heads;
  probe_translation(model, ids, data.fr, &s.target, &s.alignment);
  if (is_default_probe(tokens)) {
    s.head_accuracy = probe_head_accuracy(model, data.en, data.fr, default_probe_reference());
    const int best = s.best_map();
    if (best >= 0) s.accuracy = s.head_accuracy[static_cast<size_t>(best)];
  }
  return s;
}

// A run of one family: Run is s2s::TrainRun or tfm::TransformerTrainRun.
template <class Run>
class RunOf final : public TrainingRun {
 public:
  template <class... Args>
  RunOf(s2s::ModelKind kind, Args&&... args) : kind_(kind), run_(std::forward<Args>(args)...) {}

  s2s::ModelKind kind() const override { return kind_; }
  s2s::TrainStepResult step_chunk() override { return run_.step_chunk(); }
  long long steps() const override { return run_.steps(); }
  int epoch() const override { return run_.epoch(); }
  bool empty() const override { return run_.empty(); }
  Decoder frozen_decoder() const override {
    using Model = std::decay_t<decltype(run_.model())>;
    auto copy = std::make_shared<const Model>(run_.model());
    // greedy_id_tokens of the model's family (s2s:: or tfm::, by argument-dependent lookup)
    return [copy](const std::vector<int>& src) { return greedy_id_tokens(*copy, src); };
  }
  ProbeSnapshot probe(const TrainingData& data, const std::vector<int>& ids,
                      const std::vector<std::string>& tokens) const override {
    return probe_snapshot(run_.model(), data, ids, tokens);
  }
  void put_weights(s2s::ModelBundle* b) const override { put_model(run_.model(), b); }

 private:
  s2s::ModelKind kind_;
  Run run_;
};

}  // namespace

std::unique_ptr<TrainingRun> make_training_run(s2s::ModelKind kind, const TrainingConfig& cfg,
                                               const TrainingPlan& plan, const TrainingData& data) {
  const int vs = data.en.size(), vt = data.fr.size();
  s2s::TrainOptions opt = training_options(cfg, kind, plan, vs, vt);
  if (kind != s2s::ModelKind::Transformer)
    return std::make_unique<RunOf<s2s::TrainRun>>(kind, &data.train, opt);
  opt.warmup_steps = 100;  // training_run.h
  return std::make_unique<RunOf<tfm::TransformerTrainRun>>(
      kind, &data.train, opt, training_transformer_config(cfg, vs, vt));
}

}  // namespace ap
