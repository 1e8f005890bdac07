// Small JSON helpers shared by the app's codecs (scene, view, translation, demos) and the CLI.
// Everything here is exception-free: the web build runs with C++ exception catching disabled, so
// user input must never reach a throwing nlohmann call (at(), get<T>() on the wrong type, parse()).
#pragma once

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

// A float as a JSON number that reads back bit-exactly with (float)j.get<double>(), written as
// the shortest decimal that does so ("0.1", not "0.10000000149011612"). Non-finite → null.
nlohmann::json json_float(float f);
// Rows of floats (a [row][column] map) as an array of arrays of json_float.
nlohmann::json json_float_rows(const std::vector<std::vector<float>>& rows);

// The shortest decimal text that strtof reads back as exactly f ("0.1", "-0", "1e-45").
std::string format_float(float f);

// The deepest nesting of arrays and objects parse_json_text accepts (our documents need ≤ 5).
inline constexpr std::size_t kMaxJsonDepth = 64;

// Parses JSON text once, without exceptions. On failure returns false and *error says where and
// what, e.g. "malformed JSON: line 1, column 12: syntax error while parsing value - invalid
// literal; last read: 'NaN' (NaN and Infinity are not JSON)". A number that overflows a double
// is named by its field ("keys[0][1]: NaN or Inf is not allowed (the number 1e999 overflows)"),
// as is nesting deeper than kMaxJsonDepth; anything after the value (a NUL byte included) is an
// error. Time and memory are linear in the text's size.
bool parse_json_text(std::string_view text, nlohmann::json* out, std::string* error);

// j.dump(indent) that never throws: invalid UTF-8 in strings is replaced by U+FFFD.
std::string dump_json(const nlohmann::json& j, int indent = -1);

// Indented JSON for people: objects and arrays of arrays one item per line, arrays of plain
// values (a row of numbers) on one line: "[1.0, 0.5]". Never throws (like dump_json).
std::string dump_json_pretty(const nlohmann::json& j, int indent = 2);

// "object", "array", "string", "number", "boolean", "null" (for messages).
const char* json_type_name(const nlohmann::json& j);

// Field readers for small plain-data structs. Each returns true if the field is absent (leaving
// *out as it is) or present with the right type and range; otherwise false with *error =
// "<prefix><key>: <problem>". `prefix` is e.g. "view." so messages name the full field.
bool read_string_field(const nlohmann::json& obj, const char* prefix, const char* key,
                       std::size_t max_bytes, std::string* out, std::string* error);
bool read_int_field(const nlohmann::json& obj, const char* prefix, const char* key, std::int64_t lo,
                    std::int64_t hi, int* out, std::string* error);
bool read_bool_field(const nlohmann::json& obj, const char* prefix, const char* key, bool* out,
                     std::string* error);
bool read_u64_field(const nlohmann::json& obj, const char* prefix, const char* key,
                    std::uint64_t* out, std::string* error);

}  // namespace ap
