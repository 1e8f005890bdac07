// TranslationService tests: lazy sequential loading through a fetcher, graceful failure on
// missing / corrupt / wrong-kind model files and a bad bottleneck.json, the per-model cache
// (no recomputation for an unchanged input), autocomplete, the Transformer's slot and maps, and
// the page API functions.
// The models are tiny random ones serialised in memory, so the test needs no shipped file.
#include <gtest/gtest.h>

#include "app/page/translation_api.h"
#include "app/translation/translation_service.h"
#include "core/crc32.h"
#include "core/rng.h"
#include "core/seq2seq/model_file.h"
#include "../core/seq2seq_tiny_model.h"
#include "../core/transformer_test_util.h"

#include <map>
#include <numeric>

namespace ap {
namespace {

using s2s::ModelKind;

std::vector<std::uint8_t> tiny_model_bytes(ModelKind kind) {
  Rng rng(kind == ModelKind::Search ? 11 : 12);
  s2s::ModelBundle b;
  b.model = s2s::Seq2SeqModel<float>(s2s::testing::tiny_model_config(kind, 8, 7), rng);
  b.src_words = {"<pad>", "<unk>", "<s>", "</s>", "the", "agreement", "area", "august"};
  b.tgt_words = {"<pad>", "<unk>", "<s>", "</s>", "le", "août", "."};
  b.info = "test";
  return s2s::serialize_model(b, s2s::WeightEncoding::Fp32);
}

// A tiny random Transformer (2 layers, 4 heads) over the RNNs' vocabularies.
s2s::ModelBundle tiny_transformer_bundle() {
  s2s::ModelBundle b;
  b.model.config.kind = ModelKind::Transformer;
  b.transformer =
      tfm::testing::tiny_random_model<float>(4, tfm::testing::sized_config(8, 7, 8, 4, 6, 2));
  b.src_words = {"<pad>", "<unk>", "<s>", "</s>", "the", "agreement", "area", "august"};
  b.tgt_words = {"<pad>", "<unk>", "<s>", "</s>", "le", "août", "."};
  b.info = "test";
  return b;
}

std::vector<std::uint8_t> tiny_transformer_bytes() {
  return s2s::serialize_model(tiny_transformer_bundle(), s2s::WeightEncoding::Fp32);
}

const char* kSpeedJson = R"({"machine": "test machine", "date": "2026-12-02", "models": [
  {"model": "search", "parameters": 10, "training_steps": 46, "decoding_steps": 46,
   "native": {"examples_per_s": 300.5}, "wasm": {"examples_per_s": 250}},
  {"model": "transformer", "parameters": 12, "training_steps": 4, "decoding_steps": 27,
   "native": {"examples_per_s": 280}, "wasm": {"examples_per_s": 240}}]})";

const char* kBottleneckJson = R"({
  "buckets": [
    {"range": [1, 10], "search": {"bleu": 90.5, "exact": 0.8}, "encdec": {"bleu": 80.25, "exact": 0.6},
     "sample": {"source": "the cat .", "reference": "le chat .", "search": "le chat .", "encdec": "le chien ."}},
    {"range": [11, 20], "search": {"bleu": 88.0, "exact": 0.7}, "encdec": {"bleu": 50.0, "exact": 0.1}}
  ],
  "decoding": "greedy", "generated_by": "attention evaluate", "precomputed": true})";

// Serves files from a map; a missing entry fails like a 404.
struct MapFetcher {
  std::map<std::string, std::vector<std::uint8_t>> files;
  std::vector<std::string> asked;
  TranslationService* service = nullptr;
  void install() {
    service->set_fetcher([this](const std::string& url) {
      asked.push_back(url);
      auto it = files.find(url);
      if (it == files.end())
        service->on_failed("HTTP 404");
      else
        service->on_loaded(it->second.data(), it->second.size());
    });
  }
};

std::vector<std::uint8_t> bytes_of(const std::string& s) { return {s.begin(), s.end()}; }

MapFetcher good_files(TranslationService* service) {
  MapFetcher f;
  f.service = service;
  f.files["assets/models/rnnsearch.bin"] = tiny_model_bytes(ModelKind::Search);
  f.files["assets/models/rnnencdec.bin"] = tiny_model_bytes(ModelKind::EncDec);
  f.files["assets/models/bottleneck.json"] = bytes_of(kBottleneckJson);
  f.files["assets/models/transformer.bin"] = tiny_transformer_bytes();
  f.files["assets/models/speed.json"] = bytes_of(kSpeedJson);
  f.files["assets/models/explain.json"] = bytes_of(R"({"figures": []})");
  return f;
}

TEST(TranslationService, NothingIsFetchedUntilRequested) {
  TranslationService s;
  MapFetcher f = good_files(&s);
  f.install();
  TranslationState st;
  st.sentence = "the agreement";
  EXPECT_FALSE(s.translate(st).ok);
  EXPECT_TRUE(f.asked.empty());
  EXPECT_EQ(s.status(TranslationService::kSearchModel), TranslationService::FileStatus::Idle);
  s.request_load();
  s.request_load();  // once only
  EXPECT_EQ(f.asked, (std::vector<std::string>{
                         "assets/models/rnnsearch.bin", "assets/models/rnnencdec.bin",
                         "assets/models/bottleneck.json", "assets/models/transformer.bin",
                         "assets/models/speed.json", "assets/models/explain.json"}));
  EXPECT_FALSE(s.loading());
  EXPECT_DOUBLE_EQ(s.progress(), 1.0);
}

TEST(TranslationService, TranslatesWithAlignmentAndCaches) {
  TranslationService s;
  MapFetcher f = good_files(&s);
  f.install();
  s.request_load();
  ASSERT_NE(s.translator(s2s::ModelKind::Search), nullptr);
  ASSERT_NE(s.translator(s2s::ModelKind::EncDec), nullptr);
  TranslationState st;
  st.sentence = "The agreement on the area";
  const TranslationResult& r = s.translate(st);
  ASSERT_TRUE(r.ok) << r.error;
  const auto& t = r.translation;
  EXPECT_EQ(t.source_tokens, (std::vector<std::string>{"the", "agreement", "on", "the", "area"}));
  ASSERT_EQ(t.alignment.size(), t.target_tokens.size());
  for (const auto& row : t.alignment) {
    ASSERT_EQ(row.size(), t.source_tokens.size());
    // Weights over the source words (the model also attends to </s>, which is not shown).
    const double sum = std::accumulate(row.begin(), row.end(), 0.0);
    EXPECT_GT(sum, 0.0);
    EXPECT_LE(sum, 1.0 + 1e-5);
    for (float w : row) EXPECT_GE(w, 0.0f);
  }
  EXPECT_EQ(t.unknown_words, std::vector<std::string>{"on"});
  EXPECT_EQ(s.computations(), 1);
  s.translate(st);
  s.translate(st);
  EXPECT_EQ(s.computations(), 1) << "an unchanged input must not be recomputed";
  st.beam = 3;
  EXPECT_TRUE(s.translate(st).ok);
  EXPECT_EQ(s.computations(), 2);
  st.model = s2s::ModelKind::EncDec;
  const TranslationResult& e = s.translate(st);
  ASSERT_TRUE(e.ok) << e.error;
  EXPECT_TRUE(e.translation.alignment.empty());
  EXPECT_EQ(s.computations(), 3);
  st.model = s2s::ModelKind::Search;  // the search result is still cached
  s.translate(st);
  EXPECT_EQ(s.computations(), 3);
}

TEST(TranslationService, CorruptMissingAndWrongKindFilesFailWithTheirName) {
  TranslationService s;
  MapFetcher f = good_files(&s);
  f.files["assets/models/rnnsearch.bin"][40] ^= 0x5a;  // checksum mismatch
  f.files["assets/models/rnnencdec.bin"] = tiny_model_bytes(ModelKind::Search);    // wrong kind
  f.files.erase("assets/models/bottleneck.json");                                  // 404
  f.files["assets/models/transformer.bin"] = tiny_model_bytes(ModelKind::EncDec);  // wrong kind
  f.files["assets/models/explain.json"] = bytes_of("[1, 2");                       // not JSON
  f.install();
  s.request_load();
  EXPECT_EQ(s.file_error(TranslationService::kExplainFigures),
            "assets/models/explain.json: explain.json is not a JSON object");
  EXPECT_EQ(s.explain_figures(), nullptr);
  EXPECT_EQ(s.status(TranslationService::kSpeed), TranslationService::FileStatus::Ready);
  EXPECT_EQ(s.status(TranslationService::kSearchModel), TranslationService::FileStatus::Failed);
  EXPECT_NE(s.file_error(TranslationService::kSearchModel).find("rnnsearch.bin"),
            std::string::npos);
  EXPECT_NE(s.file_error(TranslationService::kSearchModel).find("checksum"), std::string::npos);
  EXPECT_NE(s.file_error(TranslationService::kEncdecModel).find("not encdec"), std::string::npos);
  EXPECT_NE(s.file_error(TranslationService::kBottleneck).find("HTTP 404"), std::string::npos);
  EXPECT_NE(s.file_error(TranslationService::kTransformerModel).find("not transformer"),
            std::string::npos)
      << s.file_error(TranslationService::kTransformerModel);
  EXPECT_EQ(s.translator(s2s::ModelKind::Transformer), nullptr);
  EXPECT_EQ(s.bottleneck(), nullptr);
  EXPECT_EQ(s.translator(s2s::ModelKind::Search), nullptr);
  TranslationState st;
  st.sentence = "the agreement";
  const TranslationResult& r = s.translate(st);
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.error.find("RNNsearch is not available"), std::string::npos) << r.error;
}

TEST(TranslationService, AHostileModelFileFailsAloneAndTheOtherModelTranslates) {
  // A model file with a valid CRC whose header declares hidden sizes of 100000.
  std::vector<std::uint8_t> hostile = tiny_model_bytes(ModelKind::Search);
  auto put_u32 = [&](std::size_t at, std::uint32_t v) {
    for (int i = 0; i < 4; ++i) hostile[at + i] = static_cast<std::uint8_t>(v >> (8 * i));
  };
  put_u32(24 + 12, 100000);  // enc_hidden
  put_u32(24 + 16, 100000);  // dec_hidden
  put_u32(hostile.size() - 4, ap::crc32(hostile.data(), hostile.size() - 4));
  TranslationService s;
  MapFetcher f = good_files(&s);
  f.files["assets/models/rnnsearch.bin"] = hostile;
  f.install();
  s.request_load();
  EXPECT_EQ(s.status(TranslationService::kSearchModel), TranslationService::FileStatus::Failed);
  EXPECT_NE(s.file_error(TranslationService::kSearchModel).find("enc_hidden = 100000"),
            std::string::npos)
      << s.file_error(TranslationService::kSearchModel);
  TranslationState st;
  st.sentence = "the agreement";
  EXPECT_NE(s.translate(st).error.find("RNNsearch is not available"), std::string::npos);
  st.model = s2s::ModelKind::EncDec;
  EXPECT_TRUE(s.translate(st).ok) << s.translate(st).error;
}

TEST(TranslationService, ATrainedTransformerTakesItsOwnSlotAndTheRnnsStay) {
  TranslationService service;
  MapFetcher f = good_files(&service);
  f.install();
  service.request_load();
  ASSERT_NE(service.translator(ModelKind::Search), nullptr);
  ASSERT_NE(service.translator(ModelKind::Transformer), nullptr);
  const s2s::Vocabulary* before = &service.translator(ModelKind::Search)->source_vocabulary();
  const s2s::Translator* shipped = service.translator(ModelKind::Transformer);
  std::string error;
  EXPECT_TRUE(service.use_trained_model(tiny_transformer_bytes(), &error)) << error;
  EXPECT_TRUE(service.uses_trained_model(ModelKind::Transformer));
  EXPECT_FALSE(service.uses_trained_model(ModelKind::Search));
  EXPECT_EQ(service.translator(ModelKind::Transformer), shipped);  // the same slot, refilled
  EXPECT_EQ(service.translator(ModelKind::Transformer)->kind(), ModelKind::Transformer);
  ASSERT_NE(service.translator(ModelKind::Search), nullptr);
  EXPECT_EQ(&service.translator(ModelKind::Search)->source_vocabulary(), before);
  EXPECT_EQ(service.translator(ModelKind::Search)->kind(), ModelKind::Search);
  // A cut file is refused with the loader's message, and the slot keeps its model.
  std::vector<std::uint8_t> cut = tiny_transformer_bytes();
  cut.resize(cut.size() / 2);
  EXPECT_FALSE(service.use_trained_model(cut, &error));
  EXPECT_NE(error.find("truncated"), std::string::npos) << error;
  EXPECT_NE(service.translator(ModelKind::Transformer), nullptr);
}

// The Transformer's translation carries every layer's and head's maps, each row a distribution
// over the source (less the </s> column), the decoder's causal; its alignment is the last
// layer's mean over heads.
TEST(TranslationService, TheTransformerTranslatesWithItsMaps) {
  TranslationService s;
  MapFetcher f = good_files(&s);
  f.install();
  s.request_load();
  TranslationState st;
  st.model = ModelKind::Transformer;
  st.sentence = "the agreement area";
  const TranslationResult& r = s.translate(st);
  ASSERT_TRUE(r.ok) << r.error;
  const s2s::Translation& t = r.translation;
  ASSERT_EQ(t.cross_attention.size(), 2u);
  ASSERT_EQ(t.cross_attention[0].size(), 4u);
  const std::size_t n = t.target_tokens.size();
  ASSERT_GT(n, 0u);
  for (const auto& layer : t.decoder_self_attention)
    for (const auto& head : layer) {
      ASSERT_EQ(head.size(), n);
      for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < head[i].size(); ++j) EXPECT_EQ(head[i][j], 0.0f);
    }
  ASSERT_EQ(t.alignment.size(), n);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < t.source_tokens.size(); ++j) {
      float mean = 0;
      for (const auto& head : t.cross_attention[1]) mean += head[i][j];
      EXPECT_NEAR(t.alignment[i][j], mean / 4.0f, 1e-5f) << i << "," << j;
    }
}

// The page asks for the figures when it is idle (web/loader.js), the models at their first use.
TEST(TranslationService, TheFiguresCanComeFirstAndTheModelsLater) {
  TranslationService s;
  MapFetcher f = good_files(&s);
  f.install();
  s.request_figures();
  EXPECT_EQ(f.asked,
            (std::vector<std::string>{"assets/models/bottleneck.json", "assets/models/speed.json",
                                      "assets/models/explain.json"}));
  EXPECT_FALSE(s.load_requested());
  EXPECT_EQ(s.status(TranslationService::kSearchModel), TranslationService::FileStatus::Idle);
  EXPECT_EQ(s.status(TranslationService::kSpeed), TranslationService::FileStatus::Ready);
  s.request_figures();  // nothing more
  EXPECT_EQ(f.asked.size(), 3u);
  s.request_load();  // the models, and no figure twice
  EXPECT_EQ(f.asked, (std::vector<std::string>{
                         "assets/models/bottleneck.json", "assets/models/speed.json",
                         "assets/models/explain.json", "assets/models/rnnsearch.bin",
                         "assets/models/rnnencdec.bin", "assets/models/transformer.bin"}));
  EXPECT_FALSE(s.loading());
  EXPECT_NE(s.translator(s2s::ModelKind::Transformer), nullptr);
  s.request_figures();  // after request_load: nothing
  EXPECT_EQ(f.asked.size(), 6u);
}

// A first use while a figure is still on its way: the models follow it, each file asked once.
TEST(TranslationService, TheModelsWaitForTheFigureOnItsWay) {
  TranslationService s;
  std::vector<std::string> asked;
  s.set_fetcher([&](const std::string& url) { asked.push_back(url); });  // answers later
  s.request_figures();
  ASSERT_EQ(asked, std::vector<std::string>{"assets/models/bottleneck.json"});
  s.request_load();
  ASSERT_EQ(asked.size(), 1u);  // one file at a time
  EXPECT_EQ(s.status(TranslationService::kSearchModel), TranslationService::FileStatus::Loading);
  const std::vector<std::uint8_t> bottleneck = bytes_of(kBottleneckJson);
  s.on_loaded(bottleneck.data(), bottleneck.size());
  ASSERT_EQ(asked.size(), 2u);
  EXPECT_EQ(asked[1], "assets/models/rnnsearch.bin");
  for (int i = 0; i < 4; ++i) s.on_failed("network down");
  EXPECT_EQ(asked, (std::vector<std::string>{
                       "assets/models/bottleneck.json", "assets/models/rnnsearch.bin",
                       "assets/models/rnnencdec.bin", "assets/models/transformer.bin",
                       "assets/models/speed.json", "assets/models/explain.json"}));
  s.on_failed("network down");
  EXPECT_FALSE(s.loading());
  EXPECT_EQ(s.status(TranslationService::kBottleneck), TranslationService::FileStatus::Ready);
}

TEST(TranslationService, WithoutFetcherEveryFileFails) {
  TranslationService s;
  s.request_load();
  EXPECT_FALSE(s.loading());
  for (int i = 0; i < TranslationService::kNumFiles; ++i)
    EXPECT_EQ(s.status(i), TranslationService::FileStatus::Failed);
}

TEST(TranslationService, AsynchronousProgress) {
  TranslationService s;
  std::vector<std::string> asked;
  s.set_fetcher([&](const std::string& url) { asked.push_back(url); });  // answers later
  s.request_load();
  ASSERT_EQ(asked.size(), 1u);
  EXPECT_TRUE(s.loading());
  s.on_progress(50, 100);
  EXPECT_NEAR(s.progress(), 0.5 / 6, 1e-9);
  const auto search = tiny_model_bytes(ModelKind::Search);
  s.on_loaded(search.data(), search.size());
  ASSERT_EQ(asked.size(), 2u);
  EXPECT_EQ(asked[1], "assets/models/rnnencdec.bin");
  EXPECT_NEAR(s.progress(), 1.0 / 6, 1e-9);
  for (int i = 0; i < 5; ++i) s.on_failed("network down");
  EXPECT_FALSE(s.loading());
  s.on_failed("late callback is ignored");
  EXPECT_NE(s.translator(s2s::ModelKind::Search), nullptr);
}

TEST(Bottleneck, ParsesTheEvaluateSchema) {
  BottleneckData d;
  std::string error;
  ASSERT_TRUE(parse_bottleneck(kBottleneckJson, &d, &error)) << error;
  ASSERT_EQ(d.buckets.size(), 2u);
  EXPECT_EQ(d.buckets[1].lo, 11);
  EXPECT_EQ(d.buckets[1].hi, 20);
  EXPECT_DOUBLE_EQ(d.buckets[0].bleu_encdec, 80.25);
  EXPECT_TRUE(d.buckets[0].has_sample);
  EXPECT_EQ(d.buckets[0].encdec, "le chien .");
  EXPECT_FALSE(d.buckets[1].has_sample);
  EXPECT_EQ(d.decoding, "greedy");
  EXPECT_FALSE(d.buckets[0].has_transformer);  // an older file: the RNNs only
}

TEST(Speed, ParsesTheFiguresAndRefusesBadOnes) {
  SpeedData d;
  std::string error;
  ASSERT_TRUE(parse_speed(kSpeedJson, &d, &error)) << error;
  ASSERT_EQ(d.models.size(), 2u);
  EXPECT_EQ(d.machine, "test machine");
  const ModelSpeed* t = d.find(ModelKind::Transformer);
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->training_steps, 4);
  EXPECT_EQ(t->decoding_steps, 27);
  EXPECT_DOUBLE_EQ(t->native_examples_per_s, 280.0);
  EXPECT_DOUBLE_EQ(d.find(ModelKind::Search)->wasm_examples_per_s, 250.0);
  EXPECT_EQ(d.find(ModelKind::EncDec), nullptr);
  const std::pair<const char*, const char*> bad[] = {
      {"[1]", "not a JSON object"},
      {R"({"models": []})", "\"models\""},
      {R"({"models": [{"model": "gpt"}]})", "model 1: \"model\""},
      {R"({"models": [{"model": "search", "parameters": -1}]})", "\"parameters\""},
      {R"({"models": [{"model": "search", "parameters": 1, "training_steps": 1,
          "decoding_steps": 1, "native": {"examples_per_s": 1}}]})",
       "examples_per_s"}};
  for (const auto& [text, why] : bad) {
    SpeedData kept = d;
    EXPECT_FALSE(parse_speed(text, &kept, &error)) << text;
    EXPECT_NE(error.find(why), std::string::npos) << text << " → " << error;
    EXPECT_EQ(kept.models.size(), 2u);  // untouched
  }
}

TEST(Bottleneck, TheTransformersScoreAndSampleAreRead) {
  BottleneckData d;
  std::string error;
  ASSERT_TRUE(parse_bottleneck(R"({"buckets": [{"range": [1, 10], "search": 90, "encdec": 80,
      "transformer": {"bleu": 97.5}, "sample": {"source": "a", "transformer": "le ."}}]})",
                               &d, &error))
      << error;
  EXPECT_TRUE(d.buckets[0].has_transformer);
  EXPECT_DOUBLE_EQ(d.buckets[0].bleu_transformer, 97.5);
  EXPECT_EQ(d.buckets[0].transformer, "le .");
  EXPECT_FALSE(parse_bottleneck(
      R"({"buckets": [{"range": [1, 10], "search": 90, "encdec": 80, "transformer": "x"}]})", &d,
      &error));
  EXPECT_NE(error.find("\"transformer\" is not a number"), std::string::npos) << error;
}

TEST(Bottleneck, BadFilesAreRefusedWithAReason) {
  BottleneckData d;
  std::string error;
  EXPECT_FALSE(parse_bottleneck("{not json", &d, &error));
  EXPECT_NE(error.find("not valid JSON"), std::string::npos);
  EXPECT_FALSE(parse_bottleneck(R"({"buckets": []})", &d, &error));
  EXPECT_NE(error.find("buckets"), std::string::npos);
  EXPECT_FALSE(
      parse_bottleneck(R"({"buckets": [{"range": [1, 10], "search": {"bleu": 3}}]})", &d, &error));
  EXPECT_NE(error.find("bucket 1"), std::string::npos);
}

TEST(TranslationService, SuggestsSourceWordsByPrefix) {
  TranslationService s;
  MapFetcher f = good_files(&s);
  f.install();
  EXPECT_TRUE(s.suggest(s2s::ModelKind::Search, "a", 5).empty());  // not loaded yet
  s.request_load();
  EXPECT_EQ(s.suggest(s2s::ModelKind::Search, "a", 5),
            (std::vector<std::string>{"agreement", "area", "august"}));
  EXPECT_EQ(s.suggest(s2s::ModelKind::Search, "a", 1).size(), 1u);
  EXPECT_EQ(s.suggest(s2s::ModelKind::Search, "au", 5), std::vector<std::string>{"august"});
  EXPECT_TRUE(s.suggest(s2s::ModelKind::Search, "august", 5).empty());  // already complete
  EXPECT_TRUE(s.suggest(s2s::ModelKind::Search, "", 5).empty());
}

// The page API over a service with the good files.
struct ApiFixture {
  TranslationService s;
  MapFetcher f = good_files(&s);
  AppSession session;
  PageApi api;
  ApiFixture() {
    f.install();
    add_translation_api(&api, &session, &s);
  }
  nlohmann::json call(const char* name, const char* args) {
    return nlohmann::json::parse(api.call(name, args));
  }
};

TEST(TranslationApi, TranslateAndGetTranslation) {
  ApiFixture fx;
  AppSession& session = fx.session;
  auto call = [&](const char* name, const char* args) { return fx.call(name, args); };
  EXPECT_EQ(call("translationStatus", "[]")["value"]["state"], "idle");
  const auto r = call("translate", R"(["the area", {"model": "search", "beam": 2}])");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  EXPECT_EQ(r["value"]["source_tokens"], (nlohmann::json{"the", "area"}));
  EXPECT_EQ(r["value"]["alignment"].size(), r["value"]["target_tokens"].size());
  EXPECT_EQ(call("translationStatus", "[]")["value"]["state"], "done");
  const auto bad = call("translate", R"(["the area", {"beam": 0}])");
  EXPECT_FALSE(bad["ok"].get<bool>());
  EXPECT_NE(bad["error"].get<std::string>().find("beam"), std::string::npos);
  EXPECT_FALSE(call("translate", R"(["the area", {"model": "gpt"}])")["ok"].get<bool>());
  // Errors carry the public name (attention.translate's Promise calls this one by that name).
  EXPECT_EQ(call("translate", "[42]")["error"],
            "translate: the first argument must be the English sentence (a string)");
  session.edit([](AppState& st) { st.translation.sentence = "the agreement"; });
  const auto g = call("getTranslation", "[]");
  ASSERT_TRUE(g["ok"].get<bool>());
  EXPECT_EQ(g["value"]["source_tokens"], (nlohmann::json{"the", "agreement"}));
  EXPECT_EQ(g["value"]["sentence"], "the agreement");
  EXPECT_EQ(g["value"]["view"]["weights"], g["value"]["alignment"]);  // RNNsearch: its alignment
  EXPECT_EQ(g["value"]["view"]["layers"], 0);
}

// translate with the Transformer gives its maps [layer][head][i][j]; getTranslation's view is
// the map, layer and head the state picks, or the layer's mean over heads.
TEST(TranslationApi, TheTransformersMapsAndTheShownView) {
  ApiFixture fx;
  AppSession& session = fx.session;
  auto call = [&](const char* name, const char* args) { return fx.call(name, args); };
  const auto r = call("translate", R"(["the agreement area", {"model": "transformer"}])");
  ASSERT_TRUE(r["ok"].get<bool>()) << r.dump();
  const nlohmann::json& v = r["value"];
  EXPECT_EQ(v["model"], "transformer");
  EXPECT_TRUE(v["log_prob"].is_number());
  ASSERT_EQ(v["cross_attention"].size(), 2u);
  ASSERT_EQ(v["cross_attention"][1].size(), 4u);
  EXPECT_EQ(v["cross_attention"][1][2].size(), v["target_tokens"].size());
  EXPECT_EQ(v["cross_attention"][1][2][0].size(), 3u);
  EXPECT_EQ(v["encoder_self_attention"][0][0].size(), 3u);
  EXPECT_EQ(v["decoder_self_attention"][0][0].size(), v["target_tokens"].size());
  const auto bad = call("translate", R"(["the area", {"model": "gpt"}])");
  EXPECT_NE(bad["error"].get<std::string>().find("\"transformer\""), std::string::npos);
  session.edit([](AppState& st) {
    st.translation.sentence = "the agreement area";
    st.translation.model = ModelKind::Transformer;
    st.translation.layer = 0;
    st.translation.head = 2;
  });
  auto g = call("getTranslation", "[]");
  ASSERT_TRUE(g["ok"].get<bool>()) << g.dump();
  EXPECT_EQ(g["value"]["view"]["weights"], v["cross_attention"][0][2]);
  EXPECT_EQ(g["value"]["view"]["col_labels"], v["source_tokens"]);
  session.edit([](AppState& st) {
    st.translation.attention = AttentionMap::DecoderSelf;
    st.translation.layer = 1;
    st.translation.head = 3;
  });
  g = call("getTranslation", "[]");
  EXPECT_EQ(g["value"]["view"]["weights"], v["decoder_self_attention"][1][3]);
  EXPECT_EQ(g["value"]["view"]["col_labels"][0], "<s>");
  EXPECT_EQ(g["value"]["view"]["attention"], "decoder");
  session.edit([](AppState& st) {
    st.translation.attention = AttentionMap::Cross;
    st.translation.layer = 9;  // past the model's layers: the last layer's mean
  });
  g = call("getTranslation", "[]");
  EXPECT_EQ(g["value"]["view"]["layer"], 1);
  EXPECT_EQ(g["value"]["view"]["head"], -1);
  EXPECT_EQ(g["value"]["view"]["weights"], v["alignment"]);
}

}  // namespace
}  // namespace ap
