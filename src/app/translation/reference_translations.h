// ReferenceTranslations: the French reference of an English sentence, when the sentence is one
// whose reference the project knows — a sentence of the held-out test split (the one `attention
// evaluate` and the Bottleneck tab score) or the article's sentence. The translator's compare
// view shows it above the two models' translations.
//
// Lookup is by tokens (s2s::tokenize: lowercase, punctuation split), so "The agreement  on…" and
// "the agreement on…" find the same pair. The test split (1,000 pairs) is generated on the first
// lookup, a few tens of ms, and kept.
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>

namespace ap {

class ReferenceTranslations {
 public:
  // The reference (detokenised French), or nullptr when the sentence is not a known one.
  const std::string* find(std::string_view english);
  // Where the reference comes from: "test" or "article" (for the label); empty if none.
  const char* source_of(std::string_view english);

 private:
  void build();
  bool built_ = false;
  std::unordered_map<std::string, std::string> by_tokens_;  // joined English tokens → French
  std::string article_key_;
};

}  // namespace ap
