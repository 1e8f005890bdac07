// Runs the `attention` binary (AP_CLI_PATH) as a user's shell would, for the CLI tests: every
// argument single-quoted for /bin/sh, stdin from a file, stdout, stderr and the exit code captured.
// Temp names carry the pid: ctest runs the tests as parallel processes, and a shared file would
// let one test read another's output.
#pragma once

#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace ap::cli_test {

struct CliRun {
  int code = -1;
  std::string out, err;
};

inline std::string temp_path(const std::string& name) {
  return ::testing::TempDir() + "ap_cli_" + std::to_string(::getpid()) + "_" + name;
}

inline void write_file(const std::string& path, const std::string& bytes) {
  std::ofstream f(path, std::ios::binary);
  f << bytes;
}

inline std::string read_file(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::stringstream s;
  s << f.rdbuf();
  return s.str();
}

inline std::string shell_quote(const std::string& arg) {
  std::string q = "'";
  for (char c : arg) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

inline CliRun run_cli(const std::vector<std::string>& args, const std::string& stdin_text = "") {
  const std::string in = temp_path("in"), out = temp_path("out"), err = temp_path("err");
  write_file(in, stdin_text);
  std::string cmd = shell_quote(AP_CLI_PATH);
  for (const std::string& a : args) cmd += " " + shell_quote(a);
  cmd += " < " + shell_quote(in) + " > " + shell_quote(out) + " 2> " + shell_quote(err);
  const int status = std::system(cmd.c_str());
  CliRun r;
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.out = read_file(out);
  r.err = read_file(err);
  return r;
}

// `attention train` of a tiny RNNsearch (a 300-pair corpus, two updates) into `out`, with the
// extra arguments appended (--world 2, --fr-merges N …).
inline CliRun train_tiny(const std::string& out, const std::vector<std::string>& extra) {
  std::remove(out.c_str());
  std::vector<std::string> args = {
      "train", "--model",      "search", "--seed",    "3", "--out",     out, "--train-size",
      "300",   "--valid-size", "2",      "--batch",   "8", "--emb",     "8", "--enc-hidden",
      "8",     "--dec-hidden", "8",      "--att-dim", "8", "--readout", "8", "--threads",
      "1",     "--steps",      "2",      "--quiet"};
  args.insert(args.end(), extra.begin(), extra.end());
  return run_cli(args);
}

}  // namespace ap::cli_test
