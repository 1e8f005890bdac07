// LateFonts (app/page/late_fonts.h): the later UI faces' fetches, one after another, without ImGui.
#include "app/page/late_fonts.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

namespace {

const unsigned char kTrueTypeHeader[12] = {0, 1, 0, 0, 0, 12, 0, 128, 0, 3, 0, 64};

struct Fetches {
  std::vector<std::string> files;
  void install(ap::LateFonts& fonts) {
    fonts.set_fetcher([this](const char* file) { files.emplace_back(file); });
  }
};

TEST(LateFonts, FetchesEachFileOnceInTurnAfterTheRequest) {
  ap::LateFonts fonts;
  Fetches fetches;
  fetches.install(fonts);
  EXPECT_TRUE(fetches.files.empty());  // nothing before the page asks (after its first frame)
  fonts.request();
  fonts.request();
  ASSERT_EQ(fetches.files, std::vector<std::string>{"ui-sans-bold.ttf"});
  fonts.provide(kTrueTypeHeader, sizeof kTrueTypeHeader);
  EXPECT_EQ(fetches.files.back(), "ui-mono.ttf");
  EXPECT_FALSE(fonts.waiting_merge());
  fonts.provide(kTrueTypeHeader, sizeof kTrueTypeHeader);
  EXPECT_EQ(fetches.files.back(), "ui-math.ttf");
  fonts.provide(kTrueTypeHeader, sizeof kTrueTypeHeader);
  EXPECT_EQ(fetches.files.size(), 3u);
  EXPECT_TRUE(fonts.waiting_merge());
  EXPECT_EQ(fonts.bytes(ap::LateFont::Mono).size(), sizeof kTrueTypeHeader);
  EXPECT_EQ(fonts.error(), "");
  fonts.mark_merged();
  EXPECT_FALSE(fonts.waiting_merge());
  EXPECT_TRUE(fonts.merged());
  EXPECT_TRUE(fonts.bytes(ap::LateFont::SansBold).empty());  // the atlas keeps its own copy
  fonts.provide(kTrueTypeHeader, sizeof kTrueTypeHeader);    // a stray answer changes nothing
  EXPECT_TRUE(fonts.bytes(ap::LateFont::SansBold).empty());
}

TEST(LateFonts, AFailedFileIsNamedAndTheOthersStillArrive) {
  ap::LateFonts fonts;
  Fetches fetches;
  fetches.install(fonts);
  fonts.request();
  fonts.provide(kTrueTypeHeader, sizeof kTrueTypeHeader);
  const char html[] = "<!doctype html><title>404</title>";
  fonts.provide(html, sizeof html);  // an error page served instead of the mono font
  fonts.fail("HTTP 404");            // the maths font
  EXPECT_TRUE(fonts.waiting_merge());
  EXPECT_EQ(fonts.bytes(ap::LateFont::SansBold).size(), sizeof kTrueTypeHeader);
  EXPECT_TRUE(fonts.bytes(ap::LateFont::Mono).empty());
  EXPECT_TRUE(fonts.bytes(ap::LateFont::Math).empty());
  EXPECT_EQ(fonts.error(),
            "assets/fonts/ui-mono.ttf: the file is not a TrueType/OpenType font\n"
            "assets/fonts/ui-math.ttf: HTTP 404");
}

TEST(LateFonts, WithoutAFetcherNothingIsRequested) {
  ap::LateFonts fonts;  // natively the faces are compiled in
  fonts.request();
  fonts.provide(kTrueTypeHeader, sizeof kTrueTypeHeader);
  EXPECT_FALSE(fonts.waiting_merge());
  EXPECT_TRUE(fonts.bytes(ap::LateFont::SansBold).empty());
}

}  // namespace
