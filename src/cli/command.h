// The `attention` tool's subcommand registry. Each subcommand lives in its own cmd_<name>.cpp and
// registers itself with one line, so adding a command needs no edit to main.cpp:
//
//   namespace { ap::cli::CommandRun setup_eval(CLI::App& sub) { ...add options...; return [=] { ...
//   }; } } AP_CLI_COMMAND(eval, "Evaluate a scene JSON ...", setup_eval);
//
// setup() adds the subcommand's options to `sub` (bind them to state captured by the returned
// function, e.g. a std::shared_ptr) and returns the function main() runs if that subcommand was
// chosen. The run function returns the exit code. Errors: print ONE line with fail() and return
// its code; never let an exception escape (main() catches any as a last resort, exit code 1).
#pragma once

#include <CLI/CLI.hpp>

#include <functional>
#include <string>
#include <vector>

namespace ap::cli {

constexpr int kExitOk = 0;
constexpr int kExitInternal = 1;  // a bug: an exception reached main()
constexpr int kExitBadInput = 2;  // bad file, JSON, scene, link or option

using CommandRun = std::function<int()>;
using CommandSetup = CommandRun (*)(CLI::App& sub);

struct CommandInfo {
  std::string name;
  std::string description;
  CommandSetup setup;
};

// All registered commands, in registration order (main() sorts them by name).
std::vector<CommandInfo>& command_registry();

struct CommandRegistration {
  CommandRegistration(const char* name, const char* description, CommandSetup setup);
};

// Prints "attention: error: <message>" as one line on stderr (newlines in message become
// spaces) and returns code.
int fail(const std::string& message, int code = kExitBadInput);

// Reads a whole file, or stdin for "-" (at most 64 MiB). False with *error naming the file.
bool read_input(const std::string& path, std::string* text, std::string* error);

}  // namespace ap::cli

#define AP_CLI_COMMAND(name, description, setup) \
  static const ::ap::cli::CommandRegistration ap_cli_command_##name(#name, description, setup)
