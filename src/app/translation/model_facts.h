// What the page needs to know of a model whose weights only the inference worker holds: whether
// it loaded (or why not), its source vocabulary (the translator's "not among the N words" line
// and the word suggestions) and how its parameters split (the tour's measured figures). The
// worker sends them once per model file as it arrives (app/translation/inference_remote.h), so
// the page never downloads or parses the model files itself.
#pragma once

#include "app/translation/parameter_split.h"
#include "core/seq2seq/model_kind.h"
#include "core/seq2seq/translator.h"

#include <string>
#include <vector>

namespace ap {

struct ModelFacts {
  s2s::ModelKind model = s2s::ModelKind::Search;
  bool ok = false;
  std::string error;                      // when !ok: why the file did not load
  std::vector<std::string> source_words;  // the source vocabulary in id order, specials first
  ParameterSplit parameters;
};

// The facts of a loaded translator.
ModelFacts facts_of(const s2s::Translator& translator);

}  // namespace ap
