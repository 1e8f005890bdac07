// The exercises on the Transformer's heads and on the Explain tab (see exercise_list.h), all on
// the article's sentence with the shipped models. What the solutions quote was read off them
// (tests/app/classroom/exercises_test.cpp pins it): the Transformer's layer 2, head 4 looks where
// RNNsearch looks on 13 of its 14 French words, the next best head (layer 2, head 1) on 11; 7
// of the 14 words have attention and gradient × input on different English words; uniform
// attention leaves "l'", "a" and "été" as they were and changes every other word.
#include "app/classroom/exercise_list.h"

#include "app/classroom/exercise_build.h"

#include "app/i18n.h"

namespace ap::exercises {

namespace {

using i18n::translate;
using L = std::string_view;

Exercise translate_transformer_head(L lang) {
  Exercise e = new_exercise("translate-transformer-head", Tab::Translate);
  e.start.translation.model = s2s::ModelKind::Transformer;
  e.check = {{"kind", "translate_head_aligned"}, {"min", 0.8}};
  e.hidden_until_done = {"translate/best_head"};  // the outline would name the head
  e.title = translate(lang, "exercise.translate-transformer-head.title", "The head that aligns");
  e.statement = translate(lang, "exercise.translate-transformer-head.statement",
                          "The Transformer has 2 layers × 4 heads of cross-attention. Click the "
                          "head whose strongest weights fall on the English words RNNsearch "
                          "looks at, for at least 80 percent of the French words.");
  e.hints = {translate(lang, "exercise.translate-transformer-head.hint1",
                       "An aligning head's small heatmap looks like RNNsearch's alignment: one "
                       "bright cell per row, running down the diagonal."),
             translate(lang, "exercise.translate-transformer-head.hint2",
                       "The last layer reads the first one's output: look there.")};
  e.solution =
      translate(lang, "exercise.translate-transformer-head.solution",
                "Layer 2, head 4 (outlined once you click it): 13 of 14 French words look where "
                "RNNsearch looks; the next best head manages 11. Alignment is one job "
                "among several, and one head took it.");
  return e;
}

Exercise explain_attention_vs_gradient(L lang) {
  Exercise e = new_exercise("explain-attention-vs-gradient", Tab::Explain);
  e.check = {{"kind", "explain_methods_disagree"}, {"method", "gradient"}};
  e.title = translate(lang, "exercise.explain-attention-vs-gradient.title",
                      "When attention is not the reason");
  e.statement = translate(lang, "exercise.explain-attention-vs-gradient.statement",
                          "Click a French word where attention and gradient × input point at "
                          "different English words.");
  e.hints = {translate(lang, "exercise.explain-attention-vs-gradient.hint1",
                       "A click on a French word shows its three rows as bars; compare the "
                       "tallest bar of each."),
             translate(lang, "exercise.explain-attention-vs-gradient.hint2",
                       "Look at the adjectives: in French their form depends on the noun they "
                       "go with.")};
  e.solution = translate(lang, "exercise.explain-attention-vs-gradient.solution",
                         "\"européenne\": attention looks at european, gradient × input at "
                         "economic. On this sentence 7 of the 14 French words differ so: the "
                         "gradient's agreement line under the bars reads 50%.");
  return e;
}

Exercise explain_uniform_keeps_word(L lang) {
  Exercise e = new_exercise("explain-uniform-keeps-word", Tab::Explain);
  e.check = {
      {"kind", "explain_intervention_word"}, {"intervention", "uniform"}, {"expect", "same"}};
  e.title = translate(lang, "exercise.explain-uniform-keeps-word.title", "Attention spread evenly");
  e.statement = translate(lang, "exercise.explain-uniform-keeps-word.statement",
                          "Choose the intervention \"uniform weights\" and click French words: "
                          "find one the model still writes when its attention is spread evenly "
                          "over the sentence.");
  e.hints = {translate(lang, "exercise.explain-uniform-keeps-word.hint1",
                       "The word is written from the decoder's state and the attention's "
                       "mixture: if the state alone knows it, the attention does not matter."),
             translate(lang, "exercise.explain-uniform-keeps-word.hint2",
                       "Try a word the French grammar makes certain: what must follow \"a\" in "
                       "\"a été signé\"?")};
  e.solution = translate(lang, "exercise.explain-uniform-keeps-word.solution",
                         "\"été\" stays \"été\" (so do \"l'\" and \"a\"): after \"a\" the "
                         "decoder's state alone says what comes next. Content words change: "
                         "\"accord\" becomes \"hôpital\".");
  return e;
}

}  // namespace

std::vector<Exercise> model_exercises(L lang) {
  return {translate_transformer_head(lang), explain_attention_vs_gradient(lang),
          explain_uniform_keeps_word(lang)};
}

}  // namespace ap::exercises
