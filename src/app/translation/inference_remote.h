// The protocol between the page and its inference Web Worker (web/infer-worker.js runs
// src/worker/infer_worker.cpp): the page sends requests, the worker computes them with its local
// TranslationService and ExplainService (the same code the native tools and tests run) and sends
// back answers. Both are bytes (little-endian, app/byte_io.h), so that a Transformer's maps cross
// without a JSON parse on the page's main thread, and so that a request's bytes are also its
// cache key on the page.
//
// Request:  u8 kind  u8 model  str sentence  varint beam
//           (explain only) u8 view  u32 layer  u32 head  u8 intervention  u32 position  u32 word
//                          u8 release  u32 seed_lo  u32 seed_hi
//           (use model only) str model_file
// Answer:   u8 kind  u8 ok  str error  then, when ok, a Translation (translate) or an Explanation
//           (explain); nothing for use model.
// Model facts (sent by the worker, unasked, once per model file it has loaded or failed to load):
//           u8 model  u8 ok  str error  then, when ok: strings source_words  u32 total
//           u32 per_word
// (str: a varint length, then the bytes; lists: a varint count, then the items; i32 values are
// written as u32.) decode_* bound every count by the bytes left, so a truncated or corrupted
// message is refused with a message, never read past its end.
#pragma once

#include "app/translation/model_facts.h"
#include "core/explain/explain.h"
#include "core/seq2seq/translator.h"

#include <cstdint>
#include <string>

namespace ap {

struct InferenceRequest {
  enum class Kind : std::uint8_t { Translate = 0, Explain = 1, UseModel = 2 };
  Kind kind = Kind::Translate;
  s2s::ModelKind model = s2s::ModelKind::Search;
  std::string sentence;
  int beam = 1;              // translate
  explain::Options options;  // explain
  std::string model_file;    // use model: a model file (s2s::serialize_model)
};

struct InferenceAnswer {
  InferenceRequest::Kind kind = InferenceRequest::Kind::Translate;
  bool ok = false;
  std::string error;  // when !ok
  s2s::Translation translation;
  std::string reference;  // Translate: the sentence's known French reference, or ""
  explain::Explanation explanation;
};

std::string encode_inference_request(const InferenceRequest& request);
bool decode_inference_request(const std::string& bytes, InferenceRequest* out, std::string* error);

std::string encode_inference_answer(const InferenceAnswer& answer);
bool decode_inference_answer(const std::string& bytes, InferenceAnswer* out, std::string* error);

std::string encode_model_facts(const ModelFacts& facts);
bool decode_model_facts(const std::string& bytes, ModelFacts* out, std::string* error);

}  // namespace ap
