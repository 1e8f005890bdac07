// SentenceSampler: draws random structures of the grammar (grammar.h) with a target length in
// English words. The target is a budget the sampler spends on noun phrases, adjectives,
// prepositional complements, relative clauses, adverbials and coordinated clauses; it is only
// approximate, so callers (corpus.cpp) re-draw until the realised length falls in the wanted range.
// Everyday clauses (pronouns, present and past tenses, copula, place prepositions) and political
// clauses alternate, so the two domains mix inside one sentence; short targets sometimes give a
// where-question. All randomness comes from the ap::Rng passed in, so a seed fixes every sentence
// on every platform. World 2 (CorpusOptions::world) draws its constructions in branches that
// world 1 never enters, so world 1's stream of draws is the one the first models were trained on.
#pragma once

#include <vector>

#include "core/rng.h"
#include "core/corpus/grammar.h"

namespace ap::s2s {

class SentenceSampler {
 public:
  // world 1: the first models' corpus (its draws never change); world 2 adds the A1–A2
  // constructions (CorpusOptions::world), drawing them only there.
  explicit SentenceSampler(Rng* rng, int world = 1);

  Sentence sample(int target_words);

 private:
  int pick(int n);                 // uniform in [0, n)
  int num_pronouns() const;        // the pronouns of this world (world 1: without "you")
  int num_countries() const;       // the countries of this world (world 1: without america)
  int num_everyday_verbs() const;  // the everyday verbs of this world (world 1: its own)
  bool chance(int per_mille);      // true with probability per_mille / 1000
  int noun_of(unsigned classes);   // a random noun having any of these classes
  Determiner everyday_determiner(const Noun& n, bool plural);
  void everyday_adjectives(NounPhrase* np, int budget);
  NounPhrase subject_of(unsigned classes, int budget, int depth);  // maybe a pronoun
  Clause everyday_clause(int budget, int depth);
  Clause where_question(int budget);
  void negative_object(Clause* c);                  // world 2
  void quantity_object(Clause* c);                  // world 2 (quantities.h)
  void degree_or_comparison(Clause* c, int depth);  // world 2 (comparatives.h)
  Clause yes_no_question(int budget);               // world 2
  void world2_tense(Clause* c);                     // world 2: modals, the future, copula tenses
  Clause imperative(int budget);                    // world 2
  Clause wh_question(int budget);                   // world 2
  Clause fixed_expression(int budget);              // world 2 (fixed_expressions.h)
  Clause spoken_expression(int budget);             // world 2 (spoken_expressions.h)
  Adverbial city_or_country();                      // world 2: in paris, in france
  Sentence reported_sentence(int target_words);     // world 2: i think that …
  Sentence conditional_sentence(int target_words);  // world 2: … if …
  Sentence sample_structure(int target_words);      // sample() but world 2's vocative
  void world2_vocative(Sentence* s, int target_words);  // … , sir; ladies and gentlemen , …
  void world2_just_in_case(Sentence* s);                // i will take my key , just in case
  // World 2: yes, no, hello, thanks … (an opener); before a statement, also in fact, at least …
  Interjection interjection(bool statement = false);
  Interjection statement_opener();                   // world 2: in fact, at least, i mean, maybe
  NounPhrase there_is_subject(int budget);           // world 2: "a cat", "two big dogs"
  void copula_place(Clause* c, int rem, int depth);  // "is under the table", "is in paris"
  PlacePrep place_prep();                            // under, near … (world 2: between …)
  void place_objects(Adverbial* a, unsigned where, int budget, int depth);
  // World 2's vocabulary (sampler_world2.cpp): adjectives that fit their noun or subject, the
  // possessive of one's own things, occasions, and adverbs kept to the clauses they fit.
  void world2_adjectives(NounPhrase* np, int budget);
  void world2_copula_predicate(Clause* c, int rem, int depth);
  Determiner possessive();
  int world2_frequency(const Clause& c);      // an index into frequency_adverbs, or -1
  int world2_time_phrase(const Clause& c);    // an index into time_phrases, or -1
  Adverbial occasion(int budget, int depth);  // after / before / during + an occasion
  NounPhrase indefinite_person();             // someone, somebody, everyone, everybody
  NounPhrase indirect_person(const NounPhrase& subject, int depth);  // i ask her, paul …
  void world2_pronoun_object(Clause* c);          // it, someone, something; not … anyone
  void world2_pronoun_subject(Clause* c);         // the copula's it, something, everything
  void world2_each_or_both(NounPhrase* subject);  // each cat, both cats
  Adverbial everyday_adverbial(const Clause& c, int budget, int depth, bool temporal_allowed);

  NounPhrase noun_phrase(unsigned classes, int budget, int depth);
  NounPhrase place_phrase(int city_pct, int country_pct, unsigned classes, int budget, int depth);
  NounPhrase actor(int budget, int depth);  // agent, person or country
  void add_complement(NounPhrase* np, unsigned head_classes, int budget, int depth);
  void add_relative(NounPhrase* np, unsigned head_classes, int budget, int depth);
  Clause clause(int budget, int depth);
  Adverbial adverbial(int budget, int depth, bool temporal_allowed);
  Adverbial date(AdverbialKind kind);

  Rng* rng_;
  int world_;
  std::vector<std::vector<int>> nouns_by_class_;  // bit index → noun indices
  std::vector<int> everyday_adjectives_;          // adjective indices for everyday nouns
  std::vector<int> world2_adjectives_;  // world 2: world 1's everyday adjectives and its own
};

}  // namespace ap::s2s
