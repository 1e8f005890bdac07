// The UTF-8 decoder, validator and encoder (core/utf8.h). Reference: Unicode §3.9, Table 3-7
// (the well-formed byte sequences), checked at every boundary of the table and exhaustively over
// all two-byte sequences; then the invalid-input policy (one U+FFFD per bad byte, resynchronise
// at the next byte) and the encoder (round trip over every scalar value).
#include <gtest/gtest.h>

#include "core/utf8.h"

#include <string>
#include <vector>

namespace ap {
namespace {

struct Decoded {
  std::vector<char32_t> cps;
  std::vector<std::size_t> lengths;
  bool all_valid = true;
};

Decoded decode_all(std::string_view s) {
  Decoded d;
  for (std::size_t i = 0; i < s.size();) {
    const utf8::CodePoint c = utf8::decode(s, i);
    EXPECT_GE(c.length, 1u);
    d.cps.push_back(c.value);
    d.lengths.push_back(c.length);
    d.all_valid = d.all_valid && c.valid;
    if (!c.valid) {
      EXPECT_EQ(c.value, utf8::kReplacement);
      EXPECT_EQ(c.length, 1u);
    }
    i += c.length;
  }
  return d;
}

// Table 3-7: the well-formed sequences, as byte ranges per position.
struct Row {
  unsigned lo[4], hi[4];
  int n;
};
const Row kTable37[] = {
    {{0x00}, {0x7F}, 1},
    {{0xC2, 0x80}, {0xDF, 0xBF}, 2},
    {{0xE0, 0xA0, 0x80}, {0xE0, 0xBF, 0xBF}, 3},
    {{0xE1, 0x80, 0x80}, {0xEC, 0xBF, 0xBF}, 3},
    {{0xED, 0x80, 0x80}, {0xED, 0x9F, 0xBF}, 3},
    {{0xEE, 0x80, 0x80}, {0xEF, 0xBF, 0xBF}, 3},
    {{0xF0, 0x90, 0x80, 0x80}, {0xF0, 0xBF, 0xBF, 0xBF}, 4},
    {{0xF1, 0x80, 0x80, 0x80}, {0xF3, 0xBF, 0xBF, 0xBF}, 4},
    {{0xF4, 0x80, 0x80, 0x80}, {0xF4, 0x8F, 0xBF, 0xBF}, 4},
};

bool in_table_37(const std::string& s) {
  for (const Row& r : kTable37) {
    if (static_cast<int>(s.size()) != r.n) continue;
    bool ok = true;
    for (int k = 0; k < r.n; ++k) {
      const unsigned b = static_cast<unsigned char>(s[static_cast<std::size_t>(k)]);
      ok = ok && b >= r.lo[k] && b <= r.hi[k];
    }
    if (ok) return true;
  }
  return false;
}

std::string bytes(std::initializer_list<unsigned> bs) {
  std::string s;
  for (unsigned b : bs) s += static_cast<char>(b);
  return s;
}

TEST(Utf8, WellFormedExamples) {
  EXPECT_TRUE(utf8::is_valid(""));
  EXPECT_TRUE(utf8::is_valid("plain ASCII"));
  EXPECT_TRUE(utf8::is_valid("café 研表究明 😀"));
  const Decoded d = decode_all("a\xC3\xA9\xE7\xA0\x94\xF0\x9F\x98\x80");  // a é 研 😀
  EXPECT_EQ(d.cps, (std::vector<char32_t>{U'a', 0xE9, 0x7814, 0x1F600}));
  EXPECT_EQ(d.lengths, (std::vector<std::size_t>{1, 2, 3, 4}));
  EXPECT_TRUE(d.all_valid);
}

TEST(Utf8, BoundariesOfTable37) {
  // The first and last sequence of every row decode, with the expected code points.
  EXPECT_EQ(decode_all(bytes({0xC2, 0x80})).cps[0], 0x80u);
  EXPECT_EQ(decode_all(bytes({0xDF, 0xBF})).cps[0], 0x7FFu);
  EXPECT_EQ(decode_all(bytes({0xE0, 0xA0, 0x80})).cps[0], 0x800u);
  EXPECT_EQ(decode_all(bytes({0xED, 0x9F, 0xBF})).cps[0], 0xD7FFu);
  EXPECT_EQ(decode_all(bytes({0xEE, 0x80, 0x80})).cps[0], 0xE000u);
  EXPECT_EQ(decode_all(bytes({0xEF, 0xBF, 0xBF})).cps[0], 0xFFFFu);
  EXPECT_EQ(decode_all(bytes({0xF0, 0x90, 0x80, 0x80})).cps[0], 0x10000u);
  EXPECT_EQ(decode_all(bytes({0xF4, 0x8F, 0xBF, 0xBF})).cps[0], 0x10FFFFu);
}

TEST(Utf8, OverlongFormsAreInvalid) {
  for (const std::string& s : {bytes({0xC0, 0x80}),               // U+0000 in two bytes
                               bytes({0xC1, 0xBF}),               // U+007F in two bytes
                               bytes({0xE0, 0x80, 0xAF}),         // '/' in three bytes
                               bytes({0xE0, 0x9F, 0xBF}),         // U+07FF in three bytes
                               bytes({0xF0, 0x80, 0x80, 0xAF}),   // '/' in four bytes
                               bytes({0xF0, 0x8F, 0xBF, 0xBF})})  // U+FFFF in four bytes
  {
    EXPECT_FALSE(utf8::is_valid(s));
    const Decoded d = decode_all(s);
    EXPECT_EQ(d.cps, std::vector<char32_t>(s.size(), utf8::kReplacement));  // one per byte
  }
}

TEST(Utf8, SurrogatesAreInvalid) {
  for (const std::string& s : {bytes({0xED, 0xA0, 0x80}),   // U+D800
                               bytes({0xED, 0xAD, 0xBF}),   // U+DB7F
                               bytes({0xED, 0xB0, 0x80}),   // U+DC00
                               bytes({0xED, 0xBF, 0xBF})})  // U+DFFF
  {
    EXPECT_FALSE(utf8::is_valid(s));
    EXPECT_FALSE(utf8::decode(s, 0).valid);
  }
  // A CESU-8 style surrogate pair for U+1F600 is two invalid halves, not one character.
  EXPECT_FALSE(utf8::is_valid(bytes({0xED, 0xA0, 0xBD, 0xED, 0xB8, 0x80})));
}

TEST(Utf8, AboveU10FFFFIsInvalid) {
  for (const std::string& s :
       {bytes({0xF4, 0x90, 0x80, 0x80}),        // U+110000
        bytes({0xF5, 0x80, 0x80, 0x80}),        // lead byte F5
        bytes({0xF7, 0xBF, 0xBF, 0xBF}),        // U+1FFFFF
        bytes({0xF8, 0x88, 0x80, 0x80, 0x80}),  // old 5-byte form
        bytes({0xFC, 0x84, 0x80, 0x80, 0x80, 0x80}), bytes({0xFE}), bytes({0xFF})}) {
    EXPECT_FALSE(utf8::is_valid(s));
    EXPECT_EQ(decode_all(s).cps, std::vector<char32_t>(s.size(), utf8::kReplacement));
  }
}

TEST(Utf8, TruncatedAndBrokenSequencesResynchronise) {
  // Cut short by the end of the text: each byte left is one U+FFFD.
  EXPECT_EQ(decode_all(bytes({0xE4, 0xB8})).cps,
            (std::vector<char32_t>{utf8::kReplacement, utf8::kReplacement}));
  EXPECT_EQ(decode_all(bytes({0xF0, 0x9F, 0x98})).cps, std::vector<char32_t>(3, 0xFFFD));
  EXPECT_FALSE(utf8::is_valid(bytes({0xC3})));
  // Broken by an ASCII byte: the ASCII byte is NOT swallowed (a '\n' or a space survives).
  EXPECT_EQ(decode_all("\xE4\n b").cps,
            (std::vector<char32_t>{utf8::kReplacement, U'\n', U' ', U'b'}));
  EXPECT_EQ(decode_all("\xE4\xB8 x").cps,
            (std::vector<char32_t>{utf8::kReplacement, utf8::kReplacement, U' ', U'x'}));
  // A stray continuation byte between good characters.
  const Decoded d = decode_all("\xC3\xA9\x80\xC3\xA9");
  EXPECT_EQ(d.cps, (std::vector<char32_t>{0xE9, utf8::kReplacement, 0xE9}));
  EXPECT_FALSE(d.all_valid);
  // A good sequence right after a broken lead byte is decoded whole.
  EXPECT_EQ(decode_all("\xE7\xE7\xA0\x94").cps, (std::vector<char32_t>{0xFFFD, 0x7814}));
}

TEST(Utf8, EveryTwoByteSequenceAgreesWithTable37) {
  for (unsigned a = 0; a < 256; ++a)
    for (unsigned b = 0; b < 256; ++b) {
      const std::string s = bytes({a, b});
      const bool whole = in_table_37(s);
      const bool two_singles = in_table_37(s.substr(0, 1)) && in_table_37(s.substr(1));
      EXPECT_EQ(utf8::is_valid(s), whole || two_singles) << std::hex << a << " " << b;
      const utf8::CodePoint c = utf8::decode(s, 0);
      EXPECT_EQ(c.valid && c.length == 2, whole) << std::hex << a << " " << b;
    }
}

TEST(Utf8, EncodeRoundTripsEveryScalarValue) {
  std::string s;
  for (char32_t cp = 0; cp <= utf8::kMaxCodePoint; ++cp) {
    if (cp == 0xD800) cp = 0xE000;  // skip the surrogates
    s.clear();
    utf8::append(cp, &s);
    ASSERT_TRUE(in_table_37(s)) << std::hex << static_cast<unsigned>(cp);
    const utf8::CodePoint c = utf8::decode(s, 0);
    ASSERT_TRUE(c.valid);
    ASSERT_EQ(c.value, cp);
    ASSERT_EQ(c.length, s.size());
    ASSERT_EQ(s.size(), cp < 0x80 ? 1u : cp < 0x800 ? 2u : cp < 0x10000 ? 3u : 4u);
  }
}

TEST(Utf8, EncodeReplacesWhatIsNotAScalarValue) {
  EXPECT_EQ(utf8::encode(0xD800), "\xEF\xBF\xBD");
  EXPECT_EQ(utf8::encode(0xDFFF), "\xEF\xBF\xBD");
  EXPECT_EQ(utf8::encode(0x110000), "\xEF\xBF\xBD");
  EXPECT_EQ(utf8::encode(U'研'), "\xE7\xA0\x94");
  EXPECT_EQ(utf8::encode(0), std::string(1, '\0'));
}

}  // namespace
}  // namespace ap

namespace {

TEST(Utf8, MakeValidReplacesEachBadByteOnce) {
  EXPECT_EQ(ap::utf8::make_valid("déjà vu"), "déjà vu");  // valid text unchanged
  EXPECT_EQ(ap::utf8::make_valid("a\xff"
                                 "b"),
            "a\xEF\xBF\xBD"
            "b");
  // A truncated sequence before ASCII: one U+FFFD, the space kept.
  EXPECT_EQ(ap::utf8::make_valid("\xc3 x"), "\xEF\xBF\xBD x");
  EXPECT_EQ(ap::utf8::make_valid("\xed\xa0\x80"),
            "\xEF\xBF\xBD\xEF\xBF\xBD\xEF\xBF\xBD");  // surrogate
  EXPECT_TRUE(ap::utf8::is_valid(ap::utf8::make_valid(std::string("\0\xff\xfe", 3))));
}

}  // namespace
