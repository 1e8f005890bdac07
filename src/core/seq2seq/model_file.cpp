// Model file writer/reader (see model_file.h for the byte layout).
//
// Sections: 1. writer  2. reader  3. weight-section hash (the checksum is core/crc32.h)
#include "core/seq2seq/model_file.h"

#include "core/crc32.h"
#include "core/sha256.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fstream>
#include <iterator>

namespace ap::s2s {

namespace {
constexpr char kMagic[8] = {'A', 'P', 'S', '2', 'S', 'M', 'D', 'L'};
constexpr size_t kHeaderBytes = 52;  // magic … config
}  // namespace

// ── 1. writer ────────────────────────────────────────────────────────────────────────────────

namespace {

struct Writer {
  std::vector<std::uint8_t> out;
  void u8(std::uint8_t v) { out.push_back(v); }
  void u16(std::uint16_t v) { le(v, 2); }
  void u32(std::uint32_t v) { le(v, 4); }
  void u64(std::uint64_t v) { le(v, 8); }
  void f32(float f) {
    std::uint32_t v;
    std::memcpy(&v, &f, 4);
    u32(v);
  }
  void le(std::uint64_t v, int bytes) {
    for (int i = 0; i < bytes; ++i) out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
  }
  void str16(const std::string& s) {
    u16(static_cast<std::uint16_t>(s.size()));
    out.insert(out.end(), s.begin(), s.end());
  }
  void str32(const std::string& s) {
    u32(static_cast<std::uint32_t>(s.size()));
    out.insert(out.end(), s.begin(), s.end());
  }
};

void write_vocab(Writer* w, const std::vector<std::string>& words) {
  w->u32(static_cast<std::uint32_t>(words.size()));
  for (const auto& s : words) w->str16(s);
}

void write_tensor(Writer* w, const std::string& name, const Mat<float>& m, WeightEncoding enc) {
  w->str16(name);
  w->u32(static_cast<std::uint32_t>(m.rows()));
  w->u32(static_cast<std::uint32_t>(m.cols()));
  const bool int8 = enc == WeightEncoding::Int8 && m.cols() > 1;
  w->u8(static_cast<std::uint8_t>(int8 ? WeightEncoding::Int8 : WeightEncoding::Fp32));
  if (!int8) {
    for (Eigen::Index i = 0; i < m.size(); ++i) w->f32(m.data()[i]);
    return;
  }
  std::vector<float> scales(static_cast<size_t>(m.rows()));
  for (Eigen::Index r = 0; r < m.rows(); ++r) {
    const float mx = m.row(r).cwiseAbs().maxCoeff();
    scales[r] = mx > 0 ? mx / 127.0f : 1.0f;
    w->f32(scales[r]);
  }
  for (Eigen::Index r = 0; r < m.rows(); ++r)
    for (Eigen::Index c = 0; c < m.cols(); ++c) {
      const long q = std::lround(m(r, c) / scales[r]);
      w->u8(static_cast<std::uint8_t>(static_cast<std::int8_t>(std::clamp(q, -127L, 127L))));
    }
}

}  // namespace

std::vector<std::uint8_t> serialize_model(const ModelBundle& b, WeightEncoding enc) {
  const ModelConfig& c = b.model.config;
  Writer w;
  for (char ch : kMagic) w.u8(static_cast<std::uint8_t>(ch));
  w.u32(kModelFileVersion);
  w.u32(static_cast<std::uint32_t>(c.kind));
  w.u64(0);  // total size, patched below
  for (int v : {c.src_vocab, c.tgt_vocab, c.emb, c.enc_hidden, c.dec_hidden, c.att_dim, c.readout})
    w.u32(static_cast<std::uint32_t>(v));
  w.str32(b.info);
  write_vocab(&w, b.src_words);
  write_vocab(&w, b.tgt_words);
  std::uint32_t count = 0;
  b.model.params.visit([&](const std::string&, const Mat<float>&) { ++count; });
  w.u32(count);
  b.model.params.visit(
      [&](const std::string& name, const Mat<float>& m) { write_tensor(&w, name, m, enc); });
  const std::uint64_t total = w.out.size() + 4;
  for (int i = 0; i < 8; ++i) w.out[16 + i] = static_cast<std::uint8_t>(total >> (8 * i));
  w.u32(crc32(w.out.data(), w.out.size()));
  return w.out;
}

bool save_model_file(const std::string& path, const ModelBundle& b, std::string* error,
                     WeightEncoding enc) {
  const auto bytes = serialize_model(b, enc);
  std::ofstream f(path, std::ios::binary | std::ios::trunc);
  if (!f) {
    *error = path + ": cannot open for writing";
    return false;
  }
  f.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  if (!f) {
    *error = path + ": write failed";
    return false;
  }
  return true;
}

// ── 2. reader ────────────────────────────────────────────────────────────────────────────────

namespace {

struct Reader {
  Reader(const std::uint8_t* data, size_t size) : p(data), n(size) {}
  const std::uint8_t* p;
  size_t n, pos = 0;
  std::string error;
  bool need(size_t k) {
    if (pos + k > n) {
      if (error.empty()) error = "model file ends unexpectedly at byte " + std::to_string(n);
      return false;
    }
    return true;
  }
  std::uint64_t le(int bytes) {
    if (!need(static_cast<size_t>(bytes))) return 0;
    std::uint64_t v = 0;
    for (int i = 0; i < bytes; ++i) v |= static_cast<std::uint64_t>(p[pos + i]) << (8 * i);
    pos += static_cast<size_t>(bytes);
    return v;
  }
  std::uint32_t u32() { return static_cast<std::uint32_t>(le(4)); }
  std::uint16_t u16() { return static_cast<std::uint16_t>(le(2)); }
  std::uint8_t u8() { return static_cast<std::uint8_t>(le(1)); }
  float f32() {
    const std::uint32_t v = u32();
    float f;
    std::memcpy(&f, &v, 4);
    return f;
  }
  std::string str(size_t len) {
    if (!need(len)) return {};
    std::string s(reinterpret_cast<const char*>(p + pos), len);
    pos += len;
    return s;
  }
};

bool read_vocab(Reader* r, int expected, const char* which, std::vector<std::string>* out,
                std::string* error) {
  const std::uint32_t count = r->u32();
  if (!r->error.empty()) return false;
  if (static_cast<int>(count) != expected) {
    *error = std::string(which) + " vocabulary has " + std::to_string(count) +
             " words but the header says " + std::to_string(expected);
    return false;
  }
  out->clear();
  for (std::uint32_t i = 0; i < count && r->error.empty(); ++i) out->push_back(r->str(r->u16()));
  return r->error.empty();
}

}  // namespace

bool deserialize_model(const std::uint8_t* data, size_t size, ModelBundle* out,
                       std::string* error) {
  if (size < 8 || std::memcmp(data, kMagic, 8) != 0) {
    *error = "not an attention model file (bad magic bytes)";
    return false;
  }
  if (size < kHeaderBytes) {
    *error = "model file truncated at byte " + std::to_string(size) + " (the header alone is " +
             std::to_string(kHeaderBytes) + " bytes)";
    return false;
  }
  Reader r(data, size);
  r.pos = 8;
  const std::uint32_t version = r.u32();
  if (version != kModelFileVersion) {
    *error = "model file version " + std::to_string(version) + " is not supported (expected " +
             std::to_string(kModelFileVersion) + ")";
    return false;
  }
  const std::uint32_t kind = r.u32();
  const std::uint64_t total = r.le(8);
  if (size < total) {
    *error = "model file truncated at byte " + std::to_string(size) + " (expected " +
             std::to_string(total) + ")";
    return false;
  }
  if (size > total) {
    *error = "model file has " + std::to_string(size - total) + " unexpected bytes after its end";
    return false;
  }
  std::uint32_t stored = 0;
  for (int i = 0; i < 4; ++i) stored |= static_cast<std::uint32_t>(data[size - 4 + i]) << (8 * i);
  if (crc32(data, size - 4) != stored) {
    *error = "checksum mismatch: file corrupted";
    return false;
  }
  if (kind != 1 && kind != 2) {
    *error = "unknown model kind " + std::to_string(kind) + " (expected 1 = search or 2 = encdec)";
    return false;
  }
  ModelConfig c;
  c.kind = static_cast<ModelKind>(kind);
  int* fields[] = {&c.src_vocab,  &c.tgt_vocab, &c.emb,    &c.enc_hidden,
                   &c.dec_hidden, &c.att_dim,   &c.readout};
  for (int* f : fields) {
    const std::uint32_t v = r.u32();
    if (v == 0 || v > 100000) {
      *error = "model file has an implausible size field (" + std::to_string(v) + ")";
      return false;
    }
    *f = static_cast<int>(v);
  }
  // Every weight takes at least one byte in the file, so a config whose largest matrices could
  // not fit is rejected before anything is allocated.
  const double big = static_cast<double>(c.emb) * (c.src_vocab + c.tgt_vocab) +
                     static_cast<double>(c.tgt_vocab) * c.readout;
  if (big > static_cast<double>(size)) {
    *error =
        "model file header declares sizes that do not fit in " + std::to_string(size) + " bytes";
    return false;
  }
  ModelBundle b;
  b.info = r.str(r.u32());
  r.n = size - 4;  // the checksum is not content
  if (!read_vocab(&r, c.src_vocab, "source", &b.src_words, error) ||
      !read_vocab(&r, c.tgt_vocab, "target", &b.tgt_words, error)) {
    if (error->empty()) *error = r.error;
    return false;
  }
  // Build a model of the declared shape and fill it tensor by tensor, checking names and shapes.
  Rng unused(0);
  ModelConfig shape_only = c;
  b.model = Seq2SeqModel<float>(shape_only, unused);
  std::uint32_t expected_count = 0;
  b.model.params.visit([&](const std::string&, const Mat<float>&) { ++expected_count; });
  const std::uint32_t count = r.u32();
  if (count != expected_count) {
    *error = "model file has " + std::to_string(count) + " tensors, expected " +
             std::to_string(expected_count);
    return false;
  }
  bool ok = r.error.empty();
  b.model.params.visit([&](const std::string& name, Mat<float>& m) {
    if (!ok) return;
    const std::string got = r.str(r.u16());
    const std::uint32_t rows = r.u32(), cols = r.u32();
    const std::uint8_t enc = r.u8();
    if (!r.error.empty()) {
      ok = false;
      return;
    }
    if (got != name || rows != m.rows() || cols != m.cols()) {
      *error = "tensor '" + got + "' " + std::to_string(rows) + "x" + std::to_string(cols) +
               " does not match the expected '" + name + "' " + std::to_string(m.rows()) + "x" +
               std::to_string(m.cols());
      ok = false;
      return;
    }
    if (enc == static_cast<std::uint8_t>(WeightEncoding::Fp32)) {
      for (Eigen::Index i = 0; i < m.size(); ++i) m.data()[i] = r.f32();
    } else if (enc == static_cast<std::uint8_t>(WeightEncoding::Int8)) {
      std::vector<float> scales(rows);
      for (auto& s : scales) s = r.f32();
      if (!r.need(static_cast<size_t>(rows) * cols)) {
        ok = false;
        return;
      }
      for (std::uint32_t i = 0; i < rows; ++i)
        for (std::uint32_t j = 0; j < cols; ++j)
          m(i, j) = static_cast<float>(static_cast<std::int8_t>(r.u8())) * scales[i];
    } else {
      *error = "tensor '" + name + "' has unknown encoding " + std::to_string(enc);
      ok = false;
      return;
    }
    if (!r.error.empty())
      ok = false;
    else if (!m.allFinite()) {
      *error = "tensor '" + name + "' holds non-finite values";
      ok = false;
    }
  });
  if (!ok) {
    if (error->empty()) *error = r.error;
    return false;
  }
  if (r.pos != r.n) {
    *error = "model file has " + std::to_string(r.n - r.pos) + " unread bytes before its checksum";
    return false;
  }
  *out = std::move(b);
  return true;
}

bool load_model_file(const std::string& path, ModelBundle* out, std::string* error) {
  std::ifstream f(path, std::ios::binary);
  if (!f) {
    *error = path + ": cannot open model file";
    return false;
  }
  const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(f)),
                                        std::istreambuf_iterator<char>());
  std::string why;
  if (!deserialize_model(bytes.data(), bytes.size(), out, &why)) {
    *error = path + ": " + why;
    return false;
  }
  return true;
}

// ── 3. weight-section hash ───────────────────────────────────────────────────────────────────

bool model_weights_sha256(const std::uint8_t* data, size_t size, std::string* hex,
                          std::string* error) {
  ModelBundle check;
  if (!deserialize_model(data, size, &check, error)) return false;
  // deserialize_model has verified the size field, so the info string lies inside the file.
  std::uint32_t info_len = 0;
  for (int i = 0; i < 4; ++i) info_len |= std::uint32_t{data[kHeaderBytes + i]} << (8 * i);
  const size_t weights_from = kHeaderBytes + 4 + info_len;
  Sha256 sha;
  sha.update(data, 16);                                      // magic, version, kind
  sha.update(data + 24, kHeaderBytes - 24);                  // config
  sha.update(data + weights_from, size - 4 - weights_from);  // vocabularies and tensors
  const auto digest = sha.finish();
  *hex = to_hex(digest.data(), digest.size());
  return true;
}

}  // namespace ap::s2s
