// Demo run caches (see demo_runs.h). The cache key is the JSON of exactly the inputs a run
// depends on, so any change of them (and only that) recomputes.
#include "app/demos/demo_runs.h"

#include <nlohmann/json.hpp>

namespace ap {

demos::SelfAttentionConfig self_attention_config(const DemoState& s) {
  demos::SelfAttentionConfig c;
  c.heads = s.heads;
  c.d_model = s.d_model;
  c.causal = s.causal;
  c.positional_encoding = s.positional_encoding;
  c.source = s.head_source == "random" ? demos::HeadSource::Random : demos::HeadSource::WordMemory;
  c.seed = s.head_seed;
  c.edits = s.weight_edits;
  return c;
}

ScoreFunction painting_score_function(const DemoState& s) {
  return s.painting_score == "scaled_dot" ? ScoreFunction::ScaledDot : ScoreFunction::Cosine;
}

const demos::PaintingResult& PaintingRunCache::Get(const DemoState& s) {
  const std::string key =
      nlohmann::json{s.painting_query, s.painting_score, s.painting_temperature}.dump(
          -1, ' ', false, nlohmann::json::error_handler_t::replace);
  if (!valid_ || key != key_) {
    result_ = demos::run_painting_query(s.painting_query, painting_score_function(s),
                                        s.painting_temperature);
    key_ = key;
    valid_ = true;
  }
  return result_;
}

const demos::SelfAttentionRun& SelfAttentionRunCache::Get(const DemoState& s) {
  nlohmann::json edits = nlohmann::json::array();
  for (const auto& e : s.weight_edits)
    edits.push_back({e.head, std::string(1, e.matrix), e.row, e.col, e.value});
  const std::string key =
      nlohmann::json{s.self_sentence,       s.heads,       s.d_model,   s.causal,
                     s.positional_encoding, s.head_source, s.head_seed, edits}
          .dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
  if (!valid_ || key != key_) {
    // No try: the web build cannot catch exceptions. run_self_attention checks heads, d_model
    // and the sentence before anything that could throw and answers a bad combination with
    // run.error (the views show it); out-of-range weight edits are ignored.
    run_ = demos::run_self_attention(s.self_sentence, self_attention_config(s));
    key_ = key;
    valid_ = true;
  }
  return run_;
}

}  // namespace ap
