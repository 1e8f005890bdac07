// translate_here (see translation_service.h): a sentence translated in this thread, natively and
// in the inference worker. Only TranslationService's computing constructor reaches it, so the
// page's module, which asks the worker instead, links none of the decoding.
#include "app/translation/translation_service.h"

namespace ap {

bool translate_here(const s2s::Translator& translator, const std::string& sentence, int beam,
                    s2s::Translation* out, std::string* error) {
  return translator.translate(sentence, beam, out, error);
}

}  // namespace ap
