// Fuzz target: the messages between the page and the inference worker
// (app/translation/inference_remote.h), which cross as bytes. The first byte picks a request, an
// answer or a model's facts. Property: a message is refused with a one-line message, or it decodes,
// and then its re-encoding decodes again to the same bytes (nothing read past the end, nothing
// lost).
#include "app/translation/inference_remote.h"

#include "fuzz_check.h"

#include <cstdint>
#include <string>

namespace {

template <class Message, class Decode, class Encode>
void check_round_trip(const std::string& bytes, Decode decode, Encode encode) {
  Message m;
  std::string error;
  if (!decode(bytes, &m, &error)) {
    FUZZ_CHECK(!error.empty() && error.find('\n') == std::string::npos, error);
    return;
  }
  const std::string once = encode(m);
  Message again;
  FUZZ_CHECK(decode(once, &again, &error), "a re-encoded message is refused: " + error);
  FUZZ_CHECK(encode(again) == once, "a decoded message does not re-encode to itself");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size == 0) return 0;
  const std::string bytes(reinterpret_cast<const char*>(data + 1), size - 1);
  if (data[0] % 3 == 0)
    check_round_trip<ap::InferenceRequest>(bytes, ap::decode_inference_request,
                                           ap::encode_inference_request);
  else if (data[0] % 3 == 1)
    check_round_trip<ap::InferenceAnswer>(bytes, ap::decode_inference_answer,
                                          ap::encode_inference_answer);
  else
    check_round_trip<ap::ModelFacts>(bytes, ap::decode_model_facts, ap::encode_model_facts);
  return 0;
}
