// The versioned model file of the translators (RNNsearch / RNNencdec / Transformer).
//
// Layout (little-endian), version 1:
//   0   magic "APS2SMDL" (8 bytes)
//   8   u32 version (= kModelFileVersion)
//   12  u32 model kind (1 = search, 2 = encdec, 3 = transformer)
//   16  u64 total file size in bytes, checksum included (lets us report truncation exactly)
//   24  7 × u32 config: src_vocab tgt_vocab emb enc_hidden dec_hidden att_dim readout (RNNs),
//                       src_vocab tgt_vocab d_model heads d_ff enc_layers dec_layers (Transformer)
//   52  str info (u32 length + UTF-8: how the model was trained)
//       vocab source, vocab target: u32 count, then count × (u16 length + UTF-8 word), id order
//       u32 tensor count, then per tensor: u16 name length + name, u32 rows, u32 cols,
//         u8 encoding: 0 = fp32 (rows·cols floats, column-major),
//                      1 = int8 per-row (rows fp32 scales, then rows·cols int8 row-major,
//                          w = q · scale, scale = max|row| / 127)
//   end−4  u32 CRC-32 (IEEE 802.3, reflected 0xEDB88320) of every byte before it
// Tensors in the model's visit() order (model_tensor_shapes, tfm::transformer_tensor_shapes).
// Matrices with one column (biases, v, layer-norm γ and β) are stored fp32; the rest int8. Loading
// checks, in this order: magic, version, size (truncation), checksum, the header's bounds, the
// least size the header implies, then (before any allocation) every length and shape against the
// config.
#pragma once

#include "core/seq2seq/model.h"
#include "core/transformer/model.h"

#include <cstdint>
#include <string>
#include <vector>

namespace ap::s2s {

inline constexpr std::uint32_t kModelFileVersion = 1;
// Bounds on the header's sizes: a file outside them is refused before anything is allocated.
inline constexpr std::uint32_t kMaxVocab = 65536;  // src_vocab, tgt_vocab
inline constexpr std::uint32_t kMaxDim = 1024;     // emb, enc_hidden, dec_hidden, att_dim, readout,
                                                   // d_model, d_ff
inline constexpr std::uint32_t kMaxHeads = 64;     // and heads must divide d_model
inline constexpr std::uint32_t kMaxLayers = 16;    // enc_layers, dec_layers

// The file's kind is model.config.kind. For a Transformer only that field of `model` is used and
// the weights are in `transformer`.

struct ModelBundle {
  Seq2SeqModel<float> model;
  tfm::TransformerModel<float> transformer;
  ModelKind kind() const { return model.config.kind; }
  std::vector<std::string> src_words, tgt_words;  // vocabularies in id order (specials first)
  std::string info;                               // free text: command, seed, training time
};

enum class WeightEncoding : std::uint8_t { Fp32 = 0, Int8 = 1 };

std::vector<std::uint8_t> serialize_model(const ModelBundle& bundle,
                                          WeightEncoding encoding = WeightEncoding::Int8);
// False with a message naming the problem ("model file truncated at byte N (expected M)",
// "checksum mismatch: file corrupted", "model file version 9 is not supported (expected 1)" …).
bool deserialize_model(const std::uint8_t* data, size_t size, ModelBundle* out, std::string* error);

bool save_model_file(const std::string& path, const ModelBundle& bundle, std::string* error,
                     WeightEncoding encoding = WeightEncoding::Int8);
bool load_model_file(const std::string& path, ModelBundle* out, std::string* error);

// SHA-256 (lower-case hex) of a model file's weight section: every byte except the total-size
// field (bytes 16–23), the provenance string (its u32 length and its text) and the final CRC-32.
// So two files with the same config, vocabularies and weights have the same hash whatever their
// info text says (`attention model-hash`, tools/replay-models.sh). The file must load (the same
// checks and messages as deserialize_model); false with *error otherwise.
bool model_weights_sha256(const std::uint8_t* data, size_t size, std::string* hex,
                          std::string* error);

}  // namespace ap::s2s
