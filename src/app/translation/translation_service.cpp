// TranslationService (see translation_service.h): sequential lazy loading of the model files and
// the bottleneck figures, the per-model translation cache, the remote requests (one in flight,
// one waiting), autocomplete.
#include "app/translation/translation_service.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <iterator>
#include <utility>

namespace ap {

namespace {

const char* const kFileUrls[TranslationService::kNumFiles] = {
    "assets/models/rnnsearch.bin",   "assets/models/rnnencdec.bin", "assets/models/bottleneck.json",
    "assets/models/transformer.bin", "assets/models/speed.json",    "assets/models/explain.json"};

// The model file of each kind the page's translator offers (every other file is data).
struct ModelFile {
  s2s::ModelKind kind;
  int file;
};
constexpr ModelFile kModelFiles[] = {
    {s2s::ModelKind::Search, TranslationService::kSearchModel},
    {s2s::ModelKind::EncDec, TranslationService::kEncdecModel},
    {s2s::ModelKind::Transformer, TranslationService::kTransformerModel}};

// The kind file `file` holds; false for a data file.
bool model_in_file(int file, s2s::ModelKind* kind) {
  for (const ModelFile& m : kModelFiles)
    if (m.file == file) {
      *kind = m.kind;
      return true;
    }
  return false;
}
bool model_in_file(int file) {
  s2s::ModelKind kind;
  return model_in_file(file, &kind);
}

// Reads a score's "bleu" member (either {"bleu": x, ...} or a bare number).
bool read_bleu(const nlohmann::json& j, double* out) {
  if (j.is_number()) {
    *out = j.get<double>();
    return true;
  }
  if (j.is_object() && j.contains("bleu") && j["bleu"].is_number()) {
    *out = j["bleu"].get<double>();
    return true;
  }
  return false;
}

std::string string_or_empty(const nlohmann::json& j, const char* key) {
  return j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : std::string();
}

}  // namespace

bool parse_bottleneck(const std::string& text, BottleneckData* out, std::string* error) {
  const nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded()) {
    *error = "bottleneck.json is not valid JSON";
    return false;
  }
  if (!j.is_object() || !j.contains("buckets") || !j["buckets"].is_array() ||
      j["buckets"].empty()) {
    *error = "bottleneck.json has no \"buckets\" array";
    return false;
  }
  BottleneckData data;
  data.decoding = string_or_empty(j, "decoding");
  data.generated_by = string_or_empty(j, "generated_by");
  for (std::size_t i = 0; i < j["buckets"].size(); ++i) {
    const nlohmann::json& b = j["buckets"][i];
    BottleneckBucket bucket;
    const std::string where = "bottleneck.json bucket " + std::to_string(i + 1);
    if (!b.is_object() || !b.contains("range") || !b["range"].is_array() ||
        b["range"].size() != 2 || !b["range"][0].is_number_integer() ||
        !b["range"][1].is_number_integer()) {
      *error = where + ": \"range\" must be [lo, hi]";
      return false;
    }
    bucket.lo = b["range"][0].get<int>();
    bucket.hi = b["range"][1].get<int>();
    if (!b.contains("search") || !read_bleu(b["search"], &bucket.bleu_search) ||
        !b.contains("encdec") || !read_bleu(b["encdec"], &bucket.bleu_encdec)) {
      *error = where + ": missing the BLEU of \"search\" or \"encdec\"";
      return false;
    }
    if (b.contains("transformer")) {
      if (!read_bleu(b["transformer"], &bucket.bleu_transformer)) {
        *error = where + ": the BLEU of \"transformer\" is not a number";
        return false;
      }
      bucket.has_transformer = true;
    }
    if (b.contains("sample") && b["sample"].is_object()) {
      const nlohmann::json& s = b["sample"];
      bucket.has_sample = true;
      bucket.source = string_or_empty(s, "source");
      bucket.reference = string_or_empty(s, "reference");
      bucket.search = string_or_empty(s, "search");
      bucket.encdec = string_or_empty(s, "encdec");
      bucket.transformer = string_or_empty(s, "transformer");
    }
    data.buckets.push_back(std::move(bucket));
  }
  *out = std::move(data);
  return true;
}

const ModelSpeed* SpeedData::find(s2s::ModelKind kind) const {
  for (const ModelSpeed& m : models)
    if (m.kind == kind) return &m;
  return nullptr;
}

namespace {

// One model's entry of speed.json; false with *error naming the field.
bool read_speed_entry(const nlohmann::json& m, const std::string& where, ModelSpeed* out,
                      std::string* error) {
  const auto number = [&](const nlohmann::json& obj, const char* key, double* v) {
    if (!obj.is_object() || !obj.contains(key) || !obj[key].is_number() ||
        !std::isfinite(obj[key].get<double>()) || obj[key].get<double>() < 0) {
      *error = where + ": \"" + key + "\" must be a number >= 0";
      return false;
    }
    *v = obj[key].get<double>();
    return true;
  };
  if (!m.is_object() || !m.contains("model") || !m["model"].is_string() ||
      !enum_from_name(m["model"].get<std::string>(), &out->kind)) {
    *error = where + ": \"model\" must be " + enum_names_listed<s2s::ModelKind>();
    return false;
  }
  double params = 0, train = 0, decode = 0;
  if (!number(m, "parameters", &params) || !number(m, "training_steps", &train) ||
      !number(m, "decoding_steps", &decode))
    return false;
  if (!m.contains("native") ||
      !number(m["native"], "examples_per_s", &out->native_examples_per_s) || !m.contains("wasm") ||
      !number(m["wasm"], "examples_per_s", &out->wasm_examples_per_s)) {
    if (error->empty()) *error = where + ": \"native\" and \"wasm\" need \"examples_per_s\"";
    return false;
  }
  out->parameters = static_cast<long long>(params);
  out->training_steps = static_cast<int>(std::min(train, 1e6));
  out->decoding_steps = static_cast<int>(std::min(decode, 1e6));
  return true;
}

}  // namespace

bool parse_speed(const std::string& text, SpeedData* out, std::string* error) {
  const nlohmann::json j = nlohmann::json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object()) {
    *error = "speed.json is not a JSON object";
    return false;
  }
  if (!j.contains("models") || !j["models"].is_array() || j["models"].empty() ||
      j["models"].size() > 16) {
    *error = "speed.json has no \"models\" array (1 to 16 entries)";
    return false;
  }
  SpeedData data;
  data.machine = string_or_empty(j, "machine");
  data.date = string_or_empty(j, "date");
  data.generated_by = string_or_empty(j, "generated_by");
  for (std::size_t i = 0; i < j["models"].size(); ++i) {
    ModelSpeed m;
    error->clear();
    if (!read_speed_entry(j["models"][i], "speed.json model " + std::to_string(i + 1), &m, error))
      return false;
    data.models.push_back(m);
  }
  *out = std::move(data);
  return true;
}

const char* TranslationService::file_url(int file) {
  return file >= 0 && file < kNumFiles ? kFileUrls[file] : "";
}

TranslationService::Fetcher TranslationService::read_files_from(const std::string& dir,
                                                                TranslationService* service) {
  return [dir, service](const std::string& url) {
    const std::string path = dir + "/" + url;
    std::ifstream f(path, std::ios::binary);
    if (!f) {
      service->on_failed(path + ": file not found");
      return;
    }
    const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(f)),
                                          std::istreambuf_iterator<char>());
    service->on_loaded(bytes.data(), bytes.size());
  };
}

void TranslationService::request_load() {
  if (requested_) return;
  requested_ = true;
  if (remote() && !remote_started_) {  // the worker loads its models beside the page's
    remote_started_ = true;
    remote_send_(std::string());
  }
  want_files(/*models=*/true);
}

void TranslationService::request_figures() {
  if (requested_) return;
  want_files(/*models=*/false);
}

void TranslationService::want_files(bool models) {
  for (int i = 0; i < kNumFiles; ++i)
    if (files_[i].status == FileStatus::Idle && !trained_[i] && (models || !model_in_file(i)))
      files_[i].status = FileStatus::Loading;
  if (current_ < 0) fetch_next();  // else the fetch on its way goes on to these
}

bool TranslationService::loading() const {
  return std::any_of(files_.begin(), files_.end(),
                     [](const File& f) { return f.status == FileStatus::Loading; });
}

void TranslationService::fetch_next() {
  // The first file wanted and not yet asked for, in FileId order. The page's trained model stays;
  // the worker downloads the model files of a remote service.
  current_ = -1;
  for (int i = 0; i < kNumFiles && current_ < 0; ++i)
    if (files_[i].status == FileStatus::Loading && !asked_[i] && !trained_[i] &&
        !(remote() && model_in_file(i)))
      current_ = i;
  if (current_ < 0) return;
  asked_[current_] = true;
  if (!fetcher_) {
    on_failed("this build cannot download files");
    return;
  }
  fetcher_(kFileUrls[current_]);  // may answer right away (re-entrant)
}

void TranslationService::on_progress(double received, double total) {
  if (current_ < 0) return;
  files_[current_].received = received;
  files_[current_].total = total;
}

void TranslationService::on_loaded(const std::uint8_t* data, std::size_t size) {
  if (current_ < 0) return;
  File& f = files_[current_];
  std::string error;
  bool ok;
  if (current_ == kBottleneck) {
    ok = parse_bottleneck(std::string(reinterpret_cast<const char*>(data), size), &bottleneck_,
                          &error);
  } else if (current_ == kSpeed) {
    ok = parse_speed(std::string(reinterpret_cast<const char*>(data), size), &speed_, &error);
  } else if (current_ == kExplainFigures) {
    explain_figures_.assign(reinterpret_cast<const char*>(data), size);
    ok = nlohmann::json::parse(explain_figures_, nullptr, false).is_object();
    if (!ok) error = "explain.json is not a JSON object";
  } else if (trained_[current_]) {
    ok = true;  // the user chose the model trained in the page: keep it
  } else {
    s2s::Translator& t = translators_[current_];
    ok = t.load_buffer(data, size, &error);
    s2s::ModelKind want = s2s::ModelKind::Search;
    model_in_file(current_, &want);
    if (ok && t.kind() != want) {
      ok = false;
      error = std::string("it holds an ") + s2s::model_kind_name(t.kind()) + " model, not " +
              s2s::model_kind_name(want);
      translators_[current_] = s2s::Translator();
    }
    if (ok) facts_[current_] = facts_of(t);
    cache_[current_].valid = false;
  }
  f.received = f.total = static_cast<double>(size);
  f.status = ok ? FileStatus::Ready : FileStatus::Failed;
  if (!ok) f.error = std::string(kFileUrls[current_]) + ": " + error;
  fetch_next();
}

void TranslationService::on_failed(const std::string& message) {
  if (current_ < 0) return;
  if (trained_[current_]) {  // its trained replacement stays in use
    fetch_next();
    return;
  }
  File& f = files_[current_];
  f.status = FileStatus::Failed;
  f.error = std::string(kFileUrls[current_]) + ": " + message;
  cache_[current_].valid = false;
  fetch_next();
}

double TranslationService::progress() const {
  double received = 0, total = 0;
  for (const File& f : files_) {
    if (f.status == FileStatus::Ready || f.status == FileStatus::Failed) {
      received += 1;
      total += 1;
    } else if (f.status == FileStatus::Loading) {
      total += 1;
      if (f.total > 0) received += std::min(1.0, f.received / f.total);
    }
  }
  return total > 0 ? received / total : 0.0;
}

bool TranslationService::use_trained_model(const std::vector<std::uint8_t>& file,
                                           std::string* error) {
  s2s::Translator t;
  if (!t.load_buffer(file.data(), file.size(), error)) return false;
  const int slot = model_file(t.kind());
  if (remote()) {  // the worker's copy of the model changes too; older answers are of the old one
    InferenceRequest q;
    q.kind = InferenceRequest::Kind::UseModel;
    q.model = t.kind();
    q.model_file.assign(file.begin(), file.end());
    remote_started_ = true;
    remote_send_(encode_inference_request(q));
    remote_cache_.clear();
    in_flight_stale_ = !in_flight_.empty();
  }
  facts_[slot] = facts_of(t);
  translators_[slot] = std::move(t);
  trained_[slot] = true;
  files_[slot].status = FileStatus::Ready;
  files_[slot].error.clear();
  cache_[slot].valid = false;
  return true;
}

int TranslationService::model_file(s2s::ModelKind model) {
  for (const ModelFile& m : kModelFiles)
    if (m.kind == model) return m.file;
  return kSearchModel;
}

const ModelFacts* TranslationService::model_facts(s2s::ModelKind model) const {
  const int slot = model_file(model);
  return files_[slot].status == FileStatus::Ready ? &facts_[slot] : nullptr;
}

const s2s::Translator* TranslationService::translator(s2s::ModelKind model) const {
  const int slot = model_file(model);
  if (files_[slot].status != FileStatus::Ready || (remote() && !trained_[slot])) return nullptr;
  return &translators_[slot];
}

const TranslationResult& TranslationService::translate(const TranslationState& state) {
  const int slot = model_file(state.model);
  Cached& c = cache_[slot];
  if (c.valid && c.sentence == state.sentence && c.beam == state.beam) return c.result;
  if (remote() && (files_[slot].status == FileStatus::Ready || !remote_lost_.empty()))
    return translate_remote(state, c);  // the answer, or the lost worker's message
  c.valid = true;
  c.sentence = state.sentence;
  c.beam = state.beam;
  c.result = TranslationResult();
  const File& f = files_[slot];
  if (f.status == FileStatus::Ready && !translate_here_) {
    c.valid = false;  // the page before set_remote: no answer yet
    c.result.error = "the translator's worker has not started";
  } else if (f.status == FileStatus::Ready) {
    ++computations_;
    translate_here_(translators_[slot], state.sentence, std::clamp(state.beam, 1, s2s::kMaxBeam),
                    &references_, &c.result);
  } else {
    c.valid = false;  // retry once the file arrives
    c.result.error =
        f.status == FileStatus::Failed
            ? std::string(s2s::model_kind_title(state.model)) + " is not available: " + f.error
            : std::string(s2s::model_kind_title(state.model)) + " is still loading";
  }
  return c.result;
}

const TranslationResult& TranslationService::translate_remote(const TranslationState& state,
                                                              Cached& c) {
  InferenceRequest q;
  q.kind = InferenceRequest::Kind::Translate;
  q.model = state.model;
  q.sentence = state.sentence;
  q.beam = std::clamp(state.beam, 1, s2s::kMaxBeam);
  const InferenceAnswer* a = remote_answer(encode_inference_request(q));
  if (!a) {  // the last result stays, marked
    c.valid = false;
    c.result.computing = true;
    return c.result;
  }
  c.valid = true;
  c.sentence = state.sentence;
  c.beam = state.beam;
  c.result = TranslationResult();
  c.result.ok = a->ok;
  c.result.error = a->error;
  c.result.translation = a->translation;
  c.result.reference = a->reference;
  return c.result;
}

const InferenceAnswer* TranslationService::remote_answer(const std::string& request) {
  if (!remote_lost_.empty()) return &lost_answer_;
  for (auto it = remote_cache_.begin(); it != remote_cache_.end(); ++it)
    if (it->request == request) {
      std::rotate(remote_cache_.begin(), it, it + 1);  // most recent first
      return &remote_cache_.front().answer;
    }
  if (request == in_flight_) return nullptr;
  if (in_flight_.empty())
    send_remote(request);
  else
    waiting_ = request;  // replaces the one that waited
  return nullptr;
}

void TranslationService::send_remote(const std::string& request) {
  in_flight_ = request;
  in_flight_stale_ = false;
  remote_started_ = true;
  ++remote_requests_;
  remote_send_(request);  // the worker answers later, never within this call
}

void TranslationService::take_remote_answer(const std::string& bytes) {
  if (in_flight_.empty()) return;
  InferenceAnswer a;
  std::string error;
  if (!decode_inference_answer(bytes, &a, &error)) {
    remote_lost(error);
    return;
  }
  ++remote_answers_;
  if (a.kind == InferenceRequest::Kind::UseModel) return;  // not the request in flight
  if (!in_flight_stale_) {
    remote_cache_.insert(remote_cache_.begin(), RemoteEntry{in_flight_, std::move(a)});
    if (remote_cache_.size() > kRemoteCacheSize) remote_cache_.pop_back();
  }
  in_flight_.clear();
  if (!waiting_.empty()) send_remote(std::exchange(waiting_, std::string()));
}

void TranslationService::remote_lost(const std::string& why) {
  if (!remote_lost_.empty()) return;
  remote_lost_ = why.empty() ? "the translator's worker stopped" : why;
  lost_answer_ = InferenceAnswer();
  lost_answer_.error = "the translator stopped working (" + remote_lost_ +
                       "); the rest of the page still works, and a reload tries again";
  in_flight_.clear();
  waiting_.clear();
  for (Cached& c : cache_) c.valid = false;
  for (int file = 0; file < kNumFiles; ++file)
    if (model_in_file(file) && files_[file].status == FileStatus::Loading) {
      files_[file].status = FileStatus::Failed;
      files_[file].error = lost_answer_.error;
    }
}

void TranslationService::take_model_facts(const std::string& bytes) {
  ModelFacts f;
  std::string error;
  if (!decode_model_facts(bytes, &f, &error)) {
    remote_lost(error);
    return;
  }
  const int slot = model_file(f.model);
  if (trained_[slot]) return;  // the user chose the model trained in the page: keep it
  File& file = files_[slot];
  file.status = f.ok ? FileStatus::Ready : FileStatus::Failed;
  file.error = f.ok ? std::string() : f.error;
  file.received = file.total = 1;
  cache_[slot].valid = false;
  facts_[slot] = std::move(f);
}

std::string TranslationService::model_facts_message(s2s::ModelKind model) const {
  if (const ModelFacts* facts = model_facts(model)) return encode_model_facts(*facts);
  ModelFacts failed;
  failed.model = model;
  failed.error = file_error(model_file(model));
  return encode_model_facts(failed);
}

void TranslationService::remote_progress(const std::string& url, double received, double total) {
  for (int file = 0; file < kNumFiles; ++file)
    if (model_in_file(file) && url == kFileUrls[file] &&
        files_[file].status == FileStatus::Loading) {
      files_[file].received = received;
      files_[file].total = total;
    }
}

std::vector<std::string> TranslationService::suggest(s2s::ModelKind model,
                                                     const std::string& prefix,
                                                     std::size_t max_count) const {
  std::vector<std::string> out;
  const ModelFacts* facts = model_facts(model);
  if (!facts || prefix.empty()) return out;
  const std::vector<std::string>& words = facts->source_words;
  // Ids are in descending corpus frequency, so the first matches are the likeliest words.
  for (std::size_t id = 4; id < words.size() && out.size() < max_count; ++id) {
    const std::string& w = words[id];
    if (w.size() > prefix.size() && w.compare(0, prefix.size(), prefix) == 0) out.push_back(w);
  }
  return out;
}

}  // namespace ap
