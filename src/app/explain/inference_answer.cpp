// The computation behind an inference request (see inference_answer.h).
#include "app/explain/inference_answer.h"

#include <vector>

namespace ap {

InferenceAnswer answer_inference(TranslationService& translation, ExplainService& explain,
                                 const InferenceRequest& q) {
  InferenceAnswer a;
  a.kind = q.kind;
  switch (q.kind) {
    case InferenceRequest::Kind::Translate: {
      TranslationState st;
      st.sentence = q.sentence;
      st.model = q.model;
      st.beam = q.beam;
      const TranslationResult& r = translation.translate(st);
      a.ok = r.ok;
      a.error = r.error;
      a.translation = r.translation;
      a.reference = r.reference;
      break;
    }
    case InferenceRequest::Kind::Explain: {
      const ExplainResult& r = explain.explain(q.sentence, q.model, q.options);
      a.ok = r.ok;
      a.error = r.error;
      a.explanation = r.explanation;
      break;
    }
    case InferenceRequest::Kind::UseModel: {
      const std::vector<std::uint8_t> file(q.model_file.begin(), q.model_file.end());
      a.ok = translation.use_trained_model(file, &a.error);
      break;
    }
  }
  return a;
}

}  // namespace ap
