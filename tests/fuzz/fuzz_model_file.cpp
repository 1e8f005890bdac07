// Fuzz target: the model file loader. Raw bytes rarely pass the CRC, so the input is a list of
// mutations applied to a small valid file (first byte: bit 0 int8 or fp32, bit 3 an RNNsearch or
// a Transformer file; then 5 bytes each: op, offset u16, value u16): set a byte,
// set one of the 7 header size fields, or cut/extend the file; then the size field and the CRC
// are fixed up (unless the first byte says not to) so the loader's own logic is reached.
// Property: the loader answers a model of the declared shape with finite weights, which
// re-serialises (fp32) and reloads bit for bit, or a one-line error; never a crash, and
// libFuzzer's -malloc_limit_mb (tools/fuzz.sh) catches any allocation out of proportion.
#include "core/crc32.h"
#include "core/seq2seq/model_file.h"

#include "fuzz_check.h"
#include "../core/seq2seq_tiny_model.h"

#include <cstdint>
#include <cstring>
#include <vector>

namespace {

using namespace ap::s2s;

std::vector<std::uint8_t> base_file(bool int8, bool transformer) {
  const ModelConfig cfg = testing::tiny_model_config(ModelKind::Search, 6, 7);
  ap::Rng rng(3);
  ModelBundle b;
  if (transformer) {
    ap::tfm::TransformerConfig t;
    t.src_vocab = 6;
    t.tgt_vocab = 7;
    t.d_model = 4;
    t.heads = 2;
    t.d_ff = 6;
    t.enc_layers = t.dec_layers = 1;
    b.model.config.kind = ModelKind::Transformer;
    b.transformer = ap::tfm::TransformerModel<float>(t, rng);
  } else {
    b.model = Seq2SeqModel<float>(cfg, rng);
  }
  b.src_words = {"<pad>", "<unk>", "<s>", "</s>", "the", "été"};
  b.tgt_words = {"<pad>", "<unk>", "<s>", "</s>", "le", "août", "."};
  b.info = "fuzz";
  return serialize_model(b, int8 ? WeightEncoding::Int8 : WeightEncoding::Fp32);
}

void put_u32(std::vector<std::uint8_t>* b, std::size_t at, std::uint32_t v) {
  for (int i = 0; i < 4 && at + i < b->size(); ++i)
    (*b)[at + i] = static_cast<std::uint8_t>(v >> (8 * i));
}

template <class P>
void check_same_params(const P& a, const P& b) {
  std::vector<const Mat<float>*> wa;
  a.visit([&](const std::string&, const Mat<float>& m) { wa.push_back(&m); });
  std::size_t i = 0;
  b.visit([&](const std::string& name, const Mat<float>& m) {
    FUZZ_CHECK(i < wa.size() && m.rows() == wa[i]->rows() && m.cols() == wa[i]->cols(), name);
    FUZZ_CHECK(std::memcmp(m.data(), wa[i]->data(), sizeof(float) * m.size()) == 0, name);
    ++i;
  });
}

void check_same(const ModelBundle& a, const ModelBundle& b) {
  FUZZ_CHECK(a.src_words == b.src_words && a.tgt_words == b.tgt_words && a.info == b.info,
             "vocabulary or info changed");
  FUZZ_CHECK(a.kind() == b.kind(), "kind changed");
  if (a.kind() == ModelKind::Transformer)
    check_same_params(a.transformer.params, b.transformer.params);
  else
    check_same_params(a.model.params, b.model.params);
}

// Every tensor at its declared shape, finite.
template <class P>
void check_shapes(const P& params, const std::vector<TensorShape>& shapes) {
  std::size_t i = 0;
  params.visit([&](const std::string& name, const Mat<float>& m) {
    FUZZ_CHECK(i < shapes.size() && shapes[i].name == name && m.rows() == shapes[i].rows &&
                   m.cols() == shapes[i].cols,
               name);
    FUZZ_CHECK(m.allFinite(), name);
    ++i;
  });
  FUZZ_CHECK(i == shapes.size(), "tensor count");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  static const std::vector<std::uint8_t> kBase[4] = {base_file(false, false),
                                                     base_file(true, false), base_file(false, true),
                                                     base_file(true, true)};
  std::vector<std::uint8_t> f = kBase[(data[0] & 1) | ((data[0] >> 2) & 2)];
  const bool fix_size = !(data[0] & 2), fix_crc = !(data[0] & 4);
  for (std::size_t i = 1; i + 5 <= size && f.size() < (1u << 16); i += 5) {
    const std::uint8_t op = data[i] % 4;
    const std::size_t off = data[i + 1] | (data[i + 2] << 8);
    const std::uint32_t val = data[i + 3] | (data[i + 4] << 8);
    if (op == 0 && !f.empty()) f[off % f.size()] = static_cast<std::uint8_t>(val);
    if (op == 1) put_u32(&f, 24 + 4 * (off % 7), val << (data[i + 1] & 16));  // a size field
    if (op == 2) f.resize(off % (f.size() + 1));
    if (op == 3)
      f.insert(f.begin() + static_cast<long>(off % (f.size() + 1)), val % 64, data[i + 3]);
  }
  if (f.size() >= 24 && fix_size) put_u32(&f, 16, static_cast<std::uint32_t>(f.size()));
  if (f.size() >= 4 && fix_crc) put_u32(&f, f.size() - 4, ap::crc32(f.data(), f.size() - 4));
  ModelBundle b;
  std::string error;
  if (!deserialize_model(f.data(), f.size(), &b, &error)) {
    FUZZ_CHECK(!error.empty() && error.find('\n') == std::string::npos, error);
    return 0;
  }
  if (b.kind() == ModelKind::Transformer) {
    FUZZ_CHECK(b.transformer.config.d_model % b.transformer.config.heads == 0, "heads");
    check_shapes(b.transformer.params, ap::tfm::transformer_tensor_shapes(b.transformer.config));
  } else {
    check_shapes(b.model.params, model_tensor_shapes(b.model.config));
  }
  FUZZ_CHECK(static_cast<int>(b.src_words.size()) == b.model.config.src_vocab, "src vocab");
  const auto again = serialize_model(b, WeightEncoding::Fp32);
  ModelBundle back;
  FUZZ_CHECK(deserialize_model(again.data(), again.size(), &back, &error), error);
  check_same(b, back);
  return 0;
}
