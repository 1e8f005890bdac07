// The two C functions web/attention-api.js calls (ap_api_names, ap_api_call), answering from the
// PageApi installed here. See app/page/page_api.h for the functions themselves.
#pragma once

#include "app/page/page_api.h"

namespace ap::platform {

void install_exported_api(const PageApi* api);  // not owned; must outlive the page

}  // namespace ap::platform
