// TrainingSession: the Train tab's live training, with no ImGui in it. It owns the
// task's data (drawn from the corpus grammar), one or two resumable runs (core/seq2seq/
// train_run.h: the same steps as `attention train`), and what the views show: the loss curve,
// validation BLEU, probe-sentence snapshots (greedy translation and its alignment) and speed.
//
// Work happens in advance(budget_ms), called once per frame by whoever runs the app (AppUi::Draw,
// whatever tab is shown): it does units of work — one gradient chunk of one model, or a few
// validation sentences — until the budget is used, estimating each unit's cost from the last ones
// so a frame rarely overruns (at least one unit runs per frame). A state's bits do not depend on
// how the work was sliced into frames: same config ⇒ same weights at the same step.
//
// What it reports to the page (trainingStatus()) and the model file it exports are in
// training_api.h.
//
// Local or remote. Natively (the CLI, the tests) and inside the page's training Web Worker the
// session is local: it owns the runs and advance() does the work. The page's own session is
// remote (set_remote): play/pause/step/reset/speed become commands sent to the worker, advance()
// does nothing, and what the views read (runs' curves, snapshots, steps, state, the exported
// model files, the step-0 preview, the length buckets) is mirrored from the views the worker
// sends back (app/training/training_remote.h). The state machine is this one class in both places.
//
// The trainer itself (data, runs, units of work: training_session_local.cpp) is reached only
// through the local constructor. The page builds its session with the remote one, so the
// page's module links no trainer and no training data code: the worker's module has them.
//
// Bounded memory: at most kMaxCurvePoints loss points and kMaxSnapshots probe snapshots per model
// (when full, every other one is dropped and the interval doubles).
#pragma once

#include "app/training/training_config.h"
#include "app/training/training_run.h"
#include "core/enum_names.h"
#include "core/seq2seq/train_run.h"
#include "core/seq2seq/vocabulary.h"

#include <nlohmann/json_fwd.hpp>

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace ap {

// The Speed setting: the training work budget per frame (local) or per work slice of the training
// worker (worker_rest_ms below), in ms.
inline constexpr const char* kTrainingSpeedNames[3] = {"slow", "normal", "fast"};
inline constexpr double kTrainingSpeedBudgetsMs[3] = {3.0, 8.0, 12.0};

// The layer sizes, data sizes and cadences the page trains with (one place).
struct TrainingPlan {
  int train_examples = 4000;  // drawn from the grammar for the task (corpus seed 2015; the short
                              // task keeps common words: common_word_corpus.h)
  int valid_examples = 100;   // greedy-decoded for validation BLEU and exact match
  int grad_chunk = 4;         // examples per gradient chunk (the unit of work: a few ms)
  int validate_every = 50;    // updates
  int probe_every = 5;        // updates between probe snapshots (doubles as they accumulate)
  int loss_every = 5;         // updates per loss-curve point (doubles likewise)
};

// The model sizes for a config: every layer is `hidden` wide (embeddings, GRUs, attention,
// readout).
s2s::ModelConfig training_model_config(const TrainingConfig& cfg, int src_vocab, int tgt_vocab);
// The trainer options for a config (grad_chunk from the plan; no stopping rule: the page pauses).
s2s::TrainOptions training_options(const TrainingConfig& cfg, s2s::ModelKind kind,
                                   const TrainingPlan& plan, int src_vocab, int tgt_vocab);

// A remote session's data holds only the buckets and their sentence counts (from the views;
// zero until the first).
struct TrainingData {
  s2s::Vocabulary en, fr;
  std::vector<s2s::TrainExample> train, valid;
  std::vector<std::array<int, 2>> buckets;  // train_task_length_buckets(task)
  std::vector<int> valid_bucket;            // each valid pair's bucket (by source words; -1: none)
  std::vector<int> bucket_sentences;        // valid pairs per bucket
  // Mean tokens per training pair: source words + </s>, <bos> + target words (the sequential
  // steps a recurrent model takes per sentence; training_run.h).
  double mean_src_tokens = 0, mean_tgt_tokens = 0;
};
// The task's training and validation pairs (deterministic: the corpus seed is fixed).
TrainingData make_training_data(TrainTask task, const TrainingPlan& plan);

struct LossPoint {
  long long examples = 0;
  double loss = 0;  // mean cross-entropy per target token over the point's updates
};
// One validation: greedy translations of the valid pairs, scored as a whole and per length
// bucket (the live bottleneck view). A bucket without sentences scores NaN.
struct BleuPoint {
  long long examples = 0;
  double bleu = 0;
  double exact = 0;  // fraction of translations identical to the reference, 0–1
  std::vector<double> bucket_bleu, bucket_exact;  // per TrainingData::buckets
};
// Scores the greedy translations `hyps` (target ids as strings, without </s>, in data.valid's
// order) against data.valid's references, as a whole and per length bucket.
BleuPoint score_validation(const TrainingData& data,
                           const std::vector<std::vector<std::string>>& hyps, long long examples);
struct ProbeSnapshot {
  long long step = 0, examples = 0;
  std::vector<std::string> target;  // greedy translation, with "</s>" last if it ended
  int tx = 0;                       // source tokens incl. "</s>"
  // RNNsearch: one (target.size(), tx) row-major map; RNNencdec: empty; the Transformer: one
  // such map per decoder layer and head (layers · heads of them, layer-major).
  std::vector<float> alignment;
  int layers = 0, heads = 0;  // the Transformer's (0 for the RNNs)
  // Default probe only (training_probe.h): the share of words aligned right — RNNsearch's, or the
  // Transformer's best map's — and, for the Transformer, each map's (layer-major).
  double accuracy = -1;
  std::vector<double> head_accuracy;

  int maps() const { return layers * heads > 0 ? layers * heads : 1; }
  size_t map_size() const { return target.size() * static_cast<size_t>(tx > 0 ? tx : 0); }
  // Map k's first weight (k < maps(); alignment must hold them all).
  const float* map(int k) const { return alignment.data() + map_size() * static_cast<size_t>(k); }
  // The map whose accuracy is highest (the first on ties); -1 without accuracies.
  int best_map() const;
};

// What the Train tab shows before Play: the step-0 probe snapshot of each model a config would
// train — the same untrained weights and greedy translation that Play starts from (near-uniform
// attention) — computed without preparing a run.
struct TrainingPreview {
  TrainingConfig config;                  // the fields that decide step 0 (see preview())
  std::vector<s2s::ModelKind> kinds;      // RNNsearch first, as the runs
  std::vector<ProbeSnapshot> snapshots;   // one per kind
  std::vector<std::string> probe_tokens;  // the probe sentence's tokens, with "</s>" last
};

// Do the two configs give the same step 0 (untrained weights and probe)? The models, task,
// hidden size, seed and probe decide it; lr and batch do not.
bool same_step_zero(const TrainingConfig& a, const TrainingConfig& b);

// The plan as the "plan" command carries it ({train_examples, valid_examples, grad_chunk,
// validate_every, probe_every, loss_every}; read back in training_remote.cpp).
nlohmann::json training_plan_json(const TrainingPlan& plan);

// The training worker's rest between work slices for a speed budget (web/train-worker.js):
// "slow" works 3 ms of every 16 (a frame's share, so the heatmap forms slowly enough to watch);
// "normal" and "fast" do not rest (the worker trains at full speed; fast only slices longer).
inline double worker_rest_ms(double budget_ms) { return budget_ms < 5 ? 16 - budget_ms : 0; }

class TrainingSession {
 public:
  enum class State { Idle, Running, Paused, Failed };
  // Names in the page API's status (enum_name, core/enum_names.h).
  static constexpr EnumName<State> kStateNames[] = {{State::Idle, "idle"},
                                                    {State::Running, "running"},
                                                    {State::Paused, "paused"},
                                                    {State::Failed, "failed"}};
  friend constexpr const auto& enum_names(State) { return kStateNames; }
  static constexpr int kMaxCurvePoints = 1000;
  static constexpr int kMaxSnapshots = 120;

  struct ModelRun {
    s2s::ModelKind kind = s2s::ModelKind::Search;
    std::unique_ptr<TrainingRun> run;  // RNN or Transformer (training_run.h)
    long long examples = 0;
    std::vector<LossPoint> loss_curve;
    std::vector<BleuPoint> bleu_curve;
    std::vector<ProbeSnapshot> snapshots;
    int loss_every = 5, probe_every = 5;
    long long steps = 0;  // updates applied (run->steps(); a remote session has no run)
    int epoch = 0;        // run->epoch()
    // Remote only: the model file of these weights as the worker last sent it (fp32, the
    // export's format).
    std::vector<std::uint8_t> model_file;
    // pending loss point, running validation (decodes a copy of the weights a few sentences at
    // a time)
    double loss_sum = 0, loss_tokens = 0;
    int loss_updates = 0;
    TrainingRun::Decoder valid_decoder;  // set while a validation runs
    long long valid_examples = 0;
    size_t valid_next = 0;
    std::vector<std::vector<std::string>> valid_hyps;
  };

  // What a remote session mirrors from its worker (the fields a view carries; training_remote.h).
  struct RemoteView {
    State state = State::Idle;
    std::string message;
    double elapsed_ms = 0, work_ms = 0;
    bool prepared = false;
    TrainingConfig config;
    std::vector<ModelRun> runs;  // no run, no validation copy: the view's fields only
    // The worker's data: its task (-1: none built yet), buckets and sentences per bucket.
    int data_task = -1;
    std::vector<std::array<int, 2>> buckets;
    std::vector<int> bucket_sentences;
    double mean_src_tokens = 0, mean_tgt_tokens = 0;
    std::unique_ptr<TrainingPreview> preview;  // the worker's last preview(), if any
  };
  // A remote session's link to its worker: send() posts one command (JSON text:
  // {"op": "play"|"pause"|"step"|"reset"|"speed"|"plan"|"warm", "config", "budget_ms", "plan"};
  // "warm", sent by preview() for each new step-0 config, makes the worker build the task's
  // data and that preview, so the tab shows it and the first Play trains at once).
  using RemoteSend = std::function<void(const std::string& command)>;

  using Clock = std::function<double()>;  // milliseconds, monotonic
  // A local session (training_session_local.cpp: the trainer).
  explicit TrainingSession(Clock clock = {}, TrainingPlan plan = {});
  // A remote session from the start (the page's): it never trains here, and a module that
  // builds only these links no trainer.
  explicit TrainingSession(RemoteSend send, Clock clock = {});
  TrainingSession(const TrainingSession&) = delete;
  TrainingSession& operator=(const TrainingSession&) = delete;

  // Replaces the plan (tests use smaller data); drops any run and the data (back to Idle).
  void set_plan(const TrainingPlan& plan);

  // Play: starts (from step 0 if cfg differs from the prepared one, or nothing is prepared) or
  // resumes. Pause: stops advancing (the state is kept). Reset: forgets the runs (Idle).
  void play(const TrainingConfig& cfg);
  void pause();
  void reset();
  // One whole update of every model (prepares cfg first like play); the session is paused after.
  void step_once(const TrainingConfig& cfg);
  // Does work for about budget_ms while Running (at least one unit). Returns the units done.
  int advance(double budget_ms);

  // The work budget per frame in ms (the speed setting; the app calls advance(budget_ms())).
  double budget_ms() const { return budget_ms_; }
  void set_budget_ms(double ms);

  // True while training runs: the app wants frames (a render-on-demand loop asks this).
  bool running() const { return state_ == State::Running; }
  State state() const { return state_; }
  const std::string& message() const { return message_; }  // why it failed
  bool prepared() const { return !runs_.empty(); }
  const TrainingConfig& config() const { return config_; }  // of the prepared runs
  const std::vector<ModelRun>& runs() const { return runs_; }
  const TrainingData* data() const { return data_.get(); }
  const std::vector<std::string>& probe_source() const { return probe_tokens_; }
  double elapsed_ms() const;
  double work_ms() const { return work_ms_; }

  // Makes this session remote: from now on commands go to `send` (see above). Drops any run.
  void set_remote(RemoteSend send);
  // Whether this session can train here (built by the local constructor).
  bool can_train_here() const { return local_ != nullptr; }
  bool remote() const { return static_cast<bool>(send_); }
  // A view from the worker. `settled`: the worker has carried out every command sent so far. A
  // view that is not settled is dropped: it shows a state a later command has replaced.
  void apply_remote_view(RemoteView view, bool settled);
  // The worker stopped (crashed, or was terminated): the session fails with `why`, keeps what
  // its views showed, and the next Play or Reset starts a new worker (the page's send() does).
  void remote_lost(const std::string& why);
  bool worker_lost() const { return worker_lost_; }  // the failure is remote_lost's
  // Does this session do training work in this thread (local and running)? The page draws
  // frames for it; a remote session's views wake the page instead.
  bool works_here() const { return !remote() && running(); }

  // The untrained snapshots for cfg (TrainingPreview); the session's state, runs and clock are
  // untouched (it builds the task's data if none is kept: the same data Play would build). Cached
  // while the models, task, hidden size, seed and probe stay the same (lr and batch do not change
  // step 0). A remote session asks its worker (a "warm" command, once per such config) and
  // returns the worker's preview once a view brings it; until then one without snapshots.
  const TrainingPreview& preview(const TrainingConfig& cfg);
  // Run `index`'s model file (fp32 weights, the format the CLI reads; empty if there is no such
  // run): made from the weights (local) or as the worker last sent it (remote).
  std::vector<std::uint8_t> model_file(int index) const;
  // The last preview() made (local) or mirrored (remote); nullptr if none.
  const TrainingPreview* last_preview() const { return preview_.get(); }
  // The task the data was built for (meaningful while data() is set).
  TrainTask data_task() const { return data_task_; }

 private:
  // The trainer's entry points (training_session_local.cpp), set only by the local constructor.
  struct LocalWork {
    void (*prepare)(TrainingSession&, const TrainingConfig&);
    void (*step_once)(TrainingSession&);  // one update of every model, after prepare and pause
    int (*advance)(TrainingSession&, double budget_ms);
    void (*snapshot_current)(TrainingSession&);
    const TrainingPreview& (*preview)(TrainingSession&, const TrainingConfig&);
    std::vector<std::uint8_t> (*model_file)(const TrainingSession&, int index);
  };
  static const LocalWork kLocalWork;
  static Clock steady_clock_or(Clock clock);  // clock, or the steady clock if it is empty

  const TrainingPreview& local_preview(const TrainingConfig& cfg);
  const TrainingPreview& remote_preview(const TrainingConfig& cfg);
  void local_step_once();
  int local_advance(double budget_ms);
  std::vector<std::uint8_t> local_model_file(int index) const;
  void prepare(const TrainingConfig& cfg);
  bool do_unit(ModelRun& m);  // one chunk or a few validation sentences; false if failed
  void after_update(ModelRun& m, const s2s::TrainStepResult& r);
  void take_snapshot(ModelRun& m);
  void thin_snapshots(ModelRun& m);
  void ensure_data(TrainTask task);
  void snapshot_current();  // of every run whose last snapshot is older than its weights
  void fail(const std::string& why);
  void send(const char* op, const TrainingConfig* cfg = nullptr);
  void prepare_remote(const TrainingConfig& cfg);
  void outline_data(TrainTask task);  // remote: the task's buckets until a view brings data

  Clock clock_;
  TrainingPlan plan_;
  TrainingConfig config_;
  std::shared_ptr<TrainingData> data_;  // kept across resets of the same task
  TrainTask data_task_ = TrainTask::Short;
  std::vector<ModelRun> runs_;
  std::vector<int> probe_ids_;
  std::vector<std::string> probe_tokens_;
  std::unique_ptr<TrainingPreview> preview_;
  State state_ = State::Idle;
  std::string message_;
  double elapsed_before_ = 0, running_since_ = 0;
  size_t next_run_ = 0;
  double budget_ms_ = kTrainingSpeedBudgetsMs[1];
  double work_ms_ = 0;  // time spent in units of work since prepare (speed of the trainer itself)
  double chunk_cost_ms_ = 2, valid_cost_ms_ = 2;  // running estimates of a unit's cost
  const LocalWork* local_ = nullptr;              // set: this session can train here
  RemoteSend send_;                               // set: remote (commands go to the worker)
  bool worker_lost_ = false;
  // Remote: the step-0 config last sent as "warm", and what preview() shows until the worker's
  // preview for it arrives.
  std::unique_ptr<TrainingConfig> warm_config_;
  TrainingPreview pending_preview_;
};

}  // namespace ap
