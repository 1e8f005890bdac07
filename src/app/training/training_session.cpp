// TrainingSession (see training_session.h): the state machine both kinds of session share, and
// the remote session's mirror of its worker's views. The trainer is in
// training_session_local.cpp; the status JSON and model export are training_api.cpp's.
#include "app/training/training_session.h"

#include "core/seq2seq/tokenizer.h"

#include <nlohmann/json.hpp>

#include <chrono>

namespace ap {

int ProbeSnapshot::best_map() const {
  int best = -1;
  for (size_t k = 0; k < head_accuracy.size(); ++k)
    if (best < 0 || head_accuracy[k] > head_accuracy[static_cast<size_t>(best)])
      best = static_cast<int>(k);
  return best;
}

int training_sequential_steps(s2s::ModelKind kind, int src_tokens, int tgt_tokens) {
  if (kind == s2s::ModelKind::Transformer) return 2 * kTrainingTransformerLayers;
  return src_tokens + tgt_tokens;
}

bool same_step_zero(const TrainingConfig& a, const TrainingConfig& b) {
  return a.models == b.models && a.task == b.task && a.hidden == b.hidden && a.seed == b.seed &&
         a.probe == b.probe;
}

TrainingSession::Clock TrainingSession::steady_clock_or(Clock clock) {
  if (clock) return clock;
  return [] {
    using namespace std::chrono;
    return duration<double, std::milli>(steady_clock::now().time_since_epoch()).count();
  };
}

TrainingSession::TrainingSession(RemoteSend send, Clock clock)
    : clock_(steady_clock_or(std::move(clock))), send_(std::move(send)) {}

const TrainingPreview& TrainingSession::preview(const TrainingConfig& cfg) {
  return remote() ? remote_preview(cfg) : local_->preview(*this, cfg);
}

void TrainingSession::set_plan(const TrainingPlan& plan) {
  reset();
  data_.reset();
  preview_.reset();
  warm_config_.reset();
  plan_ = plan;
  if (remote()) send("plan");
}

void TrainingSession::play(const TrainingConfig& cfg) {
  if (!prepared() || cfg != config_ || state_ == State::Failed)
    remote() ? prepare_remote(cfg) : local_->prepare(*this, cfg);
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
    local_->snapshot_current(*this);
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
  const bool fresh = !prepared() || cfg != config_ || state_ == State::Failed;
  if (remote()) {
    if (fresh) prepare_remote(cfg);
    pause();
    send("step", &cfg);
    return;
  }
  if (fresh) local_->prepare(*this, cfg);
  pause();
  local_->step_once(*this);
}

int TrainingSession::advance(double budget_ms) {
  return remote() ? 0 : local_->advance(*this, budget_ms);
}

std::vector<std::uint8_t> TrainingSession::model_file(int index) const {
  if (index < 0 || index >= static_cast<int>(runs_.size())) return {};
  return remote() ? runs_[static_cast<size_t>(index)].model_file : local_->model_file(*this, index);
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

// What Play shows before the worker's first view: the runs' kinds, the probe and the task's
// buckets (their sentence counts come with the views).
void TrainingSession::prepare_remote(const TrainingConfig& cfg) {
  runs_.clear();
  outline_data(cfg.task);
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
  if (view.data_task >= 0 && (!data_ || data_task_ != static_cast<TrainTask>(view.data_task) ||
                              data_->bucket_sentences != view.bucket_sentences ||
                              data_->mean_src_tokens != view.mean_src_tokens)) {
    auto d = std::make_shared<TrainingData>();
    d->buckets = std::move(view.buckets);
    d->bucket_sentences = std::move(view.bucket_sentences);
    d->mean_src_tokens = view.mean_src_tokens;
    d->mean_tgt_tokens = view.mean_tgt_tokens;
    data_ = std::move(d);
    data_task_ = static_cast<TrainTask>(view.data_task);
  }
  if (view.preview) preview_ = std::move(view.preview);
  state_ = view.state;
  message_ = std::move(view.message);
  elapsed_before_ = view.elapsed_ms;
  running_since_ = clock_();
  work_ms_ = view.work_ms;
}

// A remote session's data before the worker's first view: the task's buckets, with no sentence
// counted yet, so the tab's charts keep their layout when the view arrives.
void TrainingSession::outline_data(TrainTask task) {
  if (data_ && data_task_ == task) return;
  auto d = std::make_shared<TrainingData>();
  d->buckets = train_task_length_buckets(task);
  d->bucket_sentences.assign(d->buckets.size(), 0);
  data_ = std::move(d);
  data_task_ = task;
}

const TrainingPreview& TrainingSession::remote_preview(const TrainingConfig& cfg) {
  if (!warm_config_ || !same_step_zero(*warm_config_, cfg)) {
    warm_config_ = std::make_unique<TrainingConfig>(cfg);
    send("warm", &cfg);  // the view that answers it carries the worker's preview
  }
  if (preview_ && same_step_zero(preview_->config, cfg)) return *preview_;
  outline_data(cfg.task);
  if (pending_preview_.probe_tokens.empty() || !same_step_zero(pending_preview_.config, cfg)) {
    pending_preview_.config = cfg;
    pending_preview_.kinds = cfg.models.kinds();
    pending_preview_.probe_tokens = s2s::tokenize(cfg.probe);
    pending_preview_.probe_tokens.push_back("</s>");
  }
  return pending_preview_;
}

void TrainingSession::remote_lost(const std::string& why) {
  fail("The training worker stopped (" + why +
       "). The rest of the page keeps running; press Play to train again from update 0.");
  worker_lost_ = true;
}

}  // namespace ap
