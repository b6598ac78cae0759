/// Why the queue hides a pop-up, and so what happens once it is gone.
enum PopupHideReason: Hashable, Sendable {
  /// Dismissed: ends ``PopupOutcome/dismissed(_:)``.
  case dismissed(PopupDismissal)
  /// Cancelled: ends ``PopupOutcome/cancelled``.
  case cancelled
  /// A preempting pop-up takes the screen: it is shown again later or ends
  /// ``PopupOutcome/preempted``, by its rule.
  case preempted(PopupPreemption.WhenPreempted)
  /// A page transition was requested and the pop-up yields: it is shown again later.
  case yielded
  /// Its scope's screen left: it waits again or ends dismissed, by its rule.
  case scopeLeft(PopupScope.Exit)
  /// Its show timed out and it already has its outcome: whatever the presenter may have put on
  /// screen is taken off.
  case cleanup

  /// Whether the pop-up ends once hidden (rather than waiting to be shown again).
  var isFinal: Bool {
    switch self {
    case .dismissed, .cancelled, .preempted(.end), .scopeLeft(.dismiss), .cleanup: true
    case .preempted(.showAgain), .yielded, .scopeLeft(.hideAndWait): false
    }
  }

  /// The reason that holds when `later` arrives while the pop-up is already being hidden for
  /// this one: a final reason stays; a returning one gives way to any later reason.
  func merged(with later: PopupHideReason) -> PopupHideReason {
    isFinal ? self : later
  }

  /// The outcome once hidden, or `nil` when the pop-up waits to be shown again (or, for
  /// ``cleanup``, already has its outcome).
  var outcome: PopupOutcome? {
    switch self {
    case .dismissed(let dismissal): .dismissed(dismissal)
    case .cancelled: .cancelled
    case .preempted(.end): .preempted
    case .scopeLeft(.dismiss): .dismissed(.scopeLeft)
    case .preempted(.showAgain), .yielded, .scopeLeft(.hideAndWait), .cleanup: nil
    }
  }
}
