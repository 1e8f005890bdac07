// The page ↔ training-worker protocol (see training_remote.h): commands in, views out.
#include "app/training/training_remote.h"

#include "app/training/training_json.h"
#include "core/seq2seq/model_file.h"

#include <nlohmann/json.hpp>

#include <cstring>

namespace ap {

using nlohmann::json;

namespace {

// The "plan" command's plan (training_plan_json's fields, each in range), or false.
bool training_plan_from_json(const json& j, TrainingPlan* out) {
  if (!j.is_object()) return false;
  TrainingPlan p;
  int* fields[] = {&p.train_examples, &p.valid_examples, &p.grad_chunk,
                   &p.validate_every, &p.probe_every,    &p.loss_every};
  const char* names[] = {"train_examples", "valid_examples", "grad_chunk",
                         "validate_every", "probe_every",    "loss_every"};
  for (int i = 0; i < 6; ++i) {
    const auto it = j.find(names[i]);
    if (it == j.end() || !it->is_number_integer()) return false;
    const long long v = it->get<long long>();
    const long long lo = i < 2 ? 0 : 1;  // counts may be 0; intervals and chunks not
    if (v < lo || v > 1000000) return false;
    *fields[i] = static_cast<int>(v);
  }
  *out = p;
  return true;
}

}  // namespace

bool apply_training_command(TrainingSession* s, const std::string& command, std::string* error) {
  const json c = json::parse(command, nullptr, /*allow_exceptions=*/false);
  if (!c.is_object() || !c.contains("op") || !c["op"].is_string()) {
    *error = "a training command must be an object with an \"op\"";
    return false;
  }
  const std::string op = c["op"].get<std::string>();
  TrainingConfig cfg;
  if (op == "play" || op == "step" || op == "warm") {
    if (!c.contains("config") || !from_json(c["config"], &cfg, error)) {
      if (error->empty()) *error = op + ": no config";
      return false;
    }
  }
  if (c.contains("budget_ms") && c["budget_ms"].is_number()) {
    const double ms = c["budget_ms"].get<double>();
    if (ms != s->budget_ms()) s->set_budget_ms(ms);
  }
  if (op == "play") {
    s->play(cfg);
  } else if (op == "step") {
    s->step_once(cfg);
  } else if (op == "warm") {
    s->preview(cfg);  // builds the task's data (and the step-0 preview) before Play
  } else if (op == "pause") {
    s->pause();
  } else if (op == "reset") {
    s->reset();
  } else if (op == "plan") {
    TrainingPlan plan;
    if (!training_plan_from_json(c.value("plan", json()), &plan)) {
      *error =
          "plan: expected {train_examples, valid_examples, grad_chunk, validate_every, "
          "probe_every, loss_every}";
      return false;
    }
    s->set_plan(plan);
  } else if (op != "speed" && op != "weights") {
    *error = "unknown training command \"" + op + "\"";
    return false;
  }
  return true;
}

// ---- views: the writer and the bounded reader -------------------------------------------------
namespace {

constexpr char kMagic[4] = {'A', 'P', 'T', 'V'};
constexpr std::uint32_t kVersion = 4;

struct Writer {
  std::vector<std::uint8_t> out;
  template <class T>
  void raw(T v) {
    const auto* p = reinterpret_cast<const std::uint8_t*>(&v);
    out.insert(out.end(), p, p + sizeof v);
  }
  void count(std::size_t n) { raw(static_cast<std::uint32_t>(n)); }
  void str(const std::string& s) {
    count(s.size());
    out.insert(out.end(), s.begin(), s.end());
  }
};

struct Reader {
  const std::uint8_t* p;
  std::size_t left;
  bool ok = true;
  template <class T>
  T raw() {
    T v{};
    if (left < sizeof v) {
      ok = false;
      return v;
    }
    std::memcpy(&v, p, sizeof v);
    p += sizeof v;
    left -= sizeof v;
    return v;
  }
  // A count of items of at least `item_bytes` each: more than the bytes left is corruption.
  std::size_t count(std::size_t item_bytes) {
    const std::uint32_t n = raw<std::uint32_t>();
    if (!ok || static_cast<std::size_t>(n) * item_bytes > left) {
      ok = false;
      return 0;
    }
    return n;
  }
  std::string str() {
    const std::size_t n = count(1);
    std::string s(reinterpret_cast<const char*>(p), n);
    p += n;
    left -= n;
    return s;
  }
};

void write_snapshot(Writer& w, const ProbeSnapshot& s) {
  w.raw<std::int64_t>(s.step);
  w.raw<std::int64_t>(s.examples);
  w.count(s.target.size());
  for (const std::string& t : s.target) w.str(t);
  w.raw<std::int32_t>(s.tx);
  w.raw<std::int32_t>(s.layers);
  w.raw<std::int32_t>(s.heads);
  w.count(s.alignment.size());
  for (float x : s.alignment) w.raw(x);
  w.raw(s.accuracy);
  w.count(s.head_accuracy.size());
  for (double x : s.head_accuracy) w.raw(x);
}

ProbeSnapshot read_snapshot(Reader& r) {
  ProbeSnapshot s;
  s.step = r.raw<std::int64_t>();
  s.examples = r.raw<std::int64_t>();
  for (std::size_t k = 0, nk = r.count(4); r.ok && k < nk; ++k) s.target.push_back(r.str());
  s.tx = r.raw<std::int32_t>();
  s.layers = r.raw<std::int32_t>();
  s.heads = r.raw<std::int32_t>();
  for (std::size_t k = 0, nk = r.count(4); r.ok && k < nk; ++k)
    s.alignment.push_back(r.raw<float>());
  s.accuracy = r.raw<double>();
  for (std::size_t k = 0, nk = r.count(8); r.ok && k < nk; ++k)
    s.head_accuracy.push_back(r.raw<double>());
  // The heatmap reads alignment as maps() maps of (target, tx): a view whose sizes disagree is
  // corrupted (and so are layer and head counts no model file allows).
  const bool counts =
      s.layers >= 0 && s.heads >= 0 && s.layers <= static_cast<int>(s2s::kMaxLayers) &&
      s.heads <= static_cast<int>(s2s::kMaxHeads) && (s.layers == 0) == (s.heads == 0);
  const bool shaped =
      counts &&
      (s.alignment.empty() ||
       (s.tx > 0 && s.alignment.size() == s.map_size() * static_cast<std::size_t>(s.maps())));
  const bool accuracies = counts && (s.head_accuracy.empty() ||
                                     s.head_accuracy.size() == static_cast<std::size_t>(s.maps()));
  if (!shaped || !accuracies) r.ok = false;
  return s;
}

bool read_model_kind(Reader& r, s2s::ModelKind* kind) {
  const std::uint8_t k = r.raw<std::uint8_t>();
  for (s2s::ModelKind trainable : s2s::trainable_model_kinds())
    if (k == static_cast<std::uint8_t>(trainable)) {
      *kind = trainable;
      return r.ok;
    }
  return false;
}

// A run's view fields; its model file is `file`.
void write_run(Writer& w, const TrainingSession::ModelRun& m,
               const std::vector<std::uint8_t>& file) {
  w.raw(static_cast<std::uint8_t>(m.kind));
  w.raw<std::int64_t>(m.steps);
  w.raw<std::int32_t>(m.epoch);
  w.raw<std::int64_t>(m.examples);
  w.raw<std::int32_t>(m.loss_every);
  w.raw<std::int32_t>(m.probe_every);
  w.count(m.loss_curve.size());
  for (const LossPoint& p : m.loss_curve) {
    w.raw<std::int64_t>(p.examples);
    w.raw(p.loss);
  }
  w.count(m.bleu_curve.size());
  for (const BleuPoint& p : m.bleu_curve) {
    w.raw<std::int64_t>(p.examples);
    w.raw(p.bleu);
    w.raw(p.exact);
    for (const auto* v : {&p.bucket_bleu, &p.bucket_exact}) {
      w.count(v->size());
      for (double x : *v) w.raw(x);
    }
  }
  w.count(m.snapshots.size());
  for (const ProbeSnapshot& s : m.snapshots) write_snapshot(w, s);
  w.count(file.size());
  w.out.insert(w.out.end(), file.begin(), file.end());
}

bool read_run(Reader& r, TrainingSession::ModelRun* m) {
  if (!read_model_kind(r, &m->kind)) return false;
  m->steps = r.raw<std::int64_t>();
  m->epoch = r.raw<std::int32_t>();
  m->examples = r.raw<std::int64_t>();
  m->loss_every = r.raw<std::int32_t>();
  m->probe_every = r.raw<std::int32_t>();
  for (std::size_t i = 0, n = r.count(16); r.ok && i < n; ++i) {
    LossPoint p;
    p.examples = r.raw<std::int64_t>();
    p.loss = r.raw<double>();
    m->loss_curve.push_back(p);
  }
  for (std::size_t i = 0, n = r.count(32); r.ok && i < n; ++i) {
    BleuPoint p;
    p.examples = r.raw<std::int64_t>();
    p.bleu = r.raw<double>();
    p.exact = r.raw<double>();
    for (auto* v : {&p.bucket_bleu, &p.bucket_exact})
      for (std::size_t k = 0, nk = r.count(8); r.ok && k < nk; ++k) v->push_back(r.raw<double>());
    if (p.bucket_bleu.size() != p.bucket_exact.size()) r.ok = false;  // one of each per bucket
    m->bleu_curve.push_back(std::move(p));
  }
  for (std::size_t i = 0, n = r.count(48); r.ok && i < n; ++i)
    m->snapshots.push_back(read_snapshot(r));
  const std::size_t bytes = r.count(1);
  if (r.ok) {
    m->model_file.assign(r.p, r.p + bytes);
    r.p += bytes;
    r.left -= bytes;
  }
  return r.ok;
}

// The worker's data (its task, buckets, sentences per bucket) and, before Play, its last preview.
void write_data_and_preview(Writer& w, const TrainingSession& s) {
  const TrainingData* d = s.data();
  w.raw<std::int32_t>(d ? static_cast<std::int32_t>(s.data_task()) : -1);
  w.count(d ? d->buckets.size() : 0);
  if (d) {
    for (const auto& b : d->buckets) {
      w.raw<std::int32_t>(b[0]);
      w.raw<std::int32_t>(b[1]);
    }
  }
  w.count(d ? d->bucket_sentences.size() : 0);
  if (d)
    for (int n : d->bucket_sentences) w.raw<std::int32_t>(n);
  w.raw(d ? d->mean_src_tokens : 0.0);
  w.raw(d ? d->mean_tgt_tokens : 0.0);
  // The tab shows the preview only before Play, and the page keeps the last one it took: views
  // sent while runs exist (ten a second while training) leave it out.
  const TrainingPreview* p = s.prepared() ? nullptr : s.last_preview();
  w.raw(static_cast<std::uint8_t>(p != nullptr));
  if (!p) return;
  w.str(to_json(p->config).dump());
  w.count(p->kinds.size());
  for (s2s::ModelKind k : p->kinds) w.raw(static_cast<std::uint8_t>(k));
  w.count(p->snapshots.size());
  for (const ProbeSnapshot& x : p->snapshots) write_snapshot(w, x);
  w.count(p->probe_tokens.size());
  for (const std::string& t : p->probe_tokens) w.str(t);
}

bool read_data_and_preview(Reader& r, TrainingSession::RemoteView* v) {
  v->data_task = r.raw<std::int32_t>();
  if (v->data_task < -1 || v->data_task > static_cast<int>(TrainTask::Full)) return false;
  for (std::size_t i = 0, n = r.count(8); r.ok && i < n; ++i) {
    const int lo = r.raw<std::int32_t>();
    v->buckets.push_back({lo, r.raw<std::int32_t>()});
  }
  for (std::size_t i = 0, n = r.count(4); r.ok && i < n; ++i)
    v->bucket_sentences.push_back(r.raw<std::int32_t>());
  if (v->bucket_sentences.size() != v->buckets.size()) return false;
  v->mean_src_tokens = r.raw<double>();
  v->mean_tgt_tokens = r.raw<double>();
  const auto sane = [](double x) { return x >= 0 && x <= 1000; };  // NaN is not
  if (!sane(v->mean_src_tokens) || !sane(v->mean_tgt_tokens)) return false;
  if (!r.ok || r.raw<std::uint8_t>() == 0) return r.ok;
  auto p = std::make_unique<TrainingPreview>();
  std::string why;
  const json config = json::parse(r.str(), nullptr, /*allow_exceptions=*/false);
  if (!r.ok || !from_json(config, &p->config, &why)) return false;
  for (std::size_t i = 0, n = r.count(1); r.ok && i < n; ++i) {
    p->kinds.emplace_back();
    if (!read_model_kind(r, &p->kinds.back())) return false;
  }
  for (std::size_t i = 0, n = r.count(48); r.ok && i < n; ++i)
    p->snapshots.push_back(read_snapshot(r));
  for (std::size_t i = 0, n = r.count(4); r.ok && i < n; ++i) p->probe_tokens.push_back(r.str());
  if (p->snapshots.size() != p->kinds.size()) return false;
  v->preview = std::move(p);
  return r.ok;
}

}  // namespace

std::vector<std::uint8_t> encode_training_view(const TrainingSession& s, bool with_weights) {
  Writer w;
  w.out.insert(w.out.end(), kMagic, kMagic + 4);
  w.raw(kVersion);
  w.raw(static_cast<std::uint8_t>(s.state()));
  w.str(s.message());
  w.raw(s.elapsed_ms());
  w.raw(s.work_ms());
  w.raw(static_cast<std::uint8_t>(s.prepared()));
  w.str(s.prepared() ? to_json(s.config()).dump() : "");
  w.count(s.runs().size());
  for (size_t i = 0; i < s.runs().size(); ++i) {
    const TrainingSession::ModelRun& m = s.runs()[i];
    write_run(w, m, with_weights ? export_model_file(s, static_cast<int>(i)) : m.model_file);
  }
  write_data_and_preview(w, s);
  return std::move(w.out);
}

bool decode_training_view(const std::uint8_t* bytes, std::size_t size,
                          TrainingSession::RemoteView* out, std::string* error) {
  Reader r{bytes, size};
  TrainingSession::RemoteView v;
  if (size < 8 || std::memcmp(bytes, kMagic, 4) != 0) {
    *error = "a training view must start with APTV";
    return false;
  }
  r.p += 4;
  r.left -= 4;
  if (r.raw<std::uint32_t>() != kVersion) {
    *error = "a training view of another version";
    return false;
  }
  const std::uint8_t state = r.raw<std::uint8_t>();
  if (state > static_cast<std::uint8_t>(TrainingSession::State::Failed)) r.ok = false;
  v.state = static_cast<TrainingSession::State>(state);
  v.message = r.str();
  v.elapsed_ms = r.raw<double>();
  v.work_ms = r.raw<double>();
  v.prepared = r.raw<std::uint8_t>() != 0;
  const std::string config = r.str();
  if (r.ok && v.prepared) {
    std::string why;
    const json j = json::parse(config, nullptr, /*allow_exceptions=*/false);
    if (!from_json(j, &v.config, &why)) r.ok = false;
  }
  for (std::size_t i = 0, n = r.count(64); r.ok && i < n; ++i) {
    v.runs.emplace_back();
    if (!read_run(r, &v.runs.back())) r.ok = false;
  }
  if (r.ok && !read_data_and_preview(r, &v)) r.ok = false;
  if (!r.ok || r.left != 0) {
    *error = "a training view is truncated or corrupted";
    return false;
  }
  *out = std::move(v);
  return true;
}

}  // namespace ap
