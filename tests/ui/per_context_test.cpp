// PerContext<T>() (ui/per_context.h): two ImGui contexts that take turns keep their own values,
// each context gets exactly one shutdown hook however often they alternate, and a context's value
// is gone once it is destroyed (a new context starts from T{}).
#include "ui/per_context.h"

#include <gtest/gtest.h>
#include <imgui.h>
#include <imgui_internal.h>

namespace ap::ui::test {
namespace {

struct Counter {
  int value = 0;
};

int Hooks(ImGuiContext* ctx) { return ctx->Hooks.Size; }

TEST(PerContextTest, AlternatingContextsKeepTheirOwnValuesAndOneHookEach) {
  ImGuiContext* saved = ImGui::GetCurrentContext();
  ImGuiContext* a = ImGui::CreateContext();
  ImGuiContext* b = ImGui::CreateContext();
  const int hooks_a = Hooks(a), hooks_b = Hooks(b);
  for (int i = 0; i < 50; ++i) {
    ImGui::SetCurrentContext(a);
    PerContext<Counter>().value += 1;
    ImGui::SetCurrentContext(b);
    PerContext<Counter>().value += 10;
  }
  ImGui::SetCurrentContext(a);
  EXPECT_EQ(PerContext<Counter>().value, 50);
  ImGui::SetCurrentContext(b);
  EXPECT_EQ(PerContext<Counter>().value, 500);
  EXPECT_EQ(Hooks(a), hooks_a + 1);
  EXPECT_EQ(Hooks(b), hooks_b + 1);
  ImGui::DestroyContext(a);
  ImGui::DestroyContext(b);
  ImGui::SetCurrentContext(saved);
}

TEST(PerContextTest, ADestroyedContextsValueIsForgotten) {
  ImGuiContext* saved = ImGui::GetCurrentContext();
  for (int i = 0; i < 3; ++i) {
    // Often at the address of the one destroyed before it.
    ImGuiContext* ctx = ImGui::CreateContext();
    ImGui::SetCurrentContext(ctx);
    EXPECT_EQ(PerContext<Counter>().value, 0) << "round " << i;
    PerContext<Counter>().value = 7;
    ImGui::DestroyContext(ctx);
  }
  ImGui::SetCurrentContext(saved);
}

}  // namespace
}  // namespace ap::ui::test
