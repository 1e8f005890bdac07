// explain_here (see explain_service.h): the explanation computed in this thread, natively and
// in the inference worker. Only ExplainService's computing constructor reaches it, so the page's
// module, which asks the worker instead, links none of it.
#include "app/explain/explain_service.h"

namespace ap {

bool explain_here(const s2s::Translator& translator, const std::string& sentence,
                  const explain::Options& options, explain::Explanation* out, std::string* error) {
  return explain::explain(translator, sentence, options, out, error);
}

}  // namespace ap
