// Share link: bit-exact round trip of random states, clear errors for every kind of bad link,
// and robustness against thousands of random, mutated and truncated links.
#include "app/link/base64url.h"
#include "app/scene/presets.h"
#include "app/link/share_link.h"
#include "random_scene.h"

#include <gtest/gtest.h>

namespace ap {
namespace {

std::string decode_error(const std::string& link) {
  AppState s;
  s.lab = default_scene();
  const AttentionScene before = s.lab;
  std::string error;
  EXPECT_FALSE(ShareLink::decode(link, &s, &error)) << link;
  EXPECT_TRUE(s.lab == before) << "a failed decode must leave the state untouched";
  EXPECT_EQ(error.rfind("link", 0), 0u) << error;
  EXPECT_EQ(error.find('\n'), std::string::npos) << error;
  return error;
}

TEST(Base64Url, RoundTripAllLengths) {
  Rng rng(3);
  for (int len = 0; len < 70; ++len) {
    std::string bytes;
    for (int i = 0; i < len; ++i) bytes += static_cast<char>(rng.below(256));
    const std::string text = base64url_encode(bytes);
    EXPECT_EQ(text.find_first_of("+/="), std::string::npos);
    std::string back, error;
    ASSERT_TRUE(base64url_decode(text, &back, &error)) << error;
    EXPECT_EQ(back, bytes);
  }
  std::string out, error;
  EXPECT_FALSE(base64url_decode("ab%d", &out, &error));
  EXPECT_NE(error.find("'%' at position 2"), std::string::npos) << error;
  EXPECT_FALSE(base64url_decode("abcde", &out, &error));
}

TEST(ShareLink, RandomStatesRoundTripBitExactly) {
  Rng rng(11);
  for (int i = 0; i < 300; ++i) {
    for (ScoreFunction f : test::kAllScores) {
      AppState s;
      s.lab = test::random_scene(rng, f);
      s.view.tab = i % 2 ? Tab::Batched : Tab::Lab;
      s.view.projection_x = static_cast<int>(rng.below(4));
      s.view.language = "zh";
      s.view.theme = static_cast<Theme>(rng.below(3));
      s.translation.sentence = "the cat sat on the mat";
      s.translation.beam = 1 + static_cast<int>(rng.below(4));
      s.demos.self_sentence = "研表究明";
      s.demos.head_seed = rng.next();
      s.demos.causal = rng.below(2) != 0;
      const std::string link = ShareLink::encode(s);
      AppState back;
      std::string error;
      ASSERT_TRUE(ShareLink::decode(link, &back, &error)) << error;
      ASSERT_TRUE(back.lab == s.lab);
      EXPECT_EQ(to_json(back.view), to_json(s.view));
      EXPECT_EQ(to_json(back.translation), to_json(s.translation));
      EXPECT_EQ(to_json(back.demos), to_json(s.demos));
      ASSERT_EQ(ShareLink::encode(back), link) << "encoding is deterministic";
    }
  }
}

// The theme toggle's value travels in the link; a link from before themes (no "theme" field)
// opens and follows the system.
TEST(ShareLink, ThemeRoundTripsAndOldLinksFollowTheSystem) {
  for (Theme t : {Theme::Auto, Theme::Light, Theme::Dark}) {
    AppState s;
    s.view.theme = t;
    AppState back;
    back.view.theme = t == Theme::Dark ? Theme::Light : Theme::Dark;
    std::string error;
    ASSERT_TRUE(ShareLink::decode(ShareLink::encode(s), &back, &error)) << error;
    EXPECT_EQ(back.view.theme, t) << enum_name(t);
  }
  using namespace share_link_detail;
  AppState old;
  std::string error;
  ASSERT_TRUE(ShareLink::decode(wrap_payload(section(2, R"({"tab": "batched"})")), &old, &error))
      << error;
  EXPECT_EQ(old.view.tab, Tab::Batched);
  EXPECT_EQ(old.view.theme, Theme::Auto);
  // The default theme adds nothing to the link.
  AppState light;
  light.view.theme = Theme::Light;
  EXPECT_GT(ShareLink::encode(light).size(), ShareLink::encode(AppState{}).size());
}

TEST(ShareLink, AcceptsFullUrlsAndWhitespace) {
  AppState s;
  s.lab = find_preset("masking")->scene;
  const std::string link = ShareLink::encode(s);
  for (const std::string& form :
       {link, "#" + link, "https://example.org/play/index.html#" + link, "  " + link + "\n"}) {
    AppState back;
    std::string error;
    ASSERT_TRUE(ShareLink::decode(form, &back, &error)) << form << ": " << error;
    EXPECT_TRUE(back.lab == s.lab);
  }
}

TEST(ShareLink, DefaultStateIsShortAndSectionsAreOptional) {
  AppState s;
  s.lab = default_scene();
  const std::string link = ShareLink::encode(s);
  EXPECT_LT(link.size(), 200u) << link;  // view/translation/demos equal to defaults are left out
  // A link with only a view section: the lab takes the default preset.
  std::string view = share_link_detail::section(2, R"({"tab":"translate"})");
  AppState back;
  std::string error;
  ASSERT_TRUE(ShareLink::decode(share_link_detail::wrap_payload(view), &back, &error)) << error;
  EXPECT_EQ(back.view.tab, Tab::Translate);
  EXPECT_TRUE(back.lab == default_scene());
}

TEST(ShareLink, UnknownSectionsAndTrailingBytesAreSkipped) {
  const AttentionScene lab = find_preset("additive")->scene;
  std::string body =
      share_link_detail::section(9, "future stuff") +
      share_link_detail::section(1, share_link_detail::encode_lab_section(lab) + "more");
  AppState back;
  std::string error;
  ASSERT_TRUE(ShareLink::decode(share_link_detail::wrap_payload(body), &back, &error)) << error;
  EXPECT_TRUE(back.lab == lab);
}

TEST(ShareLink, LargestSceneFitsTheLimit) {
  AttentionScene s;
  Rng rng(1);
  s.spec.score = ScoreFunction::Additive;
  s.queries = test::random_mat(rng, kMaxQueries, kMaxDim);
  s.keys = test::random_mat(rng, kMaxKeys, kMaxDim);
  s.values = test::random_mat(rng, kMaxKeys, kMaxDim);
  s.spec.params.W = test::random_mat(rng, kMaxDim, kMaxDim);
  s.spec.params.Wq = test::random_mat(rng, kMaxHidden, kMaxDim);
  s.spec.params.Wk = test::random_mat(rng, kMaxHidden, kMaxDim);
  s.spec.params.v = test::random_mat(rng, kMaxHidden, 1).col(0);
  s.labels.assign(kMaxKeys, std::string(kMaxLabelBytes, 'x'));
  s.mask.assign(kMaxKeys, true);
  ASSERT_TRUE(validate_scene(s, nullptr));
  AppState st;
  st.lab = s;
  const std::string link = ShareLink::encode(st);
  EXPECT_LT(link.size(), ShareLink::kMaxChars);
  AppState back;
  std::string error;
  ASSERT_TRUE(ShareLink::decode(link, &back, &error)) << error;
  EXPECT_TRUE(back.lab == s);
}

TEST(ShareLink, ClearErrors) {
  AppState s;
  s.lab = default_scene();
  const std::string good = ShareLink::encode(s);
  EXPECT_NE(decode_error("v7." + good.substr(3)).find("link version 7 is newer than this app (1)"),
            std::string::npos);
  EXPECT_NE(decode_error("v0.AAAA").find("link version 0 is not supported"), std::string::npos);
  EXPECT_NE(decode_error("hello").find("not an Attention Playground link"), std::string::npos);
  EXPECT_NE(decode_error("").find("link: empty"), std::string::npos);
  EXPECT_NE(decode_error("https://x.org/#").find("link: empty"), std::string::npos);
  EXPECT_NE(
      decode_error("v1.AB$D").find("link: malformed (not valid base64url: '$' at position 2)"),
      std::string::npos);
  EXPECT_NE(decode_error("v1." + std::string(ShareLink::kMaxChars, 'A')).find("link: too long"),
            std::string::npos);
  // Cut short (the usual accident when copying a link).
  EXPECT_NE(decode_error(good.substr(0, good.size() - 20)).find("link: truncated"),
            std::string::npos);
  EXPECT_NE(decode_error("v1.AA").find("link: truncated"), std::string::npos);
  // One character changed in the middle.
  std::string edited = good;
  edited[edited.size() / 2] = edited[edited.size() / 2] == 'A' ? 'B' : 'A';
  const std::string e = decode_error(edited);
  EXPECT_TRUE(e.find("damaged") != std::string::npos || e.find("truncated") != std::string::npos)
      << e;
}

// A link with a view and a translation section besides the lab's, and its payload's sections.
struct SectionedLink {
  std::string payload;  // the sections, then the checksum (4 bytes)
  std::vector<share_link_detail::Section> sections;
};
SectionedLink three_section_link() {
  AppState s;
  s.lab = default_scene();
  s.view.tab = Tab::Batched;
  s.translation.sentence = "the cat sat on the mat";
  SectionedLink out;
  std::string error;
  EXPECT_TRUE(base64url_decode(ShareLink::encode(s).substr(3), &out.payload, &error)) << error;
  const std::string_view body = std::string_view(out.payload).substr(0, out.payload.size() - 4);
  EXPECT_TRUE(share_link_detail::split_sections(body, &out.sections, &error)) << error;
  EXPECT_EQ(out.sections.size(), 3u);
  return out;
}

// Every single-bit flip in a section's bytes or in the checksum leaves the sections whole: the
// link is damaged, not cut short.
TEST(ShareLink, AFlippedBitIsDamagedNotTruncated) {
  const SectionedLink link = three_section_link();
  std::vector<std::size_t> positions;
  for (const auto& [tag, bytes] : link.sections)
    for (std::size_t i = 0; i < bytes.size(); ++i)
      positions.push_back(static_cast<std::size_t>(bytes.data() - link.payload.data()) + i);
  for (std::size_t i = link.payload.size() - 4; i < link.payload.size(); ++i)
    positions.push_back(i);
  ASSERT_GT(positions.size(), 100u);
  for (std::size_t at : positions) {
    for (int bit = 0; bit < 8; ++bit) {
      std::string flipped = link.payload;
      flipped[at] = static_cast<char>(flipped[at] ^ (1 << bit));
      const std::string e = decode_error("v1." + base64url_encode(flipped));
      ASSERT_NE(e.find("link: damaged (checksum mismatch"), std::string::npos)
          << "byte " << at << " bit " << bit << ": " << e;
    }
  }
}

// A link cut inside its last section's bytes (the checksum gone with it) is truncated, and the
// message says which section is short. (A cut that leaves at most 4 of those bytes can leave
// whole sections where the checksum should be, and reads as damaged; that message asks "was it
// edited or cut short?".)
TEST(ShareLink, ALinkCutShortIsTruncated) {
  const SectionedLink link = three_section_link();
  const std::size_t last = link.sections.back().second.size();
  ASSERT_GT(last, 10u);
  for (std::size_t cut = 5; cut < last; ++cut) {
    const std::string e =
        decode_error("v1." + base64url_encode(link.payload.substr(0, link.payload.size() - cut)));
    ASSERT_NE(e.find("link: truncated (the translation section needs"), std::string::npos)
        << "cut " << cut << " bytes: " << e;
  }
}

TEST(ShareLink, InvalidContentIsRejectedWithTheField) {
  using namespace share_link_detail;
  AttentionScene s = default_scene();
  s.keys(1, 0) = std::nanf("");  // encode_lab_section writes whatever it is given
  std::string e = decode_error(wrap_payload(section(1, encode_lab_section(s))));
  EXPECT_NE(e.find("keys[1][0]: NaN or Inf is not allowed"), std::string::npos) << e;
  s = default_scene();
  s.spec.temperature = -2.0f;
  e = decode_error(wrap_payload(section(1, encode_lab_section(s))));
  EXPECT_NE(e.find("temperature: must be > 0"), std::string::npos) << e;
  std::string lab = encode_lab_section(default_scene());
  lab[6] = 100;  // n
  e = decode_error(wrap_payload(section(1, lab)));
  EXPECT_NE(e.find("n = 100 exceeds the limit of 64"), std::string::npos) << e;
  lab = encode_lab_section(default_scene());
  lab[0] = 9;  // score id
  e = decode_error(wrap_payload(section(1, lab)));
  EXPECT_NE(e.find("unknown score function #9"), std::string::npos) << e;
  e = decode_error(wrap_payload(section(2, R"({"projection_x": 999})")));
  EXPECT_NE(e.find("view.projection_x: must be in [0, 63]"), std::string::npos) << e;
  e = decode_error(wrap_payload(section(2, R"({"theme": "blue"})")));
  EXPECT_NE(e.find(R"(view.theme: expected "auto", "light" or "dark", got "blue")"),
            std::string::npos)
      << e;
  e = decode_error(wrap_payload(section(2, R"({"theme": 3})")));
  EXPECT_NE(e.find("view.theme"), std::string::npos) << e;
  e = decode_error(wrap_payload(section(3, "{not json")));
  EXPECT_NE(e.find("translation section: malformed JSON"), std::string::npos) << e;
  e = decode_error(wrap_payload(section(1, encode_lab_section(default_scene())) +
                                section(1, encode_lab_section(default_scene()))));
  EXPECT_NE(e.find("appears twice"), std::string::npos) << e;
  const AttentionScene def = default_scene();
  std::string bad_label = encode_lab_section(def);
  // The first label ("cat") starts right after the floats of Q (m × d), K (n × d) and V (n × e):
  // replace its bytes with invalid UTF-8.
  const std::size_t label_at =
      11 + 4 * static_cast<std::size_t>(def.m() * def.d() + def.n() * def.d() + def.n() * def.e()) +
      1;
  bad_label[label_at] = static_cast<char>(0xFF);
  e = decode_error(wrap_payload(section(1, bad_label)));
  EXPECT_NE(e.find("labels[0]: not valid UTF-8"), std::string::npos) << e;
}

// Hostile input: random bytes, random text, mutations and truncations of good links, and forged
// payloads with a correct checksum (so that the section parser itself is exercised). Every one
// must either decode to a valid state or give a one-line error; none may crash or hang.
TEST(ShareLink, SurvivesThousandsOfHostileLinks) {
  using namespace share_link_detail;
  Rng rng(2024);
  std::vector<std::string> good;
  for (ScoreFunction f : test::kAllScores) {
    AppState s;
    s.lab = test::random_scene(rng, f);
    s.translation.sentence = "hello";
    good.push_back(ShareLink::encode(s));
  }
  int ok = 0, rejected = 0;
  auto check = [&](const std::string& link) {
    AppState out;
    std::string error;
    if (ShareLink::decode(link, &out, &error)) {
      ++ok;
      std::string why;
      ASSERT_TRUE(validate_scene(out.lab, &why)) << why;
    } else {
      ++rejected;
      ASSERT_FALSE(error.empty());
      ASSERT_EQ(error.find('\n'), std::string::npos);
    }
  };
  const char alphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.#v%= ";
  for (int i = 0; i < 3000; ++i) {
    const std::string& base = good[rng.below(good.size())];
    switch (i % 6) {
      case 0: {  // random text
        std::string t = "v1.";
        const int len = static_cast<int>(rng.below(300));
        for (int k = 0; k < len; ++k) t += alphabet[rng.below(sizeof alphabet - 1)];
        check(t);
        break;
      }
      case 1:  // truncation
        check(base.substr(0, rng.below(base.size() + 1)));
        break;
      case 2: {  // character mutations
        std::string t = base;
        const int edits = 1 + static_cast<int>(rng.below(4));
        for (int k = 0; k < edits; ++k)
          t[rng.below(t.size())] = alphabet[rng.below(sizeof alphabet - 1)];
        check(t);
        break;
      }
      case 3: {  // random bytes, correct checksum
        std::string body;
        const int len = static_cast<int>(rng.below(200));
        for (int k = 0; k < len; ++k) body += static_cast<char>(rng.below(256));
        check(wrap_payload(body));
        break;
      }
      case 4: {  // a real lab section with flipped bytes, correct checksum
        std::string lab =
            encode_lab_section(test::random_scene(rng, test::kAllScores[rng.below(5)]));
        const int flips = 1 + static_cast<int>(rng.below(3));
        for (int k = 0; k < flips; ++k)
          lab[rng.below(lab.size())] = static_cast<char>(rng.below(256));
        if (rng.below(2)) lab.resize(rng.below(lab.size() + 1));
        check(wrap_payload(section(1, lab)));
        break;
      }
      default: {  // hostile section lengths (huge varints) with a correct checksum
        std::string body;
        body += static_cast<char>(1 + rng.below(5));
        for (int k = 0; k < 1 + static_cast<int>(rng.below(6)); ++k)
          body += static_cast<char>(0x80 | rng.below(128));
        body += static_cast<char>(rng.below(128));
        check(wrap_payload(body + "xyz"));
        break;
      }
    }
  }
  EXPECT_GT(rejected, 1000);
  EXPECT_GT(ok, 0);  // some mutations (e.g. of a float's bits) still make a valid scene
}

}  // namespace
}  // namespace ap
