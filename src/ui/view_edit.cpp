// EditView (see view_edit.h).
#include "ui/view_edit.h"

namespace ap::ui {

void EditView(AppSession& session, const std::function<void(ViewState&)>& fn) {
  AppState next = session.state();
  fn(next.view);
  session.replace(next, /*record_undo=*/false);
}

}  // namespace ap::ui
