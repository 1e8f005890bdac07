// facts_of (see model_facts.h).
#include "app/translation/model_facts.h"

namespace ap {

ModelFacts facts_of(const s2s::Translator& translator) {
  ModelFacts f;
  f.model = translator.kind();
  f.ok = true;
  f.source_words = translator.source_vocabulary().words();
  f.parameters = parameter_split(translator.bundle(), translator.kind());
  return f;
}

}  // namespace ap
