// parse_json_text's limits: one pass; an overflowing number is named by its field;
// nesting is bounded; anything after the value — a NUL byte included — is an error.
#include "core/utf8.h"
#include "app/json_util.h"

#include <gtest/gtest.h>

namespace ap {
namespace {

std::string parse_error(const std::string& text) {
  nlohmann::json j;
  std::string error;
  EXPECT_FALSE(parse_json_text(text, &j, &error)) << text;
  return error;
}

TEST(JsonLimits, OverflowIsNamedByItsPath) {
  EXPECT_EQ(parse_error(R"({"a":{"b":[1,[2,-1e999]]}})"),
            "a.b[1][1]: NaN or Inf is not allowed (the number -1e999 overflows)");
  EXPECT_EQ(parse_error("1e400"), "value: NaN or Inf is not allowed (the number 1e400 overflows)");
  // Many overflows: the first is reported (the old parser re-parsed once per number).
  std::string many = "[";
  for (int i = 0; i < 70; ++i) many += "1e999,";
  many += "0]";
  EXPECT_EQ(parse_error(many), "[0]: NaN or Inf is not allowed (the number 1e999 overflows)");
}

TEST(JsonLimits, NestingIsBounded) {
  const std::string ok = std::string(kMaxJsonDepth, '[') + std::string(kMaxJsonDepth, ']');
  nlohmann::json j;
  std::string error;
  EXPECT_TRUE(parse_json_text(ok, &j, &error)) << error;
  const std::string deep = "{\"x\":" + std::string(kMaxJsonDepth, '[') + "]";
  EXPECT_NE(parse_error(deep).find("nesting deeper than 64 levels"), std::string::npos);
  // A million brackets cost one linear pass and a clear error, not a stack overflow.
  EXPECT_NE(parse_error(std::string(1000000, '[')).find("nesting deeper"), std::string::npos);
}

TEST(JsonLimits, TrailingBytesAndNulAreErrors) {
  EXPECT_EQ(parse_error(std::string("{}\0garbage", 10)), "malformed JSON: a NUL byte at offset 2");
  EXPECT_EQ(parse_error(std::string("{\"a\":\"x\0\"}", 10)),
            "malformed JSON: a NUL byte at offset 7");
  EXPECT_NE(parse_error("{} {}").find("malformed JSON"), std::string::npos);
  EXPECT_NE(parse_error("[1] x").find("malformed JSON"), std::string::npos);
  nlohmann::json j;
  std::string error;
  EXPECT_TRUE(parse_json_text(" {\"a\": [1, 2.5, \"é\"]} \n\t", &j, &error)) << error;
  EXPECT_EQ(j["a"][1], 2.5);
}

TEST(JsonLimits, ErrorsAreValidUtf8) {
  for (const std::string& bad :
       {std::string("\xff"), std::string("{\"a\":\"\xc3\"}"), std::string("[\"\xed\xa0\x80\"]")}) {
    const std::string e = parse_error(bad);
    EXPECT_TRUE(utf8::is_valid(e)) << e;
  }
}

}  // namespace
}  // namespace ap
