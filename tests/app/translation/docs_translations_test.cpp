// The translations docs/models.md and README.md quote are what the shipped models say: each
// sentence is translated by its model file (greedy, as `attention translate` does by default),
// and the French must be the model's output and must appear, in quotes, in the document.
#include "core/corpus/corpus.h"
#include "core/seq2seq/translator.h"

#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

namespace ap {
namespace {

std::string read_text(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  std::ostringstream s;
  s << f.rdbuf();
  return s.str();
}

// Line breaks and runs of spaces as one space, and U+00A0 (the no-break space French puts before
// "?") as a space, so a quote wrapped across lines still matches.
std::string flatten(const std::string& text) {
  std::string out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (c == '\xC2' && i + 1 < text.size() && text[i + 1] == '\xA0') {
      c = ' ';
      ++i;
    }
    if (c == '\n' || c == '\r') c = ' ';
    if (c == ' ' && !out.empty() && out.back() == ' ') continue;
    out += c;
  }
  return out;
}

struct Quote {
  const char* doc;    // relative to the source tree
  const char* model;  // file in assets/models/
  std::string english;
  const char* french;
};

TEST(DocsTranslations, EveryQuotedTranslationIsTheModelsOwn) {
  const std::string article = s2s::article_sentence_en();
  const Quote quotes[] = {
      {"docs/models.md", "rnnsearch.bin", article,
       "L'accord sur la zone économique européenne a été signé en août 1992."},
      {"docs/models.md", "rnnsearch.bin", "She saw him yesterday.", "Elle l'a vu hier."},
      {"README.md", "rnnsearch.bin", "She saw him yesterday.", "Elle l'a vu hier."},
      {"docs/models.md", "rnnsearch.bin", "I love McCartney.", "J'aime McCartney."},
      {"docs/models.md", "rnnsearch.bin", "they live in paris", "Ils habitent à Paris."},
      {"docs/models.md", "rnnsearch.bin", "where is the dog?", "Où est le chien ?"},
      {"docs/models.md", "rnnencdec.bin", article,
       "L'accord sur la zone économique européenne a été signé en août 1992."},
      {"docs/models.md", "transformer.bin", article,
       "L'accord sur la zone économique européenne a été signé en août 1992."},
  };
  for (const Quote& q : quotes) {
    s2s::Translator tr;
    std::string error;
    ASSERT_TRUE(tr.load_file(std::string(AP_SOURCE_DIR) + "/assets/models/" + q.model, &error))
        << error;
    s2s::Translation t;
    ASSERT_TRUE(tr.translate(q.english, 1, &t, &error)) << error;
    EXPECT_EQ(flatten(t.translation), q.french) << q.model << ": " << q.english;
    const std::string doc = flatten(read_text(std::string(AP_SOURCE_DIR) + "/" + q.doc));
    EXPECT_NE(doc.find(std::string("\"") + q.french + "\""), std::string::npos)
        << q.doc << " does not quote \"" << q.french << "\"";
  }
}

}  // namespace
}  // namespace ap
