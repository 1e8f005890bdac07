// Reads a FreeDict dictionary in the dictd format Debian installs (dict-freedict-eng-fra:
// /usr/share/dictd/freedict-eng-fra.index and .dict.dz) and answers the French translations of an
// English headword. An entry's text is its headword line, then one line per sense, each a comma-
// or semicolon-separated list ("1. comment, de quelle manière"); translations() returns them
// lowercased, without sense numbers, parenthesised notes, articles or a reflexive se.
#pragma once

#include <map>
#include <string>
#include <vector>

namespace ap::test {

class FreeDict {
 public:
  // Loads `<dir>/<name>.index` and `<dir>/<name>.dict.dz`; on failure returns false and says why.
  bool load(const std::string& dir, const std::string& name, std::string* error);

  bool has(const std::string& headword) const { return entries_.count(headword) != 0; }
  std::vector<std::string> translations(const std::string& headword) const;
  std::size_t size() const { return entries_.size(); }

 private:
  std::multimap<std::string, std::string> entries_;  // lowercase headword → entry text
};

}  // namespace ap::test
