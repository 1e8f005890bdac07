// operator== of the state structs, driven by each struct's one field list (app/state_fields.h):
// for every field of every sub-state a changed value must make the states differ, and the JSON
// states must write the change and read it back. The list itself cannot lose a field unnoticed:
// its length is checked against the number of members the struct has (counted by aggregate
// initialisation), so a member added to a struct but not to its list fails here.
#include "app/state/app_state.h"
#include "app/state_fields_json.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <limits>
#include <type_traits>
#include <utility>
#include <vector>

namespace ap {
namespace {

// ---- a different value of each field type -------------------------------------------------
void change(std::string& v) { v += "x"; }
void change(bool& v) { v = !v; }
void change(std::uint64_t& v) { v += 1; }
void change(float& v) { v = std::nextafter(v, std::numeric_limits<float>::infinity()); }  // 1 ulp
template <class E, std::enable_if_t<std::is_enum_v<E>, int> = 0>
void change(E& v) {  // the next row of the enum's name table
  const auto& table = enum_names(E{});
  const std::size_t n = std::size(table);
  for (std::size_t i = 0; i < n; ++i)
    if (table[i].value == v) {
      v = table[(i + 1) % n].value;
      return;
    }
  v = table[0].value;
}
void change(s2s::ModelSet& v) {
  v = v == s2s::kBothRnns ? s2s::named_model_sets()[0] : s2s::kBothRnns;
}
void change(Mat& m) {
  if (m.size() == 0) m.setZero(1, 1);
  m(0, 0) = std::nextafter(m(0, 0), std::numeric_limits<float>::infinity());
}
void change(Vec& v) {
  if (v.size() == 0) v.setZero(1);
  v(0) = std::nextafter(v(0), std::numeric_limits<float>::infinity());
}
void change(std::vector<std::string>& v) { v.push_back("x"); }
void change(std::vector<bool>& v) { v.push_back(true); }
void change(std::vector<demos::WeightEdit>& v) { v.push_back({0, 'q', 1, 2, 0.5f}); }

// The change as the field's reader accepts it (so the JSON round trip can check it too).
template <class T, class How>
void change_within(T& v, const How&) {
  change(v);
}
void change_within(int& v, const IntIn& r) { v = v < r.hi ? v + 1 : v - 1; }
void change_within(int& v, const Checked<int>&) { v = v == 32 ? 64 : 32; }  // hidden: 16…128

// ---- the members a struct has, counted by aggregate initialisation ---------------------------
struct AnyValue {
  template <class T>
  operator T() const;  // only used unevaluated
};
template <class T, class = void, class... A>
struct BraceInit : std::false_type {};
template <class T, class... A>
struct BraceInit<T, std::void_t<decltype(T{std::declval<A>()...})>, A...> : std::true_type {};
template <class T, class... A>
constexpr std::size_t member_count() {
  if constexpr (sizeof...(A) > 32)
    return 0;
  else if constexpr (BraceInit<T, void, A..., AnyValue>::value)
    return member_count<T, A..., AnyValue>();
  else
    return sizeof...(A);
}

template <class S>
int listed_fields() {
  S s;
  int n = 0;
  S::visit_fields([&n](const char*, const auto&, const auto&) { ++n; }, s);
  return n;
}

template <class S>
void change_every_field(S& s) {
  S::visit_fields([](const char*, const auto& how, auto& v) { change_within(v, how); }, s);
}

// Changes field #i of (base.*member) and returns the changed state.
template <class Sub>
AppState changed_field(const AppState& base, Sub AppState::*member, int i, std::string* name) {
  AppState changed = base;
  int k = 0;
  Sub::visit_fields(
      [&](const char* field, const auto& how, auto& v) {
        if (k++ == i) {
          *name = field;
          change_within(v, how);
        }
      },
      changed.*member);
  return changed;
}

template <class Sub>
void ExpectEveryFieldCounts(const AppState& base, Sub AppState::*member, bool json) {
  const int n = listed_fields<Sub>();
  ASSERT_GT(n, 0);
  for (int i = 0; i < n; ++i) {
    std::string name;
    const AppState changed = changed_field(base, member, i, &name);
    EXPECT_FALSE(changed.*member == base.*member) << name << " is not seen by operator==";
    EXPECT_TRUE(changed.*member != base.*member) << name;
    EXPECT_FALSE(changed == base) << name << " is not seen by AppState's operator==";
    EXPECT_TRUE(changed == changed) << name;
    if constexpr (!std::is_same_v<Sub, AttentionScene>) {
      if (!json) continue;
      const nlohmann::json written = to_json(changed.*member);
      EXPECT_NE(written, to_json(base.*member)) << name << " is not written";
      EXPECT_TRUE(written.contains(name)) << name;
      Sub back = base.*member;
      std::string error;
      ASSERT_TRUE(from_json(written, &back, &error)) << name << ": " << error;
      EXPECT_TRUE(back == changed.*member) << name << " is not read back";
    }
  }
}

// Every sub-state, from the default state and from one where every field was changed once (so
// a field compared only while it has its default value is caught too).
void ExpectEverySubStateCounts(const AppState& base) {
  ExpectEveryFieldCounts(base, &AppState::lab, false);
  ExpectEveryFieldCounts(base, &AppState::view, true);
  ExpectEveryFieldCounts(base, &AppState::translation, true);
  ExpectEveryFieldCounts(base, &AppState::demos, true);
  ExpectEveryFieldCounts(base, &AppState::training, true);
  ExpectEveryFieldCounts(base, &AppState::explain, true);
}

TEST(StatesEqual, EveryFieldOfEverySubStateCounts) {
  const AppState defaults;
  ExpectEverySubStateCounts(defaults);
  AppState edited;
  change_every_field(edited.lab);
  change_every_field(edited.view);
  change_every_field(edited.translation);
  change_every_field(edited.demos);
  change_every_field(edited.training);
  change_every_field(edited.explain);
  ASSERT_FALSE(edited == defaults);
  ExpectEverySubStateCounts(edited);
}

TEST(StatesEqual, EveryMemberIsListed) {
  EXPECT_EQ(listed_fields<ViewState>(), static_cast<int>(member_count<ViewState>()));
  EXPECT_EQ(listed_fields<TranslationState>(), static_cast<int>(member_count<TranslationState>()));
  EXPECT_EQ(listed_fields<DemoState>(), static_cast<int>(member_count<DemoState>()));
  EXPECT_EQ(listed_fields<TrainingConfig>(), static_cast<int>(member_count<TrainingConfig>()));
  EXPECT_EQ(listed_fields<ExplainState>(), static_cast<int>(member_count<ExplainState>()));
  EXPECT_EQ(listed_fields<AppState>(), static_cast<int>(member_count<AppState>()));
  // The scene lists its spec's members in its place: spec → score, temperature, params, and
  // params → W, Wq, Wk, v.
  EXPECT_EQ(listed_fields<AttentionScene>(),
            static_cast<int>(member_count<AttentionScene>() - 1 + member_count<AttentionSpec>() -
                             1 + member_count<ScoreParams>()));
  EXPECT_EQ(member_count<ViewState>(), 6u);  // the counter itself counts
  EXPECT_EQ(member_count<TrainingConfig>(), 7u);
}

TEST(StatesEqual, WeightEditsCompareEveryMemberAndFloatBits) {
  const demos::WeightEdit e{1, 'k', 2, 3, 0.25f};
  std::vector<std::function<void(demos::WeightEdit&)>> changes = {
      [](demos::WeightEdit& w) { w.head = 0; },     [](demos::WeightEdit& w) { w.matrix = 'v'; },
      [](demos::WeightEdit& w) { w.row = 0; },      [](demos::WeightEdit& w) { w.col = 0; },
      [](demos::WeightEdit& w) { w.value = 0.5f; },
  };
  EXPECT_EQ(changes.size(), member_count<demos::WeightEdit>());
  for (std::size_t i = 0; i < changes.size(); ++i) {
    demos::WeightEdit f = e;
    changes[i](f);
    EXPECT_FALSE(same_weight_edits({e}, {f})) << "member #" << i;
  }
  EXPECT_TRUE(same_weight_edits({e}, {e}));
  // 0 and -0 are equal numbers but different bits (and different share links).
  EXPECT_FALSE(same_bits(0.0f, -0.0f));
  DemoState a, b;
  a.weight_edits = {{0, 'q', 0, 0, 0.0f}};
  b.weight_edits = {{0, 'q', 0, 0, -0.0f}};
  EXPECT_FALSE(a == b);
  AttentionScene s, t;
  t.spec.temperature = -s.spec.temperature;
  EXPECT_FALSE(s == t);
  s.keys = Mat::Zero(1, 1);
  t = s;
  t.keys(0, 0) = -0.0f;
  EXPECT_FALSE(s == t);
}

}  // namespace
}  // namespace ap
