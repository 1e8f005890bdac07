// training_session_bench: the Train tab's training (app/training/training_session.h) run natively,
// flat out on one thread, for the same configuration the page trains. Prints every second: elapsed,
// updates, examples, examples/s, training loss, validation BLEU and the default probe's alignment
// accuracy (training_probe.h). The examples/s figure is the native side of the page ÷ native
// ratio (bench/web/train-page-bench.mjs measures the page). Figures only, nothing asserted.
// Usage: training_session_bench [--seconds=S] [--config=JSON]   (JSON: the fields of
//        attention.startTraining, e.g. '{"model":"search","hidden":32}')
#include "app/json_util.h"
#include "app/training/training_json.h"
#include "app/training/training_session.h"

#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>

int main(int argc, char** argv) {
  double seconds = 60;
  ap::TrainingConfig cfg;
  for (int i = 1; i < argc; ++i) {
    if (std::strncmp(argv[i], "--seconds=", 10) == 0) {
      seconds = std::atof(argv[i] + 10);
    } else if (std::strncmp(argv[i], "--config=", 9) == 0) {
      nlohmann::json j;
      std::string error;
      if (!ap::parse_json_text(argv[i] + 9, &j, &error) || !ap::from_json(j, &cfg, &error)) {
        std::fprintf(stderr, "training_session_bench: %s\n", error.c_str());
        return 2;
      }
    } else {
      std::fprintf(stderr, "usage: training_session_bench [--seconds=S] [--config=JSON]\n");
      return 2;
    }
  }
  using clock = std::chrono::steady_clock;
  const auto t0 = clock::now();
  ap::TrainingSession session;
  session.play(cfg);
  const double prep_ms = std::chrono::duration<double, std::milli>(clock::now() - t0).count();
  std::printf("config %s\nprepare (corpus, vocabularies, models) %.0f ms\n",
              ap::dump_json(ap::to_json(cfg)).c_str(), prep_ms);
  std::printf("seconds\tupdates\texamples\texamples_per_s\ttrain_loss\tval_bleu\tprobe_accuracy\n");
  double next_print = 1;
  for (;;) {
    session.advance(50);
    const double t = session.elapsed_ms() / 1000.0;
    if (t >= next_print || t >= seconds || !session.running()) {
      const nlohmann::json s = ap::training_status(session);
      const nlohmann::json& p = s["probe"];
      std::printf("%.1f\t%lld\t%lld\t%.0f\t%s\t%s\t%s\n", t, s["step"].get<long long>(),
                  s["examples"].get<long long>(), s["examples_per_s"].get<double>(),
                  s["train_loss"].dump().c_str(), s["val_bleu"].dump().c_str(),
                  p.is_object() && p.contains("accuracy") ? p["accuracy"].dump().c_str() : "null");
      std::fflush(stdout);
      next_print += 1;
    }
    if (t >= seconds || !session.running()) break;
  }
  if (!session.message().empty()) std::printf("stopped: %s\n", session.message().c_str());
  return 0;
}
