// The exact match of translators on a sentence set (see sentence_set_eval.h).
#include "cli/sentence_set_eval.h"
#include "cli/command.h"

#include "app/json_util.h"

#include "core/seq2seq/model_kind.h"
#include "core/seq2seq/sentence_set.h"

#include <nlohmann/json.hpp>

#include <cstdio>
#include <iostream>

namespace ap::cli {
namespace {

using namespace ap::s2s;

struct SetScore {
  int matched = 0, refused = 0;
  nlohmann::json translations = nlohmann::json::array();
};

SetScore score(const Translator& model, const std::vector<ReferenceSentence>& set, int beam) {
  SetScore s;
  for (const ReferenceSentence& r : set) {
    Translation t;
    std::string error;
    const bool translated = model.translate(r.english, beam, &t, &error);
    const bool match = translated && matches_reference(t.translation, r);
    s.matched += match ? 1 : 0;
    s.refused += translated ? 0 : 1;
    s.translations.push_back({{"english", r.english},
                              {"translation", translated ? t.translation : ""},
                              {"error", translated ? "" : error},
                              {"exact", match}});
  }
  return s;
}

}  // namespace

int evaluate_sentence_set(const std::string& path, const std::vector<Translator>& models, int beam,
                          bool json) {
  std::string text, error;
  std::vector<ReferenceSentence> set;
  if (!read_input(path, &text, &error)) return fail(error);
  if (!parse_sentence_set(text, &set, &error)) return fail(path + ": " + error);
  if (set.empty()) return fail(path + ": no sentences");
  nlohmann::json out = {{"file", path}, {"sentences", set.size()}, {"beam", beam}};
  if (!json) std::printf("%-12s %12s %8s\n", "model", "exact match", "refused");
  for (const Translator& m : models) {
    const SetScore s = score(m, set, beam);
    const double exact = static_cast<double>(s.matched) / static_cast<double>(set.size());
    if (json)
      out["models"][model_kind_name(m.kind())] = {{"exact", exact},
                                                  {"matched", s.matched},
                                                  {"refused", s.refused},
                                                  {"translations", s.translations}};
    else
      std::printf("%-12s %4d/%-4zu %5.1f%% %5d\n", model_kind_title(m.kind()), s.matched,
                  set.size(), 100 * exact, s.refused);
  }
  if (json) std::cout << dump_json(out, 2) << "\n";
  return kExitOk;
}

}  // namespace ap::cli
