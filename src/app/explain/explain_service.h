// ExplainService: the Explain tab's, the screen-reader summary's and the page API's one source of
// explanations (core/explain/explain.h) of a sentence by a model. It computes nothing itself and
// loads nothing: the translators are the translation service's
// (app/translation/translation_service.h, loaded lazily there, never twice).
//
// explain(state) is called every frame by the tab; it caches the last few results keyed by
// (sentence, model, options), so only a change of input recomputes. The intervention is computed
// apart from the maps (its own key), so clicking through interventions does not lose the maps'
// entry. Bad input — a model not loaded or without attention, an empty sentence, no known word, a
// position or word past the sentence's end — gives !ok with a message; it never throws.
//
// On the page the translation service is remote: an explanation is then asked of the inference
// worker (app/translation/inference_remote.h) and, until it arrives, the last answer stays,
// marked `computing`.
#pragma once

#include "app/explain/explain_figures.h"
#include "app/explain/explain_state.h"
#include "app/translation/translation_service.h"
#include "core/explain/explain.h"

#include <cstddef>
#include <list>
#include <string>

namespace ap {

struct ExplainResult {
  bool ok = false;
  std::string error;  // when !ok: why there is no explanation
  explain::Explanation explanation;
  // The intervention of the state (when it names one): ok, or the reason it cannot be made (a
  // position past the translation after an edit); the maps above stay valid either way.
  bool has_intervention = false;
  bool intervention_ok = false;
  std::string intervention_error;
  explain::InterventionResult intervention;
  // The page: the worker's answer to this input is on its way; what is above is the previous
  // answer (or nothing: !ok with ExplainService::kComputing as the error).
  bool computing = false;
};

// The core's options for a state: view, layer, head, intervention (the model and sentence are
// the call's own arguments).
explain::Options explain_options(const ExplainState& state);

// Whether a model can be explained: the translator's kinds that have attention (RNNencdec has
// none, and explain() refuses it with that reason).
bool explains_model(s2s::ModelKind model);

// explain::explain, computed in this thread (explain_local.cpp).
bool explain_here(const s2s::Translator& translator, const std::string& sentence,
                  const explain::Options& options, explain::Explanation* out, std::string* error);

class ExplainService {
 public:
  // Computes the explanations here (natively, in the inference worker), or asks the worker when
  // the translation service is remote.
  explicit ExplainService(TranslationService& translation)
      : translation_(translation), explain_here_(&explain_here) {}
  // The page's: every explanation comes from the inference worker, so the module that builds it
  // this way links none of the computation.
  struct AskTheWorker {};
  ExplainService(TranslationService& translation, AskTheWorker) : translation_(translation) {}
  ExplainService(const ExplainService&) = delete;
  ExplainService& operator=(const ExplainService&) = delete;

  // The explanation the state asks for (cached; see above). Starts the models' download.
  const ExplainResult& explain(const ExplainState& state);
  // One call of the core with these options (cached like the above): the page API.
  const ExplainResult& explain(const std::string& sentence, s2s::ModelKind model,
                               const explain::Options& options);
  int computations() const { return computations_; }  // how many core calls ran (tests)
  static const char* const kComputing;  // the error while the worker computes (the page)

  // The test set's figures (explain.json, fetched by the translation service), read once; null
  // with *error (the file's problem, or "" while it is still on its way) when there are none.
  const ExplainFigures* figures(std::string* error);

 private:
  struct Entry {
    std::string key;
    bool ok = false;
    std::string error;
    explain::Explanation explanation;
  };
  // The cached entry for (sentence, model, options), computed if missing; null while the model
  // is loading (nothing cached then).
  const Entry* entry(const std::string& sentence, s2s::ModelKind model,
                     const explain::Options& options, std::string* not_ready);

  static constexpr std::size_t kCacheSize = 6;
  TranslationService& translation_;
  // explain_here, or null (AskTheWorker). A pointer, so that only the constructor that computes
  // here links it; called directly, the link's optimizer (binaryen inlines a function with one
  // caller) also put the whole computation inside entry(), and V8, which compiles a wasm function
  // on its first call, compiled it in the Explain tab's first frame on the page (tens of ms).
  bool (*explain_here_)(const s2s::Translator&, const std::string&, const explain::Options&,
                        explain::Explanation*, std::string*) = nullptr;
  std::list<Entry> cache_;  // most recent first
  ExplainResult result_;    // the last answer (a copy: the cache may evict its entry)
  std::string result_key_;  // what result_ answers
  int computations_ = 0;
  bool figures_read_ = false;
  bool figures_ok_ = false;
  std::string figures_error_;
  ExplainFigures figures_;
};

}  // namespace ap
