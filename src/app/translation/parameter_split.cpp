// parameter_split (see parameter_split.h): walks the model's tensors; a tensor with a side as
// long as the source or the target vocabulary holds one row or column per word.
#include "app/translation/parameter_split.h"

#include <string>

namespace ap {

ParameterSplit parameter_split(const s2s::ModelBundle& bundle, s2s::ModelKind kind) {
  ParameterSplit split;
  const auto vs = static_cast<Eigen::Index>(bundle.src_words.size());
  const auto vt = static_cast<Eigen::Index>(bundle.tgt_words.size());
  auto count = [&](const std::string&, const auto& m) {
    const auto n = static_cast<std::size_t>(m.size());
    split.total += n;
    if (m.rows() == vs || m.cols() == vs || m.rows() == vt || m.cols() == vt) split.per_word += n;
  };
  if (kind == s2s::ModelKind::Transformer)
    bundle.transformer.params.visit(count);
  else
    bundle.model.params.visit(count);
  return split;
}

}  // namespace ap
