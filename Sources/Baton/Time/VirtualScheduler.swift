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
  private struct Turn {
    var deadline: TimeInterval
    var sequence: UInt64
    var work: @MainActor () -> Void
  }

  /// Delayed work: held by its handle when it can be cancelled (so that cancelling releases
  /// it at once), or here for ``schedule(after:_:)``, which nobody can cancel.
  @MainActor
  private enum Timer {
    case cancellable(ScheduledWork)
    case uncancellable(@MainActor () -> Void)

    var isCancelled: Bool {
      switch self {
      case .cancellable(let handle): handle.isCancelled
      case .uncancellable: false
      }
    }
  }

  /// The virtual time, in seconds since the scheduler was created.
  public private(set) var now: TimeInterval = 0

  /// How many items ran since the scheduler was created (for the lab and tests).
  package private(set) var executedCount = 0

  /// Next-turn work, already in deadline order: each is due at the time it was scheduled.
  private var turns = Deque<Turn>()
  /// Delayed work, ordered by deadline then sequence.
  private var timers = DeadlineHeap<Timer>()
  /// How many of ``timers`` were cancelled while still queued.
  private var cancelledTimerCount = 0
  private var nextSequence: UInt64 = 0

  /// Creates a scheduler whose clock reads zero.
  public init() {}

  /// How many items wait to run, not counting cancelled ones.
  public var pendingCount: Int { turns.count + timers.count - cancelledTimerCount }

  /// Whether nothing is left to run.
  ///
  /// Tests end by expecting this to be `true`.
  public var isIdle: Bool { pendingCount == 0 }

  /// The deadline of the next item that will run, if any.
  public var nextDeadline: TimeInterval? {
    dropCancelledTimers()
    switch (turns.first?.deadline, timers.first?.deadline) {
    case (let turn?, let timer?): return min(turn, timer)
    case (let turn?, nil): return turn
    case (nil, let timer?): return timer
    case (nil, nil): return nil
    }
  }

  /// Schedules `work` for the next turn: due now, after the work already due.
  ///
  /// - Parameter work: The closure to run.
  public func runOnNextTurn(_ work: @escaping @MainActor () -> Void) {
    turns.append(Turn(deadline: now, sequence: takeSequence(), work: work))
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
    let handle = ScheduledWork(work: work) { [weak self] in self?.cancelledTimerCount += 1 }
    timers.insert(
      .cancellable(handle),
      deadline: now + max(0, delay),
      sequence: takeSequence()
    )
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
    timers.insert(
      .uncancellable(work),
      deadline: now + max(0, delay),
      sequence: takeSequence()
    )
  }

  /// Runs everything due within the next `interval` seconds, then sets the clock to the end.
  ///
  /// - Parameter interval: Seconds to move the clock forward; a negative interval counts as zero.
  public func advance(by interval: TimeInterval) {
    advance(to: now + max(0, interval))
  }

  /// Runs everything due by `deadline`, then sets the clock to `deadline` (never backwards).
  ///
  /// - Parameter deadline: The time to move the clock to.
  public func advance(to deadline: TimeInterval) {
    while let next = nextDeadline, next <= deadline {
      runNext()
    }
    now = max(now, deadline)
  }

  /// Runs only the work that is due now, including work it schedules for the next turn.
  public func runDueWork() {
    advance(to: now)
  }

  /// Runs work, advancing the clock to each deadline, until nothing is left or `maxSteps` ran.
  ///
  /// - Parameter maxSteps: A bound that stops runaway loops of self-rescheduling work.
  /// - Returns: `true` when the scheduler became idle; `false` when it hit `maxSteps`.
  @discardableResult
  public func runUntilIdle(maxSteps: Int = 10_000_000) -> Bool {
    var steps = 0
    while nextDeadline != nil {
      guard steps < maxSteps else { return false }
      runNext()
      steps += 1
    }
    return true
  }

  private func takeSequence() -> UInt64 {
    defer { nextSequence &+= 1 }
    return nextSequence
  }

  /// Runs the earliest item: the head of the turns or of the timers, by deadline then sequence.
  ///
  /// Called right after ``nextDeadline``, which dropped the cancelled timers at the head.
  private func runNext() {
    if let turn = turns.first, turnRunsBeforeTimers(turn) {
      _ = turns.popFirst()
      now = max(now, turn.deadline)
      executedCount += 1
      turn.work()
    } else if let entry = timers.removeFirst() {
      now = max(now, entry.deadline)
      executedCount += 1
      switch entry.payload {
      case .cancellable(let handle):
        guard !handle.isCancelled else {
          preconditionFailure("Internal inconsistency: a cancelled timer reached the head")
        }
        handle.runIfPending()
      case .uncancellable(let work):
        work()
      }
    }
  }

  private func turnRunsBeforeTimers(_ turn: Turn) -> Bool {
    guard let timer = timers.first else { return true }
    return (turn.deadline, turn.sequence) < (timer.deadline, timer.sequence)
  }

  private func dropCancelledTimers() {
    while let timer = timers.first, timer.payload.isCancelled {
      _ = timers.removeFirst()
      cancelledTimerCount -= 1
    }
  }
}
