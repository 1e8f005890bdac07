// TrainingSession (see training_session.h): preparing the runs, the budgeted work loop, the
// curves and snapshots. Its status JSON and model export are the JS API's (training_api.cpp).
#include "app/training_session.h"

#include "app/training_probe.h"
#include "core/seq2seq/bleu.h"
#include "core/corpus/corpus.h"
#include "core/corpus/grammar.h"
#include "core/seq2seq/tokenizer.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>

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
  const s2s::CorpusSplits c = s2s::generate_corpus(co);
  TrainingData d;
  d.en = s2s::Vocabulary::build(s2s::english_side(c.train));
  d.fr = s2s::Vocabulary::build(s2s::french_side(c.train));
  for (const auto& p : c.train) d.train.push_back({d.en.encode(p.en), d.fr.encode(p.fr)});
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

TrainingSession::TrainingSession(Clock clock, TrainingPlan plan)
    : clock_(std::move(clock)), plan_(plan) {
  if (!clock_) {
    clock_ = [] {
      using namespace std::chrono;
      return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
    };
  }
}

namespace {

// The probe's greedy translation and alignment by `model` (and its accuracy for the default
// probe). probe_tokens ends with "</s>"; probe_ids are the words without it.
ProbeSnapshot probe_snapshot(const s2s::Seq2SeqModel<float>& model, const TrainingData& data,
                             const std::vector<int>& probe_ids,
                             const std::vector<std::string>& probe_tokens) {
  ProbeSnapshot s;
  s.tx = static_cast<int>(probe_ids.size()) + 1;
  probe_translation(model, probe_ids, data.fr, &s.target, &s.alignment);
  const ProbeReference& ref = default_probe_reference();
  if (probe_tokens.size() == ref.source.size() + 1 &&
      std::equal(ref.source.begin(), ref.source.end(), probe_tokens.begin()))
    s.accuracy = probe_accuracy(model, data.en, data.fr, ref);
  return s;
}

// The fields that decide the untrained weights and the probe.
bool same_step_zero(const TrainingConfig& a, const TrainingConfig& b) {
  return a.models == b.models && a.task == b.task && a.hidden == b.hidden && a.seed == b.seed &&
         a.probe == b.probe;
}

}  // namespace

void TrainingSession::ensure_data(TrainTask task) {
  if (!data_ || data_task_ != task) {
    data_ = std::make_shared<TrainingData>(make_training_data(task, plan_));
    data_task_ = task;
  }
}

const TrainingPreview& TrainingSession::preview(const TrainingConfig& cfg) {
  if (remote() && !warm_sent_) {  // the Train tab is open: start the worker before Play
    warm_sent_ = true;
    send("warm", &cfg);
  }
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
    const s2s::TrainRun run(&data_->train,
                            training_options(cfg, kind, plan_, data_->en.size(), data_->fr.size()));
    p->snapshots.push_back(probe_snapshot(run.model(), *data_, ids, p->probe_tokens));
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
    m.run = std::make_unique<s2s::TrainRun>(
        &data_->train, training_options(cfg, kind, plan_, data_->en.size(), data_->fr.size()));
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

void TrainingSession::set_plan(const TrainingPlan& plan) {
  reset();
  data_.reset();
  preview_.reset();
  plan_ = plan;
  if (remote()) send("plan");
}

void TrainingSession::play(const TrainingConfig& cfg) {
  if (!prepared() || cfg != config_ || state_ == State::Failed)
    remote() ? prepare_remote(cfg) : prepare(cfg);
  if (state_ == State::Running) return;
  state_ = State::Running;
  running_since_ = clock_();
  if (remote()) send("play", &cfg);
}

void TrainingSession::pause() {
  if (state_ != State::Running) return;
  elapsed_before_ += clock_() - running_since_;
  state_ = State::Paused;
  if (remote())
    send("pause");
  else
    snapshot_current();
}

// A paused or stepped model is shown (and reported) as it is now, not as it was at the last
// scheduled snapshot: the heatmap, trainingStatus().probe and an export then agree.
void TrainingSession::snapshot_current() {
  for (ModelRun& m : runs_)
    if (m.run && (m.snapshots.empty() || m.snapshots.back().step != m.run->steps()))
      take_snapshot(m);
}

void TrainingSession::reset() {
  runs_.clear();
  elapsed_before_ = 0;
  message_.clear();
  worker_lost_ = false;
  state_ = State::Idle;
  if (remote()) send("reset");
}

void TrainingSession::set_budget_ms(double ms) {
  budget_ms_ = ms < 0.5 ? 0.5 : ms > 40 ? 40 : ms;
  if (remote()) send("speed");
}

double TrainingSession::elapsed_ms() const {
  return elapsed_before_ + (state_ == State::Running ? clock_() - running_since_ : 0.0);
}

void TrainingSession::step_once(const TrainingConfig& cfg) {
  if (remote()) {
    if (!prepared() || cfg != config_ || state_ == State::Failed) prepare_remote(cfg);
    pause();
    send("step", &cfg);
    return;
  }
  if (!prepared() || cfg != config_ || state_ == State::Failed) prepare(cfg);
  pause();
  const double t0 = clock_();
  for (ModelRun& m : runs_) {
    while (m.valid_model)
      if (!do_unit(m)) break;
    const long long before = m.run->steps();
    while (state_ != State::Failed && m.run->steps() == before)
      if (!do_unit(m)) break;
    while (m.valid_model)  // a validation this update started: finish it now
      if (!do_unit(m)) break;
  }
  if (state_ != State::Failed) snapshot_current();
  elapsed_before_ += clock_() - t0;
  work_ms_ += clock_() - t0;
}

int TrainingSession::advance(double budget_ms) {
  if (remote() || state_ != State::Running || runs_.empty()) return 0;
  const double t0 = clock_();
  int units = 0;
  for (; units < 100000; ++units) {
    ModelRun& m = runs_[next_run_ % runs_.size()];
    const bool validating = m.valid_model != nullptr;
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
  if (m.valid_model) {
    // A few sentences, fewer when they are long (a unit must fit in a frame's budget).
    const auto& valid = data_->valid;
    const double start = clock_();
    for (int k = 0; k < 4 && m.valid_next < valid.size(); ++k, ++m.valid_next) {
      if (k > 0 && clock_() - start > 2.0) break;
      m.valid_hyps.push_back(s2s::greedy_id_tokens(*m.valid_model, valid[m.valid_next].src));
    }
    if (m.valid_next >= valid.size()) {
      m.bleu_curve.push_back(score_validation(*data_, m.valid_hyps, m.valid_examples));
      m.valid_model.reset();
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
    m.valid_model = std::make_unique<s2s::Seq2SeqModel<float>>(m.run->model());
    m.valid_examples = m.examples;
    m.valid_next = 0;
    m.valid_hyps.clear();
  }
}

void TrainingSession::take_snapshot(ModelRun& m) {
  ProbeSnapshot s = probe_snapshot(m.run->model(), *data_, probe_ids_, probe_tokens_);
  s.step = m.run->steps();
  s.examples = m.examples;
  m.snapshots.push_back(std::move(s));
  if (static_cast<int>(m.snapshots.size()) > kMaxSnapshots) {
    m.probe_every *= 2;
    std::vector<ProbeSnapshot> kept;
    for (auto& x : m.snapshots)
      if (x.step % m.probe_every == 0) kept.push_back(std::move(x));
    m.snapshots = std::move(kept);
  }
}

void TrainingSession::fail(const std::string& why) {
  if (state_ == State::Running) elapsed_before_ += clock_() - running_since_;
  state_ = State::Failed;
  message_ = why;
}

// ---- remote: the page's session, mirroring the training worker's -----------------------------

void TrainingSession::set_remote(RemoteSend send) {
  reset();
  send_ = std::move(send);
}

nlohmann::json training_plan_json(const TrainingPlan& p) {
  return {{"train_examples", p.train_examples}, {"valid_examples", p.valid_examples},
          {"grad_chunk", p.grad_chunk},         {"validate_every", p.validate_every},
          {"probe_every", p.probe_every},       {"loss_every", p.loss_every}};
}

void TrainingSession::send(const char* op, const TrainingConfig* cfg) {
  nlohmann::json c{{"op", op}, {"budget_ms", budget_ms_}};
  if (cfg) c["config"] = to_json(*cfg);
  if (std::string(op) == "plan") c["plan"] = training_plan_json(plan_);
  send_(c.dump());
}

// What Play shows before the worker's first view: the runs' kinds, the data, the probe.
void TrainingSession::prepare_remote(const TrainingConfig& cfg) {
  runs_.clear();
  ensure_data(cfg.task);
  config_ = cfg;
  probe_tokens_ = s2s::tokenize(cfg.probe);
  probe_tokens_.push_back("</s>");
  for (s2s::ModelKind kind : cfg.models.kinds()) {
    ModelRun m;
    m.kind = kind;
    runs_.push_back(std::move(m));
  }
  elapsed_before_ = 0;
  work_ms_ = 0;
  message_.clear();
  worker_lost_ = false;
  state_ = State::Paused;
}

void TrainingSession::apply_remote_view(RemoteView view, bool settled) {
  // A view sent before the latest command describes a state that command has replaced.
  if (!remote() || !settled) return;
  if (!view.prepared) {
    runs_.clear();
  } else {
    if (!prepared() || view.config != config_) prepare_remote(view.config);
    for (size_t i = 0; i < view.runs.size() && i < runs_.size(); ++i)
      if (view.runs[i].model_file.empty() && view.runs[i].kind == runs_[i].kind)
        view.runs[i].model_file = std::move(runs_[i].model_file);  // no weights in this view
    runs_ = std::move(view.runs);
  }
  state_ = view.state;
  message_ = std::move(view.message);
  elapsed_before_ = view.elapsed_ms;
  running_since_ = clock_();
  work_ms_ = view.work_ms;
}

void TrainingSession::remote_lost(const std::string& why) {
  fail("The training worker stopped (" + why +
       "). The rest of the page keeps running; press Play to train again from update 0.");
  worker_lost_ = true;
}

}  // namespace ap
