import Foundation

/// A scenario's pop-up statement (`Scenarios/README.md`, "Pop-ups").
enum ScenarioPopupStatement: Equatable, Sendable {
  /// `popup KEY [priority N] [home-only] [blocking|yielding] [preempts] [screen]
  /// [auto-dismiss S] [closes-after S]`: the app asks for an alert or a pop-up screen.
  case request(PopupStormAlert)
  /// `answer`: the user taps the first button of the alert on screen, or the pop-up screen's
  /// close button (nothing while it animates).
  case answer
  /// `dismiss-popup`: the app dismisses the pop-up on screen itself, from the controller that
  /// presented it (`dismiss(animated: true)`, no button handler, no queue).
  case dismissByApp
  /// `background`: the user leaves the app.
  case background
  /// `foreground`: the user comes back.
  case foreground
  /// `logout`: the server logs the user out.
  case logOut
}

/// A scenario's check on its pop-ups.
enum ScenarioPopupExpectation: Equatable, Sendable {
  /// `expect popup KEY STATE`: the last request with KEY is in STATE (see
  /// ``ScenarioPopupExpectation/states``).
  case state(key: String, String)
  /// `expect popups-visible N`: alerts on screen now.
  case visible(Int)
  /// `expect COUNTER N`: one of the storm's pop-up figures, so far.
  case count(Counter, Int)

  /// The pop-up figures a scenario can check, by their line's name.
  enum Counter: String, CaseIterable, Equatable, Sendable {
    case popupsShown = "popups-shown"
    case overlappingPopups = "overlapping-popups"
    case popupsDuringTransition = "popups-during-transition"
    case lostPopups = "lost-popups"
    case popupsOutOfScope = "popups-out-of-scope"
    case doublePopupOutcomes = "double-popup-outcomes"
    case stuckPopupQueues = "stuck-popup-queues"
    case tapsLostToAutoDismiss = "taps-lost-to-auto-dismiss"
    /// Whole seconds, rounded down.
    case blockedThreadSeconds = "blocked-thread-seconds"
  }

  /// The states `expect popup KEY STATE` knows: on screen now, waiting (no outcome, not on
  /// screen), shown at some point, never shown, without an outcome, or its outcome.
  static let states = [
    "visible", "waiting", "shown", "never-shown", "no-outcome", "dismissed", "auto-dismissed",
    "cancelled",
    "dropped", "preempted", "skipped", "expired", "capped", "timed-out",
  ]
}
