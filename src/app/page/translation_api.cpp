// Translator entries of the page API (see translation_api.h).
#include "app/page/translation_api.h"

#include "app/translation/attention_view.h"
#include "app/json_util.h"
#include "app/translation/translation_json.h"

namespace ap {

// The model file's status in the page API (enum_name, core/enum_names.h).
constexpr EnumName<TranslationService::FileStatus> kFileStatusNames[] = {
    {TranslationService::FileStatus::Idle, "idle"},
    {TranslationService::FileStatus::Loading, "loading"},
    {TranslationService::FileStatus::Ready, "ready"},
    {TranslationService::FileStatus::Failed, "failed"}};
constexpr const auto& enum_names(TranslationService::FileStatus) { return kFileStatusNames; }

// The map the translator's large heatmap shows (app/translation/attention_view.h).
nlohmann::json attention_view_json(const AttentionView& v) {
  return {{"attention", enum_name(v.map)},
          {"layer", v.layer},
          {"head", v.head},
          {"layers", v.layers},
          {"heads", v.heads},
          {"weights", json_float_rows(v.weights)},
          {"row_labels", v.row_labels},
          {"col_labels", v.col_labels}};
}

void add_translation_api(PageApi* api, AppSession* session, TranslationService* service) {
  using nlohmann::json;
  api->add("loadModels", [service](const json&, json* v, std::string*) {
    service->request_load();
    *v = true;
    return true;
  });
  api->add("translationStatus", [service](const json&, json* v, std::string*) {
    json files = json::array();
    for (int f = 0; f < TranslationService::kNumFiles; ++f)
      files.push_back({{"url", TranslationService::file_url(f)},
                       {"status", enum_name(service->status(f))},
                       {"error", service->file_error(f)}});
    const char* state = !service->load_requested() ? "idle"
                        : service->loading()       ? "loading"
                                                   : "done";
    *v = {{"state", state}, {"progress", service->progress()}, {"files", files}};
    return true;
  });
  api->add("translate", [service](const json& args, json* v, std::string* error) {
    if (args.empty() || !args[0].is_string()) {
      *error = "the first argument must be the English sentence (a string)";
      return false;
    }
    TranslationState st;
    st.sentence = args[0].get<std::string>();
    std::string model = enum_name(st.model);
    if (args.size() > 1 && args[1].is_object()) {
      const json& o = args[1];
      if (o.contains("model")) {
        if (!o["model"].is_string()) {
          *error = "model must be " + enum_names_listed<s2s::ModelKind>();
          return false;
        }
        model = o["model"].get<std::string>();
      }
      if (o.contains("beam")) {
        if (!o["beam"].is_number_integer() || o["beam"].get<int>() < 1 ||
            o["beam"].get<int>() > s2s::kMaxBeam) {
          *error = "beam must be an integer from 1 to " + std::to_string(s2s::kMaxBeam);
          return false;
        }
        st.beam = o["beam"].get<int>();
      }
    }
    if (!enum_from_name(model, &st.model)) {
      *error = "model must be " + enum_names_listed<s2s::ModelKind>() + ", not \"" + model + "\"";
      return false;
    }
    service->request_load();
    const TranslationResult& r = service->translate(st);
    if (r.computing) {  // the page: attention.translate() waits for the worker, then asks again
      *v = {{"computing", true}};
      return true;
    }
    if (!r.ok) {
      *error = r.error;
      return false;
    }
    *v = translation_to_json(r.translation, st.model, st.beam);
    return true;
  });
  api->add("getTranslation", [session, service](const json&, json* v, std::string*) {
    const TranslationState& st = session->state().translation;
    const TranslationResult& r = service->translate(st);
    if (r.computing) {  // not the previous result: it is not this state's
      *v = {{"computing", true}, {"model", enum_name(st.model)}, {"beam", st.beam}};
    } else if (r.ok) {
      *v = translation_to_json(r.translation, st.model, st.beam);
      (*v)["view"] = attention_view_json(attention_view(r.translation, st));
    } else {
      *v = {{"error", r.error}, {"model", enum_name(st.model)}, {"beam", st.beam}};
    }
    (*v)["sentence"] = st.sentence;
    return true;
  });
}

}  // namespace ap
