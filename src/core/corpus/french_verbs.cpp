// French verb forms of world 2 (see french_verbs.h): rules first, tables for the irregulars.
#include "core/corpus/french_verbs.h"

#include <cstring>

namespace ap::s2s {

std::string fr_tu_present(const EverydayVerb& v) {
  const std::string je = v.fr_je;
  if (je == "ai") return "as";
  if (je == "vais") return "vas";
  return je.back() == 'e' ? je + "s" : je;
}

namespace {

struct Stem {
  const char* infinitive;
  const char* stem;
};
constexpr Stem kIrregularFutureStems[] = {
    {"être", "ser"},        {"avoir", "aur"},       {"aller", "ir"},
    {"faire", "fer"},       {"venir", "viendr"},    {"voir", "verr"},
    {"pouvoir", "pourr"},   {"vouloir", "voudr"},   {"devoir", "devr"},
    {"savoir", "saur"},     {"acheter", "achèter"}, {"appeler", "appeller"},
    {"tenir", "tiendr"},    {"courir", "courr"},    {"mourir", "mourr"},
    {"payer", "paier"},     {"jeter", "jetter"},    {"souvenir", "souviendr"},
    {"recevoir", "recevr"}, {"lever", "lèver"},     {"enlever", "enlèver"},
};

bool ends_with(const std::string& w, const char* tail) {
  const std::size_t n = std::strlen(tail);
  return w.size() >= n && w.compare(w.size() - n, n, tail) == 0;
}

}  // namespace

std::string fr_future(const std::string& infinitive, int slot) {
  static const char* const kEndings[] = {"ai", "a", "ons", "ont", "as"};
  std::string stem =
      ends_with(infinitive, "re") ? infinitive.substr(0, infinitive.size() - 1) : infinitive;
  for (const Stem& s : kIrregularFutureStems)
    if (infinitive == s.infinitive) stem = s.stem;
  return stem + kEndings[slot];
}

std::string fr_imperative(const EverydayVerb& v) {
  const std::string tu = fr_tu_present(v);
  // -er verbs (and ouvrir, conjugated like them): tu manges → mange, tu ouvres → ouvre; tu vas →
  // va. The others keep their s: viens, prends, bois.
  if (ends_with(tu, "es") || tu == "vas") return tu.substr(0, tu.size() - 1);
  return tu;
}

std::string fr_imparfait(const EverydayVerb& v, int slot) {
  static const char* const kEndings[] = {"ais", "ait", "ions", "aient", "ais"};
  const std::string nous = v.fr_nous;
  std::string stem = nous.substr(0, nous.size() - 3);
  // mangeons → mangeais but mangions; commençons → commençais but commencions.
  if (slot == 2 && ends_with(stem, "ge")) stem.pop_back();
  if (slot == 2 && ends_with(stem, "ç")) stem = stem.substr(0, stem.size() - 2) + "c";
  return stem + kEndings[slot];
}

const char* fr_pouvoir(int slot) {
  static const char* const k[] = {"peux", "peut", "pouvons", "peuvent", "peux"};
  return k[slot];
}
const char* fr_vouloir(int slot) {
  static const char* const k[] = {"veux", "veut", "voulons", "veulent", "veux"};
  return k[slot];
}
const char* fr_voudrais(int slot) {
  static const char* const k[] = {"voudrais", "voudrait", "voudrions", "voudraient", "voudrais"};
  return k[slot];
}
const char* fr_devoir(int slot) {
  static const char* const k[] = {"dois", "doit", "devons", "doivent", "dois"};
  return k[slot];
}
const char* fr_aimer(int slot) {
  static const char* const k[] = {"aime", "aime", "aimons", "aiment", "aimes"};
  return k[slot];
}
const char* fr_aller(int slot) {
  static const char* const k[] = {"vais", "va", "allons", "vont", "vas"};
  return k[slot];
}

}  // namespace ap::s2s
