// The subcommand registry and the small helpers every command shares (see command.h).
#include "cli/command.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>

namespace ap::cli {

std::vector<CommandInfo>& command_registry() {
  static std::vector<CommandInfo> registry;  // function-local: safe during static initialisation
  return registry;
}

CommandRegistration::CommandRegistration(const char* name, const char* description,
                                         CommandSetup setup) {
  command_registry().push_back({name, description, setup});
}

int fail(const std::string& message, int code) {
  std::string line = message;
  for (char& c : line)
    if (c == '\n' || c == '\r') c = ' ';
  std::cerr << "attention: error: " << line << std::endl;
  return code;
}

bool read_input(const std::string& path, std::string* text, std::string* error) {
  constexpr std::size_t kMaxBytes = 64u << 20;
  const bool from_stdin = path == "-";
  std::FILE* f = from_stdin ? stdin : std::fopen(path.c_str(), "rb");
  const std::string name = from_stdin ? "stdin" : path;
  if (!f) {
    *error = name + ": cannot open (" + std::strerror(errno) + ")";
    return false;
  }
  std::string out;
  char buf[1 << 16];
  std::size_t got;
  bool too_big = false;
  while ((got = std::fread(buf, 1, sizeof buf, f)) > 0) {
    out.append(buf, got);
    if (out.size() > kMaxBytes) {
      too_big = true;
      break;
    }
  }
  const bool read_error = std::ferror(f) != 0;
  if (!from_stdin) std::fclose(f);
  if (too_big) {
    *error = name + ": larger than " + std::to_string(kMaxBytes >> 20) + " MiB";
    return false;
  }
  if (read_error) {
    *error = name + ": read error";
    return false;
  }
  *text = std::move(out);
  return true;
}

}  // namespace ap::cli
