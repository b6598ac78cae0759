import Baton
import Foundation

/// A deterministic main-loop clock for tests and for HeadlessUIKit.
///
/// Nothing runs until the test advances the clock: ``advance(by:)`` runs every item that is due
/// by the new time, in deadline order, moving ``now`` to each item's deadline as it runs it;
/// ``runUntilIdle(maxSteps:)`` keeps going until nothing is left. Items with equal deadlines run
/// first-in first-out, and work scheduled "on the next turn" is due at the time it was scheduled,
/// after everything already due.
///
/// Pending work keeps what it captured until it runs or is cancelled (cancelling releases it at
/// once). Work that captures what holds the scheduler (a lane's next-turn hop) keeps the
/// scheduler alive with it, so a scheduler dropped with work left may never be freed: end each
/// test by checking ``isIdle``.
///
/// ```swift
/// let clock = VirtualScheduler()
/// clock.run(after: 1) { print("one second later") }
/// clock.advance(by: 1)
/// #expect(clock.isIdle)
/// ```
@MainActor
public final class VirtualScheduler: MainLoopScheduler {
  // Private stored state behind public computed properties: every access is visible to the
  // optimiser, which then checks the plain fields' exclusivity statically; ``queues`` is one
  // value, so each operation makes one runtime-checked access.
  private var time: TimeInterval = 0
  private var executed = 0
  private var queues = VirtualSchedulerQueues()

  /// Creates a scheduler whose clock reads zero.
  public init() {}

  /// The virtual time, in seconds since the scheduler was created.
  public var now: TimeInterval { time }

  /// How many items ran since the scheduler was created (for the lab and tests).
  package var executedCount: Int { executed }

  /// How many items wait to run, not counting cancelled ones.
  ///
  /// Counts the timers one by one (cancelled ones are deleted lazily): meant for checks, not for
  /// loops; ``nextDeadline`` is the cheap way to ask whether anything is left.
  public var pendingCount: Int { queues.pendingCount }

  /// Whether nothing is left to run.
  ///
  /// Tests end by expecting this to be `true`.
  public var isIdle: Bool { nextDeadline == nil }

  /// The deadline of the next item that will run, if any.
  public var nextDeadline: TimeInterval? { queues.nextDeadline() }

  /// Schedules `work` for the next turn: due now, after the work already due.
  ///
  /// - Parameter work: The closure to run.
  public func runOnNextTurn(_ work: @escaping @MainActor () -> Void) {
    queues.appendTurn(work, at: time)
  }

  /// Schedules `work` to run once the clock has advanced by `delay` seconds.
  ///
  /// - Parameters:
  ///   - delay: Seconds to wait; a negative delay counts as zero.
  ///   - work: The closure to run.
  /// - Returns: A handle that cancels the work if it has not run yet.
  @discardableResult
  public func run(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void)
    -> ScheduledWork
  {
    // No closure back to the scheduler: a cancelled timer is found and dropped lazily.
    let handle = ScheduledWork(work: work)
    queues.insertTimer(.cancellable(handle), deadline: time + max(0, delay))
    return handle
  }

  /// Schedules `work` like ``run(after:_:)``, without a handle: it cannot be cancelled.
  ///
  /// For the model's own animations, which always run to their end: no handle is allocated.
  ///
  /// - Parameters:
  ///   - delay: Seconds to wait; a negative delay counts as zero.
  ///   - work: The closure to run.
  package func schedule(after delay: TimeInterval, _ work: @escaping @MainActor () -> Void) {
    queues.insertTimer(.uncancellable(work), deadline: time + max(0, delay))
  }

  /// Runs everything due within the next `interval` seconds, then sets the clock to the end.
  ///
  /// - Parameter interval: Seconds to move the clock forward; a negative interval counts as zero.
  public func advance(by interval: TimeInterval) {
    advance(to: time + max(0, interval))
  }

  /// Runs everything due by `deadline`, then sets the clock to `deadline` (never backwards).
  ///
  /// - Parameter deadline: The time to move the clock to.
  public func advance(to deadline: TimeInterval) {
    while let next = queues.popNext(dueBy: deadline) {
      run(next)
    }
    time = max(time, deadline)
  }

  /// Runs only the work that is due now, including work it schedules for the next turn.
  public func runDueWork() {
    advance(to: time)
  }

  /// Runs work, advancing the clock to each deadline, until nothing is left or `maxSteps` ran.
  ///
  /// - Parameter maxSteps: A bound that stops runaway loops of self-rescheduling work.
  /// - Returns: `true` when the scheduler became idle; `false` when it hit `maxSteps`.
  @discardableResult
  public func runUntilIdle(maxSteps: Int = 10_000_000) -> Bool {
    var steps = 0
    while steps < maxSteps, let next = queues.popNext(dueBy: .infinity) {
      run(next)
      steps += 1
    }
    return isIdle
  }

  /// Runs work like ``runUntilIdle(maxSteps:)``, but stops once all that is left waits for the
  /// user.
  ///
  /// What waits for the user: the stall checks of lanes that a visible pop-up holds until it is
  /// answered (an alert that blocks navigation, shown through a `PopupQueue`, with a push
  /// waiting behind it). Those checks are due again every stall bound for as long as the pop-up
  /// stays, so ``runUntilIdle(maxSteps:)`` would run them, and move the clock, until `maxSteps`.
  /// With nothing pending behind it, a pop-up on screen schedules nothing: the clock is
  /// ``VirtualScheduler/Settlement/idle``.
  ///
  /// ```swift
  /// #expect(world.scheduler.runUntilSettled() == .waitingForUser)
  /// world.tap(alert.actions[0], in: alert)
  /// #expect(world.scheduler.runUntilSettled() == .idle)
  /// ```
  ///
  /// - Parameter maxSteps: A bound that stops runaway loops of self-rescheduling work.
  /// - Returns: Where the clock stopped.
  @discardableResult
  public func runUntilSettled(maxSteps: Int = 10_000_000) -> Settlement {
    var steps = 0
    while steps < maxSteps {
      if queues.holdsOnlyChecksOfAWaitForUser { return .waitingForUser }
      guard let next = queues.popNext(dueBy: .infinity) else { return .idle }
      run(next)
      steps += 1
    }
    if isIdle { return .idle }
    return queues.holdsOnlyChecksOfAWaitForUser ? .waitingForUser : .stepLimitReached
  }

  /// Runs an item taken out of ``queues`` (whose access has ended), at its deadline.
  private func run(_ next: (deadline: TimeInterval, item: VirtualSchedulerQueues.Item)) {
    time = max(time, next.deadline)
    executed += 1
    switch next.item {
    case .work(let work):
      work()
    case .handle(let handle):
      handle.runIfPending()
    }
  }
}
