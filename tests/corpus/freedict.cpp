// FreeDict reader (see freedict.h). The .dict.dz is a dictzip file, which is gzip: zlib reads it
// whole (a few hundred KB). Index lines are "headword TAB offset TAB length", the numbers in
// dictd's base64 digits.
#include "freedict.h"

#include <zlib.h>

#include <fstream>
#include <sstream>

namespace ap::test {
namespace {

bool read_gzip(const std::string& path, std::string* out) {
  gzFile f = gzopen(path.c_str(), "rb");
  if (f == nullptr) return false;
  char buf[1 << 16];
  int n = 0;
  while ((n = gzread(f, buf, sizeof buf)) > 0) out->append(buf, static_cast<std::size_t>(n));
  const bool ok = n == 0;
  gzclose(f);
  return ok;
}

// dictd's numbers: base64 digits, most significant first.
bool decode_number(const std::string& digits, std::size_t* value) {
  static const std::string kDigits =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  std::size_t v = 0;
  for (char c : digits) {
    const std::size_t d = kDigits.find(c);
    if (d == std::string::npos) return false;
    v = v * 64 + d;
  }
  *value = v;
  return !digits.empty();
}

std::string lowercase_ascii(std::string s) {
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return s;
}

std::string trim(const std::string& s) {
  const std::size_t a = s.find_first_not_of(" \t"), b = s.find_last_not_of(" \t");
  return a == std::string::npos ? "" : s.substr(a, b - a + 1);
}

bool starts_with(const std::string& s, const std::string& p) {
  return s.compare(0, p.size(), p) == 0;
}

// One translation as the lexicon writes a lemma: lowercase, U+2010 hyphens as '-', no note in
// parentheses, no article, no reflexive pronoun.
std::string lemma_of(std::string t) {
  for (std::size_t p; (p = t.find("\xE2\x80\x90")) != std::string::npos;) t.replace(p, 3, "-");
  for (std::size_t a; (a = t.find('(')) != std::string::npos;) {
    const std::size_t b = t.find(')', a);
    t.erase(a, b == std::string::npos ? std::string::npos : b - a + 1);
  }
  t = trim(lowercase_ascii(t));
  for (const char* prefix : {"se ", "s'", "le ", "la ", "l'", "les ", "un ", "une "})
    if (starts_with(t, prefix)) t = trim(t.substr(std::string(prefix).size()));
  return t;
}

}  // namespace

bool FreeDict::load(const std::string& dir, const std::string& name, std::string* error) {
  const std::string index_path = dir + "/" + name + ".index",
                    dict_path = dir + "/" + name + ".dict.dz";
  std::ifstream index(index_path);
  std::string text;
  if (!index || !read_gzip(dict_path, &text)) {
    *error = "cannot read " + index_path + " and " + dict_path;
    return false;
  }
  std::string line;
  while (std::getline(index, line)) {
    std::istringstream fields(line);
    std::string head, offset, length;
    std::size_t at = 0, n = 0;
    if (!std::getline(fields, head, '\t') || !std::getline(fields, offset, '\t') ||
        !std::getline(fields, length) || !decode_number(offset, &at) ||
        !decode_number(length, &n) || at + n > text.size()) {
      *error = "malformed index line in " + index_path + ": " + line;
      return false;
    }
    entries_.emplace(lowercase_ascii(head), text.substr(at, n));
  }
  return true;
}

std::vector<std::string> FreeDict::translations(const std::string& headword) const {
  std::vector<std::string> out;
  const auto [first, last] = entries_.equal_range(headword);
  for (auto e = first; e != last; ++e) {
    std::istringstream lines(e->second);
    std::string line;
    std::getline(lines, line);  // the headword and its pronunciation
    while (std::getline(lines, line)) {
      line = trim(line);
      const std::size_t dot = line.find(". ");  // a sense number: "2. comme"
      if (dot != std::string::npos && dot > 0 && line.find_first_not_of("0123456789") == dot)
        line = line.substr(dot + 2);
      std::string item;
      for (char c : line + ",") {
        if (c != ',' && c != ';') {
          item += c;
          continue;
        }
        if (const std::string t = lemma_of(item); !t.empty()) out.push_back(t);
        item.clear();
      }
    }
  }
  return out;
}

}  // namespace ap::test
