// Reply: calls one function of a PageApi the way the page's JS does (JSON arguments in, JSON reply
// out) and parses the reply, failing the test if it is not JSON. Shared by the JS API tests.
#pragma once

#include "app/json_util.h"
#include "app/page/page_api.h"

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <string>

namespace ap::testing {

inline nlohmann::json Reply(const PageApi& api, const char* name,
                            const nlohmann::json& args = nlohmann::json::array()) {
  nlohmann::json j;
  std::string error;
  const std::string text = api.call(name, dump_json(args));
  EXPECT_TRUE(parse_json_text(text, &j, &error)) << text;
  return j;
}

}  // namespace ap::testing
