import Foundation

/// A deterministic main-loop clock for tests and for HeadlessUIKit.
///
/// Nothing runs until the test advances the clock: ``advance(by:)`` runs every item that is due
/// by the new time, in deadline order, moving ``now`` to each item's deadline as it runs it;
/// ``runUntilIdle(maxSteps:)`` keeps going until nothing is left. Items with equal deadlines run
/// first-in first-out, and work scheduled "on the next turn" is due at the time it was scheduled,
/// after everything already due.
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

  private struct Timer {
    /// `nil` for work scheduled with ``schedule(after:_:)``, which nobody can cancel.
    var handle: ScheduledWork?
    var work: @MainActor () -> Void
  }

  /// The virtual time, in seconds since the scheduler was created.
  public var now: TimeInterval { clock }

  /// How many items ran since the scheduler was created.
  public var executedCount: Int { executed }

  // The storage below is private and unchecked at run time. Public stored properties keep a
  // `swift_beginAccess` on every read, and the optimiser cannot prove the queues exclusive
  // because their mutations may release a closure. No access can overlap another: the
  // mutating methods of `Deque` and `DeadlineHeap` call no closure and destroy no element
  // (elements are moved out and destroyed by the caller after the access ends), and the work
  // runs only after it has been taken out.

  /// The storage of ``now``.
  private var clock: TimeInterval = 0
  /// The storage of ``executedCount``.
  private var executed = 0
  /// Next-turn work, already in deadline order: each is due at the time it was scheduled.
  @exclusivity(unchecked) private var turns = Deque<Turn>()
  /// Delayed work, ordered by deadline then sequence.
  @exclusivity(unchecked) private var timers = DeadlineHeap<Timer>()
  /// Counts timers cancelled while still queued; shared with their handles.
  private let cancellations = CancellationCounter()
  private var nextSequence: UInt64 = 0

  /// Creates a scheduler whose clock reads zero.
  public init() {}

  /// How many items wait to run, not counting cancelled ones.
  public var pendingCount: Int { turns.count + timers.count - cancellations.count }

  /// Whether nothing is left to run.
  ///
  /// Tests end by expecting this to be `true`.
  public var isIdle: Bool { pendingCount == 0 }

  /// The deadline of the next item that will run, if any.
  public var nextDeadline: TimeInterval? {
    dropCancelledTimers()
    switch (turns.readFirst { $0.deadline }, timers.firstKey?.deadline) {
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
    let handle = ScheduledWork(counting: cancellations)
    timers.insert(
      Timer(handle: handle, work: work),
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
      Timer(handle: nil, work: work),
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
    clock = max(clock, deadline)
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
    if let key = turns.readFirst({ (deadline: $0.deadline, sequence: $0.sequence) }),
      turnRunsBeforeTimers(deadline: key.deadline, sequence: key.sequence),
      let turn = turns.popFirst()
    {
      clock = max(clock, turn.deadline)
      executed += 1
      turn.work()
    } else if let entry = timers.removeFirst() {
      clock = max(clock, entry.deadline)
      if let handle = entry.payload.handle, !handle.markRunning() {
        preconditionFailure("Internal inconsistency: a cancelled timer reached the head")
      }
      executed += 1
      entry.payload.work()
    }
  }

  private func turnRunsBeforeTimers(deadline: TimeInterval, sequence: UInt64) -> Bool {
    guard let timer = timers.firstKey else { return true }
    return deadline < timer.deadline || (deadline == timer.deadline && sequence < timer.sequence)
  }

  private func dropCancelledTimers() {
    while timers.firstPayload(satisfies: { $0.handle?.isCancelled == true }) {
      _ = timers.removeFirst()
      cancellations.count -= 1
    }
  }
}
