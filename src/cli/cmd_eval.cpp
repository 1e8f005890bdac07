// `attention eval [FILE|-]` and `attention eval --link URL`: evaluate a lab scene (JSON, or the
// lab of a share link) and print the result JSON (app/scene/scene_json.h). Both forms of the same
// scene print identical bytes.
#include "cli/command.h"

#include "app/json_util.h"
#include "app/scene/scene_json.h"
#include "app/scene/scene.h"
#include "app/link/share_link.h"

#include <iostream>
#include <memory>

namespace {

struct EvalOptions {
  std::string input;
  std::string link;
  bool compact = false;
};

int run_eval(const EvalOptions& o) {
  using namespace ap;
  AttentionScene scene;
  std::string error;
  if (!o.link.empty()) {
    if (!o.input.empty()) return cli::fail("give either a scene FILE or --link, not both");
    AppState state;
    if (!ShareLink::decode(o.link, &state, &error)) return cli::fail(error);
    scene = state.lab;
  } else {
    std::string text;
    if (!cli::read_input(o.input.empty() ? "-" : o.input, &text, &error)) return cli::fail(error);
    if (!scene_from_json_text(text, &scene, &error)) return cli::fail(error);
  }
  const LabResult result = evaluate_lab(scene);
  const nlohmann::json j = result_to_json(result, scene.m() > 1);
  std::cout << (o.compact ? dump_json(j) : dump_json_pretty(j)) << "\n";
  return cli::kExitOk;
}

ap::cli::CommandRun setup_eval(CLI::App& sub) {
  auto o = std::make_shared<EvalOptions>();
  sub.add_option("file", o->input, "scene JSON file, or - for stdin (the default)");
  sub.add_option("--link", o->link,
                 "a share link (full URL or the part after #) instead of a file");
  sub.add_flag("--compact", o->compact, "print the result on one line");
  return [o] { return run_eval(*o); };
}

}  // namespace

AP_CLI_COMMAND(eval, "Evaluate a scene (JSON file, stdin or share link); print the result JSON",
               setup_eval);
