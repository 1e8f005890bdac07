// The inference worker's protocol (app/translation/inference_remote.h) and the page's remote
// services over it, with the worker played by local services in the same process
// (app/explain/inference_answer.h) and the shipped models:
//   - a translation and an explanation cross the bytes bit for bit, and every truncation or a
//     corrupted count is refused with a message;
//   - the remote service answers what the local one answers, after the answer arrives; until
//     then it keeps the model's last result, marked computing;
//   - one request in flight, one waiting, a newer request replaces the waiting one;
//   - a lost worker gives a message, and "use this model" reaches the worker;
//   - the page never fetches a model file: the worker's facts of each (vocabulary, parameter
//     counts, or why it failed) are what the local service knows, and cross the bytes intact.
#include "app/explain/explain_service.h"
#include "app/explain/inference_answer.h"
#include "app/translation/inference_remote.h"
#include "app/translation/translation_service.h"
#include "core/corpus/corpus.h"

#include <gtest/gtest.h>

#include <deque>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace ap {
namespace {

using s2s::ModelKind;

constexpr ModelKind kModels[] = {ModelKind::Search, ModelKind::EncDec, ModelKind::Transformer};

void LoadShipped(TranslationService* ts) {
  ts->set_fetcher(TranslationService::read_files_from(AP_ASSETS_DIR "/..", ts));
  ts->request_load();
}

// The page (remote services) and the worker (local ones), with the requests in between.
struct PageAndWorker {
  TranslationService worker;
  ExplainService worker_explain{worker};
  TranslationService page{TranslationService::AskTheWorker{}};  // as the page builds them
  ExplainService page_explain{page, ExplainService::AskTheWorker{}};
  std::deque<std::string> sent;  // requests the worker has not answered yet

  std::vector<std::string> page_fetched;  // the files the page itself asked for

  PageAndWorker() {
    LoadShipped(&worker);
    page.set_remote([this](const std::string& request) {
      if (!request.empty()) sent.push_back(request);
    });
    const TranslationService::Fetcher read =
        TranslationService::read_files_from(AP_ASSETS_DIR "/..", &page);
    page.set_fetcher([this, read](const std::string& url) {
      page_fetched.push_back(url);
      read(url);
    });
    page.request_load();  // the figures' files; the worker sends what it knows of each model:
    for (ModelKind model : kModels) page.take_model_facts(worker.model_facts_message(model));
  }
  // The worker answers the oldest request.
  void answer_one() {
    ASSERT_FALSE(sent.empty());
    InferenceRequest q;
    std::string error;
    ASSERT_TRUE(decode_inference_request(sent.front(), &q, &error)) << error;
    sent.pop_front();
    page.take_remote_answer(encode_inference_answer(answer_inference(worker, worker_explain, q)));
  }
  void answer_all() {
    while (!sent.empty()) answer_one();
  }
};

TranslationState State(ModelKind model, const std::string& sentence, int beam = 1) {
  TranslationState st;
  st.model = model;
  st.sentence = sentence;
  st.beam = beam;
  return st;
}

void ExpectSameTranslation(const s2s::Translation& a, const s2s::Translation& b) {
  EXPECT_EQ(a.source_tokens, b.source_tokens);
  EXPECT_EQ(a.target_tokens, b.target_tokens);
  EXPECT_EQ(a.translation, b.translation);
  EXPECT_EQ(a.alignment, b.alignment);  // bit for bit: the same floats
  EXPECT_EQ(a.unknown_words, b.unknown_words);
  EXPECT_EQ(a.suggestions, b.suggestions);
  ASSERT_EQ(a.copied.size(), b.copied.size());
  for (std::size_t i = 0; i < a.copied.size(); ++i) {
    EXPECT_EQ(a.copied[i].target, b.copied[i].target);
    EXPECT_EQ(a.copied[i].source, b.copied[i].source);
    EXPECT_EQ(a.copied[i].word, b.copied[i].word);
    EXPECT_EQ(a.copied[i].weight, b.copied[i].weight);
  }
  EXPECT_EQ(a.unknown_handling, b.unknown_handling);
  EXPECT_EQ(a.log_prob, b.log_prob);
  EXPECT_EQ(a.cross_attention, b.cross_attention);
  EXPECT_EQ(a.encoder_self_attention, b.encoder_self_attention);
  EXPECT_EQ(a.decoder_self_attention, b.decoder_self_attention);
}

const char* kWithUnknown = "The agreement on the Zorblax area was signed in August 1992.";

TEST(InferenceRemote, ATranslationCrossesTheBytesBitForBitAndEveryCutIsRefused) {
  TranslationService local;
  LoadShipped(&local);
  for (ModelKind model : {ModelKind::Transformer, ModelKind::Search}) {
    const TranslationResult& r = local.translate(State(model, kWithUnknown, 3));
    ASSERT_TRUE(r.ok) << r.error;
    ASSERT_FALSE(r.translation.unknown_words.empty());  // the unknown word's fields are filled
    InferenceAnswer a;
    a.ok = true;
    a.translation = r.translation;
    a.reference = "l'accord sur la zone « x » a été signé.";
    const std::string bytes = encode_inference_answer(a);
    InferenceAnswer back;
    std::string error;
    ASSERT_TRUE(decode_inference_answer(bytes, &back, &error)) << error;
    EXPECT_TRUE(back.ok);
    ExpectSameTranslation(back.translation, r.translation);
    EXPECT_EQ(back.reference, a.reference);
    if (model == ModelKind::Transformer) {
      EXPECT_FALSE(back.translation.cross_attention.empty());
    }
    for (std::size_t cut = 0; cut < bytes.size(); cut += 1 + cut / 50) {
      InferenceAnswer partial;
      EXPECT_FALSE(decode_inference_answer(bytes.substr(0, cut), &partial, &error)) << cut;
      EXPECT_EQ(error, "the inference worker's answer is cut off or corrupted");
    }
    // The source tokens' count (after kind, ok and the empty error) made 2³² − 1: more items
    // than bytes left.
    const std::string corrupted = bytes.substr(0, 3) + "\xff\xff\xff\xff\x0f" + bytes.substr(4);
    EXPECT_FALSE(decode_inference_answer(corrupted, &back, &error));
    EXPECT_FALSE(decode_inference_answer(bytes + "x", &back, &error));  // trailing bytes
  }
}

TEST(InferenceRemote, AnExplanationAndItsRequestCrossTheBytes) {
  TranslationService local;
  LoadShipped(&local);
  ExplainService explain(local);
  explain::Options o;
  o.view = explain::AttentionView::Rollout;
  o.intervention = explain::InterventionKind::Permute;
  o.position = 2;
  o.seed = 0x123456789abcULL;
  InferenceRequest q;
  q.kind = InferenceRequest::Kind::Explain;
  q.model = ModelKind::Transformer;
  q.sentence = s2s::article_sentence_en();
  q.options = o;
  InferenceRequest q2;
  std::string error;
  ASSERT_TRUE(decode_inference_request(encode_inference_request(q), &q2, &error)) << error;
  EXPECT_EQ(encode_inference_request(q2), encode_inference_request(q));
  EXPECT_EQ(q2.options.seed, o.seed);
  EXPECT_EQ(q2.options.view, o.view);
  EXPECT_EQ(q2.options.position, 2);
  EXPECT_FALSE(decode_inference_request(encode_inference_request(q).substr(1), &q2, &error));
  EXPECT_EQ(error, "the inference request is cut off or corrupted");

  const InferenceAnswer a = answer_inference(local, explain, q);
  ASSERT_TRUE(a.ok) << a.error;
  ASSERT_TRUE(a.explanation.has_intervention);
  InferenceAnswer back;
  ASSERT_TRUE(decode_inference_answer(encode_inference_answer(a), &back, &error)) << error;
  const explain::Explanation& e = a.explanation;
  const explain::Explanation& b = back.explanation;
  EXPECT_EQ(b.target_tokens, e.target_tokens);
  EXPECT_EQ(b.attention, e.attention);
  EXPECT_EQ(b.gradient_signed, e.gradient_signed);
  EXPECT_EQ(b.leave_one_out, e.leave_one_out);
  EXPECT_EQ(b.rollout, e.rollout);
  EXPECT_EQ(b.norm, e.norm);
  ASSERT_EQ(b.summary.size(), e.summary.size());
  for (std::size_t i = 0; i < e.summary.size(); ++i) {
    EXPECT_EQ(b.summary[i].method, e.summary[i].method);
    EXPECT_EQ(b.summary[i].spearman, e.summary[i].spearman);
  }
  EXPECT_EQ(b.intervention.tokens, e.intervention.tokens);
  EXPECT_EQ(b.intervention.changed, e.intervention.changed);
  EXPECT_EQ(b.intervention.attention_used, e.intervention.attention_used);
  EXPECT_EQ(b.intervention.kind, explain::InterventionKind::Permute);
}

TEST(InferenceRemote, ThePageAnswersWhatTheWorkerComputesAndKeepsTheLastResultMeanwhile) {
  PageAndWorker pw;
  const TranslationState first = State(ModelKind::Search, s2s::article_sentence_en());
  const TranslationResult& waiting = pw.page.translate(first);
  EXPECT_TRUE(waiting.computing);
  EXPECT_FALSE(waiting.ok);
  EXPECT_EQ(pw.sent.size(), 1u);
  pw.page.translate(first);  // every frame asks again: nothing more is sent
  EXPECT_EQ(pw.sent.size(), 1u);
  pw.answer_all();
  const TranslationResult& r = pw.page.translate(first);
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_FALSE(r.computing);
  ExpectSameTranslation(r.translation, pw.worker.translate(first).translation);
  EXPECT_EQ(pw.page.computations(), 0);  // the page computed nothing itself
  // The article's reference comes with the worker's answer (the page draws no corpus).
  EXPECT_EQ(r.reference, s2s::article_sentence_fr());
  EXPECT_EQ(r.reference, pw.worker.translate(first).reference);

  const TranslationState second = State(ModelKind::Search, kWithUnknown);
  const TranslationResult& meanwhile = pw.page.translate(second);
  EXPECT_TRUE(meanwhile.computing);
  ASSERT_TRUE(meanwhile.ok);  // the last result stays on screen
  EXPECT_EQ(meanwhile.translation.translation, pw.worker.translate(first).translation.translation);
  pw.answer_all();
  EXPECT_EQ(pw.page.translate(second).translation.translation,
            pw.worker.translate(second).translation.translation);
  EXPECT_EQ(pw.page.translate(second).reference, "");  // not a sentence with a known reference
  // An error is an answer too.
  pw.page.translate(State(ModelKind::Search, "zzz qqq"));
  pw.answer_all();
  const TranslationResult& bad = pw.page.translate(State(ModelKind::Search, "zzz qqq"));
  EXPECT_FALSE(bad.ok);
  EXPECT_FALSE(bad.computing);
  EXPECT_EQ(bad.error, pw.worker.translate(State(ModelKind::Search, "zzz qqq")).error);
}

TEST(InferenceRemote, TypingDoesNotQueueWorkANewerRequestReplacesTheWaitingOne) {
  PageAndWorker pw;
  const std::string typed = "the agreement on the area";
  for (std::size_t n = 1; n <= typed.size(); ++n)  // one request a keystroke
    pw.page.translate(State(ModelKind::Transformer, typed.substr(0, n)));
  EXPECT_EQ(pw.sent.size(), 1u);  // the first one is in flight; the rest replaced one another
  EXPECT_TRUE(pw.page.remote_busy());
  pw.answer_one();
  ASSERT_EQ(pw.sent.size(), 1u);  // the waiting one: the last keystroke's
  InferenceRequest q;
  std::string error;
  ASSERT_TRUE(decode_inference_request(pw.sent.front(), &q, &error));
  EXPECT_EQ(q.sentence, typed);
  pw.answer_one();
  EXPECT_FALSE(pw.page.remote_busy());
  EXPECT_EQ(pw.page.remote_requests(), 2);
  const TranslationResult& r = pw.page.translate(State(ModelKind::Transformer, typed));
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_FALSE(r.computing);
}

TEST(InferenceRemote, ExplanationsComeFromTheWorkerBitForBit) {
  PageAndWorker pw;
  ExplainState st;
  st.model = ModelKind::Transformer;
  st.intervention = explain::InterventionKind::Uniform;
  st.position = 1;
  const ExplainResult& first = pw.page_explain.explain(st);
  EXPECT_TRUE(first.computing);
  EXPECT_EQ(first.error, ExplainService::kComputing);
  pw.answer_all();              // the maps
  pw.page_explain.explain(st);  // now the intervention is asked
  pw.answer_all();
  const ExplainResult& r = pw.page_explain.explain(st);
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_FALSE(r.computing);
  ASSERT_TRUE(r.intervention_ok) << r.intervention_error;
  const ExplainResult& local = pw.worker_explain.explain(st);
  EXPECT_EQ(r.explanation.attention, local.explanation.attention);
  EXPECT_EQ(r.explanation.gradient, local.explanation.gradient);
  EXPECT_EQ(r.intervention.tokens, local.intervention.tokens);
  EXPECT_EQ(r.intervention.attention_used, local.intervention.attention_used);
  EXPECT_EQ(pw.page_explain.computations(), 0);
  // RNNencdec is refused on the page, with its reason: nothing to send.
  const std::size_t sent = pw.page.remote_requests();
  st.model = ModelKind::EncDec;
  EXPECT_FALSE(pw.page_explain.explain(st).ok);
  EXPECT_FALSE(pw.page_explain.explain(st).computing);
  EXPECT_EQ(static_cast<std::size_t>(pw.page.remote_requests()), sent);
}

TEST(InferenceRemote, ALostWorkerGivesAMessageAndATrainedModelReachesTheWorker) {
  PageAndWorker pw;
  std::ifstream f(AP_ASSETS_DIR "/models/rnnencdec.bin", std::ios::binary);
  const std::vector<std::uint8_t> file((std::istreambuf_iterator<char>(f)),
                                       std::istreambuf_iterator<char>());
  std::string error;
  ASSERT_TRUE(pw.page.use_trained_model(file, &error)) << error;
  ASSERT_EQ(pw.sent.size(), 1u);  // the model file, to the worker
  pw.answer_one();
  EXPECT_TRUE(pw.worker.uses_trained_model(ModelKind::EncDec));

  pw.page.translate(State(ModelKind::Search, s2s::article_sentence_en()));
  pw.page.remote_lost("the worker's script answered 404");
  const TranslationResult& r = pw.page.translate(State(ModelKind::Search, "the area"));
  EXPECT_FALSE(r.ok);
  EXPECT_FALSE(r.computing);
  EXPECT_NE(r.error.find("the worker's script answered 404"), std::string::npos) << r.error;
  EXPECT_NE(r.error.find("the rest of the page still works"), std::string::npos) << r.error;
  // A bad answer is a lost worker too.
  PageAndWorker other;
  other.page.translate(State(ModelKind::Search, "the area"));
  other.page.take_remote_answer("\x05garbage");
  EXPECT_NE(other.page.translate(State(ModelKind::Search, "the area")).error.find("corrupted"),
            std::string::npos);
}

TEST(InferenceRemote, ThePageFetchesNoModelFileAndKnowsEachModelFromTheWorkersFacts) {
  TranslationService local;
  LoadShipped(&local);
  PageAndWorker pw;
  for (const std::string& url : pw.page_fetched)
    EXPECT_EQ(url.find(".bin"), std::string::npos) << url;
  EXPECT_EQ(pw.page_fetched.size(), 3u);  // bottleneck, speed and explain figures
  EXPECT_FALSE(pw.page.loading());
  for (ModelKind model : kModels) {
    ASSERT_TRUE(pw.page.available(model)) << s2s::model_kind_name(model);
    EXPECT_EQ(pw.page.translator(model), nullptr) << "the page holds no weights";
    const ModelFacts* here = local.model_facts(model);
    const ModelFacts* there = pw.page.model_facts(model);
    ASSERT_NE(here, nullptr);
    EXPECT_EQ(there->source_words, local.translator(model)->source_vocabulary().words());
    EXPECT_EQ(there->parameters.total, here->parameters.total);
    EXPECT_EQ(there->parameters.per_word, here->parameters.per_word);
    EXPECT_GT(there->parameters.per_word, 0u);
    EXPECT_EQ(pw.page.suggest(model, "ag", 5), local.suggest(model, "ag", 5));
  }
  EXPECT_FALSE(pw.page.suggest(ModelKind::Search, "ag", 5).empty());
}

TEST(InferenceRemote, AnExplainServiceThatAsksTheWorkerNeverComputesHere) {
  TranslationService local;  // not remote: nothing to ask
  LoadShipped(&local);
  ExplainService asks(local, ExplainService::AskTheWorker{});
  ExplainState st;
  st.model = ModelKind::Search;
  st.sentence = s2s::article_sentence_en();
  const ExplainResult& r = asks.explain(st);
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.error, "this build explains only through the inference worker");
  EXPECT_EQ(asks.computations(), 0);
}

TEST(InferenceRemote, ATranslationServiceThatAsksTheWorkerNeverTranslatesHere) {
  TranslationService asks{TranslationService::AskTheWorker{}};  // not remote yet: nothing to ask
  LoadShipped(&asks);
  ASSERT_TRUE(asks.available(ModelKind::Search));
  const TranslationResult& r = asks.translate(State(ModelKind::Search, s2s::article_sentence_en()));
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.error, "the translator's worker has not started");
  EXPECT_EQ(asks.computations(), 0);
  // Once remote, the same sentence is a request to the worker.
  int sent = 0;
  asks.set_remote([&sent](const std::string& request) { sent += !request.empty(); });
  EXPECT_TRUE(asks.translate(State(ModelKind::Search, s2s::article_sentence_en())).computing);
  EXPECT_EQ(sent, 1);
  EXPECT_EQ(asks.computations(), 0);
}

TEST(InferenceRemote, ModelFactsCrossTheBytesAndEveryCutIsRefused) {
  TranslationService local;
  LoadShipped(&local);
  const std::string bytes = local.model_facts_message(ModelKind::Transformer);
  ModelFacts back;
  std::string error;
  ASSERT_TRUE(decode_model_facts(bytes, &back, &error)) << error;
  EXPECT_EQ(back.model, ModelKind::Transformer);
  EXPECT_TRUE(back.ok);
  for (std::size_t cut = 0; cut < bytes.size(); cut += 1 + cut / 50) {
    ModelFacts partial;
    EXPECT_FALSE(decode_model_facts(bytes.substr(0, cut), &partial, &error)) << cut;
    EXPECT_EQ(error, "the inference worker's model facts are cut off or corrupted");
  }
  EXPECT_FALSE(decode_model_facts(bytes + "x", &back, &error));  // trailing bytes
  EXPECT_FALSE(decode_model_facts("\x09\x01", &back, &error));   // no such model kind
  // The word count (after model, ok and the empty error) made 2^32 - 1: more than bytes left.
  EXPECT_FALSE(decode_model_facts(bytes.substr(0, 3) + "\xff\xff\xff\xff\x0f" + bytes.substr(4),
                                  &back, &error));
}

TEST(InferenceRemote, AModelTheWorkerCouldNotLoadIsUnavailableOnThePageWithItsReason) {
  TranslationService worker;
  worker.set_fetcher([&worker](const std::string& url) {
    if (url.find(".bin") != std::string::npos)
      worker.on_loaded(reinterpret_cast<const std::uint8_t*>("APS2SMDL"), 8);
    else
      worker.on_failed("not here");
  });
  worker.request_load();
  TranslationService page;
  page.set_remote([](const std::string&) {});
  page.set_fetcher([&page](const std::string&) { page.on_failed("not here"); });
  page.request_load();
  EXPECT_TRUE(page.loading()) << "the models are on their way in the worker";
  // The worker's progress moves the page's bar: half of one of the six files.
  page.remote_progress(TranslationService::file_url(TranslationService::kEncdecModel), 50, 100);
  EXPECT_DOUBLE_EQ(page.progress(), (3 + 0.5) / 6);  // the three figure files have failed
  page.take_model_facts(worker.model_facts_message(ModelKind::Search));
  EXPECT_FALSE(page.available(ModelKind::Search));
  EXPECT_EQ(page.status(TranslationService::kSearchModel), TranslationService::FileStatus::Failed);
  EXPECT_NE(page.file_error(TranslationService::kSearchModel).find("rnnsearch.bin"),
            std::string::npos)
      << page.file_error(TranslationService::kSearchModel);
  const TranslationResult& r = page.translate(State(ModelKind::Search, "the area"));
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.error.find("not available"), std::string::npos) << r.error;
  // The worker stops before the other two arrive: they fail with its reason, nothing waits.
  page.remote_lost("the worker ran out of memory");
  EXPECT_FALSE(page.loading());
  EXPECT_NE(page.file_error(TranslationService::kTransformerModel).find("ran out of memory"),
            std::string::npos);
  // A corrupted facts message is a lost worker, and changes nothing else.
  TranslationService other;
  other.set_remote([](const std::string&) {});
  other.request_load();
  other.take_model_facts("\x01\x01garbage");
  EXPECT_FALSE(other.loading());
  EXPECT_FALSE(other.available(ModelKind::Search));
}

}  // namespace
}  // namespace ap
