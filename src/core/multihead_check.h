// Internal (src/core only): shape check shared by the multi-head forward and backward.
#pragma once

#include "core/multihead.h"

namespace ap::detail {

// Throws std::invalid_argument(where + ": " + what is wrong) unless p fits inputs of width d_model.
void check_multihead(const char* where, Eigen::Index n, Eigen::Index d_model,
                     const MultiHeadParams& p);

}  // namespace ap::detail
