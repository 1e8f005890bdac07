// TrainingSession's trainer (see training_session.h): the task's data, preparing the runs, the
// budgeted units of work, the curves and snapshots, and the step-0 preview. Only the local
// constructor reaches this file (through kLocalWork), so the page's module, whose session is
// remote, links none of it; the training worker's module and the native targets do.
#include "app/training/training_session.h"

#include "app/training/common_word_corpus.h"
#include "core/corpus/corpus.h"
#include "core/corpus/model_world.h"
#include "core/corpus/grammar.h"
#include "core/seq2seq/bleu.h"
#include "core/seq2seq/model_file.h"
#include "core/seq2seq/tokenizer.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <sstream>

namespace ap {

s2s::ModelConfig training_model_config(const TrainingConfig& cfg, int src_vocab, int tgt_vocab) {
  s2s::ModelConfig m;
  m.src_vocab = src_vocab;
  m.tgt_vocab = tgt_vocab;
  m.emb = m.enc_hidden = m.dec_hidden = m.att_dim = m.readout = cfg.hidden;
  return m;
}

s2s::TrainOptions training_options(const TrainingConfig& cfg, s2s::ModelKind kind,
                                   const TrainingPlan& plan, int src_vocab, int tgt_vocab) {
  s2s::TrainOptions o;
  o.model = training_model_config(cfg, src_vocab, tgt_vocab);
  o.model.kind = kind;
  o.seed = cfg.seed;
  o.batch_size = cfg.batch;
  o.lr = cfg.lr;
  o.grad_chunk = plan.grad_chunk;
  o.threads = 1;
  return o;
}

TrainingData make_training_data(TrainTask task, const TrainingPlan& plan) {
  s2s::CorpusOptions co;  // the corpus seed stays fixed: the config's seed is the model's
  co.train = plan.train_examples;
  co.valid = plan.valid_examples;
  co.test_per_bucket = 0;
  co.min_len = train_task_min_words(task);
  co.max_len = train_task_max_words(task);
  co.world = s2s::kShippedWorld;  // the shipped models' corpus
  // The short task keeps the pairs of the world's common words: the small model learns in a minute.
  const s2s::CorpusSplits c =
      task == TrainTask::Short ? common_word_corpus(co) : s2s::generate_corpus(co);
  TrainingData d;
  d.en = s2s::Vocabulary::build(s2s::english_side(c.train));
  d.fr = s2s::Vocabulary::build(s2s::french_side(c.train));
  for (const auto& p : c.train) {
    d.train.push_back({d.en.encode(p.en), d.fr.encode(p.fr)});
    d.mean_src_tokens += static_cast<double>(d.train.back().src.size() + 1);
    d.mean_tgt_tokens += static_cast<double>(d.train.back().tgt.size() + 1);
  }
  if (!d.train.empty()) {
    d.mean_src_tokens /= static_cast<double>(d.train.size());
    d.mean_tgt_tokens /= static_cast<double>(d.train.size());
  }
  d.buckets = train_task_length_buckets(task);
  d.bucket_sentences.assign(d.buckets.size(), 0);
  for (const auto& p : c.valid) {
    d.valid.push_back({d.en.encode(p.en), d.fr.encode(p.fr)});
    const int words = s2s::source_length(p.en);
    int b = -1;
    for (size_t i = 0; i < d.buckets.size(); ++i)
      if (words >= d.buckets[i][0] && words <= d.buckets[i][1]) b = static_cast<int>(i);
    d.valid_bucket.push_back(b);
    if (b >= 0) ++d.bucket_sentences[static_cast<size_t>(b)];
  }
  return d;
}

BleuPoint score_validation(const TrainingData& data,
                           const std::vector<std::vector<std::string>>& hyps, long long examples) {
  BleuPoint p;
  p.examples = examples;
  std::vector<std::vector<std::string>> refs;
  for (const auto& e : data.valid) refs.push_back(s2s::id_tokens(e.tgt));
  p.bleu = s2s::corpus_bleu(hyps, refs);
  p.exact = s2s::exact_match(hyps, refs);
  for (size_t b = 0; b < data.buckets.size(); ++b) {
    std::vector<std::vector<std::string>> h, r;
    for (size_t i = 0; i < refs.size() && i < hyps.size(); ++i)
      if (data.valid_bucket[i] == static_cast<int>(b)) {
        h.push_back(hyps[i]);
        r.push_back(refs[i]);
      }
    const double nan = std::numeric_limits<double>::quiet_NaN();
    p.bucket_bleu.push_back(r.empty() ? nan : s2s::corpus_bleu(h, r));
    p.bucket_exact.push_back(r.empty() ? nan : s2s::exact_match(h, r));
  }
  return p;
}

const TrainingSession::LocalWork TrainingSession::kLocalWork = {
    [](TrainingSession& s, const TrainingConfig& cfg) { s.prepare(cfg); },
    [](TrainingSession& s) { s.local_step_once(); },
    [](TrainingSession& s, double budget_ms) { return s.local_advance(budget_ms); },
    [](TrainingSession& s) { s.snapshot_current(); },
    [](TrainingSession& s, const TrainingConfig& cfg) -> const TrainingPreview& {
      return s.local_preview(cfg);
    },
    [](const TrainingSession& s, int index) { return s.local_model_file(index); },
};

TrainingSession::TrainingSession(Clock clock, TrainingPlan plan)
    : clock_(steady_clock_or(std::move(clock))), plan_(plan), local_(&kLocalWork) {}

void TrainingSession::ensure_data(TrainTask task) {
  if (!data_ || data_task_ != task) {
    data_ = std::make_shared<TrainingData>(make_training_data(task, plan_));
    data_task_ = task;
  }
}

const TrainingPreview& TrainingSession::local_preview(const TrainingConfig& cfg) {
  if (preview_ && same_step_zero(preview_->config, cfg)) return *preview_;
  ensure_data(cfg.task);
  auto p = std::make_unique<TrainingPreview>();
  p->config = cfg;
  p->kinds = cfg.models.kinds();
  p->probe_tokens = s2s::tokenize(cfg.probe);
  const std::vector<int> ids = data_->en.encode(p->probe_tokens);
  p->probe_tokens.push_back("</s>");
  for (s2s::ModelKind kind : p->kinds) {
    // The run Play would start (same options, so the same initial weights), never stepped.
    const auto run = make_training_run(kind, cfg, plan_, *data_);
    p->snapshots.push_back(run->probe(*data_, ids, p->probe_tokens));
  }
  preview_ = std::move(p);
  return *preview_;
}

void TrainingSession::prepare(const TrainingConfig& cfg) {
  runs_.clear();
  ensure_data(cfg.task);
  config_ = cfg;
  probe_tokens_ = s2s::tokenize(cfg.probe);
  probe_ids_ = data_->en.encode(probe_tokens_);
  probe_tokens_.push_back("</s>");
  for (s2s::ModelKind kind : cfg.models.kinds()) {
    ModelRun m;
    m.kind = kind;
    m.run = make_training_run(kind, cfg, plan_, *data_);
    m.loss_every = plan_.loss_every;
    m.probe_every = plan_.probe_every;
    runs_.push_back(std::move(m));
    take_snapshot(runs_.back());  // step 0: the untrained, nearly uniform heatmap
  }
  elapsed_before_ = 0;
  work_ms_ = 0;
  next_run_ = 0;
  message_.clear();
  state_ = State::Paused;
}

// A paused or stepped model is shown (and reported) as it is now, not as it was at the last
// scheduled snapshot: the heatmap, trainingStatus().probe and an export then agree.
void TrainingSession::snapshot_current() {
  for (ModelRun& m : runs_)
    if (m.run && (m.snapshots.empty() || m.snapshots.back().step != m.run->steps()))
      take_snapshot(m);
}

// One update of every model (step_once has prepared and paused).
void TrainingSession::local_step_once() {
  const double t0 = clock_();
  for (ModelRun& m : runs_) {
    while (m.valid_decoder)
      if (!do_unit(m)) break;
    const long long before = m.run->steps();
    while (state_ != State::Failed && m.run->steps() == before)
      if (!do_unit(m)) break;
    while (m.valid_decoder)  // a validation this update started: finish it now
      if (!do_unit(m)) break;
  }
  if (state_ != State::Failed) snapshot_current();
  elapsed_before_ += clock_() - t0;
  work_ms_ += clock_() - t0;
}

int TrainingSession::local_advance(double budget_ms) {
  if (state_ != State::Running || runs_.empty()) return 0;
  const double t0 = clock_();
  int units = 0;
  for (; units < 100000; ++units) {
    ModelRun& m = runs_[next_run_ % runs_.size()];
    const bool validating = static_cast<bool>(m.valid_decoder);
    const double estimate = validating ? valid_cost_ms_ : chunk_cost_ms_;
    const double start = clock_();
    if (units > 0 && start - t0 + estimate > budget_ms) break;
    ++next_run_;
    const bool ok = do_unit(m);
    const double cost = clock_() - start;
    work_ms_ += cost;
    double& est = validating ? valid_cost_ms_ : chunk_cost_ms_;
    est = 0.8 * est + 0.2 * cost;
    if (!ok) return units + 1;
  }
  return units;
}

bool TrainingSession::do_unit(ModelRun& m) {
  if (m.valid_decoder) {
    // A few sentences, fewer when they are long (a unit must fit in a frame's budget).
    const auto& valid = data_->valid;
    const double start = clock_();
    for (int k = 0; k < 4 && m.valid_next < valid.size(); ++k, ++m.valid_next) {
      if (k > 0 && clock_() - start > 2.0) break;
      m.valid_hyps.push_back(m.valid_decoder(valid[m.valid_next].src));
    }
    if (m.valid_next >= valid.size()) {
      m.bleu_curve.push_back(score_validation(*data_, m.valid_hyps, m.valid_examples));
      m.valid_decoder = nullptr;
      m.valid_hyps.clear();
    }
    return true;
  }
  if (m.run->empty()) {  // no update can ever come: stop instead of waiting for one
    fail("There are no training examples in the plan: nothing to train on.");
    return false;
  }
  const s2s::TrainStepResult r = m.run->step_chunk();
  if (r.failed) {
    const long long step = m.run->steps();
    fail("The loss of " + std::string(s2s::model_kind_name(m.kind)) +
         " is no longer a number at update " + std::to_string(step + 1) +
         ": training stopped, the weights of update " + std::to_string(step) +
         " are kept. Lower the learning rate and press Reset.");
    return false;
  }
  if (r.updated) after_update(m, r);
  return true;
}

void TrainingSession::after_update(ModelRun& m, const s2s::TrainStepResult& r) {
  m.examples += r.examples;
  m.loss_sum += r.loss;
  m.loss_tokens += r.tokens;
  if (++m.loss_updates >= m.loss_every) {
    m.loss_curve.push_back({m.examples, m.loss_sum / std::max(1.0, m.loss_tokens)});
    m.loss_sum = m.loss_tokens = 0;
    m.loss_updates = 0;
    if (static_cast<int>(m.loss_curve.size()) >= kMaxCurvePoints) {
      // Merge neighbours (their mean, at the later point's examples) and double the interval.
      std::vector<LossPoint> merged;
      for (size_t i = 0; i + 1 < m.loss_curve.size(); i += 2)
        merged.push_back({m.loss_curve[i + 1].examples,
                          0.5 * (m.loss_curve[i].loss + m.loss_curve[i + 1].loss)});
      m.loss_curve = std::move(merged);
      m.loss_every *= 2;
    }
  }
  const long long step = m.steps = m.run->steps();
  m.epoch = m.run->epoch();
  if (step % m.probe_every == 0) take_snapshot(m);
  if (step % plan_.validate_every == 0 && !data_->valid.empty()) {
    m.valid_decoder = m.run->frozen_decoder();
    m.valid_examples = m.examples;
    m.valid_next = 0;
    m.valid_hyps.clear();
  }
}

void TrainingSession::take_snapshot(ModelRun& m) {
  ProbeSnapshot s = m.run->probe(*data_, probe_ids_, probe_tokens_);
  s.step = m.run->steps();
  s.examples = m.examples;
  m.snapshots.push_back(std::move(s));
  if (static_cast<int>(m.snapshots.size()) > kMaxSnapshots) thin_snapshots(m);
}

// Keeps the scheduled snapshots (a step that is a multiple of probe_every) and the latest, and
// doubles the interval only while the scheduled ones alone are too many. A Step or a pause adds
// an off-schedule snapshot of the model as it is now; thinning those away must not double the
// interval, or a few thousand Steps doubled it past the int's range (to 0, then `step % 0`).
void TrainingSession::thin_snapshots(ModelRun& m) {
  for (;;) {
    std::vector<ProbeSnapshot> kept;
    const std::size_t n = m.snapshots.size();
    for (std::size_t i = 0; i < n; ++i)
      if (m.snapshots[i].step % m.probe_every == 0 || i + 1 == n)
        kept.push_back(std::move(m.snapshots[i]));
    m.snapshots = std::move(kept);
    if (static_cast<int>(m.snapshots.size()) <= kMaxSnapshots) return;
    m.probe_every *= 2;
  }
}

std::vector<std::uint8_t> TrainingSession::local_model_file(int index) const {
  const ModelRun& m = runs_[static_cast<size_t>(index)];
  s2s::ModelBundle b;
  m.run->put_weights(&b);
  b.src_words = data_->en.words();
  b.tgt_words = data_->fr.words();
  std::ostringstream info;
  info << "trained in the Attention Playground page: model " << s2s::model_kind_name(m.kind)
       << ", task " << enum_name(config_.task) << ", hidden " << config_.hidden << ", lr "
       << config_.lr << ", batch " << config_.batch << ", seed " << config_.seed << "; "
       << m.run->steps() << " updates, " << m.examples << " examples";
  b.info = info.str();
  // Full-precision weights (the format's fp32 encoding; `attention train` writes int8 by
  // default): the native CLI then translates with exactly the page's weights.
  return s2s::serialize_model(b, s2s::WeightEncoding::Fp32);
}

}  // namespace ap
