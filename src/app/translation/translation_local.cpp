// translate_here (see translation_service.h): a sentence translated in this thread, natively and
// in the inference worker, with its reference. Only TranslationService's computing constructor
// reaches it, so the page's module, which asks the worker instead, links none of the decoding and
// none of the corpus generator behind the references.
#include "app/translation/translation_service.h"

namespace ap {

void translate_here(const s2s::Translator& translator, const std::string& sentence, int beam,
                    ReferenceTranslations* references, TranslationResult* out) {
  out->ok = translator.translate(sentence, beam, &out->translation, &out->error);
  const std::string* reference = out->ok ? references->find(sentence) : nullptr;
  out->reference = reference ? *reference : std::string();
}

}  // namespace ap
