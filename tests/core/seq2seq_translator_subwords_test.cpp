// A translator whose French vocabulary is made of subword units (core/seq2seq/subwords.h): the
// decoder's pieces come out joined into words, and each word's attention row is the mean of its
// pieces' rows, for RNNsearch and for the Transformer (whose decoder self-attention is merged on
// both axes). The expected values are computed here from the models' own search, piece by piece.
#include <gtest/gtest.h>

#include "core/seq2seq/beam_search.h"
#include "core/seq2seq/model_file.h"
#include "core/seq2seq/translator.h"
#include "core/transformer/search.h"
#include "seq2seq_tiny_model.h"
#include "transformer_test_util.h"

#include <string>
#include <vector>

namespace ap::s2s {
namespace {

const std::vector<std::string> kSource = {"<pad>", "<unk>", "<s>", "</s>", "the", "cat"};
// Mostly start pieces, so that random weights join some of them.
const std::vector<std::string> kPieces = {"<pad>", "<unk>", "<s>", "</s>",
                                          "le@@",  "ch@@",  "at",  "s"};

Translator load(ModelBundle b) {
  b.src_words = kSource;
  b.tgt_words = kPieces;
  b.info = "subword test";
  const auto bytes = serialize_model(b, WeightEncoding::Fp32);
  Translator t;
  std::string error;
  EXPECT_TRUE(t.load_buffer(bytes.data(), bytes.size(), &error)) << error;
  return t;
}

// The oracle: pieces → words, and each word's row the mean of its pieces' rows.
struct Joined {
  std::vector<std::string> words;
  std::vector<std::vector<float>> rows;
  int longest = 0;  // pieces in the longest word
};
Joined join_by_hand(const std::vector<int>& ids, const std::vector<std::vector<float>>& rows) {
  Joined j;
  std::string word;
  std::vector<float> sum;
  int pieces = 0;
  auto flush = [&] {
    if (pieces == 0) return;
    for (float& v : sum) v /= static_cast<float>(pieces);
    j.words.push_back(word);
    j.rows.push_back(sum);
    j.longest = std::max(j.longest, pieces);
    word.clear();
    sum.clear();
    pieces = 0;
  };
  for (size_t i = 0; i < ids.size(); ++i) {
    const std::string& p = kPieces[static_cast<size_t>(ids[i])];
    if (p.front() == '<') flush();  // a special (<pad>, <unk>) is a word of its own
    const bool start = p.size() > 2 && p.substr(p.size() - 2) == "@@";
    word += start ? p.substr(0, p.size() - 2) : p;
    if (sum.empty()) sum.assign(rows[i].size(), 0.0f);
    for (size_t c = 0; c < sum.size(); ++c) sum[c] += rows[i][c];
    ++pieces;
    if (!start || p.front() == '<') flush();
  }
  flush();
  return j;
}

void expect_rows_near(const std::vector<std::vector<float>>& got,
                      const std::vector<std::vector<float>>& want) {
  ASSERT_EQ(got.size(), want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    ASSERT_EQ(got[i].size(), want[i].size());
    for (size_t c = 0; c < got[i].size(); ++c) EXPECT_NEAR(got[i][c], want[i][c], 1e-6f);
  }
}

const std::vector<std::vector<std::string>> kSentences = {
    {"the", "cat"}, {"cat", "the", "cat"}, {"the", "the", "cat", "cat"}, {"cat"}};

void check_rnnsearch(const Translator& t, int* longest) {
  for (const auto& sentence : kSentences) {
    const std::vector<int> ids = t.source_vocabulary().encode(sentence);
    const Hypothesis h =
        beam_search(t.bundle().model, ids, 1, default_max_length(static_cast<int>(ids.size())));
    std::vector<std::vector<float>> rows;
    for (size_t i = 0; i < h.tokens.size(); ++i)
      rows.emplace_back(h.attention[i].begin(), h.attention[i].begin() + sentence.size());
    const Joined want = join_by_hand(h.tokens, rows);
    std::vector<std::vector<float>> alignment;
    EXPECT_EQ(t.translate_tokens(sentence, 1, &alignment), want.words);
    expect_rows_near(alignment, want.rows);
    *longest = std::max(*longest, want.longest);
  }
}

void check_transformer(const Translator& t, int* longest) {
  for (const auto& sentence : kSentences) {
    std::string text;
    for (const std::string& w : sentence) text += w + " ";
    Translation tr;
    std::string error;
    ASSERT_TRUE(t.translate(text, 1, &tr, &error)) << error;
    const std::vector<int> ids = t.source_vocabulary().encode(sentence);
    const Hypothesis h = tfm::beam_search(t.bundle().transformer, ids, 1,
                                          default_max_length(static_cast<int>(ids.size())));
    const tfm::AttentionMaps m = tfm::attention_maps(t.bundle().transformer, ids, h.tokens);
    std::vector<std::vector<float>> rows(h.tokens.size(), std::vector<float>(sentence.size(), 0));
    for (const Mat<float>& head : m.cross.back())
      for (size_t i = 0; i < rows.size(); ++i)
        for (size_t j = 0; j < sentence.size(); ++j)
          rows[i][j] += head(static_cast<Eigen::Index>(i), static_cast<Eigen::Index>(j)) /
                        static_cast<float>(m.cross.back().size());
    const Joined want = join_by_hand(h.tokens, rows);
    std::vector<std::vector<float>> alignment;  // without the copy of unknown words
    EXPECT_EQ(t.translate_tokens(sentence, 1, &alignment), want.words);
    expect_rows_near(alignment, want.rows);
    const size_t words = want.words.size();
    ASSERT_EQ(tr.target_tokens.size(), words);
    ASSERT_EQ(tr.cross_attention.back().size(), 2u);
    EXPECT_EQ(tr.cross_attention.back()[0].size(), words);
    const auto& self = tr.decoder_self_attention.back()[0];
    ASSERT_EQ(self.size(), words);
    for (const auto& row : self) EXPECT_EQ(row.size(), words);
    *longest = std::max(*longest, want.longest);
  }
}

// Random tiny models, seed after seed, until one has joined pieces into a word (each seed's
// translations are checked on the way).
constexpr int kSeeds = 40;

TEST(TranslatorSubwords, RnnsearchJoinsPiecesAndMergesTheirRows) {
  int longest = 0;
  for (int seed = 1; seed <= kSeeds && longest < 2; ++seed) {
    Rng rng(static_cast<std::uint64_t>(seed));
    ModelBundle b;
    b.model = Seq2SeqModel<float>(testing::tiny_model_config(ModelKind::Search, 6, 8), rng);
    check_rnnsearch(load(b), &longest);
  }
  EXPECT_GE(longest, 2);  // some word was made of pieces
}

TEST(TranslatorSubwords, TheTransformersMapsAreByWord) {
  int longest = 0;
  for (int seed = 1; seed <= kSeeds && longest < 2; ++seed) {
    ModelBundle b;
    b.model.config.kind = ModelKind::Transformer;
    b.transformer = tfm::testing::tiny_random_model<float>(
        static_cast<std::uint64_t>(seed), tfm::testing::sized_config(6, 8, 4, 2, 6, 1));
    check_transformer(load(b), &longest);
  }
  EXPECT_GE(longest, 2);
}

}  // namespace
}  // namespace ap::s2s
