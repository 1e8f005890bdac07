// The Transformer's trainer (see trainer.h).
#include "core/transformer/trainer.h"

#include "core/seq2seq/beam_search.h"
#include "core/seq2seq/train_loop.h"
#include "core/transformer/decode.h"

namespace ap::tfm {

std::vector<std::string> greedy_id_tokens(const TransformerModel<float>& model,
                                          const std::vector<int>& src) {
  // default_max_length counts </s>; greedy_decode's cap counts words.
  const int max_len = s2s::default_max_length(static_cast<int>(src.size())) - 1;
  return s2s::id_tokens(greedy_decode(model, src, max_len));
}

double validation_bleu(const TransformerModel<float>& model,
                       const std::vector<s2s::TrainExample>& examples) {
  return s2s::validation_bleu_of(model, examples);
}

TransformerTrainResult train_transformer(const std::vector<s2s::TrainExample>& train,
                                         const std::vector<s2s::TrainExample>& valid,
                                         const s2s::TrainOptions& opt,
                                         const TransformerConfig& cfg) {
  TransformerTrainRun run(&train, opt, cfg);
  return s2s::train_loop(&run, train, valid, opt);
}

}  // namespace ap::tfm
