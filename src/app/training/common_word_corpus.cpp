// The short task's common-word corpus (see common_word_corpus.h).
#include "app/training/common_word_corpus.h"

#include <algorithm>
#include <map>
#include <utility>

namespace ap {

std::vector<std::string> most_frequent_words(const std::vector<std::vector<std::string>>& sentences,
                                             int n) {
  std::map<std::string, long long> counts;
  for (const auto& s : sentences)
    for (const std::string& w : s) ++counts[w];
  std::vector<std::pair<long long, std::string>> ranked;
  for (const auto& [w, c] : counts) ranked.emplace_back(-c, w);  // most frequent first, then a–z
  std::sort(ranked.begin(), ranked.end());
  if (static_cast<int>(ranked.size()) > n) ranked.resize(static_cast<size_t>(std::max(n, 0)));
  std::vector<std::string> words;
  for (auto& r : ranked) words.push_back(std::move(r.second));
  std::sort(words.begin(), words.end());
  return words;
}

bool uses_only(const std::vector<std::string>& tokens, const std::vector<std::string>& words) {
  return std::all_of(tokens.begin(), tokens.end(), [&](const std::string& t) {
    return std::binary_search(words.begin(), words.end(), t);
  });
}

std::vector<s2s::SentencePair> keep_common_pairs(const std::vector<s2s::SentencePair>& pairs,
                                                 const std::vector<std::string>& en,
                                                 const std::vector<std::string>& fr, int limit) {
  std::vector<s2s::SentencePair> kept;
  for (const s2s::SentencePair& p : pairs) {
    if (static_cast<int>(kept.size()) >= limit) break;
    if (uses_only(p.en, en) && uses_only(p.fr, fr)) kept.push_back(p);
  }
  return kept;
}

s2s::CorpusSplits common_word_corpus(const s2s::CorpusOptions& opt) {
  s2s::CorpusOptions draw = opt;
  draw.train = opt.train * kCandidateFactor;
  draw.valid = opt.valid * kCandidateFactor;
  draw.test_per_bucket = 0;
  const s2s::CorpusSplits candidates = s2s::generate_corpus(draw);
  const auto en = most_frequent_words(s2s::english_side(candidates.train), kCommonEnglishWords);
  const auto fr = most_frequent_words(s2s::french_side(candidates.train), kCommonFrenchWords);
  s2s::CorpusSplits c;
  c.train = keep_common_pairs(candidates.train, en, fr, opt.train);
  c.valid = keep_common_pairs(candidates.valid, en, fr, opt.valid);
  return c;
}

}  // namespace ap
