/// The caller's handle on one request: its state, its outcome and a way to cancel it.
@MainActor
public final class TransitionTicket {
  /// Where a request stands.
  public enum State: Hashable, Sendable {
    /// Waiting for its turn.
    case pending
    /// In flight.
    case running
    /// Ended with the given outcome.
    case finished(TransitionOutcome)
  }

  /// What ``TransitionTicket/cancel()`` did.
  public enum CancelResult: Hashable, Sendable {
    /// The request was pending; it ended ``TransitionOutcome/cancelled``.
    case cancelled
    /// The request is in flight; UIKit cannot be stopped, so it runs to its end.
    case alreadyRunning
    /// The request had already ended; nothing changed.
    case alreadyFinished
  }

  /// The request's identifier.
  public let id: RequestID
  /// Where the request stands.
  public internal(set) var state: State {
    get { current }
    set { current = newValue }
  }
  // Private stored state behind the public property, so its exclusivity is checked statically.
  private var current: State = .pending

  /// What the transition does.
  let kind: TransitionKind
  /// The request's readable name.
  let label: String
  /// The lane's storage, not the ``Lane``: a ticket the caller keeps does not keep its lane
  /// alive (a lane that goes away delivers `windowGone` to its pending tickets as it goes).
  let storage: LaneStorage
  /// The key of its ``LanePolicy/replacePending(key:)`` policy, if any.
  let policyKey: String?
  /// The request, kept until it starts or ends.
  var request: TransitionRequest?
  var onOutcome: (@MainActor (TransitionOutcome) -> Void)?
  /// The tasks waiting in ``waitForOutcome()``, resumed with the outcome.
  var waiters: [CheckedContinuation<TransitionOutcome, Never>] = []
  /// Whether the ticket sits, live, in the lane's pending queue.
  var isQueued = false
  /// The key of its ``LanePolicy/replacePending(key:)`` policy while it is queued.
  var replacementKey: String?
  /// The identity registered for duplicate suppression while in flight or pending.
  var duplicateRegistration: DuplicateIndex.Registration?
  var hasBeenCancelled = false

  init(
    id: RequestID,
    request: consuming TransitionRequest,
    storage: LaneStorage,
    onOutcome: (@MainActor (TransitionOutcome) -> Void)?
  ) {
    self.id = id
    self.kind = request.kind
    self.label = request.label
    if case .replacePending(let key) = request.policy { policyKey = key } else { policyKey = nil }
    self.storage = storage
    self.onOutcome = onOutcome
    self.request = request
  }

  /// The request's outcome, once it has one.
  public var outcome: TransitionOutcome? {
    if case .finished(let outcome) = state { return outcome }
    return nil
  }

  /// Cancels the request if it is still pending.
  ///
  /// - Pending: the request ends ``TransitionOutcome/cancelled`` before this returns.
  /// - Running: UIKit cannot be stopped; returns ``CancelResult/alreadyRunning`` and reports
  ///   ``Diagnostic/Code/cancelWhileRunning``.
  /// - Finished: returns ``CancelResult/alreadyFinished``.
  ///
  /// A second call is reported as ``Diagnostic/Code/ticketCancelledTwice``. Never traps.
  ///
  /// - Returns: What the cancellation did.
  @discardableResult
  public func cancel() -> CancelResult {
    let isRepeat = hasBeenCancelled
    hasBeenCancelled = true
    return storage.cancel(self, isRepeat: isRepeat)
  }
}
