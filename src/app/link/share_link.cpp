// ShareLink encode/decode (format in share_link.h). Sections: 1. byte writer/reader
// 2. lab section  3. JSON sections  4. encode  5. decode.
#include "app/link/share_link.h"

#include "app/byte_io.h"
#include "app/link/link_frame.h"
#include "app/json_util.h"
#include "app/scene/presets.h"

#include <cmath>
#include <cstring>

namespace ap {

namespace {

// ---- 1. bytes: app/byte_io.h
// ------------------------------------------------------------------
using byte_io::ByteReader;
using byte_io::put_f32;
using byte_io::put_u8;
using byte_io::put_varint;
void put_mat(std::string& b, const Mat& m) {  // row-major
  for (Eigen::Index i = 0; i < m.rows(); ++i)
    for (Eigen::Index j = 0; j < m.cols(); ++j) put_f32(b, m(i, j));
}
bool read_mat(ByteReader& r, Eigen::Index rows, Eigen::Index cols, Mat* m) {
  if (r.left() / 4 < static_cast<std::size_t>(rows * cols)) return false;  // before allocating
  m->resize(rows, cols);
  for (Eigen::Index i = 0; i < rows; ++i)
    for (Eigen::Index j = 0; j < cols; ++j) r.f32(&(*m)(i, j));
  return true;
}

// ---- 2. lab section --------------------------------------------------------------------------
// Stable wire ids, independent of the enum's order.
const ScoreFunction kScoreIds[] = {ScoreFunction::Dot, ScoreFunction::ScaledDot,
                                   ScoreFunction::General, ScoreFunction::Additive,
                                   ScoreFunction::Cosine};
constexpr unsigned kScoreCount = 5;

unsigned score_id(ScoreFunction f) {
  for (unsigned i = 0; i < kScoreCount; ++i)
    if (kScoreIds[i] == f) return i;
  return 0;
}

bool fail(std::string* error, const std::string& what) {
  if (error) *error = what;
  return false;
}

bool decode_lab(std::string_view bytes, AttentionScene* out, std::string* error) {
  const std::string where = "link: lab section: ";
  const std::string truncated = where + "truncated";
  ByteReader r(bytes);
  AttentionScene s;
  unsigned score, m, n, d, e, h, flags;
  std::uint32_t tau_bits;
  if (!r.u8(&score) || !r.u32(&tau_bits) || !r.u8(&m) || !r.u8(&n) || !r.u8(&d) || !r.u8(&e) ||
      !r.u8(&h) || !r.u8(&flags))
    return fail(error, truncated);
  if (score >= kScoreCount)
    return fail(error, where + "unknown score function #" + std::to_string(score) +
                           " (made by a newer app?)");
  s.spec.score = kScoreIds[score];
  std::memcpy(&s.spec.temperature, &tau_bits, 4);
  auto over = [&](const char* field, const char* name, unsigned v, int lo, int limit) {
    if (static_cast<int>(v) < lo || static_cast<int>(v) > limit) {
      fail(error,
           where + field + ": " + name + " = " + std::to_string(v) +
               (static_cast<int>(v) < lo ? " is below " + std::to_string(lo)
                                         : " exceeds the limit of " + std::to_string(limit)));
      return true;
    }
    return false;
  };
  if (over("queries", "m", m, 1, kMaxQueries) || over("keys", "n", n, 1, kMaxKeys) ||
      over("keys", "d", d, 1, kMaxDim) || over("values", "e", e, 1, kMaxDim) ||
      over("v", "h", h, 0, kMaxHidden))
    return false;
  if (!read_mat(r, m, d, &s.queries) || !read_mat(r, n, d, &s.keys) ||
      !read_mat(r, n, e, &s.values))
    return fail(error, truncated);
  if ((flags & 1u) && !read_mat(r, d, d, &s.spec.params.W)) return fail(error, truncated);
  if (h > 0) {
    Mat v;
    if (!read_mat(r, h, d, &s.spec.params.Wq) || !read_mat(r, h, d, &s.spec.params.Wk) ||
        !read_mat(r, h, 1, &v))
      return fail(error, truncated);
    s.spec.params.v = v.col(0);
  }
  for (unsigned i = 0; i < n; ++i) {
    std::uint32_t len;
    std::string_view text;
    if (!r.varint(&len)) return fail(error, truncated);
    if (len > static_cast<std::uint32_t>(kMaxLabelBytes))
      return fail(error, where + "labels[" + std::to_string(i) + "]: " + std::to_string(len) +
                             " bytes exceeds the limit of " + std::to_string(kMaxLabelBytes));
    if (!r.bytes(len, &text)) return fail(error, truncated);
    s.labels.emplace_back(text);
  }
  std::string_view mask_bytes;
  if (!r.bytes((n + 7) / 8, &mask_bytes)) return fail(error, truncated);
  for (unsigned i = 0; i < n; ++i)
    s.mask.push_back((static_cast<unsigned char>(mask_bytes[i / 8]) >> (i % 8)) & 1u);
  // Anything after this is a newer app's addition: ignored.
  std::string problem;
  if (!validate_scene(s, &problem)) return fail(error, where + problem);
  *out = std::move(s);
  return true;
}

// ---- 3. JSON sections ------------------------------------------------------------------------
// The fields of `full` that differ from `defaults` (both objects).
nlohmann::json diff_from_defaults(const nlohmann::json& full, const nlohmann::json& defaults) {
  nlohmann::json d = nlohmann::json::object();
  for (auto it = full.begin(); it != full.end(); ++it) {
    auto def = defaults.find(it.key());
    if (def == defaults.end() || *def != it.value()) d[it.key()] = it.value();
  }
  return d;
}

template <class State>
bool decode_json_section(std::string_view bytes, const char* name, State* out, std::string* error) {
  nlohmann::json j;
  std::string problem;
  if (!parse_json_text(bytes, &j, &problem))
    return fail(error, std::string("link: ") + name + " section: " + problem);
  State s{};  // absent fields take their defaults
  if (!from_json(j, &s, &problem)) return fail(error, "link: " + problem);
  *out = s;
  return true;
}

enum Tag : unsigned {
  kTagLab = 1,
  kTagView = 2,
  kTagTranslation = 3,
  kTagDemos = 4,
  kTagTraining = 5,
  kTagExplain = 6
};
const char* tag_name(unsigned tag) {
  switch (tag) {
    case kTagLab:
      return "lab";
    case kTagView:
      return "view";
    case kTagTranslation:
      return "translation";
    case kTagDemos:
      return "demos";
    case kTagTraining:
      return "training";
    case kTagExplain:
      return "explain";
    default:
      return "unknown";
  }
}

// The share link's frame: "v1.…", and the words its messages have always used.
constexpr link_frame::Format share_format() {
  link_frame::Format f;
  f.prefix = "v";
  f.version = ShareLink::kVersion;
  f.max_chars = ShareLink::kMaxChars;
  f.name = "link";
  f.empty_hint = "a fragment like ";
  f.wrong_start = f.bad_version = "not an Attention Playground link";
  f.short_note = ", too short to hold even the checksum";
  return f;
}

}  // namespace

const link_frame::Format ShareLink::kFormat = share_format();

namespace share_link_detail {

std::string section(std::uint8_t tag, std::string_view bytes) {
  std::string b;
  put_u8(b, tag);
  put_varint(b, static_cast<std::uint32_t>(bytes.size()));
  b.append(bytes);
  return b;
}

std::string encode_lab_section(const AttentionScene& s) {
  std::string b;
  const ScoreParams& p = s.spec.params;
  put_u8(b, score_id(s.spec.score));
  put_f32(b, s.spec.temperature);
  put_u8(b, static_cast<unsigned>(s.m()));
  put_u8(b, static_cast<unsigned>(s.n()));
  put_u8(b, static_cast<unsigned>(s.d()));
  put_u8(b, static_cast<unsigned>(s.e()));
  put_u8(b, static_cast<unsigned>(p.v.size()));
  put_u8(b, p.W.size() != 0 ? 1u : 0u);
  put_mat(b, s.queries);
  put_mat(b, s.keys);
  put_mat(b, s.values);
  if (p.W.size() != 0) put_mat(b, p.W);
  if (p.v.size() != 0) {
    put_mat(b, p.Wq);
    put_mat(b, p.Wk);
    for (Eigen::Index i = 0; i < p.v.size(); ++i) put_f32(b, p.v(i));
  }
  for (const std::string& l : s.labels) {
    put_varint(b, static_cast<std::uint32_t>(l.size()));
    b += l;
  }
  std::string mask((s.mask.size() + 7) / 8, '\0');
  for (std::size_t i = 0; i < s.mask.size(); ++i)
    if (s.mask[i])
      mask[i / 8] = static_cast<char>(static_cast<unsigned char>(mask[i / 8]) | (1u << (i % 8)));
  b += mask;
  return b;
}

std::string wrap_payload(std::string_view sections) {
  return link_frame::wrap(ShareLink::kFormat, sections);
}

}  // namespace share_link_detail

// ---- 4. encode -------------------------------------------------------------------------------
std::string ShareLink::encode(const AppState& state) {
  return share_link_detail::wrap_payload(share_link_detail::encode_sections(state));
}

std::string share_link_detail::encode_sections(const AppState& state) {
  std::string body;
  if (validate_scene(state.lab, nullptr)) body += section(kTagLab, encode_lab_section(state.lab));
  auto add_json = [&](unsigned tag, const nlohmann::json& full, const nlohmann::json& defaults) {
    nlohmann::json d = diff_from_defaults(full, defaults);
    if (!d.empty()) body += section(static_cast<std::uint8_t>(tag), dump_json(d));
  };
  add_json(kTagView, to_json(state.view), to_json(ViewState{}));
  add_json(kTagTranslation, to_json(state.translation), to_json(TranslationState{}));
  add_json(kTagDemos, to_json(state.demos), to_json(DemoState{}));
  add_json(kTagTraining, to_json(state.training), to_json(TrainingConfig{}));
  add_json(kTagExplain, to_json(state.explain), to_json(ExplainState{}));
  return body;
}

// ---- 5. decode -------------------------------------------------------------------------------
namespace {

// Walks the sections of `body`, calling fn(tag, bytes) until it returns false; false (with
// *error) if one overruns.
template <class Fn>
bool walk_sections(std::string_view body, std::string* error, Fn fn) {
  std::vector<share_link_detail::Section> sections;
  if (!share_link_detail::split_sections(body, &sections, error)) return false;
  for (const auto& [tag, bytes] : sections)
    if (!fn(tag, bytes)) return false;
  return true;
}

}  // namespace

bool share_link_detail::split_sections(std::string_view body, std::vector<Section>* out,
                                       std::string* error) {
  ByteReader r(body);
  while (r.left() > 0) {
    unsigned tag;
    std::uint32_t len;
    std::string_view bytes;
    r.u8(&tag);
    if (!r.varint(&len))
      return fail(error, std::string("link: truncated (the ") + tag_name(tag) +
                             " section's length is cut off)");
    if (!r.bytes(len, &bytes))
      return fail(error, std::string("link: truncated (the ") + tag_name(tag) + " section needs " +
                             std::to_string(len) + " bytes, " + std::to_string(r.left()) +
                             " are left)");
    out->push_back({tag, bytes});
  }
  return true;
}

bool ShareLink::decode(std::string_view text, AppState* out, std::string* error) {
  link_frame::Unwrapped frame;
  if (!link_frame::unwrap(kFormat, text, &frame, error)) {
    // The checksum failed: tell a cut-off link (the common accident) from an edited one. An
    // edited link's body still splits into whole sections, so it stays "damaged"; a cut-off
    // link's does not, and its last section overruns even the whole payload (the bytes that
    // stand where the checksum should be read as section bytes): that one says "truncated".
    const auto any = [](unsigned, std::string_view) { return true; };
    if (frame.damaged && !walk_sections(frame.body(), nullptr, any))
      walk_sections(frame.payload, error, any);
    return false;
  }
  return share_link_detail::decode_sections(frame.body(), out, error);
}

bool share_link_detail::decode_sections(std::string_view body, AppState* out, std::string* error) {
  AppState s;
  s.lab = default_scene();
  bool seen[7] = {false, false, false, false, false, false, false};
  bool ok = walk_sections(body, error, [&](unsigned tag, std::string_view bytes) {
    if (tag >= kTagLab && tag <= kTagExplain) {
      if (seen[tag])
        return fail(error, std::string("link: the ") + tag_name(tag) + " section appears twice");
      seen[tag] = true;
    }
    switch (tag) {
      case kTagLab:
        return decode_lab(bytes, &s.lab, error);
      case kTagView:
        return decode_json_section(bytes, "view", &s.view, error);
      case kTagTranslation:
        return decode_json_section(bytes, "translation", &s.translation, error);
      case kTagDemos:
        return decode_json_section(bytes, "demos", &s.demos, error);
      case kTagTraining:
        return decode_json_section(bytes, "training", &s.training, error);
      case kTagExplain:
        return decode_json_section(bytes, "explain", &s.explain, error);
      default:
        return true;  // a newer app's section: skipped
    }
  });
  if (!ok) return false;
  *out = std::move(s);
  return true;
}

}  // namespace ap
