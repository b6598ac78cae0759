/// A handle to work that a ``MainLoopScheduler`` will run after a delay.
///
/// Cancelling is idempotent: the first call before the work runs prevents it; later calls,
/// and calls after the work ran, do nothing.
@MainActor
public final class ScheduledWork {
  /// Where the scheduled work stands.
  package enum State: Sendable, Equatable {
    /// The work waits for its deadline.
    case pending
    /// The work ran.
    case ran
    /// The work was cancelled before it ran.
    case cancelled
  }

  /// Where the work stands now.
  package var state: State { current }

  /// Whether the work still waits for its deadline: it neither ran nor was cancelled.
  public var isPending: Bool { current == .pending }

  // Private stored state behind the public property, so its exclusivity is checked statically.
  private var current: State = .pending

  private let onCancel: (@MainActor () -> Void)?
  /// The work itself, for the schedulers of this module: held until it runs or is cancelled,
  /// so that cancelled work (and whatever it captured) is released at once, not at its deadline.
  private var work: (@MainActor () -> Void)?

  /// Creates a handle whose cancellation also runs `onCancel`, once, while still pending.
  ///
  /// - Parameter onCancel: Lets a scheduler release what it holds for the work.
  public init(onCancel: (@MainActor () -> Void)? = nil) {
    self.onCancel = onCancel
  }

  /// Creates a handle that holds `work` until ``runIfPending()`` or ``cancel()``.
  package init(work: @escaping @MainActor () -> Void, onCancel: (@MainActor () -> Void)? = nil) {
    self.onCancel = onCancel
    self.work = work
  }

  /// Whether the work was cancelled before it ran.
  public var isCancelled: Bool { current == .cancelled }

  /// Whether the work only re-checks a wait that ends outside the clock.
  ///
  /// A lane's stall check while its gate holds it for a pop-up that waits for the user: a test
  /// clock may stop when nothing else is left (`VirtualScheduler.runUntilSettled(maxSteps:)`).
  package var checksAWaitForUser = false

  /// Prevents the work from running, if it has not run yet.
  public func cancel() {
    guard current == .pending else { return }
    current = .cancelled
    work = nil
    onCancel?()
  }

  /// Runs the work held since ``init(work:onCancel:)`` unless it ran or was cancelled.
  package func runIfPending() {
    guard markRunning(), let work else { return }
    self.work = nil
    work()
  }

  /// Marks the work as run and reports whether it should run (it was still pending).
  ///
  /// Schedulers call this right before they run the work.
  public func markRunning() -> Bool {
    guard current == .pending else { return false }
    current = .ran
    return true
  }
}
