// ExplainService (see explain_service.h): the options of a state, the cache, the intervention
// checked against the translation it changes, the worker's answers on the page.
#include "app/explain/explain_service.h"

#include <algorithm>
#include <utility>

namespace ap {

namespace {

// Everything an explanation depends on, as one string.
std::string cache_key(const std::string& sentence, s2s::ModelKind model,
                      const explain::Options& o) {
  return std::string(enum_name(model)) + "|" + enum_name(o.view) + "|" + std::to_string(o.layer) +
         "|" + std::to_string(o.head) + "|" + enum_name(o.intervention) + "|" +
         std::to_string(o.position) + "|" + std::to_string(o.word) + "|" + (o.release ? "1" : "0") +
         "|" + std::to_string(o.seed) + "|" + sentence;
}

// Why `index` names nothing among `count` words: `none` for -1, or that the word is gone ("the
// French position 9 no longer exists: the translation has 8 words"); "" when it is there.
std::string missing(int index, int count, const char* none, const char* what, const char* whole) {
  if (index >= 0 && index < count) return "";
  if (index < 0) return none;
  return std::string(what) + " " + std::to_string(index + 1) + " no longer exists: " + whole +
         " has " + std::to_string(count) + " words";
}

}  // namespace

const char* const ExplainService::kComputing = "computing…";

bool explains_model(s2s::ModelKind model) { return model != s2s::ModelKind::EncDec; }

explain::Options explain_options(const ExplainState& state) {
  // In the order of explain::Options; the permutation's seed keeps its default.
  return {state.view,     state.layer, state.head,   state.intervention,
          state.position, state.word,  state.release};
}

const ExplainService::Entry* ExplainService::entry(const std::string& sentence,
                                                   s2s::ModelKind model,
                                                   const explain::Options& options,
                                                   std::string* not_ready) {
  translation_.request_load();
  const std::string key = cache_key(sentence, model, options);
  for (auto it = cache_.begin(); it != cache_.end(); ++it)
    if (it->key == key) {
      cache_.splice(cache_.begin(), cache_, it);  // most recent first
      return &cache_.front();
    }
  if (!translation_.available(model)) {
    const int file = model == s2s::ModelKind::Transformer ? TranslationService::kTransformerModel
                                                          : TranslationService::kSearchModel;
    *not_ready = translation_.status(file) == TranslationService::FileStatus::Failed
                     ? std::string(s2s::model_kind_title(model)) +
                           " is not available: " + translation_.file_error(file)
                     : std::string(s2s::model_kind_title(model)) + " is still loading";
    return nullptr;
  }
  Entry e;
  e.key = key;
  if (translation_.remote() && explains_model(model)) {  // the worker computes it
    InferenceRequest q;
    q.kind = InferenceRequest::Kind::Explain;
    q.model = model;
    q.sentence = sentence;
    q.options = options;
    const InferenceAnswer* a = translation_.remote_answer(encode_inference_request(q));
    if (!a) {
      *not_ready = kComputing;
      return nullptr;
    }
    e.ok = a->ok;
    e.error = a->error;
    e.explanation = a->explanation;
  } else if (!explains_model(model)) {
    e.error = std::string(s2s::model_kind_title(model)) +
              " has no attention to explain: its decoder never looks back at the source words";
  } else if (!explain_here_) {  // AskTheWorker, with a local translation service
    e.error = "this build explains only through the inference worker";
  } else {
    ++computations_;
    e.ok =
        explain_here_(*translation_.translator(model), sentence, options, &e.explanation, &e.error);
  }
  cache_.push_front(std::move(e));
  if (cache_.size() > kCacheSize) cache_.pop_back();
  return &cache_.front();
}

const ExplainResult& ExplainService::explain(const std::string& sentence, s2s::ModelKind model,
                                             const explain::Options& options) {
  std::string not_ready;
  const Entry* e = entry(sentence, model, options, &not_ready);
  if (!e) {
    result_ = ExplainResult();
    result_.error = not_ready;
    result_.computing = not_ready == kComputing;
    result_key_.clear();
    return result_;
  }
  if (result_key_ == e->key) return result_;
  result_ = ExplainResult();
  result_.ok = e->ok;
  result_.error = e->error;
  result_.explanation = e->explanation;
  if (e->ok && e->explanation.has_intervention) {
    result_.has_intervention = result_.intervention_ok = true;
    result_.intervention = e->explanation.intervention;
  }
  result_key_ = e->key;
  return result_;
}

const ExplainResult& ExplainService::explain(const ExplainState& state) {
  explain::Options maps = explain_options(state);
  const explain::Options asked = maps;
  maps.intervention = explain::InterventionKind::None;
  maps.position = maps.word = -1;
  maps.release = false;
  std::string not_ready;
  const Entry* base = entry(state.sentence, state.model, maps, &not_ready);
  const std::string key = base ? base->key + "#" + cache_key("", state.model, asked) : "";
  if (base && key == result_key_) return result_;
  if (!base && not_ready == kComputing) {  // the last answer stays on screen, marked
    result_.computing = true;
    if (!result_.ok) result_.error = not_ready;
    result_key_.clear();
    return result_;
  }
  result_ = ExplainResult();
  result_key_ = key;
  if (!base) {
    result_.error = not_ready;
    return result_;
  }
  result_.ok = base->ok;
  result_.error = base->error;
  result_.explanation = base->explanation;
  if (!base->ok || asked.intervention == explain::InterventionKind::None) return result_;
  // The intervention, checked against this translation first: a link or an edit may name a
  // position or word the sentence no longer has.
  result_.has_intervention = true;
  const int targets = static_cast<int>(base->explanation.target_tokens.size());
  const int sources = static_cast<int>(base->explanation.source_tokens.size());
  result_.intervention_error =
      missing(asked.position, targets, "choose a French word to intervene on",
              "the French position", "the translation");
  if (result_.intervention_error.empty() && asked.intervention == explain::InterventionKind::Word)
    result_.intervention_error =
        missing(asked.word, sources, "click an English word to put all the attention on",
                "the English word", "the sentence");
  if (!result_.intervention_error.empty()) return result_;
  const Entry* with = entry(state.sentence, state.model, asked, &not_ready);
  base = nullptr;  // the call above may have evicted it (its maps are copied already)
  if (!with && not_ready == kComputing) {  // the maps are shown; the intervention follows
    result_.computing = true;
    result_key_.clear();
    return result_;
  }
  if (!with || !with->ok || !with->explanation.has_intervention) {
    result_.intervention_error = with ? with->error : not_ready;
    return result_;
  }
  result_.intervention_ok = true;
  result_.intervention = with->explanation.intervention;
  return result_;
}

const ExplainFigures* ExplainService::figures(std::string* error) {
  if (!figures_read_) {
    const TranslationService::FileStatus status =
        translation_.status(TranslationService::kExplainFigures);
    if (status == TranslationService::FileStatus::Failed) {
      figures_read_ = true;
      figures_error_ = translation_.file_error(TranslationService::kExplainFigures);
    } else if (const std::string* text = translation_.explain_figures()) {
      figures_read_ = true;
      figures_ok_ = parse_explain_figures(*text, &figures_, &figures_error_);
    }
  }
  *error = figures_error_;
  return figures_ok_ ? &figures_ : nullptr;
}

}  // namespace ap
