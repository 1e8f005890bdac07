// The Transformer in the Train tab's session: it trains with the RNNs' guarantees (the same bits
// however the frames slice the work), its probe snapshot has one cross-attention map per decoder
// layer and head with an accuracy each (the best is the snapshot's), the status JSON carries
// every map, the export is a Transformer model file the translator loads and translates with
// exactly the snapshot's words, and it trains side by side with RNNsearch on the same data.
#include "app/training/training_json.h"
#include "app/training/training_probe.h"
#include "app/training/training_session.h"
#include "core/seq2seq/model_file.h"
#include "core/seq2seq/tokenizer.h"
#include "core/seq2seq/translator.h"

#include "tiny_training_plan.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

namespace ap {
namespace {

using nlohmann::json;

TrainingConfig TransformerConfig(
    s2s::ModelSet models = s2s::ModelSet::of(s2s::ModelKind::Transformer)) {
  TrainingConfig c;
  c.models = models;
  c.hidden = 16;
  c.batch = 12;
  c.seed = 5;
  return c;
}

TEST(TrainingTransformer, SameBitsHoweverTheFramesSliceIt) {
  const TrainingConfig cfg = TransformerConfig();
  TrainingSession stepped(testing::ticking_clock(), testing::tiny_training_plan(2, 2));
  for (int s = 0; s < 6; ++s) stepped.step_once(cfg);
  TrainingSession sliced(testing::ticking_clock(), testing::tiny_training_plan(2, 2));
  sliced.play(cfg);
  while (sliced.runs()[0].run->steps() < 6) sliced.advance(0);  // one unit per frame
  sliced.pause();
  ASSERT_EQ(sliced.runs()[0].run->steps(), 6);
  EXPECT_EQ(export_model_file(sliced, 0), export_model_file(stepped, 0));
}

TEST(TrainingTransformer, ProbeHasEveryHeadsMapAndTheBestHeadsAccuracy) {
  TrainingPlan plan = testing::tiny_training_plan(2, 2);
  plan.train_examples = TrainingPlan{}.train_examples;  // the page's vocabulary has the probe's
  TrainingSession t(testing::ticking_clock(), plan);
  const TrainingConfig cfg = TransformerConfig();
  for (int s = 0; s < 10; ++s) t.step_once(cfg);  // validate_every 10: one validation
  const TrainingSession::ModelRun& m = t.runs()[0];
  EXPECT_EQ(m.kind, s2s::ModelKind::Transformer);
  ASSERT_FALSE(m.bleu_curve.empty()) << "the Transformer's validation ran";
  const ProbeSnapshot& s = m.snapshots.back();
  EXPECT_EQ(s.step, 10);
  EXPECT_EQ(s.layers, kTrainingTransformerLayers);
  EXPECT_EQ(s.heads, kTrainingTransformerHeads);
  EXPECT_EQ(s.tx, static_cast<int>(t.probe_source().size()));
  ASSERT_EQ(s.alignment.size(), s.map_size() * static_cast<size_t>(s.maps()));
  for (int k = 0; k < s.maps(); ++k)
    for (size_t i = 0; i < s.target.size(); ++i) {
      double sum = 0;
      for (int j = 0; j < s.tx; ++j) sum += s.map(k)[i * s.tx + j];
      EXPECT_NEAR(sum, 1.0, 1e-4) << "map " << k << " row " << i;
    }
  ASSERT_EQ(s.head_accuracy.size(), static_cast<size_t>(s.maps()));
  EXPECT_EQ(s.accuracy, *std::max_element(s.head_accuracy.begin(), s.head_accuracy.end()));
  EXPECT_EQ(s.head_accuracy[static_cast<size_t>(s.best_map())], s.accuracy);

  const json probe = training_status(t)["models"][0]["probe"];
  ASSERT_EQ(probe["cross_attention"].size(), static_cast<size_t>(s.layers));
  ASSERT_EQ(probe["cross_attention"][1].size(), static_cast<size_t>(s.heads));
  EXPECT_EQ(probe["cross_attention"][1][2].size(), s.target.size());
  EXPECT_FLOAT_EQ(probe["cross_attention"][1][2][0][0].get<float>(), s.map(1 * s.heads + 2)[0]);
  const int best = s.best_map();
  EXPECT_EQ(probe["best_head"]["layer"], best / s.heads);
  EXPECT_EQ(probe["best_head"]["head"], best % s.heads);
  EXPECT_EQ(probe["alignment"], probe["cross_attention"][best / s.heads][best % s.heads]);
  EXPECT_EQ(probe["accuracy"].get<double>(), s.accuracy);
}

TEST(TrainingTransformer, ExportIsATransformerFileTheTranslatorUses) {
  TrainingSession t(testing::ticking_clock(), testing::tiny_training_plan(2, 2));
  for (int s = 0; s < 8; ++s) t.step_once(TransformerConfig());
  const std::vector<std::uint8_t> bytes = export_model_file(t, 0);
  s2s::ModelBundle b;
  std::string error;
  ASSERT_TRUE(s2s::deserialize_model(bytes.data(), bytes.size(), &b, &error)) << error;
  EXPECT_EQ(b.kind(), s2s::ModelKind::Transformer);
  EXPECT_EQ(b.transformer.config.d_model, 16);
  EXPECT_EQ(b.transformer.config.d_ff, 32);
  EXPECT_EQ(b.transformer.config.heads, kTrainingTransformerHeads);
  EXPECT_EQ(b.transformer.config.dec_layers, kTrainingTransformerLayers);
  EXPECT_EQ(b.src_words, t.data()->en.words());
  EXPECT_NE(b.info.find("model transformer"), std::string::npos) << b.info;
  // The translator, from the file, writes the probe's snapshot words (fp32: the same weights).
  s2s::Translator tr;
  ASSERT_TRUE(tr.load_buffer(bytes.data(), bytes.size(), &error)) << error;
  std::vector<std::string> words = t.runs()[0].snapshots.back().target;
  if (!words.empty() && words.back() == "</s>") words.pop_back();
  EXPECT_EQ(tr.translate_tokens(s2s::tokenize(kDefaultProbe), 1), words);
}

TEST(TrainingTransformer, TrainsSideBySideWithRnnsearchOnTheSameData) {
  TrainingSession t(testing::ticking_clock(), testing::tiny_training_plan(2, 2));
  const TrainingConfig cfg = TransformerConfig(
      s2s::ModelSet::of(s2s::ModelKind::Search).with(s2s::ModelKind::Transformer));
  for (int s = 0; s < 3; ++s) t.step_once(cfg);
  const json st = training_status(t);
  ASSERT_EQ(st["models"].size(), 2u);
  EXPECT_EQ(st["models"][0]["model"], "search");
  EXPECT_EQ(st["models"][1]["model"], "transformer");
  for (const json& m : st["models"]) {
    EXPECT_EQ(m["step"], 3);
    EXPECT_EQ(m["examples"], 36) << "the same batches of the same data";
  }
  EXPECT_FALSE(st["models"][0]["probe"].contains("cross_attention"));
  EXPECT_EQ(st["config"]["model"], "search+transformer");
  // A recurrent model steps once per token; the Transformer once per layer.
  const TrainingData& d = *t.data();
  EXPECT_GT(d.mean_src_tokens, 3);
  EXPECT_EQ(training_sequential_steps(s2s::ModelKind::Search, 9, 10), 19);
  EXPECT_EQ(training_sequential_steps(s2s::ModelKind::Transformer, 9, 10),
            2 * kTrainingTransformerLayers);
}

}  // namespace
}  // namespace ap
