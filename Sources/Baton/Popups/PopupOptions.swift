/// What a visible pop-up does when a page transition is requested on its window.
public enum PopupNavigationRule: Hashable, Sendable {
  /// Page requests wait until the pop-up is dismissed (a force-update dialog must be answered
  /// first). The default, as for alerts.
  case blocksNavigation
  /// The pop-up is hidden, the page transition runs, and the pop-up is shown again afterwards if
  /// it is still in scope.
  case yieldsToNavigation
}

/// How a pop-up takes part in preemption.
public struct PopupPreemption: Hashable, Sendable {
  /// What a preempted pop-up does.
  public enum WhenPreempted: Hashable, Sendable {
    /// It rejoins the pending pop-ups, keeping its place, and is shown again once, after the one
    /// that preempted it. The default.
    case showAgain
    /// It ends ``PopupOutcome/preempted``.
    case end
  }

  /// Whether this pop-up hides a visible preemptible one of lower priority when its turn comes.
  public var preempts: Bool
  /// Whether a higher-priority pop-up that ``preempts`` may hide this one while it is visible.
  public var isPreemptible: Bool
  /// What this pop-up does when preempted.
  public var whenPreempted: WhenPreempted

  /// Creates a preemption rule.
  ///
  /// - Parameters:
  ///   - preempts: Whether it hides a visible preemptible pop-up of lower priority.
  ///   - isPreemptible: Whether a higher-priority preempting pop-up may hide it.
  ///   - whenPreempted: What it does when preempted.
  public init(
    preempts: Bool = false,
    isPreemptible: Bool = true,
    whenPreempted: WhenPreempted = .showAgain
  ) {
    self.preempts = preempts
    self.isPreemptible = isPreemptible
    self.whenPreempted = whenPreempted
  }
}

/// A check made when a pop-up's turn comes, and what a `false` answer does.
@MainActor
public struct PopupCondition {
  /// What a pop-up whose condition is false does.
  public enum Failure: Hashable, Sendable {
    /// It ends ``PopupOutcome/skipped``.
    case skip
    /// It waits and is checked again when the visible screen or the app's state changes, or on
    /// ``PopupQueue/conditionsMayHaveChanged()``.
    case waitAndRecheck
  }

  /// Whether the pop-up may show now.
  public var isSatisfied: @MainActor () -> Bool
  /// What a `false` answer does.
  public var whenFalse: Failure
  /// Whether it is checked again when the pop-up's show starts.
  ///
  /// The page transitions that were ahead of the show in the lane may have changed its answer:
  /// `false` then, the pop-up goes back to waiting and its next turn decides by ``whenFalse``.
  /// On for a condition on the page hierarchy (the app-wide guard's existing alerts), which
  /// those transitions change; off for the others, whose answer at their turn stands (a SwiftUI
  /// alert asked before a step keeps its place).
  package var isCheckedAgainWhenShowStarts = false

  /// Creates a condition.
  ///
  /// - Parameters:
  ///   - whenFalse: What a `false` answer does.
  ///   - isSatisfied: Whether the pop-up may show now; called on the main actor at its turn.
  public init(whenFalse: Failure = .skip, _ isSatisfied: @escaping @MainActor () -> Bool) {
    self.isSatisfied = isSatisfied
    self.whenFalse = whenFalse
  }
}
