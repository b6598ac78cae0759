/// The caller's handle on one pop-up request: its state, its outcome, and ways to end it.
///
/// Presenters receive it too, to report the user's choice.
@MainActor
public final class PopupTicket {
  /// Where a pop-up stands.
  public enum State: Hashable, Sendable {
    /// Waiting for its turn (also after being hidden to be shown again).
    case pending
    /// Its show waits in the lane or runs.
    case showing
    /// On screen.
    case visible
    /// Being hidden.
    case hiding
    /// Ended with the given outcome.
    case finished(PopupOutcome)
  }

  /// What ``cancel()`` did.
  public enum CancelResult: Hashable, Sendable {
    /// It was pending; it ended ``PopupOutcome/cancelled`` before this returned.
    case cancelled
    /// It is on screen (or appearing): it is hidden, then ends ``PopupOutcome/cancelled``.
    case hiding
    /// It is already being hidden for a dismissal, which stands.
    case alreadyEnding
    /// It had already ended; nothing changed.
    case alreadyFinished
  }

  /// What ``dismiss(_:)`` and ``reportOrphaned()`` did.
  public enum DismissResult: Hashable, Sendable {
    /// It is hidden (after its show, if that still runs), then ends dismissed.
    case dismissing
    /// It is already being hidden for a final reason, which stands.
    case alreadyEnding
    /// It has not been shown; nothing changed (cancel it instead).
    case notShown
    /// It had already ended; nothing changed.
    case alreadyFinished
  }

  /// Where a pending pop-up waits.
  enum Place: Hashable {
    /// Not pending.
    case none
    /// Ready to be picked.
    case ready
    /// Parked until its scope's screen, the given one, is visible.
    case waitingForScreen(PopupScreen)
    /// Parked until conditions are checked again.
    case waitingForCondition
  }

  /// The request's identifier on its queue.
  public let id: PopupID
  /// The pop-up's key.
  public let key: String
  /// The pop-up's priority.
  public let priority: Int
  /// The pop-up's group, if any.
  public let group: String?
  /// Where the pop-up stands.
  public var state: State { phase.state }

  /// Where it stands, with what only that stage holds (its show's lane ticket or transition).
  var phase = Phase.pending
  /// The request's rules, as they were when it was made.
  let rules: PopupRules
  /// The request's condition, kept until the pop-up ends.
  var condition: PopupCondition?
  /// Shows and hides it; kept past its outcome for a cleanup hide.
  let presenter: any PopupPresenter
  weak var queue: PopupQueue?
  var onOutcome: (@MainActor (PopupOutcome) -> Void)?
  var waiters: [CheckedContinuation<PopupOutcome, Never>] = []

  // Bookkeeping of the pending set (see `PopupPendingSet`).
  var place = Place.none

  /// Whether it has been on screen (it then no longer expires, is not counted against its cap
  /// again and never loses to the overflow rule).
  var hasBeenShown = false
  var expiryTimer: ScheduledWork?
  var autoDismissTimer: ScheduledWork?
  /// Whether it is a member of its group's open round (not closed yet); see
  /// `PopupOpenRound`.
  var isInOpenRound = false
  /// The round it belongs to once its group's round is closed.
  var round: PopupRound?
  /// When it expires unless shown before, on the scheduler's clock.
  var expiryDeadline: Double?
  /// The outcome decided while its show waited in the lane; given once the lane drops the show.
  ///
  /// Not part of ``ShowStage/waiting(laneTicket:)``: one decided by a lane observer of the
  /// show's start, after its check and before it performs, outlives that stage.
  var endingOutcome: PopupOutcome?
  /// The newest lane request made before this pop-up was asked: while it waits for its turn, a
  /// pop-up that blocks navigation holds every lane request made after it (order as asked).
  var placeInLane = RequestID(rawValue: 0)
  /// Whether it gave its place in the lane up: lane requests made after it waited the lane's
  /// ``Lane/Configuration-swift.struct/maximumStall`` while it did not show; it then shows
  /// after them.
  var hasGivenUpPlace = false
  /// The check of its condition due the lane's stall bound after it began waiting on it.
  var conditionStallCheck: ScheduledWork?
  /// Whether its wait on its condition was reported at the stall bound (once per pop-up).
  var hasReportedConditionStall = false

  init(
    id: PopupID,
    request: borrowing PopupRequest,
    onOutcome: (@MainActor (PopupOutcome) -> Void)?
  ) {
    self.id = id
    self.key = request.key
    self.priority = request.priority
    self.group = request.group
    self.rules = PopupRules(request)
    self.condition = request.condition
    self.presenter = request.presenter
    self.onOutcome = onOutcome
  }

  /// The pop-up's outcome, once it has one.
  public var outcome: PopupOutcome? {
    if case .finished(let outcome) = phase { return outcome }
    return nil
  }

  /// Cancels the pop-up, pending or on screen; it ends ``PopupOutcome/cancelled`` exactly once.
  ///
  /// - Returns: What the cancellation did.
  @discardableResult
  public func cancel() -> CancelResult {
    guard let queue, outcome == nil else { return .alreadyFinished }
    return queue.cancel(self)
  }

  /// Dismisses the pop-up on screen with the named action, as the user's choice does.
  ///
  /// Presenters call it when a button is tapped; the app may call it too. The pop-up is hidden,
  /// then ends ``PopupOutcome/dismissed(_:)`` with ``PopupDismissal/action(_:)``.
  ///
  /// - Parameter action: The action's name, such as the button's title.
  /// - Returns: What the dismissal did.
  @discardableResult
  public func dismiss(_ action: String) -> DismissResult {
    guard let queue, outcome == nil else { return .alreadyFinished }
    return queue.dismiss(self, .action(action))
  }

  /// Reports the user's choice of the named action, made before the presenter could report it:
  /// the choice wins over an auto-dismissal that fired in between.
  ///
  /// UIKit runs an alert action's handler only once the alert's dismissal animation has ended,
  /// so a button tapped just before the pop-up's ``PopupRequest/autoDismissAfter`` passed
  /// reaches the presenter after the queue began hiding it for ``PopupDismissal/autoDismissed``.
  /// Reported while that hide runs, the choice replaces it: the pop-up ends
  /// ``PopupDismissal/action(_:)``. Otherwise it does what ``dismiss(_:)`` does (a choice
  /// reported after any other final hide began changes nothing).
  ///
  /// > Important: Call it only for a choice the user made before the presenter was asked to hide
  /// > the pop-up (a tap whose dismissal was already running); a tap made later must not
  /// > overturn the auto-dismissal: report it with ``dismiss(_:)``.
  ///
  /// - Parameter action: The action's name, such as the button's title.
  /// - Returns: What the report did: ``DismissResult/dismissing`` when the choice stands.
  @discardableResult
  public func reportEarlierChoice(_ action: String) -> DismissResult {
    guard let queue, outcome == nil else { return .alreadyFinished }
    return queue.dismiss(self, .action(action), precedesAutoDismissal: true)
  }

  /// Reports that the pop-up's view or controller left the window without being dismissed.
  ///
  /// The pop-up ends ``PopupOutcome/dismissed(_:)`` with ``PopupDismissal/orphaned`` and the
  /// queue moves on; the presenter is not asked to hide it.
  ///
  /// - Returns: What the report did.
  @discardableResult
  public func reportOrphaned() -> DismissResult {
    guard let queue, outcome == nil else { return .alreadyFinished }
    return queue.dismiss(self, .orphaned)
  }
}
