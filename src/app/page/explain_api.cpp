// The Explain tab's entries of the page API (see explain_api.h).
#include "app/page/explain_api.h"

#include "app/explain/explain_json.h"
#include "app/json_util.h"

#include <string>
#include <vector>

namespace ap {

namespace {

using nlohmann::json;

// The names of the models explain accepts, for messages: "\"search\" or \"transformer\"".
std::string explained_models_listed() {
  std::vector<std::string> names;
  for (const auto& row : enum_names(s2s::ModelKind{}))
    if (explains_model(row.value)) names.push_back(std::string("\"") + row.name + "\"");
  std::string s;
  for (std::size_t i = 0; i < names.size(); ++i)
    s += (i == 0 ? "" : i + 1 == names.size() ? " or " : ", ") + names[i];
  return s;
}

// The options argument: the model (a name of the translator's kinds; one without attention is
// refused later, by the service, with the reason) and the core's options.
bool read_options(const json& args, s2s::ModelKind* model, explain::Options* options,
                  std::string* error) {
  if (args.size() < 2 || args[1].is_null()) return true;
  const json& o = args[1];
  if (!o.is_object()) {
    *error = std::string("the second argument must be an options object, got ") + json_type_name(o);
    return false;
  }
  if (o.contains("model")) {
    const json& m = o["model"];
    if (!m.is_string() || !enum_from_name(m.get<std::string>(), model)) {
      *error = "model must be " + explained_models_listed() +
               (m.is_string() ? ", not \"" + m.get<std::string>() + "\"" : "");
      return false;
    }
  }
  return explain_options_from_json(o, options, error);
}

// The explanation of a result by `model`, with its intervention when it has one.
json result_json(const ExplainResult& r, s2s::ModelKind model) {
  if (!r.intervention_ok) return explanation_to_json(r.explanation, model);
  explain::Explanation e = r.explanation;
  e.has_intervention = true;
  e.intervention = r.intervention;
  return explanation_to_json(e, model);
}

}  // namespace

void add_explain_api(PageApi* api, AppSession* session, ExplainService* service) {
  api->add("explain", [service](const json& args, json* v, std::string* error) {
    if (args.empty() || !args[0].is_string()) {
      *error = "the first argument must be the English sentence (a string)";
      return false;
    }
    s2s::ModelKind model = s2s::ModelKind::Search;
    explain::Options options;
    if (!read_options(args, &model, &options, error)) return false;
    const ExplainResult& r = service->explain(args[0].get<std::string>(), model, options);
    if (r.computing) {  // the page: attention.explain() waits for the worker, then asks again
      *v = {{"computing", true}};
      return true;
    }
    if (!r.ok) {
      *error = r.error;
      return false;
    }
    *v = result_json(r, model);
    return true;
  });
  api->add("getExplanation", [session, service](const json&, json* v, std::string*) {
    const ExplainState& st = session->state().explain;
    const ExplainResult& r = service->explain(st);
    if (r.computing) {  // not the previous answer: it is not this state's
      *v = {{"computing", true}, {"model", enum_name(st.model)}};
    } else if (r.ok) {
      *v = result_json(r, st.model);
      if (r.has_intervention && !r.intervention_ok)
        (*v)["intervention_error"] = r.intervention_error;
    } else {
      *v = {{"error", r.error}, {"model", enum_name(st.model)}};
    }
    (*v)["sentence"] = st.sentence;
    return true;
  });
}

}  // namespace ap
