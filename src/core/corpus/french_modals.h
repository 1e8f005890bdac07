// World 2's further modal forms (CorpusOptions::world = 2): could → pouvait (the imparfait of
// pouvoir: past ability, in statements) or pourrais (its conditional, in questions: "could you
// …?" → "est-ce que tu pourrais …?"), should → devrait, might → pourrait (conditionals), try to
// → essayer de, would + verb → the conditional (je mangerais), let's + verb → the nous
// imperative (mangeons). Slots as in the grammar: 0 je, 1 il/elle, 2 nous, 3 ils/elles, 4 tu.
#pragma once

#include <string>

#include "core/corpus/french_verbs.h"

namespace ap::s2s {

const char* fr_pouvoir_imparfait(int slot);    // pouvais pouvait pouvions pouvaient pouvais
const char* fr_pouvoir_conditional(int slot);  // pourrais pourrait pourrions pourraient pourrais
const char* fr_devoir_conditional(int slot);   // devrais devrait devrions devraient devrais
const char* fr_essayer(int slot);              // essaie essaie essayons essaient essaies

// The conditional: the futur simple's stem + the imparfait's endings (mangerais, irait, serions,
// viendraient, prendrais).
std::string fr_conditional(const std::string& infinitive, int slot);

// The further modals with a headword of their own and their French verb (the FreeDict test checks
// them): should devoir, try essayer. (could and might are forms of can and may, not headwords.)
constexpr ModalVerb kMoreModalVerbs[] = {{"should", "devoir"}, {"try", "essayer"}};

}  // namespace ap::s2s
