// Fuzz target: the sentence-set parser and the exact-match scorer (core/seq2seq/sentence_set.h),
// which `attention evaluate --sentences FILE` runs on a file the user names. Properties: a refused
// file gives one line "line N: …" naming a line that exists; an accepted file gives sentences with
// a non-empty English and French, no English twice, and each reference matches itself; the
// normalisation is idempotent, so matching is stable.
#include "core/seq2seq/sentence_set.h"

#include "fuzz_check.h"

#include <algorithm>
#include <cstdint>
#include <set>
#include <string>
#include <string_view>

namespace {

void check_refused(std::string_view text, const std::string& error) {
  FUZZ_CHECK(error.rfind("line ", 0) == 0 && error.find('\n') == std::string::npos, error);
  const std::size_t line = std::stoul(error.substr(5));
  const std::size_t lines = static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
  FUZZ_CHECK(line >= 1 && line <= lines + 1, "the message names a line the file lacks: " + error);
}

void check_accepted(const std::vector<ap::s2s::ReferenceSentence>& set) {
  std::set<std::string> english;
  for (const ap::s2s::ReferenceSentence& s : set) {
    FUZZ_CHECK(!s.english.empty() && !s.french.empty(), "an accepted sentence is empty");
    FUZZ_CHECK(english.insert(ap::s2s::normalise_for_match(s.english)).second,
               "an English sentence was accepted twice: " + s.english);
    for (const std::string& f : s.french) {
      FUZZ_CHECK(!f.empty(), "an empty French alternative was accepted");
      FUZZ_CHECK(ap::s2s::matches_reference(f, s), "a reference does not match itself: " + f);
    }
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::string once = ap::s2s::normalise_for_match(text);
  FUZZ_CHECK(ap::s2s::normalise_for_match(once) == once, "normalisation is not idempotent");
  std::vector<ap::s2s::ReferenceSentence> set;
  std::string error;
  if (ap::s2s::parse_sentence_set(text, &set, &error))
    check_accepted(set);
  else
    check_refused(text, error);
  return 0;
}
