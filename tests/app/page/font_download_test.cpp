// FontDownload (app/page/font_download.h): the CJK font's download state machine, without ImGui.
#include "app/page/font_download.h"

#include <gtest/gtest.h>

#include <string>

namespace {

const unsigned char kTrueTypeHeader[12] = {0, 1, 0, 0, 0, 12, 0, 128, 0, 3, 0, 64};

TEST(FontDownload, RequestFetchesOnceAndLatinTextNever) {
  ap::FontDownload d;
  int fetches = 0;
  d.set_fetcher([&fetches] { ++fetches; });
  d.note_text_shown("Madonna and child");  // the Latin font has these
  EXPECT_EQ(d.status(), ap::CjkFontStatus::NotRequested);
  d.note_text_shown("研表究明");
  EXPECT_EQ(d.status(), ap::CjkFontStatus::Loading);
  d.request();
  d.note_text_shown("注意力");
  EXPECT_EQ(fetches, 1);
  d.on_progress(50, 200);
  EXPECT_FLOAT_EQ(d.progress(), 0.25f);
  d.on_progress(50, 0);  // size unknown
  EXPECT_LT(d.progress(), 0.0f);
}

TEST(FontDownload, FontBytesWaitUntilMerged) {
  ap::FontDownload d;
  d.set_fetcher([] {});
  d.request();
  d.provide(kTrueTypeHeader, sizeof(kTrueTypeHeader));
  EXPECT_EQ(d.pending().size(), sizeof(kTrueTypeHeader));
  EXPECT_FALSE(d.ready());  // not drawable before the atlas has it
  d.mark_merged();
  EXPECT_TRUE(d.ready());
  EXPECT_TRUE(d.pending().empty());
}

TEST(FontDownload, NonFontBytesFailWithAMessageAndRetryFetchesAgain) {
  ap::FontDownload d;
  int fetches = 0;
  d.set_fetcher([&fetches] { ++fetches; });
  d.request();
  const std::string html = "<!doctype html><title>404 Not Found</title>";
  d.provide(html.data(), html.size());
  EXPECT_EQ(d.status(), ap::CjkFontStatus::Failed);
  EXPECT_NE(d.error().find("not a TrueType"), std::string::npos);
  EXPECT_TRUE(d.pending().empty());
  d.request();  // a failure is final until retry()
  EXPECT_EQ(fetches, 1);
  d.retry();
  EXPECT_EQ(d.status(), ap::CjkFontStatus::Loading);
  EXPECT_TRUE(d.error().empty());
  EXPECT_EQ(fetches, 2);
  d.provide(nullptr, 0);
  EXPECT_EQ(d.error(), "the font file is empty");
}

}  // namespace
