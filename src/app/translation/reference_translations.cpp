// ReferenceTranslations (see reference_translations.h): the test split drawn with the corpus's
// default options (the same sentences `attention evaluate` scores), keyed by joined tokens.
#include "app/translation/reference_translations.h"

#include "core/corpus/corpus.h"
#include "core/corpus/model_world.h"
#include "core/seq2seq/french_text.h"
#include "core/seq2seq/tokenizer.h"

namespace ap {

namespace {

std::string key_of(std::string_view english) {
  std::string key;
  for (const std::string& t : s2s::tokenize(english)) key += t + ' ';
  return key;
}

}  // namespace

void ReferenceTranslations::build() {
  if (built_) return;
  built_ = true;
  s2s::CorpusOptions co;
  co.train = 0;  // the test split is drawn first, from its own seed: the same sentences
  co.valid = 0;
  co.world = s2s::kShippedWorld;
  for (const s2s::SentencePair& p : s2s::generate_corpus(co).test) {
    std::string key;
    for (const std::string& t : p.en) key += t + ' ';
    by_tokens_.emplace(std::move(key), s2s::french_text(p.fr));
  }
  article_key_ = key_of(s2s::article_sentence_en());
  by_tokens_[article_key_] = s2s::article_sentence_fr();
}

const std::string* ReferenceTranslations::find(std::string_view english) {
  build();
  const auto it = by_tokens_.find(key_of(english));
  return it == by_tokens_.end() ? nullptr : &it->second;
}

const char* ReferenceTranslations::source_of(std::string_view english) {
  if (!find(english)) return "";
  return key_of(english) == article_key_ ? "article" : "test";
}

}  // namespace ap
