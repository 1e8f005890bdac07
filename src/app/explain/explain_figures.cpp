// Reading explain.json (see explain_figures.h): every number checked finite and in range, every
// missing field named.
#include "app/explain/explain_figures.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace ap {

namespace {

using nlohmann::json;

// obj[key] as a finite number in [lo, hi]; false with *error naming where.
bool number(const json& obj, const char* key, double lo, double hi, const std::string& where,
            double* out, std::string* error) {
  if (!obj.is_object() || !obj.contains(key) || !obj[key].is_number() ||
      !std::isfinite(obj[key].get<double>()) || obj[key].get<double>() < lo ||
      obj[key].get<double>() > hi) {
    *error = where + ": \"" + key + "\" must be a number in [" +
             std::to_string(static_cast<int>(lo)) + ", " +
             std::to_string(static_cast<long long>(hi)) + "]";
    return false;
  }
  *out = obj[key].get<double>();
  return true;
}

// {"argmax_agreement": a, "spearman": r} of one method.
bool agreement(const json& obj, const char* method, const std::string& where, double* argmax,
               double* rho, std::string* error) {
  const std::string at = where + " " + method;
  if (!obj.contains(method)) {
    *error = where + ": no \"" + method + "\"";
    return false;
  }
  return number(obj[method], "argmax_agreement", 0, 1, at, argmax, error) &&
         number(obj[method], "spearman", -1, 1, at, rho, error);
}

bool read_model(const json& m, const std::string& name, ExplainModelFigures* out,
                std::string* error) {
  const std::string where = "explain.json " + name;
  double sentences = 0, words = 0;
  if (!number(m, "sentences", 0, 1e9, where, &sentences, error) ||
      !number(m, "target_words", 0, 1e9, where, &words, error))
    return false;
  out->model = name;
  out->sentences = static_cast<int>(sentences);
  out->target_words = static_cast<int>(words);
  if (!m.contains("views") || !m["views"].is_array() || m["views"].size() > 64) {
    *error = where + ": \"views\" must be an array (at most 64)";
    return false;
  }
  for (std::size_t i = 0; i < m["views"].size(); ++i) {
    const json& v = m["views"][i];
    const std::string at = where + " view " + std::to_string(i + 1);
    ExplainViewFigures f;
    if (!v.is_object() || !v.contains("view") || !v["view"].is_string() ||
        v["view"].get<std::string>().size() > 32) {
      *error = at + ": \"view\" must be a name";
      return false;
    }
    f.view = v["view"].get<std::string>();
    if (!agreement(v, "gradient", at, &f.gradient_argmax, &f.gradient_spearman, error) ||
        !agreement(v, "leave_one_out", at, &f.loo_argmax, &f.loo_spearman, error))
      return false;
    out->views.push_back(f);
  }
  if (!m.contains("interventions") ||
      !number(m["interventions"], "uniform_unchanged", 0, 1, where + " interventions",
              &out->uniform_unchanged, error) ||
      !number(m["interventions"], "permute_unchanged", 0, 1, where + " interventions",
              &out->permute_unchanged, error)) {
    if (error->empty()) *error = where + ": no \"interventions\"";
    return false;
  }
  if (m.contains("best_head")) {
    double layer = 0, head = 0;
    if (!number(m["best_head"], "layer", 0, 1023, where + " best_head", &layer, error) ||
        !number(m["best_head"], "head", 0, 1023, where + " best_head", &head, error))
      return false;
    out->has_best_head = true;
    out->best_layer = static_cast<int>(layer);
    out->best_head = static_cast<int>(head);
  }
  return true;
}

}  // namespace

const ExplainModelFigures* ExplainFigures::find(const std::string& model) const {
  for (const ExplainModelFigures& m : models)
    if (m.model == model) return &m;
  return nullptr;
}

bool parse_explain_figures(const std::string& text, ExplainFigures* out, std::string* error) {
  const json j = json::parse(text, nullptr, /*allow_exceptions=*/false);
  if (j.is_discarded() || !j.is_object()) {
    *error = "explain.json is not a JSON object";
    return false;
  }
  if (!j.contains("models") || !j["models"].is_object() || j["models"].empty()) {
    *error = "explain.json has no \"models\" object";
    return false;
  }
  ExplainFigures f;
  if (j.contains("generated_by") && j["generated_by"].is_string())
    f.generated_by = j["generated_by"].get<std::string>();
  if (j.contains("test_split") && j["test_split"].is_object() &&
      j["test_split"].contains("sentences") && j["test_split"]["sentences"].is_number_integer())
    f.test_sentences = j["test_split"]["sentences"].get<int>();
  for (auto it = j["models"].begin(); it != j["models"].end(); ++it) {
    if (it.key() != "search" && it.key() != "transformer") continue;  // a newer file's model
    ExplainModelFigures m;
    error->clear();
    if (!read_model(it.value(), it.key(), &m, error)) return false;
    f.models.push_back(std::move(m));
  }
  if (f.models.empty()) {
    *error = "explain.json has neither \"search\" nor \"transformer\"";
    return false;
  }
  *out = std::move(f);
  return true;
}

}  // namespace ap
