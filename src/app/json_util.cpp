// Exception-free JSON helpers: float formatting that round-trips, parsing with a readable error,
// and typed field readers. See json_util.h.
#include "app/json_util.h"

#include "app/shortest_float.h"

#include "core/utf8.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

namespace ap {

using nlohmann::json;

std::string format_float(float f) {
  if (!std::isfinite(f)) return std::isnan(f) ? "nan" : (f > 0 ? "inf" : "-inf");
  // The shortest %g precision whose text reads back as the same float: computed with integers
  // for the usual magnitudes (shortest_float.h), else by trying each precision. 9 significant
  // digits always suffice for IEEE binary32, so the loop ends by p = 9.
  std::string fast;
  if (shortest_float_text(f, &fast)) return fast;
  char buf[48];
  for (int p = 1; p <= 9; ++p) {
    std::snprintf(buf, sizeof buf, "%.*g", p, static_cast<double>(f));
    float back = std::strtof(buf, nullptr);
    if (std::memcmp(&back, &f, sizeof f) == 0) return buf;
  }
  std::snprintf(buf, sizeof buf, "%.9g", static_cast<double>(f));
  return buf;
}

json json_float(float f) {
  if (!std::isfinite(f)) return json(nullptr);
  // JSON readers (ours included) parse numbers as double and then narrow to float. Store the
  // double nearest to the short decimal when that narrows back to f exactly (the usual case);
  // otherwise (a double-rounding corner) store f's exact double value, which always does.
  ShortestFloat fast;
  double d;
  if (!shortest_float(f, &fast) || !fast.nearest_double(&d))
    d = std::strtod(format_float(f).c_str(), nullptr);
  float back = static_cast<float>(d);
  if (std::memcmp(&back, &f, sizeof f) == 0) return json(d);
  return json(static_cast<double>(f));
}

json json_float_rows(const std::vector<std::vector<float>>& rows) {
  json out = json::array();
  for (const auto& row : rows) {
    json r = json::array();
    for (float v : row) r.push_back(json_float(v));
    out.push_back(std::move(r));
  }
  return out;
}

namespace {

// Builds the DOM like nlohmann's own parser, in one pass, and keeps where it is (a path such as
// "keys[0][1]") so that an overflowing number (1e999, which nlohmann reports as out_of_range.406
// and then stops) and a too-deep nesting are reported by field. Parse errors keep their text.
class CheckingSax : public nlohmann::detail::json_sax_dom_parser<json> {
 public:
  using Base = nlohmann::detail::json_sax_dom_parser<json>;
  explicit CheckingSax(json& target) : Base(target, /*allow_exceptions=*/false) {}

  bool null() { return Base::null() && next(); }
  bool boolean(bool v) { return Base::boolean(v) && next(); }
  bool number_integer(json::number_integer_t v) { return Base::number_integer(v) && next(); }
  bool number_unsigned(json::number_unsigned_t v) { return Base::number_unsigned(v) && next(); }
  bool number_float(json::number_float_t v, const std::string& s) {
    return Base::number_float(v, s) && next();
  }
  bool string(std::string& v) { return Base::string(v) && next(); }
  bool binary(json::binary_t& v) { return Base::binary(v) && next(); }
  bool key(std::string& k) {
    if (!frames_.empty()) frames_.back().key = k;
    return Base::key(k);
  }
  bool start_object(std::size_t n) { return open(false) && Base::start_object(n); }
  bool start_array(std::size_t n) { return open(true) && Base::start_array(n); }
  bool end_object() { return close() && Base::end_object(); }
  bool end_array() { return close() && Base::end_array(); }

  template <class Exception>
  bool parse_error(std::size_t at, const std::string& last_token, const Exception& ex) {
    position = at;
    if (ex.id == 406) {  // a number too large for a double
      const std::string tok = last_token.size() > 32 ? last_token.substr(0, 32) + "…" : last_token;
      message = (frames_.empty() ? std::string("value") : path()) +
                ": NaN or Inf is not allowed (the number " + tok + " overflows)";
      field_error = true;
    } else {
      message = ex.what();
    }
    return Base::parse_error(at, last_token, ex);
  }

  std::string message;
  std::size_t position = 0;
  bool field_error = false;  // message already names the field: no "malformed JSON" prefix

 private:
  struct Frame {
    bool array;
    std::size_t index = 0;
    std::string key;
  };
  std::vector<Frame> frames_;

  bool next() {  // a value ended: the enclosing array moves to its next index
    if (!frames_.empty() && frames_.back().array) ++frames_.back().index;
    return true;
  }
  bool open(bool array) {
    if (frames_.size() >= kMaxJsonDepth) {
      message = (frames_.empty() ? std::string("value") : path()) + ": nesting deeper than " +
                std::to_string(kMaxJsonDepth) + " levels";
      field_error = true;
      return false;
    }
    frames_.push_back({array, 0, {}});
    return true;
  }
  bool close() {
    frames_.pop_back();
    return next();
  }
  // The field's path for a one-line message: keys are user text, so control characters (a
  // decoded "\n") become '?' and invalid UTF-8 is repaired.
  std::string path() const {
    std::string p;
    for (std::size_t i = 0; i < frames_.size(); ++i) {
      if (frames_[i].array)
        p += "[" + std::to_string(frames_[i].index) + "]";
      else
        p += (i ? "." : "") + frames_[i].key;
    }
    for (char& c : p)
      if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f) c = '?';
    return utf8::make_valid(p);
  }
};

bool contains_nan_or_inf(std::string_view s) {
  std::string low;
  for (char c : s) low += static_cast<char>((c >= 'A' && c <= 'Z') ? c - 'A' + 'a' : c);
  return low.find("nan") != std::string::npos || low.find("inf") != std::string::npos;
}

}  // namespace

bool parse_json_text(std::string_view text, json* out, std::string* error) {
  // nlohmann's lexer takes a NUL byte for the end of the input, so "{}\0garbage" would parse.
  // No JSON text holds a raw NUL (not even inside a string), so any NUL is refused up front.
  const std::size_t nul = text.find('\0');
  if (nul != std::string_view::npos) {
    if (error) *error = "malformed JSON: a NUL byte at offset " + std::to_string(nul);
    return false;
  }
  json root;
  CheckingSax sax(root);
  // strict = true: anything but whitespace after the value is an error.
  const bool ok = json::sax_parse(text.begin(), text.end(), &sax, json::input_format_t::json,
                                  /*strict=*/true);
  if (ok && !sax.is_errored()) {
    *out = std::move(root);
    return true;
  }
  if (sax.field_error) {
    if (error) *error = sax.message;
    return false;
  }
  std::string m = sax.message.empty() ? std::string("could not parse") : sax.message;
  // "[json.exception.parse_error.101] parse error at line 1, column 5: ..." → "line 1, column 5:
  // ..."
  const char* marker = "parse error at ";
  std::size_t at = m.find(marker);
  if (at != std::string::npos)
    m = m.substr(at + std::strlen(marker));
  else if (m.rfind("[json.exception.", 0) == 0 && m.find("] ") != std::string::npos)
    m = m.substr(m.find("] ") + 2);
  for (char& c : m)
    if (c == '\n' || c == '\r') c = ' ';
  if (!utf8::is_valid(m))  // "last read: '<a stray byte>'": keep the message displayable
    for (char& c : m)
      if (static_cast<unsigned char>(c) >= 0x80) c = '?';
  // Look a little beyond the error position too: nlohmann stops reading at "N" of "NaN".
  const std::size_t from = sax.position > 16 ? sax.position - 16 : 0;
  const std::string hint = from < text.size() && contains_nan_or_inf(text.substr(from, 32))
                               ? " (NaN and Infinity are not allowed in JSON)"
                               : "";
  if (error) *error = "malformed JSON: " + m + hint;
  return false;
}

const char* json_type_name(const json& j) {
  switch (j.type()) {
    case json::value_t::object:
      return "object";
    case json::value_t::array:
      return "array";
    case json::value_t::string:
      return "string";
    case json::value_t::boolean:
      return "boolean";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
    case json::value_t::number_float:
      return "number";
    case json::value_t::null:
      return "null";
    default:
      return "other";
  }
}

namespace {

const json* find_field(const json& obj, const char* key) {
  if (!obj.is_object()) return nullptr;
  auto it = obj.find(key);
  return it == obj.end() ? nullptr : &*it;
}

bool fail(std::string* error, const char* prefix, const char* key, const std::string& what) {
  if (error) *error = std::string(prefix) + key + ": " + what;
  return false;
}

}  // namespace

bool read_string_field(const json& obj, const char* prefix, const char* key, std::size_t max_bytes,
                       std::string* out, std::string* error) {
  const json* v = find_field(obj, key);
  if (!v) return true;
  if (!v->is_string())
    return fail(error, prefix, key, std::string("expected a string, got ") + json_type_name(*v));
  const std::string& s = v->get_ref<const std::string&>();
  if (s.size() > max_bytes)
    return fail(error, prefix, key,
                "text of " + std::to_string(s.size()) + " bytes exceeds the limit of " +
                    std::to_string(max_bytes));
  *out = s;
  return true;
}

bool read_int_field(const json& obj, const char* prefix, const char* key, std::int64_t lo,
                    std::int64_t hi, int* out, std::string* error) {
  const json* v = find_field(obj, key);
  if (!v) return true;
  std::string range = "[" + std::to_string(lo) + ", " + std::to_string(hi) + "]";
  if (v->is_number_integer()) {  // includes unsigned
    if (v->is_number_unsigned() && v->get<std::uint64_t>() > static_cast<std::uint64_t>(hi))
      return fail(error, prefix, key, "must be in " + range + ", got " + v->dump());
    std::int64_t x = v->get<std::int64_t>();
    if (x < lo || x > hi)
      return fail(error, prefix, key, "must be in " + range + ", got " + v->dump());
    *out = static_cast<int>(x);
    return true;
  }
  if (v->is_number_float()) {
    double x = v->get<double>();
    if (!std::isfinite(x) || x != std::floor(x))
      return fail(error, prefix, key, "expected an integer, got " + v->dump());
    if (x < static_cast<double>(lo) || x > static_cast<double>(hi))
      return fail(error, prefix, key, "must be in " + range + ", got " + v->dump());
    *out = static_cast<int>(x);
    return true;
  }
  return fail(error, prefix, key, std::string("expected an integer, got ") + json_type_name(*v));
}

bool read_bool_field(const json& obj, const char* prefix, const char* key, bool* out,
                     std::string* error) {
  const json* v = find_field(obj, key);
  if (!v) return true;
  if (!v->is_boolean())
    return fail(error, prefix, key,
                std::string("expected true or false, got ") + json_type_name(*v));
  *out = v->get<bool>();
  return true;
}

bool read_u64_field(const json& obj, const char* prefix, const char* key, std::uint64_t* out,
                    std::string* error) {
  const json* v = find_field(obj, key);
  if (!v) return true;
  if (v->is_number_unsigned()) {
    *out = v->get<std::uint64_t>();
    return true;
  }
  if (v->is_number_integer()) {  // signed: only non-negative values fit
    std::int64_t x = v->get<std::int64_t>();
    if (x < 0) return fail(error, prefix, key, "must be ≥ 0, got " + v->dump());
    *out = static_cast<std::uint64_t>(x);
    return true;
  }
  return fail(error, prefix, key,
              std::string("expected a non-negative integer, got ") + json_type_name(*v));
}

}  // namespace ap

namespace ap {

std::string dump_json(const nlohmann::json& j, int indent) {
  return j.dump(indent, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace ap

namespace ap {

namespace {

void pretty(const nlohmann::json& j, int indent, int level, std::string* out) {
  const std::string pad(static_cast<std::size_t>(indent * (level + 1)), ' ');
  const std::string close_pad(static_cast<std::size_t>(indent * level), ' ');
  if (j.is_object()) {
    if (j.empty()) {
      *out += "{}";
      return;
    }
    *out += "{\n";
    bool first = true;
    for (auto it = j.begin(); it != j.end(); ++it) {
      if (!first) *out += ",\n";
      first = false;
      *out += pad + dump_json(nlohmann::json(it.key())) + ": ";
      pretty(it.value(), indent, level + 1, out);
    }
    *out += "\n" + close_pad + "}";
  } else if (j.is_array()) {
    bool flat = true;
    for (const auto& v : j)
      if (v.is_array() || v.is_object()) flat = false;
    if (flat) {
      *out += "[";
      for (std::size_t i = 0; i < j.size(); ++i) *out += (i ? ", " : "") + dump_json(j[i]);
      *out += "]";
      return;
    }
    *out += "[\n";
    for (std::size_t i = 0; i < j.size(); ++i) {
      if (i) *out += ",\n";
      *out += pad;
      pretty(j[i], indent, level + 1, out);
    }
    *out += "\n" + close_pad + "]";
  } else {
    *out += dump_json(j);
  }
}

}  // namespace

std::string dump_json_pretty(const nlohmann::json& j, int indent) {
  std::string out;
  pretty(j, indent, 0, &out);
  return out;
}

}  // namespace ap
