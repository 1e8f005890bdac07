// Byte-pair encoding of the French side (core/seq2seq/subwords.h): the merges learnt on the
// example of Sennrich et al. (low ×5, lower ×2, newest ×6, widest ×3), worked out by hand with the
// conventions of the paper's reference code (end of word marked on the last character, ties to the
// greatest pair, stop when no pair occurs twice); segmenting unseen words; joining pieces and
// their attention rows; and the round trip over world 2's French.
#include <gtest/gtest.h>

#include <set>

#include "core/corpus/corpus.h"
#include "core/seq2seq/subwords.h"

#include <string>
#include <utility>
#include <vector>

namespace ap::s2s {
namespace {

using Pieces = std::vector<std::string>;
using Rows = std::vector<std::vector<float>>;

std::vector<std::vector<std::string>> toy_corpus() {
  std::vector<std::vector<std::string>> s;
  for (auto [word, count] : {std::pair{"low", 5}, {"lower", 2}, {"newest", 6}, {"widest", 3}})
    for (int i = 0; i < count; ++i) s.push_back({word});
  return s;
}

TEST(Subwords, LearnsTheMergesOfTheWorkedExampleInOrder) {
  // By hand: (e,s) and (s,t</w>) both occur 9 times, the greater pair goes first; then est</w>
  // (9), lo (7); then three pairs at 6, greatest first: (w,est</w>), (n,e), (ne,west</w>); low</w>
  // (5); widest's three at 3; lower's three at 2; then no pair is left.
  const SubwordMerges m = SubwordMerges::learn(toy_corpus(), 100);
  const std::vector<std::pair<std::string, std::string>> expected = {
      {"s", "t</w>"},     {"e", "st</w>"}, {"l", "o"},       {"w", "est</w>"}, {"n", "e"},
      {"ne", "west</w>"}, {"lo", "w</w>"}, {"w", "i"},       {"wi", "d"},      {"wid", "est</w>"},
      {"w", "e"},         {"we", "r</w>"}, {"lo", "wer</w>"}};
  EXPECT_EQ(m.merges(), expected);
  EXPECT_EQ(SubwordMerges::learn(toy_corpus(), 4).size(), 4);
}

TEST(Subwords, SegmentsUnseenWordsIntoLearntPieces) {
  const SubwordMerges four = SubwordMerges::learn(toy_corpus(), 4);
  EXPECT_EQ(four.segment_word("lowest"), (Pieces{"lo@@", "west"}));
  EXPECT_EQ(four.segment_word("low"), (Pieces{"lo@@", "w"}));  // low</w> is merge 7
  const SubwordMerges all = SubwordMerges::learn(toy_corpus(), 100);
  EXPECT_EQ(all.segment_word("low"), Pieces{"low"});
  EXPECT_EQ(all.segment_word("lowest"), (Pieces{"lo@@", "west"}));
  // n e w e r</w>: (n,e) is learnt before (w,e), which comes before (we,r</w>).
  EXPECT_EQ(all.segment_word("newer"), (Pieces{"ne@@", "wer"}));
  EXPECT_EQ(all.segment_word("xyz"), (Pieces{"x@@", "y@@", "z"}));
  EXPECT_EQ(all.segment({"low", "newer"}), (Pieces{"low", "ne@@", "wer"}));
}

TEST(Subwords, NoMergesMeansWholeWords) {
  const SubwordMerges none = SubwordMerges::learn(toy_corpus(), 0);
  EXPECT_EQ(none.size(), 0);
  EXPECT_EQ(none.segment_word("lowest"), Pieces{"lowest"});
}

TEST(Subwords, SplitsUtf8ByCodePoint) {
  const SubwordMerges m = SubwordMerges::learn({{"été"}, {"été"}}, 100);
  // é is C3 A9, above t in byte order: (é,t) is the greater pair of the tie.
  EXPECT_EQ(m.merges(),
            (std::vector<std::pair<std::string, std::string>>{{"é", "t"}, {"ét", "é</w>"}}));
  EXPECT_EQ(m.segment_word("été"), Pieces{"été"});
  EXPECT_EQ(m.segment_word("thé"), (Pieces{"t@@", "h@@", "é"}));
}

TEST(Subwords, NeverSplitsWhatTheTranslatorCopiesOrTheSpecials) {
  std::vector<std::vector<std::string>> s;
  for (int i = 0; i < 10; ++i) s.push_back({"1992", "1993", "paul", "<unk>"});
  const SubwordMerges m = SubwordMerges::learn(s, 100);
  EXPECT_EQ(m.size(), 0);  // nothing to learn from: numbers, names and specials are left out
  const SubwordMerges toy = SubwordMerges::learn(toy_corpus(), 100);
  EXPECT_EQ(toy.segment_word("1994"), Pieces{"1994"});
  EXPECT_EQ(toy.segment_word("paul"), Pieces{"paul"});
  EXPECT_EQ(toy.segment_word("<unk>"), Pieces{"<unk>"});
}

TEST(Subwords, JoinsPiecesAndSaysWhichWordEachWentInto) {
  std::vector<int> word_of;
  EXPECT_EQ(join_subwords({"je", "manger@@", "ai", "le", "pain"}, &word_of),
            (Pieces{"je", "mangerai", "le", "pain"}));
  EXPECT_EQ(word_of, (std::vector<int>{0, 1, 1, 2, 3}));
  // A start piece before a special or at the end ends its word there.
  EXPECT_EQ(join_subwords({"manger@@", "<unk>", "ions", "ap@@"}, &word_of),
            (Pieces{"manger", "<unk>", "ions", "ap"}));
  EXPECT_EQ(word_of, (std::vector<int>{0, 1, 2, 3}));
  EXPECT_TRUE(is_word_start_piece("manger@@"));
  EXPECT_FALSE(is_word_start_piece("@@"));
  EXPECT_FALSE(is_word_start_piece("ions"));
}

TEST(Subwords, MergesAttentionRowsByMeanAndColumnsBySum) {
  const Rows rows = {{0.2f, 0.8f}, {0.6f, 0.4f}, {1.0f, 0.0f}};
  const Rows merged = merge_piece_rows(rows, {0, 0, 1});
  ASSERT_EQ(merged.size(), 2u);
  EXPECT_FLOAT_EQ(merged[0][0], 0.4f);
  EXPECT_FLOAT_EQ(merged[0][1], 0.6f);
  EXPECT_FLOAT_EQ(merged[1][0], 1.0f);
  const Rows columns = merge_piece_columns({{0.1f, 0.2f, 0.7f}}, {0, 1, 1}, 2);
  ASSERT_EQ(columns.size(), 1u);
  ASSERT_EQ(columns[0].size(), 2u);
  EXPECT_FLOAT_EQ(columns[0][0], 0.1f);
  EXPECT_FLOAT_EQ(columns[0][1], 0.9f);
}

// The decoder's self-attention while it writes "je manger@@ ai": row k (fed <bos>, je, manger@@)
// sees columns 0…k. Merged by the mean of its pieces' rows, the word "mangerai" would put weight
// on its own first piece, a column after its row's (the page labels rows and columns by the
// word fed in: <s>, je); its first piece's row keeps the merged map causal.
TEST(Subwords, TheDecodersSelfAttentionKeepsEachWordsFirstPieceRowAndStaysCausal) {
  const std::vector<int> word_of = {0, 1, 1};
  const Rows rows = {{1.0f, 0.0f, 0.0f}, {0.3f, 0.7f, 0.0f}, {0.1f, 0.2f, 0.7f}};
  EXPECT_EQ(first_piece_rows(rows, word_of), (Rows{{1.0f, 0.0f, 0.0f}, {0.3f, 0.7f, 0.0f}}));
  const Rows merged = merge_piece_columns(first_piece_rows(rows, word_of), {0, 1, 2}, 2);
  EXPECT_EQ(merged, (Rows{{1.0f, 0.0f}, {0.3f, 0.7f}}));
  const Rows by_mean = merge_piece_columns(merge_piece_rows(rows, word_of), {0, 1, 2}, 3);
  EXPECT_GT(by_mean[1][2], 0.0f) << "the mean row would look at its own word's column";
}

TEST(Subwords, World2FrenchSurvivesTheRoundTripAndRareFormsAreSplit) {
  CorpusOptions opt;
  opt.world = 2;
  opt.train = 3000;
  const CorpusSplits c = generate_corpus(opt);
  const auto fr = french_side(c.train);
  const SubwordMerges m = SubwordMerges::learn(fr, 1500);
  EXPECT_EQ(m.size(), 1500);
  size_t pieces = 0, words = 0;
  for (const auto& sentence : fr) {
    const Pieces p = m.segment(sentence);
    EXPECT_EQ(join_subwords(p), sentence);
    pieces += p.size();
    words += sentence.size();
  }
  EXPECT_GT(pieces, words);                       // some words are split …
  EXPECT_LT(pieces, words + words / 5);           // … but most stay whole
  EXPECT_EQ(m.segment_word("le"), Pieces{"le"});  // the most frequent words are one piece
  EXPECT_GT(m.segment_word("apprendrions").size(), 1u);
}

// Without the merges, a word is cut into the vocabulary's longest pieces.
TEST(Subwords, SegmentsByTheVocabularyLongestPieceFirst) {
  const std::set<std::string> vocab = {"manger", "mang@@", "manger@@", "ions", "er", "i@@", "ons"};
  const auto has = [&](const std::string& w) { return vocab.count(w) != 0; };
  EXPECT_EQ(segment_by_vocabulary("manger", has), Pieces{"manger"});
  EXPECT_EQ(segment_by_vocabulary("mangerions", has), (Pieces{"manger@@", "ions"}));
  EXPECT_EQ(segment_by_vocabulary("mangions", has), (Pieces{"mang@@", "ions"}));
  EXPECT_EQ(segment_by_vocabulary("mangons", has), (Pieces{"mang@@", "ons"}));
  EXPECT_EQ(segment_by_vocabulary("boire", has), Pieces{"boire"});  // no pieces: unsplit
  EXPECT_EQ(segment_by_vocabulary("mangerx", has), Pieces{"mangerx"});
}

// On world 2's French, the vocabulary's longest pieces are the merges' pieces for most words (in
// 2026-12: 86 % of the types), always join back to the word, and make as many tokens within 2 %
// over the sentences (what a benchmark's batch needs).
TEST(Subwords, SegmentingByTheVocabularyMostlyAgreesWithTheMerges) {
  CorpusOptions opt;
  opt.world = 2;
  opt.train = 3000;
  const auto fr = french_side(generate_corpus(opt).train);
  const SubwordMerges m = SubwordMerges::learn(fr, 1500);
  std::set<std::string> vocab, words;
  for (const auto& sentence : fr) {
    for (const std::string& p : m.segment(sentence)) vocab.insert(p);
    words.insert(sentence.begin(), sentence.end());
  }
  const auto has = [&](const std::string& w) { return vocab.count(w) != 0; };
  size_t same = 0;
  for (const std::string& w : words) {
    const Pieces p = segment_by_vocabulary(w, has);
    EXPECT_EQ(join_subwords(p), Pieces{w});
    same += p == m.segment_word(w);
  }
  EXPECT_GE(same, words.size() * 8 / 10) << same << " of " << words.size();
  double by_merges = 0, by_vocabulary = 0;
  for (const auto& sentence : fr)
    for (const std::string& w : sentence) {
      by_merges += static_cast<double>(m.segment_word(w).size());
      by_vocabulary += static_cast<double>(segment_by_vocabulary(w, has).size());
    }
  EXPECT_NEAR(by_vocabulary / by_merges, 1.0, 0.02) << by_vocabulary << " against " << by_merges;
}

}  // namespace
}  // namespace ap::s2s
