// scene_ops: row edits keep labels/mask in sync, resizes keep numbers, randomise is seeded,
// CSV parsing accepts the usual shapes and names bad cells.
#include "app/scene/presets.h"
#include "app/scene/scene_ops.h"

#include <gtest/gtest.h>

namespace ap {
namespace {

AttentionScene base() { return default_scene(); }  // cat, dog, car, tree; d = e = 2

void expect_valid(const AttentionScene& s) {
  std::string error;
  EXPECT_TRUE(validate_scene(s, &error)) << error;
}

TEST(SceneOps, AddDeleteDuplicateMoveKeepRowsTogether) {
  AttentionScene s = base();
  ASSERT_TRUE(add_key(&s, 1));
  expect_valid(s);
  EXPECT_EQ(s.n(), 5);
  EXPECT_EQ(s.labels[1], "k5");
  EXPECT_EQ(s.keys.row(1).norm(), 0.0f);
  EXPECT_EQ(s.labels[2], "dog");
  ASSERT_TRUE(delete_key(&s, 1));
  EXPECT_TRUE(s == base());

  ASSERT_TRUE(duplicate_key(&s, 0));
  expect_valid(s);
  EXPECT_EQ(s.labels[1], "cat 2");
  EXPECT_EQ(s.keys.row(1), s.keys.row(0));
  EXPECT_EQ(s.values.row(1), s.values.row(0));

  s = base();
  s.mask[0] = false;
  const Eigen::RowVectorXf cat_key = s.keys.row(0), cat_value = s.values.row(0);
  ASSERT_TRUE(move_key(&s, 0, 3));
  expect_valid(s);
  EXPECT_EQ(s.labels, (std::vector<std::string>{"dog", "car", "tree", "cat"}));
  EXPECT_EQ(s.mask, (Mask{true, true, true, false}));
  EXPECT_EQ(s.keys.row(3), cat_key);
  EXPECT_EQ(s.values.row(3), cat_value);
  ASSERT_TRUE(move_key(&s, 3, 0));
  AttentionScene expected = base();
  expected.mask[0] = false;
  EXPECT_TRUE(s == expected);
}

TEST(SceneOps, RefusesToBreakTheScene) {
  AttentionScene s = base();
  while (s.n() > 1) ASSERT_TRUE(delete_key(&s, 0));
  EXPECT_FALSE(delete_key(&s, 0));
  EXPECT_FALSE(delete_key(&s, 5));
  while (s.n() < kMaxKeys) ASSERT_TRUE(add_key(&s, s.n()));
  EXPECT_FALSE(add_key(&s, 0));
  EXPECT_FALSE(duplicate_key(&s, 0));
  expect_valid(s);
  EXPECT_FALSE(move_key(&s, 0, kMaxKeys));
  while (s.m() > 1) ASSERT_TRUE(delete_query(&s, s.m() - 1));
  EXPECT_FALSE(delete_query(&s, 0));
  ASSERT_TRUE(add_query(&s, 1));
  EXPECT_EQ(s.m(), 2);
  EXPECT_EQ(s.queries.row(1), s.queries.row(0));
  ASSERT_TRUE(delete_query(&s, 1));
  EXPECT_FALSE(set_key_dim(&s, 0));
  EXPECT_FALSE(set_key_dim(&s, kMaxDim + 1));
  EXPECT_FALSE(set_value_dim(&s, 0));
}

TEST(SceneOps, ResizingKeepsNumbersAndParams) {
  AttentionScene s = base();
  set_score_function(&s, ScoreFunction::General);
  expect_valid(s);
  EXPECT_TRUE(s.spec.params.W.isIdentity());
  set_score_function(&s, ScoreFunction::Additive);
  expect_valid(s);
  ASSERT_TRUE(set_key_dim(&s, 3));
  expect_valid(s);
  EXPECT_EQ(s.keys(1, 0), base().keys(1, 0));
  EXPECT_EQ(s.keys(1, 2), 0.0f);
  EXPECT_EQ(s.queries(0, 2), 0.0f);
  EXPECT_TRUE(s.spec.params.W.isIdentity());  // the new diagonal entry is 1
  EXPECT_EQ(s.spec.params.Wq.cols(), 3);
  ASSERT_TRUE(set_key_dim(&s, 2));
  expect_valid(s);
  EXPECT_EQ(s.keys, base().keys);
  ASSERT_TRUE(set_value_dim(&s, 1));
  expect_valid(s);
  EXPECT_EQ(s.values.col(0), base().values.col(0));
  ASSERT_TRUE(set_hidden_dim(&s, 5));
  expect_valid(s);
  EXPECT_EQ(s.spec.params.v.size(), 5);
}

TEST(SceneOps, RandomiseIsSeededAndPartial) {
  AttentionScene a = base(), b = base(), c = base();
  randomise(&a, 7);
  randomise(&b, 7);
  randomise(&c, 8);
  expect_valid(a);
  EXPECT_TRUE(a == b);
  EXPECT_FALSE(a == c);
  EXPECT_FALSE(a.keys == base().keys);
  AttentionScene keys_only = base();
  randomise(&keys_only, 7, kPartKeys);
  EXPECT_EQ(keys_only.keys, a.keys);  // same stream for the same part
  EXPECT_EQ(keys_only.values, base().values);
  for (int i = 0; i < a.keys.size(); ++i) {
    EXPECT_GE(a.keys.data()[i], -1.0f);
    EXPECT_LE(a.keys.data()[i], 1.0f);
  }
}

TEST(SceneOps, NormaliseRows) {
  AttentionScene s = base();
  s.keys.row(2).setZero();
  normalise_rows(&s, kPartKeys | kPartQueries);
  EXPECT_NEAR(s.keys.row(0).norm(), 1.0f, 1e-6f);
  EXPECT_NEAR(s.queries.row(0).norm(), 1.0f, 1e-6f);
  EXPECT_EQ(s.keys.row(2).norm(), 0.0f);
  EXPECT_EQ(s.values, base().values);
}

TEST(SceneOps, CsvFormats) {
  CsvTable t;
  std::string error;
  ASSERT_TRUE(parse_csv("1,2\n3,4\n", &t, &error)) << error;
  EXPECT_FALSE(t.has_labels);
  EXPECT_EQ(t.rows.rows(), 2);
  EXPECT_EQ(t.rows(1, 0), 3.0f);
  ASSERT_TRUE(
      parse_csv("word\tx\ty\r\ncat\t0.5\t-1\r\n\n# comment\n\"big dog\"\t1e-3\t2\n", &t, &error))
      << error;
  EXPECT_TRUE(t.has_labels);
  EXPECT_EQ(t.labels, (std::vector<std::string>{"cat", "big dog"}));
  EXPECT_EQ(t.rows(1, 0), 1e-3f);
  ASSERT_TRUE(parse_csv("  1 2 3\n4   5 6", &t, &error)) << error;
  EXPECT_EQ(t.rows.cols(), 3);
  ASSERT_TRUE(parse_csv("猫;1;2\n狗;3;4", &t, &error)) << error;
  EXPECT_EQ(t.labels[1], "狗");
}

TEST(SceneOps, CsvErrorsNameLineAndColumn) {
  CsvTable t;
  std::string error;
  EXPECT_FALSE(parse_csv("1,2\n3,4,5\n", &t, &error));
  EXPECT_EQ(error, "line 2: expected 2 numbers like line 1, got 3");
  EXPECT_FALSE(parse_csv("1,2\n3,abc\n", &t, &error));
  EXPECT_EQ(error, "line 2, column 2: \"abc\" is not a number");
  EXPECT_FALSE(parse_csv("1,2\n3,nan\n", &t, &error));
  EXPECT_EQ(error, "line 2, column 2: NaN or Inf is not allowed");
  EXPECT_FALSE(parse_csv("1,1e39\n", &t, &error));
  EXPECT_EQ(error, "line 1, column 2: NaN or Inf is not allowed");
  EXPECT_FALSE(parse_csv("\n\n# nothing\n", &t, &error));
  EXPECT_NE(error.find("no rows of numbers"), std::string::npos);
  std::string many;
  for (int i = 0; i < 70; ++i) many += "1,2\n";
  EXPECT_FALSE(parse_csv(many, &t, &error));
  EXPECT_NE(error.find("limit"), std::string::npos) << error;
}

TEST(SceneOps, PasteCsv) {
  AttentionScene s = base();
  std::string error;
  ASSERT_TRUE(paste_csv(&s, "a,1,0,0\nb,0,1,0\nc,0,0,1\n", CsvTarget::Keys, &error)) << error;
  expect_valid(s);
  EXPECT_EQ(s.n(), 3);
  EXPECT_EQ(s.d(), 3);
  EXPECT_EQ(s.labels, (std::vector<std::string>{"a", "b", "c"}));
  EXPECT_EQ(s.values.row(0), base().values.row(0));  // kept
  ASSERT_TRUE(paste_csv(&s, "1\n2\n3\n4\n5\n", CsvTarget::Values, &error)) << error;
  expect_valid(s);
  EXPECT_EQ(s.n(), 5);
  EXPECT_EQ(s.e(), 1);
  EXPECT_EQ(s.labels[4], "k5");
  EXPECT_EQ(s.keys.row(4).norm(), 0.0f);
  const AttentionScene before = s;
  EXPECT_FALSE(paste_csv(&s, "1,2\n", CsvTarget::KeysAndValues, &error));  // d = 3
  EXPECT_TRUE(s == before);
  ASSERT_TRUE(paste_csv(&s, "x,1,2,3,9,8\n", CsvTarget::KeysAndValues, &error)) << error;
  expect_valid(s);
  EXPECT_EQ(s.n(), 1);
  EXPECT_EQ(s.e(), 2);
  EXPECT_EQ(s.values(0, 1), 8.0f);
}

}  // namespace
}  // namespace ap
