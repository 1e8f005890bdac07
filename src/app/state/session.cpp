// AppSession (see session.h): the state, its undo/redo history, the cached evaluation and the
// banner. Every change funnels through commit(), which is the only place that bumps the revision
// (the platform rewrites the URL when it moves) and re-evaluates the lab scene — only when the
// lab actually changed, so the views never recompute attention per frame.
#include "app/state/session.h"

#include "app/scene/presets.h"

#include <utility>
#include <vector>

namespace ap {

// Undo history: the states before each recorded step (oldest first) and the states undone.
struct AppSession::History {
  static constexpr std::size_t kMaxSteps = 200;  // older steps are dropped
  std::vector<AppState> undo;
  std::vector<AppState> redo;
  std::string merge_key;  // key of the last recorded edit ("" = none / not mergeable)
  bool banner_from_edit =
      false;  // the banner reports a rejected edit (cleared by the next good one)
};

AppSession::AppSession() : history_(std::make_shared<History>()) {
  state_.lab = default_scene();
  result_ = evaluate_lab(state_.lab);
}

// Makes `next` the current state. record_undo: push the old state (unless merged into the
// previous step of the same drag). Does nothing if nothing changed.
void AppSession::commit(AppState next, bool record_undo, const std::string& merge_key) {
  History& h = *history_;
  if (next == state_) return;
  if (record_undo) {
    const bool merge = !merge_key.empty() && merge_key == h.merge_key && !h.undo.empty();
    if (!merge) {
      h.undo.push_back(state_);
      if (h.undo.size() > History::kMaxSteps) h.undo.erase(h.undo.begin());
    }
    h.redo.clear();
    h.merge_key = merge_key;
  } else {
    h.merge_key.clear();
  }
  const bool lab_changed = next.lab != state_.lab;
  state_ = std::move(next);
  if (lab_changed) result_ = evaluate_lab(state_.lab);
  ++revision_;
}

void AppSession::reject(const std::string& error, std::string* out_error) {
  banner_ = error;
  history_->banner_from_edit = true;
  if (out_error) *out_error = error;
}

void AppSession::accepted() {
  if (history_->banner_from_edit) {
    banner_.clear();
    history_->banner_from_edit = false;
  }
}

bool AppSession::edit(const std::function<void(AppState&)>& fn, const std::string& merge_key) {
  AppState next = state_;
  fn(next);
  std::string error;
  if (!validate_scene(next.lab, &error)) {
    reject(error, nullptr);
    return false;
  }
  accepted();
  commit(std::move(next), /*record_undo=*/true, merge_key);
  return true;
}

bool AppSession::replace(const AppState& next, bool record_undo, std::string* error) {
  std::string problem;
  if (!validate_scene(next.lab, &problem)) {
    reject(problem, error);
    return false;
  }
  accepted();
  history_->merge_key.clear();  // a replacement never merges with a drag
  commit(next, record_undo, "");
  return true;
}

bool AppSession::navigate(const std::function<void(AppState&)>& fn) {
  AppState next = state_;
  fn(next);
  return replace(next, /*record_undo=*/false);
}

// One undo or redo: the current state goes onto `to` and the top of `from` becomes current.
bool AppSession::step(std::vector<AppState>& from, std::vector<AppState>& to) {
  if (from.empty()) return false;
  to.push_back(std::move(state_));
  AppState target = std::move(from.back());
  from.pop_back();
  history_->merge_key.clear();
  const bool lab_changed = target.lab != to.back().lab;
  state_ = std::move(target);
  if (lab_changed) result_ = evaluate_lab(state_.lab);
  ++revision_;
  return true;
}

bool AppSession::undo() { return step(history_->undo, history_->redo); }
bool AppSession::redo() { return step(history_->redo, history_->undo); }

bool AppSession::can_undo() const { return !history_->undo.empty(); }
bool AppSession::can_redo() const { return !history_->redo.empty(); }

void AppSession::set_link_banner(std::string message) {
  banner_ = std::move(message);
  history_->banner_from_edit = false;
}

}  // namespace ap
