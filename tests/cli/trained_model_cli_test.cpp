// A model trained by the page's TrainingSession, exported like the Train tab's Export
// button, loads in `attention translate --model-file` and translates the probe sentence exactly as
// the session's own greedy decoding did (both native here; tests/browser/train.test.mjs checks the
// same with the page's wasm export).
#include "cli_run.h"

#include "app/training/training_json.h"
#include "app/training/training_session.h"

#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <memory>

namespace ap::cli_test {
namespace {

TEST(TrainedModelCli, ExportedModelTranslatesTheProbeAsTheSessionDid) {
  TrainingPlan plan;
  plan.train_examples = 400;
  plan.valid_examples = 4;
  auto t = std::make_shared<double>(0);
  TrainingSession session([t] { return *t += 1.0; }, plan);
  TrainingConfig cfg;
  cfg.hidden = 16;
  for (int s = 0; s < 40; ++s) session.step_once(cfg);
  const auto bytes = ap::export_model_file(session, 0);
  const std::string path = temp_path("trained.bin");
  write_file(path, std::string(bytes.begin(), bytes.end()));
  const CliRun r = run_cli({"translate", "--model-file", path, "--compact", cfg.probe});
  ASSERT_EQ(r.code, 0) << r.err;
  const auto j = nlohmann::json::parse(r.out);
  std::vector<std::string> expected = session.runs()[0].snapshots.back().target;
  ASSERT_EQ(session.runs()[0].snapshots.back().step, 40);
  if (!expected.empty() && expected.back() == "</s>") expected.pop_back();
  EXPECT_EQ(j["target_tokens"].get<std::vector<std::string>>(), expected) << r.out;
}

}  // namespace
}  // namespace ap::cli_test
