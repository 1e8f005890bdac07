// ModelKind and ModelSet (core/seq2seq/model_kind.h): the names JSON, links and the page API use
// ("search", "encdec", "transformer", "both"), the model file's encoding (1, 2, 3) and the order
// kinds are shown in; the Transformer is a kind of the page's translator, not of its Train tab.
#include "core/seq2seq/model_kind.h"

#include <gtest/gtest.h>

namespace ap::s2s {
namespace {

TEST(ModelKind, NamesTitlesAndFileEncoding) {
  EXPECT_STREQ(enum_name(ModelKind::Search), "search");
  EXPECT_STREQ(enum_name(ModelKind::EncDec), "encdec");
  EXPECT_STREQ(model_kind_title(ModelKind::Search), "RNNsearch");
  EXPECT_STREQ(model_kind_title(ModelKind::EncDec), "RNNencdec");
  EXPECT_EQ(static_cast<int>(ModelKind::Search), 1);  // written into model files: never renumber
  EXPECT_EQ(static_cast<int>(ModelKind::EncDec), 2);
  EXPECT_FALSE(known_model_kind(0));
  EXPECT_TRUE(known_model_kind(1));
  EXPECT_TRUE(known_model_kind(2));
  EXPECT_TRUE(known_model_kind(3));
  EXPECT_FALSE(known_model_kind(4));
  EXPECT_EQ(model_kinds_encoded(), "1 = search, 2 = encdec or 3 = transformer");
  EXPECT_EQ(enum_names_listed<ModelKind>(), "\"search\", \"encdec\" or \"transformer\"");
  ModelKind k = ModelKind::Search;
  EXPECT_TRUE(enum_from_name("encdec", &k));
  EXPECT_EQ(k, ModelKind::EncDec);
  EXPECT_FALSE(enum_from_name("rnnsearch", &k));  // the CLI's aliases are the CLI's
  EXPECT_EQ(k, ModelKind::EncDec);
  EXPECT_EQ(all_model_kinds(),
            (std::vector<ModelKind>{ModelKind::Search, ModelKind::EncDec, ModelKind::Transformer}));
  EXPECT_EQ(trainable_model_kinds(),
            (std::vector<ModelKind>{ModelKind::Search, ModelKind::EncDec, ModelKind::Transformer}));
}

// The Transformer is a kind of the model file, the CLI, the page's translator and the Train tab;
// "both" stays the two RNNs.
TEST(ModelKind, TransformerIsTranslatedAndTrainedInThePage) {
  EXPECT_EQ(static_cast<int>(ModelKind::Transformer), 3);
  EXPECT_STREQ(model_kind_name(ModelKind::Transformer), "transformer");
  EXPECT_STREQ(model_kind_title(ModelKind::Transformer), "Transformer");
  EXPECT_EQ(every_model_kind(),
            (std::vector<ModelKind>{ModelKind::Search, ModelKind::EncDec, ModelKind::Transformer}));
  ModelKind k = ModelKind::Search;
  EXPECT_TRUE(model_kind_from_name("transformer", &k));
  EXPECT_EQ(k, ModelKind::Transformer);
  EXPECT_FALSE(model_kind_from_name("gpt", &k));
  k = ModelKind::Search;
  EXPECT_TRUE(enum_from_name("transformer", &k));  // the translator's JSON and links take it
  EXPECT_EQ(k, ModelKind::Transformer);
  EXPECT_STREQ(enum_name(ModelKind::Transformer), "transformer");
  // "both" keeps the meaning old links gave it: the two RNNs, not the Transformer.
  EXPECT_FALSE(kBothRnns.contains(ModelKind::Transformer));
  ModelSet set;
  ASSERT_TRUE(model_set_from_name("transformer", &set));
  EXPECT_EQ(set.kinds(), std::vector<ModelKind>{ModelKind::Transformer});
  ASSERT_TRUE(model_set_from_name("both", &set));
  EXPECT_EQ(set.kinds(), (std::vector<ModelKind>{ModelKind::Search, ModelKind::EncDec}));
  ASSERT_TRUE(model_set_from_name("search+transformer", &set));
  EXPECT_EQ(set.kinds(), (std::vector<ModelKind>{ModelKind::Search, ModelKind::Transformer}));
}

TEST(ModelSet, MembersAndOrder) {
  const ModelSet search = ModelSet::of(ModelKind::Search), both = kBothRnns;
  EXPECT_TRUE(ModelSet().empty());
  EXPECT_TRUE(search.contains(ModelKind::Search));
  EXPECT_FALSE(search.contains(ModelKind::EncDec));
  EXPECT_TRUE(both.contains(ModelKind::Search) && both.contains(ModelKind::EncDec));
  EXPECT_EQ(search.with(ModelKind::EncDec), both);
  EXPECT_NE(search, both);
  EXPECT_EQ(both.size(), 2);
  // RNNsearch first, whatever order sets are built in
  EXPECT_EQ(
      ModelSet::of(ModelKind::Transformer).with(ModelKind::EncDec).with(ModelKind::Search).kinds(),
      trainable_model_kinds());
  EXPECT_EQ(ModelSet::of(ModelKind::EncDec).with(ModelKind::Search).kinds(),
            (std::vector<ModelKind>{ModelKind::Search, ModelKind::EncDec}));
  EXPECT_EQ(ModelSet::of(ModelKind::EncDec).kinds(), std::vector<ModelKind>{ModelKind::EncDec});
}

TEST(ModelSet, NamesReadAndWriteAsBefore) {
  const std::pair<const char*, ModelSet> rows[] = {
      {"search", ModelSet::of(ModelKind::Search)},
      {"encdec", ModelSet::of(ModelKind::EncDec)},
      {"transformer", ModelSet::of(ModelKind::Transformer)},
      {"both", kBothRnns},
      {"search+transformer", ModelSet::of(ModelKind::Search).with(ModelKind::Transformer)}};
  for (const auto& [name, set] : rows) {
    EXPECT_STREQ(model_set_name(set), name);
    ModelSet back;
    ASSERT_TRUE(model_set_from_name(name, &back)) << name;
    EXPECT_EQ(back, set) << name;
  }
  std::vector<ModelSet> offered;
  for (const auto& row : rows) offered.push_back(row.second);
  EXPECT_EQ(named_model_sets(), offered);
  ModelSet kept = ModelSet::of(ModelKind::EncDec);
  for (const char* bad : {"", "Both", "all", "search+encdec", "transformer+search", "rnnsearch"}) {
    EXPECT_FALSE(model_set_from_name(bad, &kept)) << bad;
    EXPECT_EQ(kept, ModelSet::of(ModelKind::EncDec)) << bad;
  }
  EXPECT_STREQ(model_set_name(ModelSet()), "unknown");
  EXPECT_EQ(model_set_names_listed(),
            "\"search\", \"encdec\", \"transformer\", \"both\" or \"search+transformer\"");
}

}  // namespace
}  // namespace ap::s2s
