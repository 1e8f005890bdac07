// Does attention explain the translation? One shipped attention translator (RNNsearch or the
// Transformer; RNNencdec has no attention and is refused), one English sentence, and several
// answers to "which source words made the model write target word t", set side by side:
//
// Output: the greedy translation (beam 1). Every method explains THAT output: the decoder is
//   forced along it (teacher forcing), so position t always reads the same French prefix.
// Maps: one row per target word, one column per source word (the </s> row and column left out,
//   like Translation::alignment; a row may then sum to slightly less than 1).
//
//   attention      RNNsearch: its α. Transformer, by Options::view (cross-attention, decoder
//                  layer Options::layer, −1 = the last):
//                    head     one head (Options::head, −1 = head 0);
//                    mean     the mean over the layer's heads (the translator's alignment);
//                    rollout  attention rollout (Abnar & Zuidema 2020) through the encoder:
//                             Â_l = rownorm(½ I + ½ Ā_l) per encoder layer (Ā_l its heads' mean),
//                             R_enc = Â_L ⋯ Â_1, and the translation's map is C̄ · R_enc with C̄
//                             the LAST decoder layer's mean cross-attention (rows sum to 1 over
//                             the source positions incl. </s>). The decoder's self-attention is
//                             not rolled out: it mixes target positions, not source ones.
//                    norm     ‖Σ_h α^h_tj f^h(x_j)‖, f^h(x) = W_O^h (W_V^h x + b_V^h)
//                             (Kobayashi et al. 2020) for the layer's cross-attention, x_j the
//                             encoder output j; each row divided by its sum over the source
//                             positions incl. </s>.
//   gradient       gradient × input: s_tj = ∂ log p(y_t | y_<t, x)/∂e_j · e_j, e_j the
//                  embedding vector of source position j (saliency.h). Shown as |s_tj| / Σ_j'
//                  |s_tj'| (the sum over the source positions incl. </s>): the share of the
//                  magnitude; gradient_signed keeps s_tj.
//   leave_one_out  log p(y_t | y_<t, x) − log p(y_t | y_<t, x with source word j → <unk>), in
//                  nats, signed (positive: the word helped the model's choice).
//   rollout, norm  the Transformer's two derived views, always computed (empty for RNNsearch).
//
// Summary: each other method against the chosen attention map (agreement.h): argmax agreement
//   (fraction of target words whose strongest source word is the same) and Spearman's ρ (the mean
//   over target words of the rows' rank correlation). For the Transformer the other attention
//   views (mean, rollout, norm; not the chosen one) are compared too.
//
// Interventions (Jain & Wallace 2019) run the real decoder with its attention replaced at ONE
//   target position (Options::position) and report what the model writes:
//   uniform   1/Tx over the source words and </s> (the model attends over both);
//   permute   the model's own weights at that position, positions shuffled by a seeded
//             permutation (never the identity when Tx > 1);
//   word      all weight on source word Options::word.
//   RNNsearch replaces its α; the Transformer replaces the cross-attention of EVERY decoder layer
//   and head at that position (permute: each head's own weights, the same permutation for all).
//   keep (release = false): the original French prefix is fed at every position (forced); the
//     reported word at each position ≥ position is the model's argmax there, so only words at
//     and after the position can change, and later ones only through the changed decoder state.
//   release: the model decodes greedily from the position on (it reads its own new words).
//
// explain() is no-throw: bad input is refused with false and a message.
#pragma once

#include "core/enum_names.h"
#include "core/seq2seq/translator.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ap::explain {

enum class AttentionView { Head, Mean, Rollout, Norm };
inline constexpr EnumName<AttentionView> kAttentionViewNames[] = {
    {AttentionView::Head, "head"},
    {AttentionView::Mean, "mean"},
    {AttentionView::Rollout, "rollout"},
    {AttentionView::Norm, "norm"}};
constexpr const auto& enum_names(AttentionView) { return kAttentionViewNames; }

enum class InterventionKind { None, Uniform, Permute, Word };
inline constexpr EnumName<InterventionKind> kInterventionKindNames[] = {
    {InterventionKind::None, "none"},
    {InterventionKind::Uniform, "uniform"},
    {InterventionKind::Permute, "permute"},
    {InterventionKind::Word, "word"}};
constexpr const auto& enum_names(InterventionKind) { return kInterventionKindNames; }

using Map = std::vector<std::vector<float>>;  // (target word, source word)

struct Options {
  AttentionView view = AttentionView::Mean;  // RNNsearch has one attention: view is ignored
  int layer = -1, head = -1;  // Transformer: decoder layer (−1 = last), head for view Head
  InterventionKind intervention = InterventionKind::None;
  int position = -1;       // target word index whose attention is replaced
  int word = -1;           // source word index for Word
  bool release = false;    // false: keep the original French prefix; true: re-decode greedily
  std::uint64_t seed = 1;  // the permutation's
};

struct Agreement {
  std::string method;  // "gradient", "leave_one_out", "head", "mean", "rollout", "norm"
  double argmax_agreement = 0;
  double spearman = 0;
};

struct InterventionResult {
  int position = -1;
  InterventionKind kind = InterventionKind::None;
  bool release = false;
  std::vector<std::string> tokens;  // the French words after the intervention ("</s>" where
                                    // keep mode's argmax is the end of the sentence)
  std::vector<bool> changed;        // per position < max(both lengths): differs from the original
  std::string translation;
  // The weights used at the position over the source words AND </s> (last column): one row for
  // RNNsearch; the Transformer's row l·H + h is layer l, head h.
  Map attention_used;
};

struct Explanation {
  std::vector<std::string> source_tokens, target_tokens;
  std::string translation;
  Map attention;        // the chosen view
  Map gradient;         // |gradient × input|, rows normalised (above)
  Map gradient_signed;  // gradient × input
  Map leave_one_out;    // nats
  Map rollout, norm;    // Transformer only (empty for RNNsearch)
  std::vector<Agreement> summary;
  bool has_intervention = false;
  InterventionResult intervention;
};

// False with *error (and *out untouched) for RNNencdec, an empty sentence, one with no known
// word or too long (the translator's messages), a layer, head, position or word out of range.
bool explain(const s2s::Translator& translator, std::string_view sentence, const Options& options,
             Explanation* out, std::string* error);

}  // namespace ap::explain
