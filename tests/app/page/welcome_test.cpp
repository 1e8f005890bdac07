// The first-visit rule (app/page/welcome.h): a device's first visit opens the welcome; a device
// that dismissed it, a page opened with a link and an embedded page do not; a host that keeps
// nothing (private mode) shows it again and does not fail.
#include "app/page/welcome.h"

#include <gtest/gtest.h>

namespace ap {
namespace {

TEST(Welcome, OpensOnAFirstVisitAndNotOnceDismissed) {
  RecordingHost host;
  Welcome first;
  first.open_if_first_visit(host, /*opened_with_link=*/false, /*embedded=*/false);
  EXPECT_TRUE(first.is_open());
  first.dismiss(host);
  EXPECT_FALSE(first.is_open());
  EXPECT_EQ(host.preferences[Welcome::kSeenKey], "1");
  Welcome second;  // the next visit on this device
  second.open_if_first_visit(host, false, false);
  EXPECT_FALSE(second.is_open());
}

TEST(Welcome, ALinkOrAnEmbedOpensStraightOnItsState) {
  RecordingHost host;
  Welcome linked, embedded;
  linked.open_if_first_visit(host, /*opened_with_link=*/true, false);
  embedded.open_if_first_visit(host, false, /*embedded=*/true);
  EXPECT_FALSE(linked.is_open());
  EXPECT_FALSE(embedded.is_open());
  EXPECT_TRUE(host.preferences.empty()) << "nothing is remembered without a choice";
}

// A host without storage: every visit is a first one.
class ForgetfulHost : public RecordingHost {
 public:
  std::string load_preference(std::string_view) override { return ""; }
  void save_preference(std::string_view, std::string_view) override {}
};

TEST(Welcome, AHostThatKeepsNothingShowsItEveryVisit) {
  ForgetfulHost host;
  for (int visit = 0; visit < 2; ++visit) {
    Welcome w;
    w.open_if_first_visit(host, false, false);
    EXPECT_TRUE(w.is_open()) << visit;
    w.dismiss(host);
    EXPECT_FALSE(w.is_open());
  }
}

}  // namespace
}  // namespace ap
