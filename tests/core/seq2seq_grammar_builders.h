// Hand-built grammar structures for the grammar tests (seq2seq_corpus_grammar_test.cpp,
// seq2seq_everyday_grammar_test.cpp): a noun phrase from English words, a proper noun, a
// personal pronoun, a one-clause sentence, and both realisations as space-joined tokens.
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "core/corpus/grammar.h"
#include "core/corpus/lexicon.h"

namespace ap::s2s::testing {

inline std::string join(const std::vector<std::string>& t) {
  std::string s;
  for (const auto& w : t) s += (s.empty() ? "" : " ") + w;
  return s;
}

// "the big councils" = noun("council", Determiner::The, true, {"big"}); unknown words fail the
// test.
inline NounPhrase noun(const char* en, Determiner det = Determiner::The, bool plural = false,
                       std::vector<const char*> adjectives = {}) {
  NounPhrase np;
  np.noun = find_noun(en);
  EXPECT_GE(np.noun, 0) << en;
  np.det = det;
  np.plural = plural;
  for (const char* a : adjectives) {
    np.adjectives.push_back(find_adjective(a));
    EXPECT_GE(np.adjectives.back(), 0) << a;
  }
  return np;
}

// A city, a country or a first name.
inline NounPhrase proper(NounKind kind, const char* en) {
  NounPhrase np;
  np.kind = kind;
  np.noun = kind == NounKind::City   ? find_city(en)
            : kind == NounKind::Name ? find_person(en)
                                     : find_country(en);
  EXPECT_GE(np.noun, 0) << en;
  return np;
}

// A personal pronoun by its English subject form: pronoun("you").
inline NounPhrase pronoun(const char* en_subject) {
  NounPhrase np;
  np.kind = NounKind::Pronoun;
  np.noun = -1;
  const Lexicon& lx = lexicon();
  for (std::size_t i = 0; i < lx.pronouns.size(); ++i)
    if (std::string(lx.pronouns[i].en_subject) == en_subject) np.noun = static_cast<int>(i);
  EXPECT_GE(np.noun, 0) << en_subject;
  return np;
}

inline Sentence one(Clause c) {
  Sentence s;
  s.clauses.push_back(std::move(c));
  return s;
}

// A fixed expression (what time is it ?, i am fine, that sounds good …) as a one-clause sentence.
inline Sentence fixed(FixedExpression e, int arg = 0, Tense tense = Tense::Present,
                      std::vector<NounPhrase> subject = {}, bool negated = false) {
  Clause c;
  c.voice = Voice::Fixed;
  c.fixed = e;
  c.fixed_arg = arg;
  c.tense = tense;
  c.negated = negated;
  c.subject = std::move(subject);
  return one(std::move(c));
}

// One everyday clause: subject, verb (English base form), tense, an optional object.
inline Clause everyday(NounPhrase subject, const char* verb, Tense tense,
                       std::vector<NounPhrase> object = {}) {
  Clause c;
  c.voice = Voice::Everyday;
  c.verb = find_everyday_verb(verb);
  EXPECT_GE(c.verb, 0) << verb;
  c.tense = tense;
  c.subject.push_back(std::move(subject));
  c.object = std::move(object);
  return c;
}

// One everyday clause as a sentence.
inline Sentence says(NounPhrase subject, const char* verb, Tense tense,
                     std::vector<NounPhrase> object = {}) {
  return one(everyday(std::move(subject), verb, tense, std::move(object)));
}

// A time phrase of the lexicon ("yesterday", "last year") as an adverbial.
inline Adverbial time_phrase(const char* en) {
  Adverbial a;
  a.kind = AdverbialKind::TimePhrase;
  a.index = find_time_phrase(en);
  EXPECT_GE(a.index, 0) << en;
  return a;
}

// "subject is adjective" (the copula), present unless told.
inline Sentence be(NounPhrase subject, const char* adjective, Tense tense = Tense::Present) {
  Clause c;
  c.voice = Voice::Copula;
  c.tense = tense;
  c.subject.push_back(std::move(subject));
  c.adjective = find_adjective(adjective);
  EXPECT_GE(c.adjective, 0) << adjective;
  return one(std::move(c));
}

inline std::string fr(const NounPhrase& np) { return join(realise_french(np)); }
inline std::string en(const NounPhrase& np) { return join(realise_english(np)); }
inline std::string fr(const Sentence& s) { return join(realise_french(s)); }
inline std::string en(const Sentence& s) { return join(realise_english(s)); }

}  // namespace ap::s2s::testing
