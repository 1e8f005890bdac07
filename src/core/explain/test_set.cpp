// Agreement and intervention figures over a set of sentences (test_set.h).
#include "core/explain/test_set.h"

#include "core/explain/agreement.h"
#include "core/explain/analysis.h"
#include "core/explain/intervention.h"

namespace ap::explain {

namespace {

// Running sums of one map's agreement with the gradient and leave-one-out.
struct Tally {
  double grad_same = 0, grad_rho = 0, loo_same = 0, loo_rho = 0;
  int rows = 0, grad_ranked = 0, loo_ranked = 0;
  void add(const MatD& view, const MatD& gradient, const MatD& loo) {
    const RowAgreement g = agreement(gradient, view), l = agreement(loo, view);
    rows += g.rows;
    grad_same += g.argmax_agreement * g.rows;
    loo_same += l.argmax_agreement * l.rows;
    grad_rho += g.spearman * g.ranked_rows;
    loo_rho += l.spearman * l.ranked_rows;
    grad_ranked += g.ranked_rows;
    loo_ranked += l.ranked_rows;
  }
  ViewFigures figures(const std::string& name) const {
    auto ratio = [](double x, int n) { return n > 0 ? x / n : 0.0; };
    return {name, ratio(grad_same, rows), ratio(grad_rho, grad_ranked), ratio(loo_same, rows),
            ratio(loo_rho, loo_ranked)};
  }
};

// The fraction of positions 0 … m−1 where the model keeps its word under `kind`.
int unchanged_positions(Stepper<float>& stepper, const SentenceAnalysis& a, InterventionKind kind) {
  int same = 0;
  for (size_t p = 0; p < a.target.size(); ++p) {
    const StepWeights<float> used =
        intervention_weights(kind, a.base.weights[p], 0, static_cast<std::uint64_t>(p) + 1);
    RunPlan<float> plan;
    plan.forced = a.target;
    plan.override_at = static_cast<int>(p);
    plan.replace = &used;
    plan.last = static_cast<int>(p);
    same += decode(stepper, a.src, plan).argmax[p] == a.target[p];
  }
  return same;
}

}  // namespace

ModelFigures test_set_figures(const s2s::Translator& t,
                              const std::vector<std::vector<std::string>>& sentences) {
  const s2s::ModelBundle& b = t.bundle();
  const bool tfm = b.kind() == s2s::ModelKind::Transformer;
  const int L = tfm ? b.transformer.config.dec_layers : 1;
  const int H = tfm ? b.transformer.config.heads : 1;
  std::vector<Tally> heads(static_cast<size_t>(L * H));
  Tally mean, roll, norm;
  ModelFigures f;
  int uniform_same = 0, permute_same = 0;
  const std::unique_ptr<Stepper<float>> stepper = make_stepper(b);
  for (const auto& tokens : sentences) {
    const SentenceAnalysis a = analyse(b, *stepper, t.source_vocabulary().encode(tokens));
    const Eigen::Index m = static_cast<Eigen::Index>(a.target.size());
    const Eigen::Index n = static_cast<Eigen::Index>(a.src.size());
    if (m == 0) continue;
    ++f.sentences;
    f.target_words += static_cast<int>(m);
    const MatD grad = gradient_share(a.gradient_signed).topLeftCorner(m, n);
    const MatD loo = a.leave_one_out.topLeftCorner(m, n);
    auto words = [&](const MatD& map) { return MatD(map.topLeftCorner(m, n)); };
    for (int l = 0; l < L; ++l)
      for (int h = 0; h < H; ++h) heads[l * H + h].add(words(a.cross[l][h]), grad, loo);
    if (tfm) {
      mean.add(words(attention_view(b, a, AttentionView::Mean, -1, -1)), grad, loo);
      roll.add(words(attention_view(b, a, AttentionView::Rollout, -1, -1)), grad, loo);
      norm.add(words(attention_view(b, a, AttentionView::Norm, -1, -1)), grad, loo);
    }
    uniform_same += unchanged_positions(*stepper, a, InterventionKind::Uniform);
    permute_same += unchanged_positions(*stepper, a, InterventionKind::Permute);
  }
  if (!tfm) {
    f.views.push_back(heads[0].figures("attention"));
  } else {
    size_t best = 0;
    for (size_t i = 1; i < heads.size(); ++i) {
      const ViewFigures x = heads[i].figures(""), y = heads[best].figures("");
      if (x.gradient_spearman + x.loo_spearman > y.gradient_spearman + y.loo_spearman) best = i;
    }
    f.best_layer = static_cast<int>(best) / H;
    f.best_head = static_cast<int>(best) % H;
    f.views = {heads[best].figures("best_head"), mean.figures("mean"), roll.figures("rollout"),
               norm.figures("norm")};
  }
  if (f.target_words > 0) {
    f.uniform_unchanged = static_cast<double>(uniform_same) / f.target_words;
    f.permute_unchanged = static_cast<double>(permute_same) / f.target_words;
  }
  return f;
}

}  // namespace ap::explain
