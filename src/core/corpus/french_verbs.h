// French verb forms of world 2's constructions (CorpusOptions::world = 2), derived from an everyday
// verb's table (lexicon.h): the tu present, the futur simple (regular by rule from the infinitive,
// the common irregular stems by table), the tu imperative, and the finite forms of the verbs that
// carry an infinitive (pouvoir, vouloir, devoir, aimer, avoir, aller, the conditional voudrais).
// Slots as in the grammar: 0 je, 1 il/elle, 2 nous, 3 ils/elles, 4 tu.
#pragma once

#include <string>

#include "core/corpus/lexicon.h"

namespace ap::s2s {

constexpr int kSlotTu = 4;

// mange → manges, ai → as, vais → vas, else the je form (viens, prends, veux).
std::string fr_tu_present(const EverydayVerb& v);

// Futur simple: "manger" → mangerai / mangera / mangerons / mangeront / mangeras; -re verbs
// drop the e (prendrai); être ser-, avoir aur-, aller ir-, faire fer-, venir viendr-, voir verr-,
// pouvoir pourr-, vouloir voudr-, devoir devr-, savoir saur-, tenir tiendr-, courir courr-,
// mourir mourr- (and acheter achèter-, appeler appeller-, payer paier-, jeter jetter-).
std::string fr_future(const std::string& infinitive, int slot);

// Tu imperative: -er verbs (and ouvrir) drop the final s of the tu present (mange, regarde, ouvre,
// va), the others keep it (viens, prends, bois).
std::string fr_imperative(const EverydayVerb& v);

// Imparfait by rule from the nous form: pensons → pensais / pensait / pensions / pensaient /
// pensais; mangeais but mangions (every verb but être, which the grammar writes by table).
std::string fr_imparfait(const EverydayVerb& v, int slot);

// Finite forms by slot.
const char* fr_pouvoir(int slot);   // peux peut pouvons peuvent peux
const char* fr_vouloir(int slot);   // veux veut voulons veulent veux
const char* fr_voudrais(int slot);  // voudrais voudrait voudrions voudraient voudrais
const char* fr_devoir(int slot);    // dois doit devons doivent dois
const char* fr_aimer(int slot);     // aime aime aimons aiment aimes
const char* fr_aller(int slot);     // vais va allons vont vas

// The English modals of world 2 with a headword of their own and their French verb (the FreeDict
// test checks them): can pouvoir, want vouloir, need avoir besoin de, must devoir, like aimer.
// ("have to" → devoir and "would like" → voudrais are phrases, not headwords.)
struct ModalVerb {
  const char* en;
  const char* fr;
};
constexpr ModalVerb kModalVerbs[] = {{"can", "pouvoir"},
                                     {"want", "vouloir"},
                                     {"need", "avoir besoin de"},
                                     {"must", "devoir"},
                                     {"like", "aimer"}};

}  // namespace ap::s2s
