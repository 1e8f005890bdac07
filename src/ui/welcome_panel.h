// WelcomePanel: the newcomer's first screen, a modal over the page while services.welcome is open
// (app/page/welcome.h decides when). What the playground is, in two lines, and two ways in:
// "Follow the article" opens the Tour at its first step, "Play with attention" the vector lab.
// Enter takes the first, Esc closes the welcome where the page stands (the lab); a click or a tap
// on either button does what it says. Every way out is remembered on the device.
// Its language toggle sits at the top, since a first visit has no link to say the language.
// Widget ids: "welcome" (the dialog), "welcome/tour", "welcome/lab", "welcome/lang/en|zh".
#pragma once

#include "app/page/app_services.h"
#include "app/state/session.h"

namespace ap::ui {

class WelcomePanel {
 public:
  explicit WelcomePanel(AppServices& services) : services_(services) {}
  // Inside the main window, after its content: opens the modal while the welcome is open.
  void Draw(AppSession& session);

 private:
  AppServices& services_;
};

}  // namespace ap::ui
