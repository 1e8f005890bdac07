// TranslationService: the app-level owner of the three translators (RNNsearch, RNNencdec, the
// Transformer), of the precomputed bottleneck figures (assets/models/bottleneck.json) that the
// translate and bottleneck tabs and the JS API read, of the models' measured training speed
// (assets/models/speed.json) that the tour reads, and of the explanations' test-set figures
// (assets/models/explain.json, read by app/explain/explain_service.h). No ImGui, no emscripten.
//
// Loading is lazy and asynchronous: request_load() asks the installed fetcher for the six files
// one after another, the Transformer after the RNNs and the figures, the speed and the
// explanation figures last (the
// web fetcher streams them from the page's origin; tests and native tools use
// read_files_from(dir)). The fetcher answers through on_progress / on_loaded / on_failed for the
// file it was last asked for, so no id travels through JS. A missing or corrupt file only
// disables what needs it, with a message naming the file and the problem.
//
// translate() caches the last result per model, keyed by (sentence, beam): the panels call it
// every frame and only a change of input recomputes.
//
// Local or remote: natively (the CLI, the tests) and in the inference worker the service computes
// itself. The page's service is made remote (set_remote): it loads the figures' files, but not
// the model files: the worker downloads those, and sends the page what it needs of each (its
// status, vocabulary and parameter counts: app/translation/model_facts.h) and the download's
// progress. A translation or an explanation is a
// request to the inference worker (app/translation/inference_remote.h), answered later. At most
// one request is in flight and one waits; a newer request replaces the waiting one, so typing
// never queues work. While an answer is on its way, translate() gives the model's last result
// (or none) marked `computing`.
#pragma once

#include "app/translation/inference_remote.h"
#include "app/translation/model_facts.h"
#include "app/translation/reference_translations.h"
#include "app/translation/translation_state.h"
#include "core/seq2seq/translator.h"

#include <array>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace ap {

// One length bucket of `attention evaluate`: BLEU (0..100) of the RNNs, of the Transformer when
// the file has it, and a sample sentence.
struct BottleneckBucket {
  int lo = 0, hi = 0;                       // source length range in words
  double bleu_search = 0, bleu_encdec = 0;  // corpus BLEU-4 on the held-out test split
  bool has_transformer = false;             // a "transformer" score (older files have none)
  double bleu_transformer = 0;
  bool has_sample = false;
  std::string source, reference, search, encdec, transformer;  // one sample per model
};

struct BottleneckData {
  std::vector<BottleneckBucket> buckets;
  std::string decoding;      // "greedy" / "beam 5"
  std::string generated_by;  // provenance text from the file
};

// Parses bottleneck.json (schema written by `attention evaluate`). False + message on bad input.
bool parse_bottleneck(const std::string& text, BottleneckData* out, std::string* error);

// The shipped models' training speed (assets/models/speed.json, tools/gen/speed-figures.py):
// one loss + gradient of the same batch, one thread, natively and in wasm, on one machine.
struct ModelSpeed {
  s2s::ModelKind kind = s2s::ModelKind::Search;
  long long parameters = 0;
  int training_steps = 0, decoding_steps = 0;  // sequential steps per sentence of the batch
  double native_examples_per_s = 0, wasm_examples_per_s = 0;
};
struct SpeedData {
  std::vector<ModelSpeed> models;
  std::string machine, date, generated_by;
  const ModelSpeed* find(s2s::ModelKind kind) const;
};
bool parse_speed(const std::string& text, SpeedData* out, std::string* error);

// What a translation request gave: the Translation, or the reason there is none.
struct TranslationResult {
  bool ok = false;
  std::string error;  // when !ok: model missing/failed, empty sentence, no known word …
  s2s::Translation translation;
  bool computing = false;  // remote: the answer to the current input is on its way (the above is
                           // the model's previous result, or !ok with an empty error)
  // When ok: the sentence's French reference if it is one the project knows (a test-set sentence
  // or the article's: ReferenceTranslations), else "". Found where the translation is computed,
  // so the page's module links no corpus generator.
  std::string reference;
};

// A translation computed in this thread (translation_local.cpp), natively (the CLI, the tests)
// and in the inference worker: fills out's ok, error, translation and reference.
void translate_here(const s2s::Translator& translator, const std::string& sentence, int beam,
                    ReferenceTranslations* references, TranslationResult* out);

class TranslationService {
 public:
  // Loads the model files and translates here (natively, in the inference worker).
  TranslationService() = default;
  // The page's: it is made remote (set_remote) before any use, and the inference worker
  // translates, so the module that builds it this way links none of the decoding. (It still reads
  // a model file: one trained in the page, for its facts, before the worker gets it.)
  struct AskTheWorker {};
  explicit TranslationService(AskTheWorker) : translate_here_(nullptr) {}

  enum class FileStatus { Idle, Loading, Ready, Failed };
  // The files, in the order they are fetched.
  enum FileId {
    kSearchModel = 0,
    kEncdecModel = 1,
    kBottleneck = 2,
    kTransformerModel = 3,
    kSpeed = 4,
    kExplainFigures = 5,
    kNumFiles = 6
  };
  static const char* file_url(int file);        // "assets/models/rnnsearch.bin" …
  static int model_file(s2s::ModelKind model);  // the FileId of the kind's model file

  // Asks the host to fetch `url`; it must later call on_loaded or on_failed (may be re-entrant).
  using Fetcher = std::function<void(const std::string& url)>;
  void set_fetcher(Fetcher fetcher) { fetcher_ = std::move(fetcher); }
  // A fetcher reading <dir>/<file_url> synchronously (native tools and tests).
  static Fetcher read_files_from(const std::string& dir, TranslationService* service);

  // Starts fetching the files (once; later calls do nothing). Without a fetcher every file fails.
  void request_load();
  // Fetches the figures' files only (bottleneck, speed, explanation figures: a few KB of JSON),
  // not the models: the page asks for them when it is idle, so that a tab's first visit does not
  // wait for them (web/loader.js). request_load() later adds the models.
  void request_figures();
  bool load_requested() const { return requested_; }
  bool loading() const;  // some file still on its way
  // The model's file is still on its way (the others may have arrived: each tab waits only for
  // the model it shows).
  bool loading(s2s::ModelKind model) const {
    return files_[model_file(model)].status == FileStatus::Loading;
  }

  // Callbacks for the file currently being fetched.
  void on_progress(double received, double total);
  void on_loaded(const std::uint8_t* data, std::size_t size);
  void on_failed(const std::string& message);

  FileStatus status(int file) const { return files_[file].status; }
  const std::string& file_error(int file) const { return files_[file].error; }
  // Fraction of all bytes received so far (0..1; unknown totals count as 0 until loaded).
  double progress() const;

  // Whether a model is loaded and usable (here, or in the worker when remote).
  bool available(s2s::ModelKind model) const { return model_facts(model) != nullptr; }
  // What the tabs read of a loaded model (its vocabulary, parameter counts), or null.
  const ModelFacts* model_facts(s2s::ModelKind model) const;
  // The translator of a model held here, or null when it is not (yet) loaded or only the worker
  // holds it (remote). For local computations.
  const s2s::Translator* translator(s2s::ModelKind model) const;
  const BottleneckData* bottleneck() const {
    return files_[kBottleneck].status == FileStatus::Ready ? &bottleneck_ : nullptr;
  }
  const SpeedData* speed() const {
    return files_[kSpeed].status == FileStatus::Ready ? &speed_ : nullptr;
  }
  // explain.json's text, once it has arrived as a JSON object (its reader:
  // app/explain/explain_figures.h).
  const std::string* explain_figures() const {
    return files_[kExplainFigures].status == FileStatus::Ready ? &explain_figures_ : nullptr;
  }

  // "Use this model" (the Train tab): the model just trained replaces the shipped one of its kind
  // until the page is reloaded (a shipped file arriving later does not replace it). `file`: a
  // model file (s2s::serialize_model). False with *error if it does not load.
  bool use_trained_model(const std::vector<std::uint8_t>& file, std::string* error);
  bool uses_trained_model(s2s::ModelKind model) const { return trained_[model_file(model)]; }

  // The translation of state (sentence, model, beam). Cached per model: recomputed only when the
  // sentence or beam changes. Never throws; !ok with a message when impossible.
  const TranslationResult& translate(const TranslationState& state);
  int computations() const { return computations_; }  // how many translations ran (tests)

  // ---- remote (the page): computations go to the inference worker
  // Sends a request's bytes; an empty request only starts the worker (and its models' download).
  using RemoteSend = std::function<void(const std::string& request)>;
  void set_remote(RemoteSend send) { remote_send_ = std::move(send); }
  bool remote() const { return static_cast<bool>(remote_send_); }
  // The answer to `request` when it has arrived; otherwise null, and the request is sent (or
  // waits, replacing the one that waited). After the worker was lost, an answer with its error.
  const InferenceAnswer* remote_answer(const std::string& request);
  // The worker's answer to the oldest request in flight, as bytes.
  void take_remote_answer(const std::string& bytes);
  // The worker failed to load or stopped: every later request gets this message, and the model
  // files still on their way fail with it.
  void remote_lost(const std::string& why);
  // The worker's news of a model file (model_facts_message): loaded, with its facts, or failed.
  void take_model_facts(const std::string& bytes);
  // The worker's side: the message that tells the page a model file has loaded (its facts) or
  // failed (why), once it is no longer on its way.
  std::string model_facts_message(s2s::ModelKind model) const;
  // The worker's download progress of a model file (file_url's name).
  void remote_progress(const std::string& url, double received, double total);
  bool remote_busy() const { return !in_flight_.empty(); }
  int remote_requests() const { return remote_requests_; }  // requests sent (tests)
  int remote_answers() const { return remote_answers_; }    // answers taken

  // Source-vocabulary words (of the selected model) starting with `prefix`, most frequent first.
  std::vector<std::string> suggest(s2s::ModelKind model, const std::string& prefix,
                                   std::size_t max_count) const;

 private:
  struct File {
    FileStatus status = FileStatus::Idle;
    std::string error;
    double received = 0, total = 0;
  };
  struct Cached {
    bool valid = false;
    std::string sentence;
    int beam = 0;
    TranslationResult result;
  };
  struct RemoteEntry {
    std::string request;
    InferenceAnswer answer;
  };
  void want_files(bool models);  // marks them Loading and starts fetching
  void fetch_next();
  const TranslationResult& translate_remote(const TranslationState& state, Cached& c);
  void send_remote(const std::string& request);

  // translate_here, or null (AskTheWorker): a pointer, so that only the constructor that
  // computes links it.
  void (*translate_here_)(const s2s::Translator&, const std::string&, int, ReferenceTranslations*,
                          TranslationResult*) = &translate_here;
  ReferenceTranslations references_;  // the test split, drawn on the first lookup (translate_here)
  Fetcher fetcher_;
  bool requested_ = false;
  int current_ = -1;                     // file being fetched, -1 none
  std::array<bool, kNumFiles> asked_{};  // the fetcher was asked for the file
  std::array<File, kNumFiles> files_;
  // Indexed by FileId; the bottleneck's entries stay unused.
  std::array<s2s::Translator, kNumFiles> translators_;
  std::array<ModelFacts, kNumFiles> facts_;  // of each model slot once Ready
  BottleneckData bottleneck_;
  SpeedData speed_;
  std::string explain_figures_;
  std::array<Cached, kNumFiles> cache_;
  std::array<bool, kNumFiles> trained_{};  // the slot holds a model trained in the page
  int computations_ = 0;

  static constexpr std::size_t kRemoteCacheSize = 12;
  RemoteSend remote_send_;
  std::vector<RemoteEntry> remote_cache_;  // most recent first
  std::string in_flight_, waiting_;        // request bytes ("" none)
  bool in_flight_stale_ = false;           // a trained model replaced one since it was sent
  bool remote_started_ = false;
  std::string remote_lost_;  // why the worker stopped ("" while it works)
  InferenceAnswer lost_answer_;
  int remote_requests_ = 0, remote_answers_ = 0;
};

}  // namespace ap
