// The exercises on the translator, the self-attention demo, the Train tab and the bottleneck
// (see exercise_list.h; the lab's and the batched view's are in exercise_list.cpp). The
// sentences were picked with the shipped models: RNNsearch and RNNencdec both translate the
// start sentence of "translate-search-beats-encdec" right; in the article's sentence only "été"
// splits its attention (was 0.64, signed 0.35; every other word gives its second English word
// at most 0.03).
#include "app/classroom/exercise_list.h"

#include "app/classroom/exercise_build.h"

#include "app/i18n.h"
#include "core/corpus/corpus.h"

namespace ap::exercises {

namespace {

using i18n::translate;
using L = std::string_view;

Exercise translate_search_beats_encdec(L lang) {
  Exercise e = new_exercise("translate-search-beats-encdec", Tab::Translate);
  e.start.translation.sentence = "Its regulation was endorsed in Maastricht.";
  e.start.translation.compare = true;
  e.check = {{"kind", "translate_search_beats_encdec"}};
  e.title =
      translate(lang, "exercise.translate-search-beats-encdec.title", "Where the bottleneck bites");
  e.statement = translate(lang, "exercise.translate-search-beats-encdec.statement",
                          "Find a sentence that RNNencdec translates wrongly and RNNsearch "
                          "rightly. The compare view shows both and the reference.");
  e.hints = {translate(lang, "exercise.translate-search-beats-encdec.hint1",
                       "Only sentences with a reference count: the Bottleneck tab's samples are "
                       "test sentences."),
             translate(lang, "exercise.translate-search-beats-encdec.hint2",
                       "RNNencdec squeezes the sentence into one vector: try about ten words.")};
  e.solution = translate(lang, "exercise.translate-search-beats-encdec.solution",
                         "\"Three declarations on this international tax were announced in "
                         "Germany.\" RNNsearch gives the reference; RNNencdec does not.");
  return e;
}

Exercise translate_split_word(L lang) {
  Exercise e = new_exercise("translate-split-word", Tab::Translate);
  e.check = {{"kind", "translate_split_attention"}, {"min", 0.2}};
  e.title = translate(lang, "exercise.translate-split-word.title", "A split glance");
  e.statement = translate(lang, "exercise.translate-split-word.statement",
                          "In the article's sentence, click the French word whose attention is "
                          "split over two English words.");
  e.hints = {translate(lang, "exercise.translate-split-word.hint1",
                       "Clicking a French word shows its attention as bars under the English."),
             translate(lang, "exercise.translate-split-word.hint2",
                       "Look at the verb: French needs two words where English has one.")};
  e.solution = translate(lang, "exercise.translate-split-word.solution",
                         "\"été\": it looks at \"was\" (0.64) and \"signed\" (0.35), because "
                         "\"a été signé\" spreads \"was signed\" over three words.");
  return e;
}

Exercise self_causal_mask(L lang) {
  Exercise e = new_exercise("self-causal-mask", Tab::Self);
  e.start.demos.self_sentence = "研表究明";
  e.check = {{"kind", "self_causal_visible"}, {"token", "研"}};
  e.title = translate(lang, "exercise.self-causal-mask.title", "What the mask hides");
  e.statement = translate(lang, "exercise.self-causal-mask.statement",
                          "Turn on the causal mask. Which characters can 研 see?");
  e.hints = {translate(lang, "exercise.self-causal-mask.hint1",
                       "A causal mask lets each token see itself and the tokens before it."),
             translate(lang, "exercise.self-causal-mask.hint2", "Where in the sentence is 研?")};
  e.solution = translate(lang, "exercise.self-causal-mask.solution",
                         "Only 研 itself: it comes first, so every other character is after it.");
  e.questions = {
      {translate(lang, "exercise.self-causal-mask.question", "研 sees:"),
       {{"研", "研"}, {"研表", "研 表"}, {"研表究明", "研 表 究 明"}, {"表究明", "表 究 明"}}}};
  return e;
}

Exercise self_shuffle(L lang) {
  Exercise e = new_exercise("self-shuffle-no-position", Tab::Self);
  e.start.demos.self_sentence = "研表究明";
  e.start.demos.positional_encoding = false;
  e.check = {{"kind", "self_shuffle_weight"}, {"from", "研"}, {"to", "究"}};
  e.title = translate(lang, "exercise.self-shuffle-no-position.title", "Shuffle without positions");
  e.statement = translate(lang, "exercise.self-shuffle-no-position.statement",
                          "Positional encoding is off. Predict: if you shuffle the sentence, does "
                          "the weight from 研 to 究 change? Answer, then type the characters in "
                          "another order and Check.");
  e.hints = {translate(lang, "exercise.self-shuffle-no-position.hint1",
                       "Without positions, what does a token's query or key depend on?"),
             translate(lang, "exercise.self-shuffle-no-position.hint2",
                       "The score of 研 → 究 uses only the two characters' embeddings.")};
  e.solution = translate(lang, "exercise.self-shuffle-no-position.solution",
                         "No: without positional encoding each score depends only on the two "
                         "tokens, and softmax over the same set gives the same weight in any "
                         "order.");
  e.questions = {{translate(lang, "exercise.self-shuffle-no-position.question",
                            "Does the weight 研 → 究 change?"),
                  {{"yes", translate(lang, "exercise.answer.yes", "yes")},
                   {"no", translate(lang, "exercise.answer.no", "no")}}}};
  return e;
}

Exercise train_probe(L lang) {
  Exercise e = new_exercise("train-probe-aligned", Tab::Train);
  e.start.training.hidden = 16;
  e.check = {{"kind", "train_probe_aligned"}, {"min", 0.9}, {"hidden", 16}};
  e.title = translate(lang, "exercise.train-probe-aligned.title", "Train a small aligner");
  e.statement = translate(lang, "exercise.train-probe-aligned.statement",
                          "With hidden size 16, train RNNsearch until the probe sentence is at "
                          "least 90 percent aligned.");
  e.hints = {translate(lang, "exercise.train-probe-aligned.hint1",
                       "Press Play and watch the probe's alignment accuracy."),
             translate(lang, "exercise.train-probe-aligned.hint2",
                       "Alignment comes before good translations: it can take a few thousand "
                       "updates.")};
  e.solution =
      translate(lang, "exercise.train-probe-aligned.solution",
                "Keep the short task and hidden size 16, press Play (speed: fast) and wait: "
                "the probe's accuracy climbs past 90 %.");
  return e;
}

Exercise bottleneck_below_50(L lang) {
  Exercise e = new_exercise("bottleneck-encdec-below-50", Tab::Bottleneck);
  e.check = {{"kind", "bottleneck_first_below"}, {"bleu", 50}, {"model", "encdec"}};
  e.title = translate(lang, "exercise.bottleneck-encdec-below-50.title", "When encdec breaks");
  e.statement = translate(lang, "exercise.bottleneck-encdec-below-50.statement",
                          "At which sentence length does RNNencdec first fall below 50 BLEU?");
  e.hints = {translate(lang, "exercise.bottleneck-encdec-below-50.hint1",
                       "The chart's x axis is the English sentence's length in words."),
             translate(lang, "exercise.bottleneck-encdec-below-50.hint2",
                       "Follow the RNNencdec curve from the left to where it crosses 50.")};
  e.solution = translate(lang, "exercise.bottleneck-encdec-below-50.solution",
                         "11–20 words: RNNencdec scores 87.7 on 1–10 words, 42.0 on 11–20.");
  std::vector<Choice> buckets;
  for (const char* b : {"1-10", "11-20", "21-30", "31-40", "41-50"}) buckets.push_back({b, b});
  e.questions = {{translate(lang, "exercise.bottleneck-encdec-below-50.question",
                            "First below 50 BLEU at (words):"),
                  buckets}};
  return e;
}

}  // namespace

std::vector<Exercise> view_exercises(L lang) {
  return {translate_search_beats_encdec(lang),
          translate_split_word(lang),
          self_causal_mask(lang),
          self_shuffle(lang),
          train_probe(lang),
          bottleneck_below_50(lang)};
}

}  // namespace ap::exercises
