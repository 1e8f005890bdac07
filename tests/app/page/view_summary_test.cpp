// The screen-reader summary (app/page/view_summary.h): exact text for hand-made lab scenes whose
// weights are known without the code under test (two equal keys share 0.5; a masked key gets
// exactly 0), in English and Chinese; the translator's summary with the shipped models names each
// French word's strongest English word (the pairs of the README's "She saw him yesterday.").
#include "app/scene/scene_json.h"
#include "app/state/session.h"
#include "app/page/view_summary.h"

#include <gtest/gtest.h>

#include <string>

namespace ap {
namespace {

AppState lab_state(const char* scene_json) {
  AppState s;
  std::string error;
  EXPECT_TRUE(scene_from_json_text(scene_json, &s.lab, &error)) << error;
  return s;
}

const char* kTwoEqualKeys =
    R"({"score": "dot", "query": [1, 0], "keys": [[1, 0], [1, 0]], "labels": ["cat", "dog"],
        "values": [[1, 0], [0, 1]]})";

TEST(ViewSummary, LabListsEachKeysWeightAndTheOutput) {
  const AppState s = lab_state(kTwoEqualKeys);
  TranslationService ts;
  EXPECT_EQ(summarize_view(s, evaluate_lab(s.lab), ts, "en"),
            "Vector lab. Weights: cat 0.50, dog 0.50. Output (0.50, 0.50).");
  EXPECT_EQ(summarize_view(s, evaluate_lab(s.lab), ts, "zh"),
            "向量实验室。权重：cat 0.50，dog 0.50。输出（0.50，0.50）。");
}

TEST(ViewSummary, MaskedKeysAreSaidMaskedAndAllMaskedIsExplained) {
  AppState s = lab_state(kTwoEqualKeys);
  s.lab.mask = {true, false};
  TranslationService ts;
  EXPECT_EQ(summarize_view(s, evaluate_lab(s.lab), ts, "en"),
            "Vector lab. Weights: cat 1.00, dog masked. Output (1.00, 0.00).");
  s.lab.mask = {false, false};
  EXPECT_EQ(summarize_view(s, evaluate_lab(s.lab), ts, "en"),
            "Vector lab. Every key is masked: all weights are 0 and the output is zero.");
}

TEST(ViewSummary, BatchedNamesEachQuerysStrongestKey) {
  AppState s = lab_state(
      R"({"score": "dot", "queries": [[5, 0], [0, 5]], "keys": [[1, 0], [0, 1]],
          "labels": ["x", "y"], "values": [[1], [2]]})");
  s.view.tab = Tab::Batched;
  TranslationService ts;
  const std::string text = summarize_view(s, evaluate_lab(s.lab), ts, "en");
  // softmax(5, 0) = 1 / (1 + e^-5) = 0.9933
  EXPECT_EQ(text,
            "Batched queries: 2 queries over 2 keys; query 1 attends most to x (0.99), "
            "query 2 attends most to y (0.99).");
}

TEST(ViewSummary, BatchedSaysATieIsATie) {
  // Query 1 is as close to x as to y (equal scores: 0.50 each); query 2 is not (0.99 on y), and a
  // third key z far from both never ties.
  AppState s = lab_state(
      R"({"score": "dot", "queries": [[5, 5], [0, 5]], "keys": [[1, 0], [0, 1], [-1, -1]],
          "labels": ["x", "y", "z"], "values": [[1], [2], [3]]})");
  s.view.tab = Tab::Batched;
  TranslationService ts;
  // Query 1: scores (5, 5, -10): e^5 / (2 e^5 + e^-10) = 0.50 for x and y.
  EXPECT_EQ(summarize_view(s, evaluate_lab(s.lab), ts, "en"),
            "Batched queries: 2 queries over 3 keys; query 1 attends equally to x, y (0.50 each), "
            "query 2 attends most to y (0.99).");
  EXPECT_EQ(
      summarize_view(s, evaluate_lab(s.lab), ts, "zh"),
      "批量查询：2 个查询，3 个键；查询 1 同样关注 x，y（各 0.50），查询 2 最关注 y（0.99）。");
}

TEST(ViewSummary, TranslatorSaysLoadingUntilTheModelsArrive) {
  AppState s = AppSession().state();  // the default scene
  s.view.tab = Tab::Translate;
  TranslationService ts;
  EXPECT_EQ(summarize_view(s, evaluate_lab(s.lab), ts, "en"),
            "Translator: the translation models are loading.");
}

TEST(ViewSummary, TranslatorGivesTheTranslationAndEachFrenchWordsStrongestEnglishWord) {
  AppState s = AppSession().state();
  s.view.tab = Tab::Translate;
  s.translation.sentence = "She saw him yesterday.";
  TranslationService ts;
  ts.set_fetcher(TranslationService::read_files_from(AP_ASSETS_DIR "/..", &ts));
  ts.request_load();
  const std::string text = summarize_view(s, evaluate_lab(s.lab), ts, "en");
  EXPECT_NE(text.find("Translator (RNNsearch). Translation: Elle l'a vu hier."), std::string::npos)
      << text;
  for (const char* pair : {"elle → she", "l' → him", "vu → saw", "hier → yesterday"})
    EXPECT_NE(text.find(pair), std::string::npos) << pair << " missing from: " << text;
  s.translation.model = s2s::ModelKind::EncDec;
  const std::string encdec = summarize_view(s, evaluate_lab(s.lab), ts, "en");
  EXPECT_NE(encdec.find("RNNencdec has no attention"), std::string::npos) << encdec;
}

}  // namespace
}  // namespace ap
