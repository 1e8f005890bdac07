// ExplainKey and the formula strings (see key_explain.h).
#include "ui/tabs/key_explain.h"

#include "ui/fonts.h"
#include "ui/i18n.h"
#include "ui/palette.h"
#include "ui/widget_ids.h"

#include <imgui.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace ap::ui {

namespace {

constexpr int kMaxTerms = 6;  // longer sums are cut with "..." (d can be 64)

std::string Num(float v) {
  char buf[32];
  std::snprintf(buf, sizeof(buf), "%.3f", static_cast<double>(v));
  return buf;
}
std::string Paren(float v) { return v < 0 ? "(" + Num(v) + ")" : Num(v); }

// "[a, b, c, ...]" of the first kMaxTerms entries.
template <typename V>
std::string VecText(const V& v) {
  std::string s = "[";
  const Eigen::Index n = v.size();
  for (Eigen::Index i = 0; i < n && i < kMaxTerms; ++i) {
    if (i) s += ", ";
    s += Num(v(i));
  }
  if (n > kMaxTerms) s += ", ... (" + std::to_string(n) + " numbers)";
  return s + "]";
}

// "a0*b0 + a1*b1 + ..." of the first kMaxTerms products.
template <typename A, typename B>
std::string Terms(const A& a, const B& b) {
  std::string s;
  const Eigen::Index n = a.size();
  for (Eigen::Index i = 0; i < n && i < kMaxTerms; ++i) {
    if (i) s += " + ";
    s += Paren(a(i)) + "*" + Paren(b(i));
  }
  if (n > kMaxTerms) s += " + ... (" + std::to_string(n) + " terms)";
  return s;
}

}  // namespace

const char* ScoreFormula(ScoreFunction f) {
  switch (f) {
    case ScoreFunction::Dot:
      return Tr("formula.dot", "score(q, k) = qᵀk  (dot product)");
    case ScoreFunction::ScaledDot:
      return Tr("formula.scaled_dot", "score(q, k) = qᵀk / √d  (scaled dot product)");
    case ScoreFunction::General:
      return Tr("formula.general", "score(q, k) = qᵀW k  (general, W is d × d)");
    case ScoreFunction::Additive:
      return Tr("formula.additive",
                "score(q, k) = vᵀ tanh(Wq q + Wk k)  (additive, hidden size h)");
    case ScoreFunction::Cosine:
      return Tr("formula.cosine", "score(q, k) = qᵀk / (‖q‖ ‖k‖)  (cosine)");
  }
  return "";
}

std::string ExplainKey(const AttentionScene& s, const AttentionResult& r, int key) {
  if (key < 0 || key >= s.n() || r.scores.size() != s.n()) return {};
  const Vec q = s.queries.row(0).transpose();
  const Vec k = s.keys.row(key).transpose();
  const float score = r.scores(key);
  std::string t;
  t += ScoreFormula(s.spec.score);
  t += "\n";
  switch (s.spec.score) {
    case ScoreFunction::Dot:
      t += "qᵀk = " + Terms(q, k) + "\n      = " + Num(score) + "\n";
      break;
    case ScoreFunction::ScaledDot: {
      const float dot = q.dot(k);
      t += "qᵀk = " + Terms(q, k) + " = " + Num(dot) + "\n";
      t += "score = " + Num(dot) + " / √(" + std::to_string(s.d()) + ") = " + Num(dot) + " / " +
           Num(std::sqrt(static_cast<float>(s.d()))) + " = " + Num(score) + "\n";
      break;
    }
    case ScoreFunction::General: {
      const ScoreParams& p = s.spec.params;
      if (p.W.rows() == s.d() && p.W.cols() == s.d()) {
        const Vec wk = p.W * k;
        t += "W k = " + VecText(wk) + "\n";
        t += "qᵀ(W k) = " + Terms(q, wk) + "\n          = " + Num(score) + "\n";
      }
      break;
    }
    case ScoreFunction::Additive: {
      const ScoreParams& p = s.spec.params;
      if (p.Wq.cols() == s.d() && p.Wk.cols() == s.d() && p.v.size() == p.Wq.rows()) {
        const Vec pre = p.Wq * q + p.Wk * k;
        const Vec act = pre.array().tanh().matrix();
        t += "Wq q + Wk k = " + VecText(pre) + "\n";
        t += "tanh(...)   = " + VecText(act) + "\n";
        t += "vᵀ tanh(…) = " + Terms(p.v, act) + "\n              = " + Num(score) + "\n";
      }
      break;
    }
    case ScoreFunction::Cosine: {
      t += "qᵀk = " + Terms(q, k) + " = " + Num(q.dot(k)) + "\n";
      t += "‖q‖ = " + Num(q.norm()) + ", ‖k‖ = " + Num(k.norm()) + "\n";
      t += "score = " + Num(q.dot(k)) + " / (" + Num(q.norm()) + " · " + Num(k.norm()) +
           ") = " + Num(score) + "\n";
      break;
    }
  }

  const bool masked = !s.mask.empty() && !s.mask[static_cast<std::size_t>(key)];
  if (masked) {
    t += Tr("explain.masked", "This key is masked: its weight is exactly 0 and it adds nothing.");
    return t;
  }
  const float tau = s.spec.temperature;
  // The softmax as the core computes it: exp((s_i - max)/tau) / sum_j exp((s_j - max)/tau),
  // over the unmasked keys; subtracting the max changes nothing but keeps exp from overflowing.
  float max_s = -INFINITY;
  for (int i = 0; i < s.n(); ++i)
    if (s.mask.empty() || s.mask[static_cast<std::size_t>(i)]) max_s = std::max(max_s, r.scores(i));
  double sum = 0.0;
  for (int i = 0; i < s.n(); ++i)
    if (s.mask.empty() || s.mask[static_cast<std::size_t>(i)])
      sum += std::exp(static_cast<double>((r.scores(i) - max_s) / tau));
  const double e = std::exp(static_cast<double>((score - max_s) / tau));
  t += "score / τ = " + Num(score) + " / " + Num(tau) + " = " + Num(score / tau) + "\n";
  t += "exp((score − max) / τ) = exp((" + Num(score) + " − " + Num(max_s) + ") / " + Num(tau) +
       ") = " + Num(static_cast<float>(e)) + "\n";
  t += Tr("explain.sum", "sum over unmasked keys") + std::string(" = ") +
       Num(static_cast<float>(sum)) + "\n";
  t += "weight = " + Num(static_cast<float>(e)) + " / " + Num(static_cast<float>(sum)) + " = " +
       Num(r.weights(key)) + "\n";
  t += "contribution = weight · v = " + Num(r.weights(key)) + " · " + VecText(s.values.row(key)) +
       "\n             = " + VecText(r.contributions.row(key));
  return t;
}

void KeyComputationTooltip(const AttentionScene& scene, const AttentionResult& result, int key) {
  if (key < 0 || key >= scene.n()) return;
  ImGui::BeginTooltip();
  ImGui::PushStyleColor(ImGuiCol_Text, KeyColor(key));
  ImGui::Text("%s %d: %s", Tr("explain.key", "key"), key,
              scene.labels[static_cast<std::size_t>(key)].c_str());
  ImGui::PopStyleColor();
  ImGui::Separator();
  const std::string text = ExplainKey(scene, result, key);
  ImGui::PushFont(Fonts::Mono());  // the lines align their "=" signs
  ImGui::TextUnformatted(text.c_str());
  ImGui::PopFont();
  const ImVec2 pos = ImGui::GetWindowPos(), size = ImGui::GetWindowSize();
  RecordRect(WidgetName("tooltip/key/%d", key), pos, ImVec2(pos.x + size.x, pos.y + size.y));
  ImGui::EndTooltip();
}

}  // namespace ap::ui
