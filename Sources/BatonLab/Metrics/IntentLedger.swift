import Foundation

/// What a user intent asked for.
enum IntentKind: UInt8, Sendable {
  case push
  case present
  case pop
  case dismiss
  case swipe
  case deepLink
}

/// Where an intent stands: waiting, or closed by an effect, a reason, a crash or a later link.
enum IntentState: Equatable, Sendable {
  /// Nothing seen yet; lost if it is still here when the run ends.
  case pending
  /// Its effect was seen (the screen appeared, or left its stack).
  case effective
  /// The strategy gave the app an outcome that explains why nothing happened.
  case explained(String)
  /// The app crashed while it waited; the crash is counted instead.
  case crashed
  /// A later deep link replaced this one before it became visible.
  case superseded
}

/// Every intent of a run and what became of it: the source of the lost-intent and
/// lost-deep-link counts.
struct IntentLedger {
  struct Record {
    var kind: IntentKind
    var state: IntentState
    var requested: TimeInterval
    var started: TimeInterval?
    var outcomes: UInt8 = 0
  }

  private(set) var records: ContiguousArray<Record> = []
  private var openDeepLinks: [Int] = []

  /// Opens an intent requested at `time` and returns its index.
  mutating func open(_ kind: IntentKind, at time: TimeInterval) -> Int {
    if kind == .deepLink {
      for earlier in openDeepLinks where records[earlier].state == .pending {
        records[earlier].state = .superseded
      }
      openDeepLinks.removeAll(keepingCapacity: true)
      openDeepLinks.append(records.count)
    }
    records.append(Record(kind: kind, state: .pending, requested: time, started: nil))
    return records.count - 1
  }

  /// Records that the intent's transition started at `time` (the first start counts).
  mutating func markStarted(_ index: Int, at time: TimeInterval) {
    guard records.indices.contains(index), records[index].started == nil else { return }
    records[index].started = time
  }

  /// Records the intent's effect; returns whether this closed it.
  @discardableResult
  mutating func markEffective(_ index: Int) -> Bool {
    close(index, as: .effective)
  }

  /// Records an outcome the app received that explains the missing effect.
  @discardableResult
  mutating func markExplained(_ index: Int, reason: String) -> Bool {
    close(index, as: .explained(reason))
  }

  /// Counts an outcome delivered to the app; returns `false` when it is not the first.
  mutating func recordOutcome(_ index: Int) -> Bool {
    guard records.indices.contains(index) else { return false }
    records[index].outcomes &+= 1
    return records[index].outcomes == 1
  }

  /// The app crashed: pending intents opened since `firstIndex` (the crashed life's first) and
  /// requested at or after `since` were still in progress and are closed as crashed; older ones
  /// had already come to nothing and stay pending (lost).
  mutating func markPendingCrashed(from firstIndex: Int = 0, since: TimeInterval = -.infinity) {
    for index in max(0, firstIndex)..<records.count
    where records[index].state == .pending && records[index].requested >= since {
      records[index].state = .crashed
    }
    openDeepLinks.removeAll()
  }

  /// Intents with neither effect nor reason.
  var lostIntents: Int {
    records.reduce(0) { count, record in
      count + (record.state == .pending && record.kind != .deepLink ? 1 : 0)
    }
  }

  /// Deep links whose screen never became visible and that no later link superseded.
  var lostDeepLinks: Int {
    records.reduce(0) { count, record in
      count + (record.state == .pending && record.kind == .deepLink ? 1 : 0)
    }
  }

  func state(of index: Int) -> IntentState? {
    records.indices.contains(index) ? records[index].state : nil
  }

  private mutating func close(_ index: Int, as state: IntentState) -> Bool {
    guard records.indices.contains(index), records[index].state == .pending else { return false }
    records[index].state = state
    return true
  }
}
