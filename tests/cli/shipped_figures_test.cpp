// The alignment heatmaps in assets/models/ (the README's figures) are what the CLI draws today
// from the shipped models: each is drawn again, as tools/gen/model-figures.sh draws it, and
// compared byte for byte. A model, the translator or the SVG writer changed without the figures
// fails here; tools/gen/model-figures.sh makes them again.
#include "cli_run.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

using ap::cli_test::CliRun;
using ap::cli_test::read_file;
using ap::cli_test::run_cli;
using ap::cli_test::temp_path;

constexpr const char* kArticle =
    "The agreement on the European Economic Area was signed in August 1992.";

void expect_drawn_alike(const std::string& shipped_name, std::vector<std::string> args) {
  const std::string drawn = temp_path(shipped_name);
  args.insert(args.begin(), {"translate", "--svg", drawn});
  const CliRun r = run_cli(args);
  ASSERT_EQ(r.code, 0) << r.err;
  const std::string shipped =
      read_file(std::string(AP_SOURCE_DIR) + "/assets/models/" + shipped_name);
  ASSERT_FALSE(shipped.empty()) << shipped_name;
  EXPECT_EQ(read_file(drawn), shipped)
      << "assets/models/" << shipped_name << " is stale: run tools/gen/model-figures.sh";
}

TEST(ShippedFigures, RnnSearchAlignmentsAreUpToDate) {
  expect_drawn_alike("alignment-article.svg", {kArticle});
  expect_drawn_alike("alignment-she-saw-him.svg", {"She saw him yesterday."});
}

TEST(ShippedFigures, TheTransformersBestHeadIsUpToDate) {
  expect_drawn_alike("alignment-article-transformer.svg",
                     {"--model", "transformer", "--svg-head", "best", kArticle});
}

}  // namespace
