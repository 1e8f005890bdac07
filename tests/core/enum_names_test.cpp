// enum_name / enum_from_name / enum_names_listed (core/enum_names.h): every row of a table round
// trips, unknown names are refused without touching the output, and the tables the project's
// enums declare are complete (each value once, each name once).
#include "core/attention.h"
#include "core/corpus/phenomena.h"
#include "core/enum_names.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace ap {

namespace enum_names_test {
enum class Colour { Red, Green, Blue, Unnamed };
inline constexpr EnumName<Colour> kColourNames[] = {
    {Colour::Red, "red"}, {Colour::Green, "green"}, {Colour::Blue, "blue"}};
constexpr const auto& enum_names(Colour) { return kColourNames; }
}  // namespace enum_names_test

namespace {

using enum_names_test::Colour;

TEST(EnumNames, EveryRowRoundTrips) {
  for (const auto& row : enum_names_test::kColourNames) {
    EXPECT_STREQ(enum_name(row.value), row.name);
    Colour back = Colour::Unnamed;
    ASSERT_TRUE(enum_from_name(row.name, &back)) << row.name;
    EXPECT_EQ(back, row.value) << row.name;
  }
}

TEST(EnumNames, UnknownNameIsRefusedAndOutputUntouched) {
  Colour c = Colour::Green;
  for (const char* bad : {"", "Red", "redd", "re", "purple", "red "}) {
    EXPECT_FALSE(enum_from_name(bad, &c)) << bad;
    EXPECT_EQ(c, Colour::Green) << bad;
  }
  EXPECT_TRUE(enum_from_name<Colour>("blue", nullptr));  // a null output only tests the name
  EXPECT_FALSE(enum_from_name<Colour>("teal", nullptr));
}

TEST(EnumNames, ValueWithoutRowIsUnknown) { EXPECT_STREQ(enum_name(Colour::Unnamed), "unknown"); }

TEST(EnumNames, ListedForMessages) {
  EXPECT_EQ(enum_names_listed<Colour>(), "\"red\", \"green\" or \"blue\"");
}

TEST(EnumNames, WorksAtCompileTime) {
  static_assert(enum_from_name<Colour>("green", nullptr));
  static_assert(!enum_from_name<Colour>("grey", nullptr));
  static_assert(std::string_view(enum_name(Colour::Blue)) == "blue");
}

// Each value and each name once: a copy-pasted row would make a name unreachable.
template <class E>
void ExpectTableIsOneToOne() {
  std::set<int> values;
  std::set<std::string> names;
  for (const auto& row : enum_names(E{})) {
    EXPECT_TRUE(values.insert(static_cast<int>(row.value)).second) << row.name;
    EXPECT_TRUE(names.insert(row.name).second) << row.name;
    E back{};
    ASSERT_TRUE(enum_from_name(row.name, &back));
    EXPECT_EQ(back, row.value);
  }
}

TEST(EnumNames, CoreTablesAreOneToOne) {
  ExpectTableIsOneToOne<ScoreFunction>();
  ExpectTableIsOneToOne<s2s::Phenomenon>();
  EXPECT_EQ(std::size(s2s::kPhenomenonNames), static_cast<std::size_t>(s2s::kNumAllPhenomena));
  EXPECT_STREQ(enum_name(ScoreFunction::ScaledDot), "scaled_dot");
  EXPECT_STREQ(enum_name(s2s::Phenomenon::WhereQuestion), "where_question");
}

}  // namespace
}  // namespace ap
