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

template <class P>
void write_tensors(Writer* w, const P& params, WeightEncoding enc) {
  std::uint32_t count = 0;
  params.visit([&](const std::string&, const Mat<float>&) { ++count; });
  w->u32(count);
  params.visit(
      [&](const std::string& name, const Mat<float>& m) { write_tensor(w, name, m, enc); });
}

}  // namespace

std::vector<std::uint8_t> serialize_model(const ModelBundle& b, WeightEncoding enc) {
  const ModelConfig& c = b.model.config;
  const tfm::TransformerConfig& t = b.transformer.config;
  const bool transformer = c.kind == ModelKind::Transformer;
  Writer w;
  for (char ch : kMagic) w.u8(static_cast<std::uint8_t>(ch));
  w.u32(kModelFileVersion);
  w.u32(static_cast<std::uint32_t>(c.kind));
  w.u64(0);  // total size, patched below
  if (transformer)
    for (int v : {t.src_vocab, t.tgt_vocab, t.d_model, t.heads, t.d_ff, t.enc_layers, t.dec_layers})
      w.u32(static_cast<std::uint32_t>(v));
  else
    for (int v :
         {c.src_vocab, c.tgt_vocab, c.emb, c.enc_hidden, c.dec_hidden, c.att_dim, c.readout})
      w.u32(static_cast<std::uint32_t>(v));
  w.str32(b.info);
  write_vocab(&w, b.src_words);
  write_vocab(&w, b.tgt_words);
  if (transformer)
    write_tensors(&w, b.transformer.params, enc);
  else
    write_tensors(&w, b.model.params, enc);
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
//
// A hostile file must cost O(its size) in memory and time. So, before anything is allocated:
// every header size is bounded (kMaxVocab, kMaxDim); the least byte count the header implies
// (every tensor in its smaller encoding, every word empty) is checked against the file; then a
// first pass walks every length field (info, words, tensor names, shapes, encodings) and checks
// that the data ends exactly at the checksum. Only then is each tensor allocated at its final
// shape and read straight into place.

namespace {

struct Reader {
  Reader(const std::uint8_t* data, size_t size) : p(data), n(size) {}
  const std::uint8_t* p;
  size_t n, pos = 0;
  std::string error;
  bool need(size_t k) {
    if (k > n - pos) {
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
  bool skip(size_t len) {
    if (!need(len)) return false;
    pos += len;
    return true;
  }
  std::string str(size_t len) {
    if (!need(len)) return {};
    std::string s(reinterpret_cast<const char*>(p + pos), len);
    pos += len;
    return s;
  }
};

struct ConfigField {
  const char* name;
  std::uint32_t lo, hi;
};
// The header's 7 config fields, per model family, in file order.
constexpr ConfigField kRnnFields[7] = {
    {"src_vocab", 4, kMaxVocab}, {"tgt_vocab", 4, kMaxVocab}, {"emb", 1, kMaxDim},
    {"enc_hidden", 1, kMaxDim},  {"dec_hidden", 1, kMaxDim},  {"att_dim", 1, kMaxDim},
    {"readout", 1, kMaxDim},
};
constexpr ConfigField kTransformerFields[7] = {
    {"src_vocab", 4, kMaxVocab},   {"tgt_vocab", 4, kMaxVocab}, {"d_model", 1, kMaxDim},
    {"heads", 1, kMaxHeads},       {"d_ff", 1, kMaxDim},        {"enc_layers", 1, kMaxLayers},
    {"dec_layers", 1, kMaxLayers},
};

// A header's configuration, bounded, and the tensor shapes it implies.
struct FileConfig {
  ModelConfig rnn;
  tfm::TransformerConfig transformer;
  std::vector<TensorShape> shapes;
  std::string summary;  // "src_vocab 40, tgt_vocab 50, emb 8, …" for messages
};

// Reads the 7 config fields of a file of this kind and checks their bounds (and, for the
// Transformer, that heads divides d_model); nothing is allocated but the shape list.
bool read_config(Reader* r, ModelKind kind, FileConfig* fc, std::string* error) {
  const bool transformer = kind == ModelKind::Transformer;
  const ConfigField* fields = transformer ? kTransformerFields : kRnnFields;
  int v[7];
  for (int i = 0; i < 7; ++i) {
    const std::uint32_t x = r->u32();
    const ConfigField& f = fields[i];
    if (x < f.lo || x > f.hi) {
      *error = std::string("model file header: ") + f.name + " = " + std::to_string(x) +
               " is out of range (" + std::to_string(f.lo) + " to " + std::to_string(f.hi) + ")";
      return false;
    }
    v[i] = static_cast<int>(x);
    fc->summary += std::string(i ? ", " : "") + f.name + " " + std::to_string(x);
  }
  fc->rnn.kind = kind;
  fc->rnn.src_vocab = v[0];
  fc->rnn.tgt_vocab = v[1];
  if (!transformer) {
    fc->rnn.emb = v[2];
    fc->rnn.enc_hidden = v[3];
    fc->rnn.dec_hidden = v[4];
    fc->rnn.att_dim = v[5];
    fc->rnn.readout = v[6];
    fc->shapes = model_tensor_shapes(fc->rnn);
    return true;
  }
  tfm::TransformerConfig& t = fc->transformer;
  t = {v[0], v[1], v[2], v[3], v[4], v[5], v[6]};
  if (t.d_model % t.heads != 0) {
    *error = "model file header: d_model = " + std::to_string(t.d_model) +
             " is not a multiple of heads = " + std::to_string(t.heads);
    return false;
  }
  fc->shapes = tfm::transformer_tensor_shapes(t);
  return true;
}

std::uint64_t payload_bytes(const TensorShape& t, std::uint8_t enc) {
  const std::uint64_t rc = static_cast<std::uint64_t>(t.rows) * static_cast<std::uint64_t>(t.cols);
  return enc == static_cast<std::uint8_t>(WeightEncoding::Int8) ? 4ull * t.rows + rc : 4ull * rc;
}

// Pass 1: checks a vocabulary's count and skips its words (no allocation).
bool skip_vocab(Reader* r, int expected, const char* which, std::string* error) {
  const std::uint32_t count = r->u32();
  if (!r->error.empty()) return false;
  if (count != static_cast<std::uint32_t>(expected)) {
    *error = std::string(which) + " vocabulary has " + std::to_string(count) +
             " words but the header says " + std::to_string(expected);
    return false;
  }
  for (std::uint32_t i = 0; i < count; ++i)
    if (!r->skip(r->u16())) return false;
  return true;
}

// Pass 1: checks every tensor header against the config's shapes and skips the payloads.
bool walk_tensors(Reader* r, const std::vector<TensorShape>& shapes, std::string* error) {
  const std::uint32_t count = r->u32();
  if (!r->error.empty()) return false;
  if (count != shapes.size()) {
    *error = "model file has " + std::to_string(count) + " tensors, expected " +
             std::to_string(shapes.size());
    return false;
  }
  for (const TensorShape& t : shapes) {
    const std::uint16_t len = r->u16();
    if (!r->need(len)) return false;
    const bool same_name =
        len == t.name.size() && std::memcmp(r->p + r->pos, t.name.data(), len) == 0;
    std::string got = t.name;  // for the message: at most 64 bytes of a wrong name, printable
    if (!same_name) {          // ASCII only (a name from the file may hold '\n' or bad UTF-8)
      got.assign(reinterpret_cast<const char*>(r->p + r->pos), std::min<size_t>(len, 64));
      for (char& ch : got)
        if (static_cast<unsigned char>(ch) < 0x20 || static_cast<unsigned char>(ch) >= 0x7F)
          ch = '?';
    }
    r->pos += len;
    const std::uint32_t rows = r->u32(), cols = r->u32();
    const std::uint8_t enc = r->u8();
    if (!r->error.empty()) return false;
    if (!same_name || rows != static_cast<std::uint32_t>(t.rows) ||
        cols != static_cast<std::uint32_t>(t.cols)) {
      *error = "tensor '" + got + "' " + std::to_string(rows) + "x" + std::to_string(cols) +
               " does not match the expected '" + t.name + "' " + std::to_string(t.rows) + "x" +
               std::to_string(t.cols);
      return false;
    }
    if (enc != static_cast<std::uint8_t>(WeightEncoding::Fp32) &&
        enc != static_cast<std::uint8_t>(WeightEncoding::Int8)) {
      *error = "tensor '" + t.name + "' has unknown encoding " + std::to_string(enc);
      return false;
    }
    const std::uint64_t bytes = payload_bytes(t, enc);
    if (bytes > r->n - r->pos) {
      *error = "tensor '" + t.name + "' needs " + std::to_string(bytes) + " bytes but only " +
               std::to_string(r->n - r->pos) + " remain before the checksum";
      return false;
    }
    r->pos += static_cast<size_t>(bytes);
  }
  return true;
}

// Pass 2: reads one tensor (already validated by pass 1) straight into m at its final shape.
void read_tensor(Reader* r, const TensorShape& t, Mat<float>* m) {
  r->pos += 2 + t.name.size() + 8;
  const std::uint8_t enc = r->u8();
  m->resize(t.rows, t.cols);
  if (enc == static_cast<std::uint8_t>(WeightEncoding::Fp32)) {
    for (Eigen::Index i = 0; i < m->size(); ++i) m->data()[i] = r->f32();
    return;
  }
  const size_t scales = r->pos, q = r->pos + 4 * static_cast<size_t>(t.rows);
  for (int i = 0; i < t.rows; ++i) {
    r->pos = scales + 4 * static_cast<size_t>(i);
    const float scale = r->f32();
    for (int j = 0; j < t.cols; ++j)
      (*m)(i, j) = static_cast<float>(
                       static_cast<std::int8_t>(r->p[q + i * static_cast<size_t>(t.cols) + j])) *
                   scale;
  }
  r->pos = q + static_cast<size_t>(t.rows) * static_cast<size_t>(t.cols);
}

// Pass 2 over a parameter set whose matrices are in `shapes` order; false with *error when a tensor
// holds a NaN or an infinity.
template <class P>
bool read_tensors(Reader* r, const std::vector<TensorShape>& shapes, P* params,
                  std::string* error) {
  size_t k = 0;
  bool finite = true;
  params->visit([&](const std::string& name, Mat<float>& m) {
    if (!finite) return;
    read_tensor(r, shapes[k++], &m);
    if (!m.allFinite()) {
      *error = "tensor '" + name + "' holds non-finite values";
      finite = false;
    }
  });
  return finite;
}

void read_vocab(Reader* r, std::vector<std::string>* out) {
  const std::uint32_t count = r->u32();
  out->clear();
  out->reserve(count);
  for (std::uint32_t i = 0; i < count; ++i) out->push_back(r->str(r->u16()));
}

}  // namespace

bool deserialize_model(const std::uint8_t* data, size_t size, ModelBundle* out,
                       std::string* error) {
  if (size < 8 || std::memcmp(data, kMagic, 8) != 0) {
    *error = "not an attention model file (bad magic bytes)";
    return false;
  }
  if (size < kHeaderBytes + 4) {
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
  if (!known_model_kind(kind)) {
    *error =
        "unknown model kind " + std::to_string(kind) + " (expected " + model_kinds_encoded() + ")";
    return false;
  }
  FileConfig fc;
  if (!read_config(&r, static_cast<ModelKind>(kind), &fc, error)) return false;
  const std::vector<TensorShape>& shapes = fc.shapes;
  const int src_vocab = fc.rnn.src_vocab, tgt_vocab = fc.rnn.tgt_vocab;
  // The least byte count this header implies: info and vocabulary counts, one u16 length per
  // word, every tensor header and payload in its smaller encoding, the checksum.
  std::uint64_t least = kHeaderBytes + 4 + 4 + 2ull * src_vocab + 4 + 2ull * tgt_vocab + 4 + 4;
  for (const TensorShape& t : shapes)
    least += 2 + t.name.size() + 9 +
             std::min(payload_bytes(t, static_cast<std::uint8_t>(WeightEncoding::Fp32)),
                      payload_bytes(t, static_cast<std::uint8_t>(WeightEncoding::Int8)));
  if (least > size) {
    *error = "model file header declares sizes (" + fc.summary + ") that need at least " +
             std::to_string(least) + " bytes, but the file has " + std::to_string(size);
    return false;
  }
  // Pass 1: walk every length field; nothing is allocated.
  r.n = size - 4;  // the checksum is not content
  const size_t body = r.pos;
  std::string why;
  const bool walked = r.skip(r.u32()) && skip_vocab(&r, src_vocab, "source", &why) &&
                      skip_vocab(&r, tgt_vocab, "target", &why) && walk_tensors(&r, shapes, &why);
  if (!walked) {
    *error = why.empty() ? r.error : why;
    return false;
  }
  if (r.pos != r.n) {
    *error = "model file has " + std::to_string(r.n - r.pos) + " unread bytes before its checksum";
    return false;
  }
  // Pass 2: the layout is known to be exact; allocate each tensor at its shape and fill it.
  r.pos = body;
  ModelBundle b;
  b.info = r.str(r.u32());
  read_vocab(&r, &b.src_words);
  read_vocab(&r, &b.tgt_words);
  r.u32();  // tensor count, checked in pass 1
  b.model.config = fc.rnn;
  bool read = false;
  if (fc.rnn.kind == ModelKind::Transformer) {
    b.transformer.config = fc.transformer;
    b.transformer.params.enc.resize(fc.transformer.enc_layers);
    b.transformer.params.dec.resize(fc.transformer.dec_layers);
    read = read_tensors(&r, shapes, &b.transformer.params, error);
  } else {
    b.model.params.kind = fc.rnn.kind;
    read = read_tensors(&r, shapes, &b.model.params, error);
  }
  if (!read) return false;
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
