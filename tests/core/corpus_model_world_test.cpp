// world_of_training_command: the corpus world read back from a model file's info text, as
// `attention train` writes it (" --world N" for a world other than 1, nothing for world 1).
#include "core/corpus/model_world.h"

#include <gtest/gtest.h>

namespace {

using ap::s2s::world_of_training_command;

TEST(ModelWorld, WorldOneNamesNoWorld) {
  EXPECT_EQ(world_of_training_command(""), 1);
  EXPECT_EQ(world_of_training_command("attention train --model search --seed 1 --steps 6400 "
                                      "--threads 2 --unk-copy 100; steps 6400"),
            1);
}

TEST(ModelWorld, ReadsTheWorldFlag) {
  EXPECT_EQ(world_of_training_command("attention train --model transformer --seed 1 --steps 12000 "
                                      "--world 2 --fr-merges 2500 --threads 2"),
            2);
  EXPECT_EQ(world_of_training_command("attention train --world 17"), 17);
}

TEST(ModelWorld, AFlagWithoutANumberIsUnreadable) {
  EXPECT_EQ(world_of_training_command("attention train --world two"), 0);
  EXPECT_EQ(world_of_training_command("attention train --world "), 0);
  // A huge number stops growing instead of overflowing; it is no world a corpus has.
  EXPECT_GE(world_of_training_command("attention train --world 99999999999999999999"), 1000);
}

}  // namespace
