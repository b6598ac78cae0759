import Foundation

/// A pop-up a caller asks a ``PopupQueue`` to show: what it is, when it may show, and how it
/// competes with other pop-ups and with page transitions.
@MainActor
public struct PopupRequest {
  /// What a request whose key is already pending or visible does.
  public enum DuplicateRule: Hashable, Sendable {
    /// The newcomer ends ``PopupOutcome/dropped(_:)`` with ``PopupDropReason/duplicate``. The
    /// default.
    case dropNewcomer
    /// A pending pop-up with the key ends ``PopupDropReason/duplicate`` and the newcomer joins
    /// the queue; when the one with the key is already on screen, the newcomer is dropped.
    case replacePending
  }

  /// Identifies the pop-up for de-duplication, cancellation and frequency caps.
  public var key: String
  /// Higher shows first; first-in first-out among equal priorities.
  public var priority: Int
  /// Where it may be shown.
  public var scope: PopupScope
  /// What it does when shown and its scope's screen stops being the visible one.
  public var whenScopeLeaves: PopupScope.Exit
  /// Checked when its turn comes, if any.
  public var condition: PopupCondition?
  /// Seconds after the request within which it must be shown, or it ends
  /// ``PopupOutcome/expired``; `nil` for no limit.
  public var expiresAfter: TimeInterval?
  /// Seconds it stays on screen before it is dismissed with ``PopupDismissal/autoDismissed``;
  /// `nil` to wait for a dismissal.
  public var autoDismissAfter: TimeInterval?
  /// What it does when a page transition is requested while it is visible.
  public var navigation: PopupNavigationRule
  /// How it takes part in preemption.
  public var preemption: PopupPreemption
  /// The group it belongs to, for ``PopupQueue/cancelGroup(_:)`` and rounds.
  public var group: String?
  /// What it does when its key is already pending or visible.
  public var whenDuplicate: DuplicateRule
  /// How often pop-ups with its key may be shown, if limited.
  public var frequencyCap: PopupFrequencyCap?
  /// How long showing or hiding should take, in seconds; the lane's watchdog allows a multiple.
  public var expectedAnimationDuration: TimeInterval
  /// Shows and hides it.
  public var presenter: any PopupPresenter

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - key: Identifies the pop-up for de-duplication, cancellation and caps; not empty.
  ///   - priority: Higher shows first.
  ///   - scope: Where it may be shown.
  ///   - whenScopeLeaves: What it does when its screen leaves while it is visible.
  ///   - condition: Checked when its turn comes.
  ///   - expiresAfter: Seconds within which it must be shown.
  ///   - autoDismissAfter: Seconds it stays on screen.
  ///   - navigation: Whether it blocks page transitions or yields to them.
  ///   - preemption: How it takes part in preemption.
  ///   - group: Its group.
  ///   - whenDuplicate: What it does when its key is already pending or visible.
  ///   - frequencyCap: How often its key may be shown.
  ///   - expectedAnimationDuration: How long showing or hiding should take, in seconds.
  ///   - presenter: Shows and hides it.
  public init(
    key: String,
    priority: Int = 0,
    scope: PopupScope = .anywhere,
    whenScopeLeaves: PopupScope.Exit = .hideAndWait,
    condition: PopupCondition? = nil,
    expiresAfter: TimeInterval? = nil,
    autoDismissAfter: TimeInterval? = nil,
    navigation: PopupNavigationRule = .blocksNavigation,
    preemption: PopupPreemption = PopupPreemption(),
    group: String? = nil,
    whenDuplicate: DuplicateRule = .dropNewcomer,
    frequencyCap: PopupFrequencyCap? = nil,
    expectedAnimationDuration: TimeInterval = 0.3,
    presenter: any PopupPresenter
  ) {
    self.key = key
    self.priority = priority
    self.scope = scope
    self.whenScopeLeaves = whenScopeLeaves
    self.condition = condition
    self.expiresAfter = expiresAfter
    self.autoDismissAfter = autoDismissAfter
    self.navigation = navigation
    self.preemption = preemption
    self.group = group
    self.whenDuplicate = whenDuplicate
    self.frequencyCap = frequencyCap
    self.expectedAnimationDuration = expectedAnimationDuration
    self.presenter = presenter
  }

  /// Why the request cannot be used, or `nil` when it can.
  var invalidity: PopupInvalidReason? {
    if key.isEmpty { return .emptyKey }
    if let expiresAfter, !Self.isPositive(expiresAfter) {
      return .invalidDuration("expiresAfter")
    }
    if let autoDismissAfter, !Self.isPositive(autoDismissAfter) {
      return .invalidDuration("autoDismissAfter")
    }
    if !Self.isPositive(expectedAnimationDuration) && expectedAnimationDuration != 0 {
      return .invalidDuration("expectedAnimationDuration")
    }
    if let frequencyCap, !frequencyCap.isValid { return .invalidFrequencyCap }
    return nil
  }

  private static func isPositive(_ duration: TimeInterval) -> Bool {
    duration.isFinite && duration > 0
  }
}
