// Which of a Transformer's heads aligns like a reference alignment: for each layer × head of a
// translation's cross-attention, how many target words put their strongest weight on the same
// source word as the reference does (an RNNsearch alignment of the same output, or the mean
// over heads). The translator marks the best head with it.
#pragma once

#include "core/seq2seq/translator.h"

#include <vector>

namespace ap::s2s {

struct HeadAgreement {
  int layer = -1, head = -1;  // the best head; -1 when there is none (no maps, no rows)
  int agreeing = 0;           // its target words whose argmax matches the reference's
  int rows = 0;               // target words compared
};

// The column of row's largest weight (the first one on a tie); -1 for an empty row.
int argmax_column(const std::vector<float>& row);

// One head's agreement: maps[layer][head] against the reference, row by row. Rows past either
// side's end are not compared; a layer or head out of range compares none (rows = 0).
HeadAgreement head_agreement(const Translation::Maps& maps, int layer, int head,
                             const std::vector<std::vector<float>>& reference);

// maps: [layer][head][target][source]; reference: [target][source]. The best head is the one with
// the most agreeing rows; on a tie the lower layer, then the lower head.
HeadAgreement best_agreeing_head(const Translation::Maps& maps,
                                 const std::vector<std::vector<float>>& reference);

}  // namespace ap::s2s
