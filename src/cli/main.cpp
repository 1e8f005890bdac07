// `attention`: the command-line front end over core and app. Subcommands register themselves
// (cli/command.h); main() only builds the CLI11 app from the registry, parses and dispatches.
// Exit codes: 0 ok, 2 bad input (one line on stderr), 1 internal error.
#include "cli/command.h"

#include "app/link/share_link.h"
#include "measure/heap_tuning.h"

#include <algorithm>
#include <exception>
#include <iostream>
#include <map>

#ifndef AP_VERSION
#define AP_VERSION "0.0.0"
#endif

int main(int argc, char** argv) {
  ap::keep_freed_heap_memory();  // see measure/heap_tuning.h
  using namespace ap::cli;
  try {
    CLI::App app{"attention: evaluate attention scenes and share links from the command line"};
    app.name("attention");
    app.set_version_flag("--version", std::string("attention ") + AP_VERSION + " (share link v" +
                                          std::to_string(ap::ShareLink::kVersion) + ")");
    app.require_subcommand(1);

    std::vector<CommandInfo> commands = command_registry();
    std::sort(commands.begin(), commands.end(),
              [](const CommandInfo& a, const CommandInfo& b) { return a.name < b.name; });
    std::vector<std::pair<CLI::App*, CommandRun>> runs;
    for (const CommandInfo& c : commands) {
      CLI::App* sub = app.add_subcommand(c.name, c.description);
      runs.emplace_back(sub, c.setup(*sub));
    }

    try {
      app.parse(argc, argv);
    } catch (const CLI::ParseError& e) {
      if (e.get_exit_code() == 0) return app.exit(e);  // --help, --version
      return fail(e.what());
    }
    for (auto& [sub, run] : runs)
      if (sub->parsed()) return run();
    return fail("no subcommand given (try --help)");
  } catch (const std::exception& e) {
    return fail(std::string("internal error: ") + e.what(), kExitInternal);
  } catch (...) {
    return fail("internal error: unknown exception", kExitInternal);
  }
}
