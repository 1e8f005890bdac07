// Running the self-attention demo and reading scrambled text back (see self_attention_text.h).
#include "core/demos/self_attention_text.h"

#include "core/demos/text_units.h"

#include <algorithm>
#include <cmath>

namespace ap::demos {
namespace {

std::vector<SelfAttentionToken> tokenize_sentence(std::string_view sentence) {
  const WordStatistics& st = word_statistics();
  std::vector<SelfAttentionToken> out;
  for (std::string& t : split_tokens(sentence)) {
    SelfAttentionToken tok;
    const auto chars = utf8_chars(t);
    tok.code_point = chars.empty() ? 0 : chars.front().code_point;
    tok.known = st.find(t) >= 0;
    tok.text = std::move(t);
    out.push_back(std::move(tok));
  }
  return out;
}

Mat mean_of(const std::vector<Mat>& per_head) {
  Mat m = per_head.front();
  for (std::size_t h = 1; h < per_head.size(); ++h) m += per_head[h];
  return m / static_cast<float>(per_head.size());
}

bool is_ascii_word(const std::string& t) {
  return !t.empty() && static_cast<unsigned char>(t[0]) < 0x80;
}

}  // namespace

int apply_weight_edits(const std::vector<WeightEdit>& edits, MultiHeadParams* p) {
  int ignored = 0;
  for (const WeightEdit& e : edits) {
    Mat* m = nullptr;
    if (e.matrix == 'o') {
      m = &p->Wo;
    } else if (e.head >= 0 && e.head < p->heads()) {
      const auto h = static_cast<std::size_t>(e.head);
      if (e.matrix == 'q') m = &p->Wq[h];
      if (e.matrix == 'k') m = &p->Wk[h];
      if (e.matrix == 'v') m = &p->Wv[h];
    }
    if (!m || e.row < 0 || e.col < 0 || e.row >= m->rows() || e.col >= m->cols() ||
        !std::isfinite(e.value)) {
      ++ignored;  // an edit made for another shape (heads/d_model changed since)
      continue;
    }
    (*m)(e.row, e.col) = e.value;
  }
  return ignored;
}

Reading read_by_mutual_attention(const std::vector<SelfAttentionToken>& tokens,
                                 const Eigen::Ref<const Mat>& A) {
  const int n = static_cast<int>(tokens.size());
  Reading r;
  r.partner.assign(static_cast<std::size_t>(n), -1);
  for (int i = 0; i < n; ++i) {
    int best = -1;
    float best_w = 0.0f;
    bool flat = true;
    for (int j = 0; j < n; ++j) {
      if (j == i) continue;
      if (A(i, j) != A(i, i)) flat = false;
      if (A(i, j) > best_w) best_w = A(i, j), best = j;
    }
    if (!flat) r.partner[static_cast<std::size_t>(i)] = best;
  }

  struct Pair {
    float mutual;
    int i, j;
  };
  std::vector<Pair> pairs;
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j)
      if (tokens[static_cast<std::size_t>(i)].known && tokens[static_cast<std::size_t>(j)].known &&
          A(i, j) >= 0.5f && A(j, i) >= 0.5f)
        pairs.push_back({A(i, j) + A(j, i), i, j});
  std::stable_sort(pairs.begin(), pairs.end(),
                   [](const Pair& a, const Pair& b) { return a.mutual > b.mutual; });
  std::vector<bool> used(static_cast<std::size_t>(n), false);
  const WordStatistics& st = word_statistics();
  for (const Pair& p : pairs) {
    if (used[static_cast<std::size_t>(p.i)] || used[static_cast<std::size_t>(p.j)]) continue;
    used[static_cast<std::size_t>(p.i)] = used[static_cast<std::size_t>(p.j)] = true;
    bool i_first = true;
    st.word_of(st.find(tokens[static_cast<std::size_t>(p.i)].text),
               st.find(tokens[static_cast<std::size_t>(p.j)].text), &i_first);
    r.groups.push_back(i_first ? std::vector<int>{p.i, p.j} : std::vector<int>{p.j, p.i});
  }
  for (int i = 0; i < n; ++i)
    if (!used[static_cast<std::size_t>(i)]) r.groups.push_back({i});
  std::stable_sort(r.groups.begin(), r.groups.end(), [](const auto& a, const auto& b) {
    return *std::min_element(a.begin(), a.end()) < *std::min_element(b.begin(), b.end());
  });

  // Chinese glues together; English words are separated by spaces.
  std::string prev;
  for (const auto& g : r.groups)
    for (int t : g) {
      const std::string& text = tokens[static_cast<std::size_t>(t)].text;
      if (!r.text.empty() && (is_ascii_word(prev) || is_ascii_word(text))) r.text += ' ';
      r.text += text;
      prev = text;
    }
  return r;
}

SelfAttentionRun run_self_attention(std::string_view sentence, const SelfAttentionConfig& cfg) {
  SelfAttentionRun run;
  run.error = word_memory_error(cfg.heads, cfg.d_model);
  if (!run.error.empty()) return run;
  run.tokens = tokenize_sentence(sentence);
  if (run.tokens.empty()) {
    run.error = "type a sentence: Chinese characters or English words";
    return run;
  }
  if (static_cast<int>(run.tokens.size()) > kMaxTokens) {
    run.error = "the sentence has " + std::to_string(run.tokens.size()) + " tokens; at most " +
                std::to_string(kMaxTokens) + " are shown";
    return run;
  }
  run.d_head = word_memory_d_head(cfg.heads, cfg.d_model);

  const WordMemory mem = build_word_memory(cfg.heads, cfg.d_model);
  const WordStatistics& st = word_statistics();
  const auto n = static_cast<Eigen::Index>(run.tokens.size());
  run.X = Mat::Zero(n, cfg.d_model);  // unknown tokens: the zero vector
  for (Eigen::Index i = 0; i < n; ++i) {
    const int u = st.find(run.tokens[static_cast<std::size_t>(i)].text);
    if (u >= 0) run.X.row(i) = mem.embeddings.row(u);
  }
  run.params = cfg.source == HeadSource::Random
                   ? random_multihead_params(cfg.heads, cfg.d_model, run.d_head, cfg.seed)
                   : mem.params;
  apply_weight_edits(cfg.edits, &run.params);

  MultiHeadOptions opt;
  opt.causal = cfg.causal;
  opt.positional_encoding = cfg.positional_encoding;
  run.result = multihead_self_attention(run.X, run.params, opt);
  run.mean_weights = mean_of(run.result.weights);
  if (cfg.positional_encoding) {
    MultiHeadOptions off = opt;
    off.positional_encoding = false;
    const Mat without = mean_of(multihead_self_attention(run.X, run.params, off).weights);
    run.pe_max_change = (run.mean_weights - without).cwiseAbs().maxCoeff();
  }
  run.reading = read_by_mutual_attention(run.tokens, run.mean_weights);
  return run;
}

const std::vector<std::string>& self_attention_presets() {
  static const std::vector<std::string> presets = {"研表究明", "力机量制", "习学意注",
                                                   "learning new machine york"};
  return presets;
}

const std::vector<std::string>& self_attention_preset_latin_names() {
  static const std::vector<std::string> names = {"yan biao jiu ming", "li ji liang zhi",
                                                 "xi xue yi zhu", "learning new machine york"};
  return names;
}

}  // namespace ap::demos
