// `attention link [FILE|-]`: print the share-link fragment of a scene JSON (handy for tests and
// docs); `--base URL` prints a whole URL; `attention link --decode URL` prints a link's scene JSON.
#include "cli/command.h"

#include "app/json_util.h"
#include "app/scene/scene_json.h"
#include "app/link/share_link.h"

#include <iostream>
#include <memory>

namespace {

struct LinkOptions {
  std::string input;
  std::string base;
  std::string decode;
};

int run_link(const LinkOptions& o) {
  using namespace ap;
  std::string error;
  if (!o.decode.empty()) {
    if (!o.input.empty()) return cli::fail("give either a scene FILE or --decode, not both");
    AppState state;
    if (!ShareLink::decode(o.decode, &state, &error)) return cli::fail(error);
    std::cout << dump_json_pretty(scene_to_json(state.lab)) << "\n";
    return cli::kExitOk;
  }
  std::string text;
  if (!cli::read_input(o.input.empty() ? "-" : o.input, &text, &error)) return cli::fail(error);
  AppState state;
  if (!scene_from_json_text(text, &state.lab, &error)) return cli::fail(error);
  const std::string fragment = ShareLink::encode(state);
  if (o.base.empty()) {
    std::cout << fragment << "\n";
  } else {
    std::string base = o.base;
    const std::size_t hash = base.find('#');
    if (hash != std::string::npos) base.resize(hash);
    std::cout << base << "#" << fragment << "\n";
  }
  return cli::kExitOk;
}

ap::cli::CommandRun setup_link(CLI::App& sub) {
  auto o = std::make_shared<LinkOptions>();
  sub.add_option("file", o->input, "scene JSON file, or - for stdin (the default)");
  sub.add_option("--base", o->base, "page URL to put before '#' (prints a whole link)");
  sub.add_option("--decode", o->decode, "print the scene JSON of this share link instead");
  return [o] { return run_link(*o); };
}

}  // namespace

AP_CLI_COMMAND(link, "Print the share link of a scene JSON (or --decode a link to scene JSON)",
               setup_link);
