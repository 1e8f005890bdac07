// AppSession: the one object the UI, the JS API and the platform layer talk to. It owns the
// AppState, the undo/redo history, the cached evaluation of the lab scene (recomputed only when
// the scene changes, never per frame), the user-facing banner (bad link, bad input) and a revision
// counter the platform watches to update the URL. No ImGui, no SDL, no emscripten here.
#pragma once

#include "app/state/app_state.h"
#include "core/attention.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace ap {

class AppSession {
 public:
  AppSession();  // starts from the default preset

  const AppState& state() const { return state_; }
  const LabResult& result() const { return result_; }

  // Every user edit goes through here: fn mutates a copy of the state; if the result is a valid
  // scene it replaces the current state, records undo (consecutive edits with the same non-empty
  // merge_key — a drag — coalesce into one undo step) and re-evaluates. If invalid (NaN typed,
  // dimension mismatch), the state is unchanged, the banner says why, and false is returned.
  bool edit(const std::function<void(AppState&)>& fn, const std::string& merge_key = "");
  // Replace the whole state (setScene from JS, a preset, a decoded link). Validated like edit().
  bool replace(const AppState& next, bool record_undo, std::string* error = nullptr);
  // A change that is navigation, not an edit (a tab click, the projection axes, the tour step, the
  // language): fn mutates a copy of the state, which replaces it like replace() but records no undo
  // step — Ctrl+Z undoes edits, not where the user looked.
  bool navigate(const std::function<void(AppState&)>& fn);

  bool undo();
  bool redo();
  bool can_undo() const;
  bool can_redo() const;

  // Share link (URL fragment, without '#'; defined in app/link/session_link.cpp, beside the link
  // codec). load_link never loses the current state: on failure
  // it leaves the state as it was, sets the banner and returns false.
  std::string link() const;
  bool load_link(std::string_view fragment_or_url, std::string* error = nullptr);

  const std::string& banner() const { return banner_; }
  void set_banner(std::string message) { banner_ = std::move(message); }
  void clear_banner() { banner_.clear(); }

  std::uint64_t revision() const { return revision_; }  // +1 on every state change

 private:
  void commit(AppState next, bool record_undo, const std::string& merge_key);
  bool step(std::vector<AppState>& from, std::vector<AppState>& to);  // undo / redo
  void reject(const std::string& error, std::string* out_error);      // sets the banner
  void accepted();  // clears a banner that reported a rejected edit
  // The banner about a link (its problem, or "" once a good link opened): not an edit's, so
  // the next accepted edit does not clear it.
  void set_link_banner(std::string message);

  AppState state_;
  LabResult result_;
  std::string banner_;
  std::uint64_t revision_ = 0;
  // undo history: see session.cpp
  struct History;
  std::shared_ptr<History> history_;
};

}  // namespace ap
