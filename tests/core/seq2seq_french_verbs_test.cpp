// World 2's French verb forms (core/corpus/french_verbs.h) on their own: the futur simple by rule
// and by the irregular-stem table, the tu present and the tu imperative from an everyday verb's
// table, and the finite forms of the verbs that carry an infinitive.
#include <gtest/gtest.h>

#include <string>

#include "core/corpus/french_verbs.h"
#include "core/corpus/lexicon.h"

namespace ap::s2s {
namespace {

const EverydayVerb& verb(const char* en) {
  const int i = find_everyday_verb(en);
  EXPECT_GE(i, 0) << en;
  return lexicon().everyday_verbs[static_cast<std::size_t>(i < 0 ? 0 : i)];
}

TEST(FrenchVerbs, FuturSimpleByRule) {
  EXPECT_EQ(fr_future("manger", 0), "mangerai");
  EXPECT_EQ(fr_future("manger", 1), "mangera");
  EXPECT_EQ(fr_future("manger", 2), "mangerons");
  EXPECT_EQ(fr_future("manger", 3), "mangeront");
  EXPECT_EQ(fr_future("manger", kSlotTu), "mangeras");
  EXPECT_EQ(fr_future("finir", 1), "finira");
  EXPECT_EQ(fr_future("prendre", 0), "prendrai");  // -re drops its e
  EXPECT_EQ(fr_future("boire", 3), "boiront");
}

TEST(FrenchVerbs, FuturSimpleIrregularStems) {
  EXPECT_EQ(fr_future("être", 1), "sera");
  EXPECT_EQ(fr_future("avoir", 0), "aurai");
  EXPECT_EQ(fr_future("aller", 3), "iront");
  EXPECT_EQ(fr_future("faire", 2), "ferons");
  EXPECT_EQ(fr_future("venir", kSlotTu), "viendras");
  EXPECT_EQ(fr_future("voir", 1), "verra");
  EXPECT_EQ(fr_future("pouvoir", 0), "pourrai");
  EXPECT_EQ(fr_future("vouloir", 3), "voudront");
  EXPECT_EQ(fr_future("devoir", 2), "devrons");
  EXPECT_EQ(fr_future("savoir", 1), "saura");
  EXPECT_EQ(fr_future("acheter", 0), "achèterai");
  EXPECT_EQ(fr_future("appeler", 1), "appellera");
}

TEST(FrenchVerbs, TuPresentAndImperative) {
  EXPECT_EQ(fr_tu_present(verb("eat")), "manges");
  EXPECT_EQ(fr_tu_present(verb("have")), "as");
  EXPECT_EQ(fr_tu_present(verb("go")), "vas");
  EXPECT_EQ(fr_tu_present(verb("come")), "viens");
  EXPECT_EQ(fr_tu_present(verb("want")), "veux");
  EXPECT_EQ(fr_imperative(verb("eat")), "mange");
  EXPECT_EQ(fr_imperative(verb("go")), "va");
  EXPECT_EQ(fr_imperative(verb("open")), "ouvre");
  EXPECT_EQ(fr_imperative(verb("come")), "viens");
  EXPECT_EQ(fr_imperative(verb("take")), "prends");
  EXPECT_EQ(fr_imperative(verb("call")), "appelle");
}

TEST(FrenchVerbs, VerbsThatCarryAnInfinitive) {
  EXPECT_STREQ(fr_pouvoir(kSlotTu), "peux");
  EXPECT_STREQ(fr_vouloir(3), "veulent");
  EXPECT_STREQ(fr_voudrais(1), "voudrait");
  EXPECT_STREQ(fr_devoir(2), "devons");
  EXPECT_STREQ(fr_aimer(kSlotTu), "aimes");
  EXPECT_STREQ(fr_aller(0), "vais");
  // Every everyday verb has its infinitive, and the futur simple of each ends as it should.
  for (const EverydayVerb& v : lexicon().everyday_verbs) {
    ASSERT_NE(v.fr_infinitive, nullptr) << v.en_base;
    const std::string f = fr_future(v.fr_infinitive, 0);
    EXPECT_EQ(f.substr(f.size() - 3), "rai") << v.en_base << ": " << f;
  }
}

}  // namespace
}  // namespace ap::s2s
