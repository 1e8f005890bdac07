// The lexicon against a dictionary no one here wrote: the French of every noun, adjective and verb
// of src/core/corpus/lexicon.cpp must be among FreeDict's translations of its English headword
// (Debian's dict-freedict-eng-fra). Lemmas are compared: the lexicon's English is already singular
// or the base form; its French noun is singular, its adjective masculine singular, and its verb
// participle becomes the infinitive (-é → -er, -i → -ir, the rest from french_participles.tsv).
// Entries FreeDict does not confirm are listed, each with its reviewed reason, in
// freedict_exceptions.tsv; an exception that is no longer needed fails too.
#include <gtest/gtest.h>

#include "core/corpus/french_modals.h"
#include "core/corpus/french_verbs.h"
#include "core/corpus/quantities.h"
#include "core/corpus/lexicon.h"
#include "freedict.h"

#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <tuple>

namespace ap::test {
namespace {

constexpr const char* kDictDir = "/usr/share/dictd";
constexpr const char* kDictName = "freedict-eng-fra";
const std::string kDataDir = std::string(AP_SOURCE_DIR) + "/tests/corpus/";

struct Entry {
  std::string kind, en, fr;  // kind: noun, adjective, verb
  bool operator<(const Entry& o) const {
    return std::tie(kind, en, fr) < std::tie(o.kind, o.en, o.fr);
  }
};

// The tab-separated rows of a data file, without its # comments.
std::vector<std::vector<std::string>> read_rows(const std::string& path) {
  std::ifstream in(path);
  EXPECT_TRUE(in) << "cannot read " << path;
  std::vector<std::vector<std::string>> rows;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#') continue;
    std::vector<std::string> row;
    std::istringstream fields(line);
    for (std::string f; std::getline(fields, f, '\t');) row.push_back(f);
    rows.push_back(row);
  }
  return rows;
}

bool ends_with(const std::string& s, const std::string& suffix) {
  return s.size() >= suffix.size() &&
         s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

// The infinitive of a French past participle, or "" when no rule or table row gives it.
std::string infinitive(const std::string& participle,
                       const std::map<std::string, std::string>& irregular) {
  if (const auto it = irregular.find(participle); it != irregular.end()) return it->second;
  if (ends_with(participle, "é")) return participle.substr(0, participle.size() - 2) + "er";
  if (ends_with(participle, "i")) return participle + "r";
  return "";
}

std::map<std::string, std::string> irregular_participles() {
  std::map<std::string, std::string> m;
  for (const auto& row : read_rows(kDataDir + "french_participles.tsv")) {
    EXPECT_EQ(row.size(), 2u) << "french_participles.tsv: participle TAB infinitive";
    if (row.size() == 2) m[row[0]] = row[1];
  }
  return m;
}

// Every noun, adjective and verb of the lexicon as lemmas, once each.
std::set<Entry> lexicon_lemmas() {
  const s2s::Lexicon& lex = s2s::lexicon();
  const auto irregular = irregular_participles();
  std::set<Entry> out;
  for (const auto& n : lex.nouns) out.insert({"noun", n.en, n.fr});
  for (const auto& a : lex.adjectives) out.insert({"adjective", a.en, a.fr_ms});
  auto verb = [&](const char* en, const char* participle) {
    const std::string fr = infinitive(participle, irregular);
    EXPECT_FALSE(fr.empty()) << "no infinitive for the participle \"" << participle << "\" (" << en
                             << "): add it to tests/corpus/french_participles.tsv";
    out.insert({"verb", en, fr});
  };
  for (const auto& v : lex.verbs) verb(v.en_base, v.fr_participle);
  for (const auto& v : lex.intransitives) verb(v.en_base, v.fr_participle);
  for (const auto& v : lex.everyday_verbs) verb(v.en_base, v.fr_participle);
  for (const auto& m : s2s::kModalVerbs) out.insert({"modal", m.en, m.fr});  // world 2
  for (const auto& m : s2s::kMoreModalVerbs) out.insert({"modal", m.en, m.fr});
  for (const auto& c : s2s::kContainers) out.insert({"noun", c.en, c.fr});  // a cup of …
  return out;
}

// The reviewed exceptions: entry → reason.
std::map<Entry, std::string> exceptions() {
  std::map<Entry, std::string> m;
  for (const auto& row : read_rows(kDataDir + "freedict_exceptions.tsv")) {
    EXPECT_EQ(row.size(), 4u) << "freedict_exceptions.tsv: kind TAB English TAB French TAB reason";
    if (row.size() != 4) continue;
    EXPECT_FALSE(row[3].empty()) << row[1] << ": an exception needs its reason";
    EXPECT_TRUE(m.emplace(Entry{row[0], row[1], row[2]}, row[3]).second) << "twice: " << row[1];
  }
  return m;
}

const FreeDict& freedict() {
  static const FreeDict dict = [] {
    FreeDict d;
    std::string error;
    if (!d.load(kDictDir, kDictName, &error))
      ADD_FAILURE() << "FreeDict English-French is missing (" << error
                    << "). Install it with tools/setup.sh, or: sudo apt-get install "
                       "dict-freedict-eng-fra";
    return d;
  }();
  return dict;
}

std::string joined(const std::vector<std::string>& words) {
  std::string s;
  for (const std::string& w : words) s += (s.empty() ? "" : ", ") + w;
  return s.empty() ? "(no entry)" : s;
}

// World 2's infinitives (after modals, aller, the futur simple's stem) are the lemmas the FreeDict
// check reads from the participles.
TEST(FreeDictLexicon, EverydayInfinitivesAreTheParticiplesLemmas) {
  const auto irregular = irregular_participles();
  for (const auto& v : s2s::lexicon().everyday_verbs)
    EXPECT_EQ(v.fr_infinitive, infinitive(v.fr_participle, irregular)) << v.en_base;
}

TEST(FreeDictLexicon, TheDictionaryIsInstalled) {
  ASSERT_GT(freedict().size(), 1000u);
  // The reader itself, on entries whose text is known: "house" → maison.
  const auto house = freedict().translations("house");
  EXPECT_NE(std::find(house.begin(), house.end(), "maison"), house.end()) << joined(house);
}

TEST(FreeDictLexicon, EveryFrenchLemmaIsAmongItsHeadwordsTranslations) {
  ASSERT_GT(freedict().size(), 1000u) << "FreeDict is not installed: sudo apt-get install "
                                         "dict-freedict-eng-fra (tools/setup.sh installs it)";
  const auto reviewed = exceptions();
  int confirmed = 0;
  for (const Entry& e : lexicon_lemmas()) {
    const auto tr = freedict().translations(e.en);
    const bool found = std::find(tr.begin(), tr.end(), e.fr) != tr.end();
    const auto x = reviewed.find(e);
    if (found) {
      ++confirmed;
      EXPECT_EQ(x, reviewed.end()) << e.kind << " " << e.en << " → " << e.fr
                                   << ": FreeDict confirms it now; remove its exception";
    } else {
      EXPECT_NE(x, reviewed.end())
          << e.kind << " \"" << e.en << "\" → \"" << e.fr << "\" is not among FreeDict's "
          << "translations (" << joined(tr) << "): correct the lexicon, or add a reviewed "
          << "exception to tests/corpus/freedict_exceptions.tsv";
    }
  }
  EXPECT_GE(confirmed, 200) << "FreeDict confirms too few entries: is the reader broken?";
}

TEST(FreeDictLexicon, EachExceptionNamesALexiconEntryAndHoldsItsReason) {
  ASSERT_GT(freedict().size(), 1000u);
  const std::set<Entry> lemmas = lexicon_lemmas();
  for (const auto& [e, reason] : exceptions()) {
    EXPECT_TRUE(lemmas.count(e)) << e.kind << " " << e.en << " → " << e.fr
                                 << " is not in the lexicon: remove its exception";
    if (reason == "no entry") {
      EXPECT_FALSE(freedict().has(e.en))
          << "FreeDict has an entry for \"" << e.en << "\" now ("
          << joined(freedict().translations(e.en)) << "): review its exception";
    }
  }
}

}  // namespace
}  // namespace ap::test
