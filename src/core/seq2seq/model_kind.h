// ModelKind: the translation architectures — RNNsearch (with attention), RNNencdec (one fixed
// context) and the Transformer (attention only) — with their name tables, and ModelSet, a set of
// kinds (what the Train tab trains).
// Three lists on purpose:
//   - every kind (kEveryModelKindName): the model file's kind field, the CLI, names and titles;
//   - the page's kinds (kModelKindNames, the enum_names() table): what the page's translator
//     offers, and so what its JSON, share links and the page API accept — all three;
//   - the page's trainable kinds (kTrainableModelKinds): what the Train tab trains, ModelSet's
//     members — all three.
// The sets the Train tab offers have names (kModelSetNames): each kind alone, "both" (RNNsearch
// and RNNencdec, the name old links carry) and "search+transformer".
// A new architecture needs one enum value and one row in each table below.
#pragma once

#include "core/enum_names.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ap::s2s {

// The values are the model file's encoding of the kind (model_file.h): never renumber them.
enum class ModelKind : int { Search = 1, EncDec = 2, Transformer = 3 };

// Every kind's name (the CLI, the model file's messages).
inline constexpr EnumName<ModelKind> kEveryModelKindName[] = {
    {ModelKind::Search, "search"},
    {ModelKind::EncDec, "encdec"},
    {ModelKind::Transformer, "transformer"}};
// The page's kinds: names in JSON, share links, the page API and widget ids; the first row is the
// default.
inline constexpr EnumName<ModelKind> kModelKindNames[] = {{ModelKind::Search, "search"},
                                                          {ModelKind::EncDec, "encdec"},
                                                          {ModelKind::Transformer, "transformer"}};
// The page's trainable kinds (rows of kModelKindNames), in the order runs are shown.
inline constexpr ModelKind kTrainableModelKinds[] = {ModelKind::Search, ModelKind::EncDec,
                                                     ModelKind::Transformer};
constexpr const auto& enum_names(ModelKind) { return kModelKindNames; }
// Any kind's name ("transformer" too), "unknown" for a value no row names.
constexpr const char* model_kind_name(ModelKind k) {
  for (const auto& row : kEveryModelKindName)
    if (row.value == k) return row.name;
  return "unknown";
}
// The kind named `name` among every kind; false, and *out untouched, otherwise.
bool model_kind_from_name(std::string_view name, ModelKind* out);

// The architecture's title for people, as in the paper: "RNNsearch", "RNNencdec".
inline constexpr EnumName<ModelKind> kModelKindTitles[] = {{ModelKind::Search, "RNNsearch"},
                                                           {ModelKind::EncDec, "RNNencdec"},
                                                           {ModelKind::Transformer, "Transformer"}};
constexpr const char* model_kind_title(ModelKind k) {
  for (const auto& row : kModelKindTitles)
    if (row.value == k) return row.name;
  return "unknown";
}

// The model file's kind field: whether `encoded` is a kind's value, and every value with its
// name for the loader's message ("1 = search, 2 = encdec or 3 = transformer").
bool known_model_kind(std::uint32_t encoded);
std::string model_kinds_encoded();

// The page's translator kinds, in table order (RNNsearch first): all three.
std::vector<ModelKind> all_model_kinds();
// The page's trainable kinds (RNNsearch first: the order runs, curves and heatmaps are shown in).
std::vector<ModelKind> trainable_model_kinds();
// Every kind, the Transformer included (the CLI's --model, the model file).
std::vector<ModelKind> every_model_kind();

// A set of trainable model kinds, as a bitset. In JSON and links a set is named by a row of
// kModelSetNames.
class ModelSet {
 public:
  constexpr ModelSet() = default;
  static constexpr ModelSet of(ModelKind k) { return ModelSet(bit(k)); }
  constexpr bool contains(ModelKind k) const { return (bits_ & bit(k)) != 0; }
  constexpr bool empty() const { return bits_ == 0; }
  constexpr ModelSet with(ModelKind k) const { return ModelSet(bits_ | bit(k)); }
  std::vector<ModelKind> kinds() const;  // the members, in table order
  int size() const { return static_cast<int>(kinds().size()); }
  constexpr bool operator==(ModelSet o) const { return bits_ == o.bits_; }
  constexpr bool operator!=(ModelSet o) const { return bits_ != o.bits_; }

 private:
  constexpr explicit ModelSet(unsigned bits) : bits_(bits) {}
  static constexpr unsigned bit(ModelKind k) { return 1u << static_cast<int>(k); }
  unsigned bits_ = 0;
};

// The two RNNs side by side: the attention model and the fixed-context one.
inline constexpr ModelSet kBothRnns = ModelSet::of(ModelKind::Search).with(ModelKind::EncDec);
// The named sets, in the order the Train tab offers them (each is trained side by side).
struct ModelSetName {
  ModelSet set;
  const char* name;
};
inline constexpr ModelSetName kModelSetNames[] = {
    {ModelSet::of(ModelKind::Search), "search"},
    {ModelSet::of(ModelKind::EncDec), "encdec"},
    {ModelSet::of(ModelKind::Transformer), "transformer"},
    {kBothRnns, "both"},
    {ModelSet::of(ModelKind::Search).with(ModelKind::Transformer), "search+transformer"}};

// The named sets, in table order.
std::vector<ModelSet> named_model_sets();
// The set's name ("unknown" for a set no row names).
const char* model_set_name(ModelSet s);
// False, and *out untouched, for any other name.
bool model_set_from_name(std::string_view name, ModelSet* out);
// Every set name, quoted, for messages: "\"search\", \"encdec\", … or \"search+transformer\"".
std::string model_set_names_listed();

}  // namespace ap::s2s
