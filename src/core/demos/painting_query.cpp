// Parsing a painting query and running attention over the painting's parts (see painting_query.h).
#include "core/demos/painting_query.h"

#include "core/cjk.h"
#include "core/demos/text_units.h"

#include <algorithm>
#include <unordered_map>

namespace ap::demos {
namespace {

struct LexiconIndex {
  std::unordered_map<std::string, int> english, chinese;
  std::size_t max_chinese_chars = 1;
};

const LexiconIndex& lexicon_index() {
  static const LexiconIndex index = [] {
    LexiconIndex ix;
    const auto& lex = painting_lexicon();
    for (int i = 0; i < static_cast<int>(lex.size()); ++i) {
      for (const auto& w : lex[i].english) ix.english.emplace(w, i);
      for (const auto& w : lex[i].chinese) {
        ix.chinese.emplace(w, i);
        ix.max_chinese_chars = std::max(ix.max_chinese_chars, utf8_chars(w).size());
      }
    }
    return ix;
  }();
  return index;
}

bool ends_with(const std::string& s, const char* suffix) {
  const std::string suf(suffix);
  return s.size() > suf.size() && s.compare(s.size() - suf.size(), suf.size(), suf) == 0;
}

// An English word (already lower-case): stop word, table word (also via a plural/possessive
// ending), or unknown.
QueryToken classify_english(const std::string& word) {
  QueryToken t;
  t.text = word;
  if (is_painting_stop_word(word)) {
    t.kind = QueryTokenKind::StopWord;
    return t;
  }
  std::vector<std::string> candidates = {word};
  if (ends_with(word, "'s")) candidates.push_back(word.substr(0, word.size() - 2));
  if (ends_with(word, "ies")) candidates.push_back(word.substr(0, word.size() - 3) + "y");
  if (ends_with(word, "es")) candidates.push_back(word.substr(0, word.size() - 2));
  if (ends_with(word, "s")) candidates.push_back(word.substr(0, word.size() - 1));
  const auto& ix = lexicon_index();
  for (const auto& c : candidates) {
    auto it = ix.english.find(c);
    if (it != ix.english.end()) {
      t.kind = QueryTokenKind::Word;
      t.entry = it->second;
      t.lemma = c;
      return t;
    }
  }
  t.kind = QueryTokenKind::Unknown;
  return t;
}

// A run of CJK characters → tokens by greedy longest match (table words and stop words), with
// one-character Unknown tokens where nothing matches.
void segment_chinese(const std::vector<std::string>& chars, std::vector<QueryToken>* out) {
  const auto& ix = lexicon_index();
  std::size_t i = 0;
  while (i < chars.size()) {
    bool matched = false;
    for (std::size_t len = std::min(ix.max_chinese_chars, chars.size() - i); len >= 1; --len) {
      std::string cand;
      for (std::size_t k = i; k < i + len; ++k) cand += chars[k];
      QueryToken t;
      t.text = cand;
      auto it = ix.chinese.find(cand);
      if (it != ix.chinese.end()) {
        t.kind = QueryTokenKind::Word;
        t.entry = it->second;
        t.lemma = cand;
      } else if (is_painting_stop_word(cand)) {
        t.kind = QueryTokenKind::StopWord;
      } else {
        continue;
      }
      out->push_back(std::move(t));
      i += len;
      matched = true;
      break;
    }
    if (!matched) {
      QueryToken t;
      t.text = chars[i];
      t.kind = QueryTokenKind::Unknown;
      out->push_back(std::move(t));
      ++i;
    }
  }
}

}  // namespace

bool PaintingQuery::has_known_word() const {
  return std::any_of(tokens.begin(), tokens.end(),
                     [](const QueryToken& t) { return t.kind == QueryTokenKind::Word; });
}

std::vector<std::string> PaintingQuery::unknown_words() const {
  std::vector<std::string> out;
  for (const auto& t : tokens)
    if (t.kind == QueryTokenKind::Unknown) out.push_back(t.text);
  return out;
}

PaintingQuery parse_painting_query(std::string_view text) {
  PaintingQuery q;
  std::string word;                  // current ASCII word
  std::vector<std::string> chinese;  // current CJK run
  auto flush_word = [&] {
    while (!word.empty() && word.front() == '\'') word.erase(word.begin());
    while (!word.empty() && word.back() == '\'') word.pop_back();
    if (!word.empty()) q.tokens.push_back(classify_english(word));
    word.clear();
  };
  auto flush_chinese = [&] {
    if (!chinese.empty()) segment_chinese(chinese, &q.tokens);
    chinese.clear();
  };
  for (const Utf8Char& c : utf8_chars(text)) {
    if (c.code_point < 0x80 && !is_separator(c.code_point)) {
      flush_chinese();
      char ch = static_cast<char>(c.code_point);
      if (ch >= 'A' && ch <= 'Z') ch = static_cast<char>(ch - 'A' + 'a');
      word.push_back(ch);
    } else if (!is_separator(c.code_point) && is_cjk(c.code_point)) {
      // Separators first: is_cjk also covers CJK punctuation (，。、), which ends a run.
      flush_word();
      chinese.push_back(c.text);
    } else {
      flush_word();
      flush_chinese();
      if (!is_separator(c.code_point) && c.code_point >= 0x80) {
        QueryToken t;
        t.text = c.text;
        t.kind = QueryTokenKind::Unknown;
        q.tokens.push_back(std::move(t));
      }
    }
  }
  flush_word();
  flush_chinese();

  // The reader's intent: the sum of the words' meanings, made unit length so that the length of
  // the query does not change how sharp the attention is.
  q.query = Vec::Zero(kPaintingFeatures);
  const auto& lex = painting_lexicon();
  for (const auto& t : q.tokens)
    if (t.kind == QueryTokenKind::Word) q.query += lex[static_cast<std::size_t>(t.entry)].features;
  const float norm = q.query.norm();
  if (norm > 1e-6f)
    q.query /= norm;
  else
    q.query.setZero();
  return q;
}

PaintingResult run_painting_query(std::string_view text, ScoreFunction score, float temperature) {
  static const Mat K = painting_keys();
  static const Mat V = painting_values();
  PaintingResult r;
  r.query = parse_painting_query(text);
  // Only the parameter-free score functions make sense here (no learned W for the painting).
  const bool free_score = score == ScoreFunction::Cosine || score == ScoreFunction::ScaledDot ||
                          score == ScoreFunction::Dot;
  r.spec.score = free_score ? score : ScoreFunction::Cosine;
  r.spec.temperature = std::clamp(temperature, 0.01f, 10.0f);
  // With no known word the query is zero: every score is 0 and attention spreads evenly.
  r.attention = attend(r.spec, r.query.query, K, V);
  return r;
}

}  // namespace ap::demos
