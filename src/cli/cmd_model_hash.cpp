// `attention model-hash FILE...`: prints the SHA-256 of each model file's weight section (config,
// vocabularies and tensors: everything except the provenance text, the size field and the CRC),
// one "<hex>  <file>" line per file, like sha256sum. Two files trained the same way hash the same
// whatever their info text says (tools/replay-models.sh compares shipped and replayed models).
#include "cli/command.h"

#include "core/seq2seq/model_file.h"

#include <cstdio>
#include <fstream>
#include <iterator>
#include <memory>
#include <vector>

namespace {

int run_model_hash(const std::vector<std::string>& files) {
  for (const std::string& path : files) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return ap::cli::fail(path + ": cannot open");
    const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)),
                                          std::istreambuf_iterator<char>());
    std::string hex, error;
    if (!ap::s2s::model_weights_sha256(bytes.data(), bytes.size(), &hex, &error))
      return ap::cli::fail(path + ": " + error);
    std::printf("%s  %s\n", hex.c_str(), path.c_str());
  }
  return ap::cli::kExitOk;
}

ap::cli::CommandRun setup_model_hash(CLI::App& sub) {
  auto files = std::make_shared<std::vector<std::string>>();
  sub.add_option("files", *files, "model files (.bin)")->required();
  return [files] { return run_model_hash(*files); };
}

}  // namespace

// Registered by hand: the command's name has a hyphen, which AP_CLI_COMMAND cannot stringify.
static const ap::cli::CommandRegistration ap_cli_command_model_hash(
    "model-hash", "Print the SHA-256 of each model file's weight section (not its provenance)",
    setup_model_hash);
