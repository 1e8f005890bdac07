// The kind lists and ModelSet's members and names (see model_kind.h): every kind follows
// kEveryModelKindName, the page's kinds kModelKindNames, the sets kTrainableModelKinds.
#include "core/seq2seq/model_kind.h"

#include <iterator>

namespace ap::s2s {

std::vector<ModelKind> all_model_kinds() {
  std::vector<ModelKind> kinds;
  for (const auto& row : kModelKindNames) kinds.push_back(row.value);
  return kinds;
}

std::vector<ModelKind> trainable_model_kinds() {
  return std::vector<ModelKind>(std::begin(kTrainableModelKinds), std::end(kTrainableModelKinds));
}

std::vector<ModelKind> every_model_kind() {
  std::vector<ModelKind> kinds;
  for (const auto& row : kEveryModelKindName) kinds.push_back(row.value);
  return kinds;
}

bool model_kind_from_name(std::string_view name, ModelKind* out) {
  for (const auto& row : kEveryModelKindName)
    if (name == row.name) {
      *out = row.value;
      return true;
    }
  return false;
}

bool known_model_kind(std::uint32_t encoded) {
  for (const auto& row : kEveryModelKindName)
    if (static_cast<std::uint32_t>(row.value) == encoded) return true;
  return false;
}

std::string model_kinds_encoded() {
  std::string s;
  const std::size_t n = std::size(kEveryModelKindName);
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0) s += i + 1 == n ? " or " : ", ";
    s += std::to_string(static_cast<int>(kEveryModelKindName[i].value)) + " = " +
         kEveryModelKindName[i].name;
  }
  return s;
}

std::vector<ModelKind> ModelSet::kinds() const {
  std::vector<ModelKind> kinds;
  for (ModelKind k : trainable_model_kinds())
    if (contains(k)) kinds.push_back(k);
  return kinds;
}

std::vector<ModelSet> named_model_sets() {
  std::vector<ModelSet> sets;
  for (const ModelSetName& row : kModelSetNames) sets.push_back(row.set);
  return sets;
}

const char* model_set_name(ModelSet s) {
  for (const ModelSetName& row : kModelSetNames)
    if (row.set == s) return row.name;
  return "unknown";
}

bool model_set_from_name(std::string_view name, ModelSet* out) {
  for (const ModelSetName& row : kModelSetNames)
    if (name == row.name) {
      *out = row.set;
      return true;
    }
  return false;
}

std::string model_set_names_listed() {
  std::string s;
  const std::size_t n = std::size(kModelSetNames);
  for (std::size_t i = 0; i < n; ++i) {
    if (i > 0) s += i + 1 == n ? " or " : ", ";
    s += std::string("\"") + kModelSetNames[i].name + "\"";
  }
  return s;
}

}  // namespace ap::s2s
