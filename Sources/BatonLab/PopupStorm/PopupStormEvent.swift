import Foundation

/// One thing that happens to the pop-up storm's app.
enum PopupStormEvent: Equatable, Sendable {
  /// The user taps a row: an animated push of a detail screen.
  case push
  /// The user taps back: an animated pop.
  case pop
  /// The app asks for an alert (a user event or a late network reply).
  case alert(PopupStormAlert)
  /// The user taps the first button of the alert on screen, if any.
  case answer
  /// The user swipes home.
  case background
  /// The user comes back.
  case foreground
  /// The server logs the user out: every pop-up is cancelled and the stack goes to its root.
  case logOut
  /// Virtual time passes.
  case wait(TimeInterval)
}

/// An alert the app asks for.
struct PopupStormAlert: Equatable, Sendable {
  /// Its de-duplication key.
  var key: String
  /// Higher shows first (where the strategy knows priorities).
  var priority = 0
  /// Whether it may only show over the home screen.
  var homeOnly = false
  /// Whether page transitions hide it and show it again afterwards (Baton's
  /// `.yieldsToNavigation`) rather than wait for its answer (`.blocksNavigation`, the default).
  var yields = false
  /// Whether it hides a visible pop-up of lower priority, which shows again afterwards (Baton's
  /// `PopupPreemption(preempts: true)`).
  var preempts = false
  /// Seconds it stays on screen before it goes by itself (a toast, a promotion), if it does:
  /// Baton's `autoDismissAfter`; the classic apps' own timer and `dismiss(animated: true)`.
  var autoDismissAfter: TimeInterval?
  /// Whether it is a pop-up screen (a ``PopupScreenController``) rather than an alert.
  var isScreen = false
  /// Seconds after a pop-up screen appears that it closes itself with `dismiss(animated: true)`,
  /// if it does.
  var closesAfter: TimeInterval?
}
