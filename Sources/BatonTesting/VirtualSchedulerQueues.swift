import Baton
import Foundation

/// The work a ``VirtualScheduler`` holds: next-turn work and delayed timers, with the order they
/// run in (deadline, then first-in first-out).
///
/// One value behind one stored property, so that each scheduler operation makes one exclusive
/// access to it (one runtime check) rather than one per field. Its methods never run the work
/// they hand out: the scheduler runs it after the access ended, so work that schedules more work
/// never overlaps an access.
///
/// Cancelled timers are deleted lazily: they stay in the heap until they reach its head (or a
/// compaction), so a cancellation costs no bookkeeping here and a handle needs no closure back
/// to its scheduler.
@MainActor
struct VirtualSchedulerQueues {
  /// Delayed work: held by its handle when it can be cancelled (so that cancelling releases
  /// it at once), or here for work nobody can cancel.
  @MainActor
  enum Timer {
    case cancellable(ScheduledWork)
    case uncancellable(@MainActor () -> Void)

    var isCancelled: Bool {
      switch self {
      case .cancellable(let handle): handle.isCancelled
      case .uncancellable: false
      }
    }
  }

  /// An item taken out to run.
  enum Item {
    case work(@MainActor () -> Void)
    case handle(ScheduledWork)
  }

  private struct Turn {
    var deadline: TimeInterval
    var sequence: UInt64
    var work: @MainActor () -> Void
  }

  /// Below this many timers the heap is never compacted.
  private static let minimumCompactionSize = 64

  /// Next-turn work, already in deadline order: each is due at the time it was scheduled.
  private var turns = TurnQueue<Turn>()
  /// Delayed work, ordered by deadline then sequence; may hold cancelled timers.
  private var timers = DeadlineHeap<Timer>()
  /// The heap size at which cancelled timers are swept out.
  private var compactionSize = minimumCompactionSize
  private var nextSequence: UInt64 = 0

  /// How many items wait to run, not counting cancelled ones; O(number of timers).
  var pendingCount: Int {
    turns.count + timers.count(where: { !$0.isCancelled })
  }

  /// Whether something is pending and every pending item is a timer whose handle
  /// ``ScheduledWork/checksAWaitForUser``; O(number of timers).
  var holdsOnlyChecksOfAWaitForUser: Bool {
    guard turns.count == 0, timers.count(where: { !$0.isCancelled }) > 0 else { return false }
    return timers.count { timer in
      switch timer {
      case .cancellable(let handle): !handle.isCancelled && !handle.checksAWaitForUser
      case .uncancellable: true
      }
    } == 0
  }

  /// Schedules next-turn work due at `now`.
  mutating func appendTurn(_ work: @escaping @MainActor () -> Void, at now: TimeInterval) {
    turns.append(Turn(deadline: now, sequence: takeSequence(), work: work))
  }

  /// Schedules a timer due at `deadline`.
  mutating func insertTimer(_ timer: Timer, deadline: TimeInterval) {
    if timers.count >= compactionSize { compact() }
    timers.insert(timer, deadline: deadline, sequence: takeSequence())
  }

  /// The deadline of the next item that will run, if any.
  mutating func nextDeadline() -> TimeInterval? {
    dropCancelledTimers()
    switch (turns.first?.deadline, timers.first?.deadline) {
    case (let turn?, let timer?): return min(turn, timer)
    case (let turn?, nil): return turn
    case (nil, let timer?): return timer
    case (nil, nil): return nil
    }
  }

  /// Takes out the earliest item if it is due by `deadline`, with its own deadline.
  mutating func popNext(dueBy deadline: TimeInterval) -> (deadline: TimeInterval, item: Item)? {
    dropCancelledTimers()
    if let turn = turns.first, turn.deadline <= deadline, turnRunsBeforeTimers(turn) {
      _ = turns.popFirst()
      return (turn.deadline, .work(turn.work))
    }
    guard let timer = timers.first, timer.deadline <= deadline,
      let entry = timers.removeFirst()
    else { return nil }
    switch entry.payload {
    case .cancellable(let handle): return (entry.deadline, .handle(handle))
    case .uncancellable(let work): return (entry.deadline, .work(work))
    }
  }

  private mutating func takeSequence() -> UInt64 {
    defer { nextSequence &+= 1 }
    return nextSequence
  }

  private func turnRunsBeforeTimers(_ turn: Turn) -> Bool {
    guard let timer = timers.first else { return true }
    return (turn.deadline, turn.sequence) < (timer.deadline, timer.sequence)
  }

  private mutating func dropCancelledTimers() {
    while let timer = timers.first, timer.payload.isCancelled {
      _ = timers.removeFirst()
    }
  }

  /// Sweeps the cancelled timers out, so that timers cancelled behind a long-lived one do not
  /// pile up; amortised O(1) per insertion, as the next sweep waits for twice the survivors.
  private mutating func compact() {
    timers.removeAll(where: \.isCancelled)
    compactionSize = max(Self.minimumCompactionSize, 2 * timers.count)
  }
}

/// The virtual clock's next-turn work, first in first out: an array read from a moving front.
///
/// Not the core's `Deque`: that generic type is not specialised across modules, and the clock's
/// run-time generic lookups would be timed as the lane's own cost by `bench lane`. A slot is
/// emptied as its element is taken, so work that ran releases what it captured at once.
private struct TurnQueue<Element> {
  private var elements: [Element?] = []
  private var front = 0

  var count: Int { elements.count - front }

  var first: Element? { front < elements.count ? elements[front] : nil }

  mutating func append(_ element: Element) {
    elements.append(element)
  }

  mutating func popFirst() -> Element? {
    guard front < elements.count else { return nil }
    let element = elements[front]
    elements[front] = nil
    front += 1
    if front == elements.count {
      elements.removeAll(keepingCapacity: true)
      front = 0
    } else if front >= 1_024, front * 2 >= elements.count {
      elements.removeFirst(front)
      front = 0
    }
    return element
  }
}
