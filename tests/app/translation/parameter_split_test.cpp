// parameter_split on the shipped translators: the per-word part equals what the tensors'
// documented shapes give from each model's config (embeddings (E, V), the output projection
// (Vt, R) and its bias (Vt, 1); the Transformer's with D), and the total is the model's count.
#include "app/translation/parameter_split.h"

#include <gtest/gtest.h>

#include <string>

namespace ap {
namespace {

s2s::ModelBundle Load(const char* file) {
  s2s::ModelBundle b;
  std::string error;
  EXPECT_TRUE(s2s::load_model_file(std::string(AP_ASSETS_DIR) + "/models/" + file, &b, &error))
      << error;
  return b;
}

TEST(ParameterSplit, RnnSearchPerWordIsEmbeddingsAndOutputProjection) {
  const s2s::ModelBundle b = Load("rnnsearch.bin");
  const s2s::ModelConfig& c = b.model.config;
  const std::size_t vs = b.src_words.size(), vt = b.tgt_words.size();
  ASSERT_EQ(vs, static_cast<std::size_t>(c.src_vocab));
  const ParameterSplit split = parameter_split(b, s2s::ModelKind::Search);
  EXPECT_EQ(split.total, b.model.params.num_parameters());
  const std::size_t e = static_cast<std::size_t>(c.emb), r = static_cast<std::size_t>(c.readout);
  EXPECT_EQ(split.per_word, e * vs + e * vt + vt * r + vt);
  EXPECT_EQ(split.layers(), split.total - split.per_word);
}

TEST(ParameterSplit, TransformerPerWordIsEmbeddingsAndOutputProjection) {
  const s2s::ModelBundle b = Load("transformer.bin");
  const tfm::TransformerConfig& c = b.transformer.config;
  const std::size_t vs = b.src_words.size(), vt = b.tgt_words.size();
  const std::size_t d = static_cast<std::size_t>(c.d_model);
  const ParameterSplit split = parameter_split(b, s2s::ModelKind::Transformer);
  EXPECT_EQ(split.total, tfm::transformer_parameter_count(c));
  EXPECT_EQ(split.per_word, d * vs + d * vt + vt * d + vt);
}

}  // namespace
}  // namespace ap
