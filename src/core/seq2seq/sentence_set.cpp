// Sentence sets and exact match (see sentence_set.h).
#include "core/seq2seq/sentence_set.h"

#include "core/seq2seq/tokenizer.h"

#include <set>
#include <utility>

namespace ap::s2s {
namespace {

std::vector<std::string> split(std::string_view s, std::string_view separator) {
  std::vector<std::string> parts;
  for (std::size_t at = 0;;) {
    const std::size_t next = s.find(separator, at);
    parts.emplace_back(s.substr(at, next == std::string_view::npos ? next : next - at));
    if (next == std::string_view::npos) return parts;
    at = next + separator.size();
  }
}

std::string trim(std::string_view s) {
  const std::size_t a = s.find_first_not_of(" \t\r"), b = s.find_last_not_of(" \t\r");
  return a == std::string_view::npos ? "" : std::string(s.substr(a, b - a + 1));
}

// One data line → *out; false with *error (without the line number) when malformed.
bool parse_line(std::string_view line, ReferenceSentence* out, std::string* error) {
  const std::vector<std::string> fields = split(line, "\t");
  if (fields.size() < 3 || fields.size() > 4) {
    *error = "expected topic, English, French and alternatives separated by tabs";
    return false;
  }
  out->topic = trim(fields[0]);
  out->english = trim(fields[1]);
  out->french = {trim(fields[2])};
  if (out->english.empty() || out->french[0].empty()) {
    *error = "the English and the French must not be empty";
    return false;
  }
  if (fields.size() == 4 && !trim(fields[3]).empty())
    for (const std::string& alt : split(fields[3], " | ")) {
      if (trim(alt).empty()) {
        *error = "an empty alternative";
        return false;
      }
      out->french.push_back(trim(alt));
    }
  return true;
}

bool is_space_before(std::string_view rest) {
  for (std::string_view mark : {".", ",", ";", ":", "?", "!", ")", "\xC2\xBB"})
    if (rest.substr(0, mark.size()) == mark) return true;
  return false;
}

}  // namespace

bool parse_sentence_set(std::string_view text, std::vector<ReferenceSentence>* out,
                        std::string* error) {
  out->clear();
  std::set<std::string> seen;
  const std::vector<std::string> lines = split(text, "\n");
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (trim(lines[i]).empty() || lines[i][0] == '#') continue;
    ReferenceSentence s;
    std::string why;
    if (!parse_line(lines[i], &s, &why)) {
      *error = "line " + std::to_string(i + 1) + ": " + why;
      return false;
    }
    if (!seen.insert(normalise_for_match(s.english)).second) {
      *error = "line " + std::to_string(i + 1) + ": \"" + s.english + "\" is there twice";
      return false;
    }
    out->push_back(std::move(s));
  }
  return true;
}

std::string normalise_for_match(std::string_view french) {
  // No-break spaces (U+00A0, U+202F) → ' ', ’ → ', then lowercase.
  std::string s(french);
  constexpr std::pair<std::string_view, std::string_view> kReplaced[] = {
      {"\xC2\xA0", " "}, {"\xE2\x80\xAF", " "}, {"\xE2\x80\x99", "'"}};
  for (const auto& [from, to] : kReplaced)
    for (std::size_t p; (p = s.find(from)) != std::string::npos;) s.replace(p, from.size(), to);
  s = to_lower_utf8(s);
  // One space between words, none before a closing mark or after «.
  std::string out;
  bool pending_space = false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      pending_space = !out.empty();
      continue;
    }
    const bool after_open_quote =
        out.size() >= 2 && out.compare(out.size() - 2, 2, "\xC2\xAB") == 0;
    if (pending_space && !is_space_before(std::string_view(s).substr(i)) && !after_open_quote)
      out += ' ';
    pending_space = false;
    out += c;
  }
  return out;
}

bool matches_reference(std::string_view translation, const ReferenceSentence& sentence) {
  const std::string t = normalise_for_match(translation);
  for (const std::string& f : sentence.french)
    if (normalise_for_match(f) == t) return true;
  return false;
}

}  // namespace ap::s2s
