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
  private enum Work {
    case turn(@MainActor () -> Void)
    case timer(ScheduledWork, @MainActor () -> Void)
  }

  /// The virtual time, in seconds since the scheduler was created.
  public private(set) var now: TimeInterval = 0

  /// How many items ran since the scheduler was created.
  public private(set) var executedCount = 0

  private var queue = DeadlineHeap<Work>()
  private var cancelledInQueue = 0

  /// Creates a scheduler whose clock reads zero.
  public init() {}

  /// How many items wait to run, not counting cancelled ones.
  public var pendingCount: Int { queue.count - cancelledInQueue }

  /// Whether nothing is left to run.
  ///
  /// Tests end by expecting this to be `true`.
  public var isIdle: Bool { pendingCount == 0 }

  /// The deadline of the next item that will run, if any.
  public var nextDeadline: TimeInterval? {
    dropCancelledHead()
    return queue.first?.deadline
  }

  /// Schedules `work` for the next turn: due now, after the work already due.
  ///
  /// - Parameter work: The closure to run.
  public func runOnNextTurn(_ work: @escaping @MainActor () -> Void) {
    queue.insert(.turn(work), deadline: now)
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
    let handle = ScheduledWork { [weak self] in self?.cancelledInQueue += 1 }
    queue.insert(.timer(handle, work), deadline: now + max(0, delay))
    return handle
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

  private func runNext() {
    guard let entry = queue.removeFirst() else { return }
    now = max(now, entry.deadline)
    switch entry.payload {
    case .turn(let work):
      executedCount += 1
      work()
    case .timer(let handle, let work):
      guard handle.markRunning() else {
        cancelledInQueue -= 1
        return
      }
      executedCount += 1
      work()
    }
  }

  private func dropCancelledHead() {
    while let head = queue.first, case .timer(let handle, _) = head.payload, handle.isCancelled {
      _ = queue.removeFirst()
      cancelledInQueue -= 1
    }
  }
}
