// The probe sentence's alignment, and how right it is. The default probe (training_config.h),
// "Where is your cold coffee?" → "Où est ton café froid ?", reorders like the article's sentence
// (froid after café). Its reference alignment says, for each French word, which English word it
// translates:
//   où→where  est→is  ton→your  café→coffee  froid→cold
// probe_accuracy() decodes the reference French with teacher forcing (so the figure exists
// whatever the model outputs) and counts the French words whose strongest attention weight is on
// their English word: a fraction of the 5 words (the question mark is not a word). Chance is about
// 1/7 (5 words + "?" + </s> to choose from).
// The Transformer has one cross-attention map per decoder layer and head: its translation comes
// with every map, and its accuracy is counted per map (the best map is the head that aligns).
#pragma once

#include "core/seq2seq/model.h"
#include "core/seq2seq/vocabulary.h"
#include "core/transformer/model.h"

#include <string>
#include <vector>

namespace ap {

struct ProbeReference {
  std::vector<std::string> source, target;  // tokens, without </s>
  std::vector<int> aligned_to;              // per target token: source index, -1 = not counted
};
// The default probe's reference (tokens as the tokenizer gives them).
const ProbeReference& default_probe_reference();

// Greedy translation of src (ids without </s>) and its alignment: *target gets the tokens (with
// "</s>" if it ended), *alignment (target.size(), src.size() + 1) row-major (RNNsearch; empty
// for RNNencdec).
void probe_translation(const s2s::Seq2SeqModel<float>& model, const std::vector<int>& src,
                       const s2s::Vocabulary& fr, std::vector<std::string>* target,
                       std::vector<float>* alignment);

// The fraction of the reference's counted words whose strongest weight (teacher-forced decoding
// of ref.target) is on their English word; -1 for RNNencdec (no attention) or a reference
// whose words are not all in the vocabularies.
double probe_accuracy(const s2s::Seq2SeqModel<float>& model, const s2s::Vocabulary& en,
                      const s2s::Vocabulary& fr, const ProbeReference& ref);

// The Transformer's greedy translation of src and its cross-attention: *alignment holds one
// (target.size(), src.size() + 1) row-major map per decoder layer and head, layer-major.
void probe_translation(const tfm::TransformerModel<float>& model, const std::vector<int>& src,
                       const s2s::Vocabulary& fr, std::vector<std::string>* target,
                       std::vector<float>* alignment);

// The accuracy of each cross-attention map (layer-major, as probe_translation's maps), by
// teacher-forced decoding of ref.target; empty for a reference whose words are not all in the
// vocabularies.
std::vector<double> probe_head_accuracy(const tfm::TransformerModel<float>& model,
                                        const s2s::Vocabulary& en, const s2s::Vocabulary& fr,
                                        const ProbeReference& ref);

}  // namespace ap
