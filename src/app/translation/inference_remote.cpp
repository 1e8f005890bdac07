// The inference worker's messages (see inference_remote.h): a writer and a bounded reader for
// the request, the Translation and the Explanation, built from a few list helpers.
#include "app/translation/inference_remote.h"

#include "app/byte_io.h"

#include <string_view>

namespace ap {

namespace {

using byte_io::ByteReader;

constexpr std::size_t kMaxString = 1u << 24;  // a sentence, a word, a model file's bytes

// ---- writing

void put_int(std::string& b, int v) { byte_io::put_u32(b, static_cast<std::uint32_t>(v)); }

void put_strings(std::string& b, const std::vector<std::string>& v) {
  byte_io::put_varint(b, static_cast<std::uint32_t>(v.size()));
  for (const std::string& s : v) byte_io::put_string(b, s);
}

void put_rows(std::string& b, const std::vector<std::vector<float>>& rows) {
  byte_io::put_varint(b, static_cast<std::uint32_t>(rows.size()));
  for (const std::vector<float>& row : rows) {
    byte_io::put_varint(b, static_cast<std::uint32_t>(row.size()));
    for (float x : row) byte_io::put_f32(b, x);
  }
}

void put_maps(std::string& b, const s2s::Translation::Maps& maps) {
  byte_io::put_varint(b, static_cast<std::uint32_t>(maps.size()));
  for (const auto& layer : maps) {
    byte_io::put_varint(b, static_cast<std::uint32_t>(layer.size()));
    for (const auto& head : layer) put_rows(b, head);
  }
}

void put_translation(std::string& b, const s2s::Translation& t) {
  put_strings(b, t.source_tokens);
  put_strings(b, t.target_tokens);
  byte_io::put_string(b, t.translation);
  put_rows(b, t.alignment);
  put_strings(b, t.unknown_words);
  put_strings(b, t.suggestions);
  byte_io::put_varint(b, static_cast<std::uint32_t>(t.copied.size()));
  for (const s2s::CopiedWord& c : t.copied) {
    put_int(b, c.target);
    put_int(b, c.source);
    byte_io::put_string(b, c.word);
    byte_io::put_f32(b, c.weight);
  }
  byte_io::put_string(b, t.unknown_handling);
  byte_io::put_f64(b, t.log_prob);
  put_maps(b, t.cross_attention);
  put_maps(b, t.encoder_self_attention);
  put_maps(b, t.decoder_self_attention);
}

void put_explanation(std::string& b, const explain::Explanation& e) {
  put_strings(b, e.source_tokens);
  put_strings(b, e.target_tokens);
  byte_io::put_string(b, e.translation);
  for (const explain::Map* m :
       {&e.attention, &e.gradient, &e.gradient_signed, &e.leave_one_out, &e.rollout, &e.norm})
    put_rows(b, *m);
  byte_io::put_varint(b, static_cast<std::uint32_t>(e.summary.size()));
  for (const explain::Agreement& a : e.summary) {
    byte_io::put_string(b, a.method);
    byte_io::put_f64(b, a.argmax_agreement);
    byte_io::put_f64(b, a.spearman);
  }
  byte_io::put_u8(b, e.has_intervention ? 1 : 0);
  if (!e.has_intervention) return;
  const explain::InterventionResult& i = e.intervention;
  put_int(b, i.position);
  byte_io::put_u8(b, static_cast<unsigned>(i.kind));
  byte_io::put_u8(b, i.release ? 1 : 0);
  put_strings(b, i.tokens);
  byte_io::put_varint(b, static_cast<std::uint32_t>(i.changed.size()));
  for (bool c : i.changed) byte_io::put_u8(b, c ? 1 : 0);
  byte_io::put_string(b, i.translation);
  put_rows(b, i.attention_used);
}

// ---- reading: each returns false once the bytes run out or disagree; a count is bounded by the
// bytes left (every item takes at least `item_bytes`), so no hostile count allocates much.

bool get_count(ByteReader& r, std::size_t item_bytes, std::size_t* n) {
  std::uint32_t v;
  if (!r.varint(&v) || static_cast<std::size_t>(v) * item_bytes > r.left()) return false;
  *n = v;
  return true;
}

bool get_int(ByteReader& r, int* v) {
  std::uint32_t u;
  if (!r.u32(&u)) return false;
  *v = static_cast<int>(u);
  return true;
}

bool get_string(ByteReader& r, std::string* s) {
  std::string_view v;
  if (!r.string(kMaxString, &v)) return false;
  s->assign(v);
  return true;
}

bool get_strings(ByteReader& r, std::vector<std::string>* v) {
  std::size_t n;
  if (!get_count(r, 1, &n)) return false;
  v->resize(n);
  for (std::string& s : *v)
    if (!get_string(r, &s)) return false;
  return true;
}

bool get_rows(ByteReader& r, std::vector<std::vector<float>>* rows) {
  std::size_t n;
  if (!get_count(r, 1, &n)) return false;
  rows->resize(n);
  for (std::vector<float>& row : *rows) {
    std::size_t m;
    if (!get_count(r, 4, &m)) return false;
    row.resize(m);
    for (float& x : row)
      if (!r.f32(&x)) return false;
  }
  return true;
}

bool get_maps(ByteReader& r, s2s::Translation::Maps* maps) {
  std::size_t layers;
  if (!get_count(r, 1, &layers)) return false;
  maps->resize(layers);
  for (auto& layer : *maps) {
    std::size_t heads;
    if (!get_count(r, 1, &heads)) return false;
    layer.resize(heads);
    for (auto& head : layer)
      if (!get_rows(r, &head)) return false;
  }
  return true;
}

bool get_translation(ByteReader& r, s2s::Translation* t) {
  std::size_t copied;
  if (!get_strings(r, &t->source_tokens) || !get_strings(r, &t->target_tokens) ||
      !get_string(r, &t->translation) || !get_rows(r, &t->alignment) ||
      !get_strings(r, &t->unknown_words) || !get_strings(r, &t->suggestions) ||
      !get_count(r, 9, &copied))
    return false;
  t->copied.resize(copied);
  for (s2s::CopiedWord& c : t->copied)
    if (!get_int(r, &c.target) || !get_int(r, &c.source) || !get_string(r, &c.word) ||
        !r.f32(&c.weight))
      return false;
  return get_string(r, &t->unknown_handling) && r.f64(&t->log_prob) &&
         get_maps(r, &t->cross_attention) && get_maps(r, &t->encoder_self_attention) &&
         get_maps(r, &t->decoder_self_attention);
}

bool get_flag(ByteReader& r, bool* v) {
  unsigned u;
  if (!r.u8(&u) || u > 1) return false;
  *v = u == 1;
  return true;
}

template <class Enum>
bool get_enum(ByteReader& r, Enum* v) {
  unsigned u;
  if (!r.u8(&u)) return false;
  for (const auto& row : enum_names(Enum{}))
    if (static_cast<unsigned>(row.value) == u) {
      *v = row.value;
      return true;
    }
  return false;
}

bool get_intervention(ByteReader& r, explain::InterventionResult* i) {
  std::size_t changed;
  if (!get_int(r, &i->position) || !get_enum(r, &i->kind) || !get_flag(r, &i->release) ||
      !get_strings(r, &i->tokens) || !get_count(r, 1, &changed))
    return false;
  i->changed.resize(changed);
  for (std::size_t k = 0; k < changed; ++k) {
    bool c;
    if (!get_flag(r, &c)) return false;
    i->changed[k] = c;
  }
  return get_string(r, &i->translation) && get_rows(r, &i->attention_used);
}

bool get_explanation(ByteReader& r, explain::Explanation* e) {
  if (!get_strings(r, &e->source_tokens) || !get_strings(r, &e->target_tokens) ||
      !get_string(r, &e->translation))
    return false;
  for (explain::Map* m :
       {&e->attention, &e->gradient, &e->gradient_signed, &e->leave_one_out, &e->rollout, &e->norm})
    if (!get_rows(r, m)) return false;
  std::size_t n;
  if (!get_count(r, 17, &n)) return false;
  e->summary.resize(n);
  for (explain::Agreement& a : e->summary)
    if (!get_string(r, &a.method) || !r.f64(&a.argmax_agreement) || !r.f64(&a.spearman))
      return false;
  if (!get_flag(r, &e->has_intervention)) return false;
  return !e->has_intervention || get_intervention(r, &e->intervention);
}

bool get_kind(ByteReader& r, InferenceRequest::Kind* kind) {
  unsigned u;
  if (!r.u8(&u) || u > static_cast<unsigned>(InferenceRequest::Kind::UseModel)) return false;
  *kind = static_cast<InferenceRequest::Kind>(u);
  return true;
}

bool get_options(ByteReader& r, explain::Options* o) {
  std::uint32_t lo, hi;
  if (!get_enum(r, &o->view) || !get_int(r, &o->layer) || !get_int(r, &o->head) ||
      !get_enum(r, &o->intervention) || !get_int(r, &o->position) || !get_int(r, &o->word) ||
      !get_flag(r, &o->release) || !r.u32(&lo) || !r.u32(&hi))
    return false;
  o->seed = (static_cast<std::uint64_t>(hi) << 32) | lo;
  return true;
}

}  // namespace

std::string encode_inference_request(const InferenceRequest& q) {
  std::string b;
  byte_io::put_u8(b, static_cast<unsigned>(q.kind));
  byte_io::put_u8(b, static_cast<unsigned>(q.model));
  byte_io::put_string(b, q.sentence);
  byte_io::put_varint(b, static_cast<std::uint32_t>(q.beam));
  if (q.kind == InferenceRequest::Kind::Explain) {
    const explain::Options& o = q.options;
    byte_io::put_u8(b, static_cast<unsigned>(o.view));
    put_int(b, o.layer);
    put_int(b, o.head);
    byte_io::put_u8(b, static_cast<unsigned>(o.intervention));
    put_int(b, o.position);
    put_int(b, o.word);
    byte_io::put_u8(b, o.release ? 1 : 0);
    byte_io::put_u32(b, static_cast<std::uint32_t>(o.seed));
    byte_io::put_u32(b, static_cast<std::uint32_t>(o.seed >> 32));
  }
  if (q.kind == InferenceRequest::Kind::UseModel) byte_io::put_string(b, q.model_file);
  return b;
}

bool decode_inference_request(const std::string& bytes, InferenceRequest* out, std::string* error) {
  ByteReader r(bytes);
  InferenceRequest q;
  std::uint32_t beam = 0;
  bool ok = get_kind(r, &q.kind) && get_enum(r, &q.model) && get_string(r, &q.sentence) &&
            r.varint(&beam) && beam <= static_cast<std::uint32_t>(s2s::kMaxBeam);
  q.beam = static_cast<int>(beam);
  if (ok && q.kind == InferenceRequest::Kind::Explain) ok = get_options(r, &q.options);
  if (ok && q.kind == InferenceRequest::Kind::UseModel) ok = get_string(r, &q.model_file);
  if (!ok || r.left() != 0) {
    *error = "the inference request is cut off or corrupted";
    return false;
  }
  *out = std::move(q);
  return true;
}

std::string encode_inference_answer(const InferenceAnswer& a) {
  std::string b;
  byte_io::put_u8(b, static_cast<unsigned>(a.kind));
  byte_io::put_u8(b, a.ok ? 1 : 0);
  byte_io::put_string(b, a.error);
  if (!a.ok) return b;
  if (a.kind == InferenceRequest::Kind::Translate) {
    put_translation(b, a.translation);
    byte_io::put_string(b, a.reference);
  }
  if (a.kind == InferenceRequest::Kind::Explain) put_explanation(b, a.explanation);
  return b;
}

bool decode_inference_answer(const std::string& bytes, InferenceAnswer* out, std::string* error) {
  ByteReader r(bytes);
  InferenceAnswer a;
  bool ok = get_kind(r, &a.kind) && get_flag(r, &a.ok) && get_string(r, &a.error);
  if (ok && a.ok && a.kind == InferenceRequest::Kind::Translate)
    ok = get_translation(r, &a.translation) && get_string(r, &a.reference);
  if (ok && a.ok && a.kind == InferenceRequest::Kind::Explain)
    ok = get_explanation(r, &a.explanation);
  if (!ok || r.left() != 0) {
    *error = "the inference worker's answer is cut off or corrupted";
    return false;
  }
  *out = std::move(a);
  return true;
}

std::string encode_model_facts(const ModelFacts& f) {
  std::string b;
  byte_io::put_u8(b, static_cast<unsigned>(f.model));
  byte_io::put_u8(b, f.ok ? 1 : 0);
  byte_io::put_string(b, f.error);
  if (!f.ok) return b;
  put_strings(b, f.source_words);
  byte_io::put_u32(b, static_cast<std::uint32_t>(f.parameters.total));
  byte_io::put_u32(b, static_cast<std::uint32_t>(f.parameters.per_word));
  return b;
}

bool decode_model_facts(const std::string& bytes, ModelFacts* out, std::string* error) {
  ByteReader r(bytes);
  ModelFacts f;
  std::uint32_t total = 0, per_word = 0;
  bool ok = get_enum(r, &f.model) && get_flag(r, &f.ok) && get_string(r, &f.error);
  if (ok && f.ok)
    ok = get_strings(r, &f.source_words) && r.u32(&total) && r.u32(&per_word) && per_word <= total;
  f.parameters.total = total;
  f.parameters.per_word = per_word;
  if (!ok || r.left() != 0) {
    *error = "the inference worker's model facts are cut off or corrupted";
    return false;
  }
  *out = std::move(f);
  return true;
}

}  // namespace ap
