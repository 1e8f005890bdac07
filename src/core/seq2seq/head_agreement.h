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

// maps: [layer][head][target][source]; reference: [target][source]. Rows past either side's
// end are not compared. The best head is the one with the most agreeing rows; on a tie the
// lower layer, then the lower head.
HeadAgreement best_agreeing_head(const Translation::Maps& maps,
                                 const std::vector<std::vector<float>>& reference);

}  // namespace ap::s2s
