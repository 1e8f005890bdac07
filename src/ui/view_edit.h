// How the UI changes the view part of the state (tab, projection axes): through the session like
// every change, but not as an undo step — Ctrl+Z undoes edits of the scene, not tab clicks.
#pragma once

#include "app/session.h"

#include <functional>

namespace ap::ui {

void EditView(AppSession& session, const std::function<void(ViewState&)>& fn);

}  // namespace ap::ui
