// The palette's colour maps and key colours (ui/palette.h): viridis against its published
// endpoints (#440154, #FDE725) with luminance rising over the whole range; RdBu against
// ColorBrewer's endpoints (#67001F, #053061), white at 0 and symmetric in luminance about 0; the
// key colours readable (≥ 3:1) on both themes' backgrounds and far apart from each other; the
// theme choice (link first, then the system).
#include "app/page/app_services.h"
#include "ui/palette.h"
#include "ui/ui_services.h"

#include <gtest/gtest.h>
#include <imgui.h>

#include <cmath>

namespace ap::ui {
namespace {

struct Channels {
  int r, g, b;
};
Channels Of(ImU32 c) {
  return {static_cast<int>((c >> IM_COL32_R_SHIFT) & 0xFF),
          static_cast<int>((c >> IM_COL32_G_SHIFT) & 0xFF),
          static_cast<int>((c >> IM_COL32_B_SHIFT) & 0xFF)};
}
void ExpectRgb(ImU32 c, int r, int g, int b, int tol, const char* what) {
  const Channels x = Of(c);
  EXPECT_NEAR(x.r, r, tol) << what;
  EXPECT_NEAR(x.g, g, tol) << what;
  EXPECT_NEAR(x.b, b, tol) << what;
}

TEST(Palette, ViridisHasItsPublishedEndsAndRisingLuminance) {
  ExpectRgb(WeightColor(0.0f), 0x44, 0x01, 0x54, 1, "viridis(0)");
  ExpectRgb(WeightColor(1.0f), 0xFD, 0xE7, 0x25, 1, "viridis(1)");
  ExpectRgb(WeightColor(std::nanf("")), 0x44, 0x01, 0x54, 1, "NaN → 0");
  ExpectRgb(WeightColor(-3.0f), 0x44, 0x01, 0x54, 1, "clamped below");
  ExpectRgb(WeightColor(7.0f), 0xFD, 0xE7, 0x25, 1, "clamped above");
  // Rising everywhere, up to the 8-bit table's rounding (one unit ≈ 0.001 of luminance)...
  float prev = -1.0f;
  for (int i = 0; i <= 1000; ++i) {
    const float t = static_cast<float>(i) / 1000.0f;
    const float l = RelativeLuminance(WeightColor(t));
    EXPECT_GE(l, prev - 0.001f) << "luminance falls at t = " << t;
    prev = std::max(prev, l);
  }
  // ... and strictly over every step of 1/32.
  for (int i = 0; i < 32; ++i)
    EXPECT_GT(RelativeLuminance(WeightColor((i + 1) / 32.0f)),
              RelativeLuminance(WeightColor(i / 32.0f)))
        << i;
  // Perceptually ordered: a clear step in weight is a clear step in luminance everywhere.
  for (int i = 0; i < 10; ++i) {
    const float a = static_cast<float>(i) / 10.0f;
    EXPECT_GT(RelativeLuminance(WeightColor(a + 0.1f)), RelativeLuminance(WeightColor(a)) * 1.05f)
        << a;
  }
}

TEST(Palette, DivergingMapIsWhiteAtZeroAndSymmetric) {
  ExpectRgb(SignedColor(-1.0f), 0x67, 0x00, 0x1F, 1, "RdBu(−1)");
  ExpectRgb(SignedColor(1.0f), 0x05, 0x30, 0x61, 1, "RdBu(+1)");
  EXPECT_GT(RelativeLuminance(SignedColor(0.0f)), 0.85f) << "near white at 0";
  float prev = 2.0f;
  for (int i = 0; i <= 100; ++i) {
    const float v = static_cast<float>(i) / 100.0f;
    const ImU32 neg = SignedColor(-v), pos = SignedColor(v);
    const float ln = RelativeLuminance(neg), lp = RelativeLuminance(pos);
    EXPECT_NEAR(ln, lp, 0.06f) << "luminance at ±" << v;
    EXPECT_LE(0.5f * (ln + lp), prev + 1e-3f) << "darker away from 0, at ±" << v;
    prev = 0.5f * (ln + lp);
    if (v > 0.05f) {
      EXPECT_GT(Of(neg).r, Of(neg).b) << "negative is red at " << -v;
      EXPECT_GT(Of(pos).b, Of(pos).r) << "positive is blue at " << v;
    }
  }
}

class ThemedPalette : public ::testing::TestWithParam<bool> {
 protected:
  void SetUp() override {
    ctx_ = ImGui::CreateContext();
    services_.dark_theme = GetParam();
    InstallServices(&services_);
  }
  void TearDown() override { ImGui::DestroyContext(ctx_); }
  ImGuiContext* ctx_ = nullptr;
  AppServices services_;
};

TEST_P(ThemedPalette, KeyColoursReadOnTheBackgroundAndStayApart) {
  const Palette& p = Colors();
  ASSERT_EQ(p.dark, GetParam());
  for (int k = 0; k < 24; ++k)
    EXPECT_GE(ContrastRatio(KeyColor(k), p.background), k < 10 ? 3.0f : 2.5f)
        << (p.dark ? "dark" : "light") << " key " << k;
  for (int a = 0; a < 10; ++a)
    for (int b = a + 1; b < 10; ++b) {
      const Channels x = Of(KeyColor(a)), y = Of(KeyColor(b));
      const float d = std::sqrt(static_cast<float>(
          (x.r - y.r) * (x.r - y.r) + (x.g - y.g) * (x.g - y.g) + (x.b - y.b) * (x.b - y.b)));
      EXPECT_GE(d, 60.0f) << "keys " << a << " and " << b;
    }
  // The roles drawn on the background read on it too.
  for (ImU32 c :
       {p.query, p.output, p.positive, p.negative, p.attention, p.feature, p.error, p.emphasis,
        p.info, p.copied, p.model_search, p.model_encdec, p.model_transformer, p.outline})
    EXPECT_GE(ContrastRatio(c, p.background), 3.0f) << (p.dark ? "dark" : "light");
  EXPECT_GE(ContrastRatio(p.banner_text, p.banner_bg), 4.5f);
  // ImGui's own text on the window, once the theme is applied.
  ApplyTheme(p.dark);
  const ImU32 text = ImGui::GetColorU32(ImGuiCol_Text);
  EXPECT_GE(ContrastRatio(text, p.background), 7.0f);
  EXPECT_EQ(ImGui::GetColorU32(ImGuiCol_WindowBg), p.background);
}

INSTANTIATE_TEST_SUITE_P(BothThemes, ThemedPalette, ::testing::Values(true, false));

TEST(Palette, ThemeFollowsTheLinkThenTheSystem) {
  EXPECT_TRUE(ThemeIsDark(Theme::Auto, true));
  EXPECT_FALSE(ThemeIsDark(Theme::Auto, false));
  EXPECT_TRUE(ThemeIsDark(Theme::Dark, false));
  EXPECT_FALSE(ThemeIsDark(Theme::Light, true));
  EXPECT_GT(RelativeLuminance(PaletteFor(false).background),
            RelativeLuminance(PaletteFor(true).background) + 0.8f);
}

TEST(Palette, InkReadsOnEveryCell) {
  for (int i = 0; i <= 20; ++i) {
    const float t = static_cast<float>(i) / 20.0f;
    EXPECT_GE(ContrastRatio(InkOn(WeightColor(t)), WeightColor(t)), 4.5f) << t;
    EXPECT_GE(ContrastRatio(InkOn(SignedColor(2 * t - 1)), SignedColor(2 * t - 1)), 4.5f) << t;
  }
}

}  // namespace
}  // namespace ap::ui
