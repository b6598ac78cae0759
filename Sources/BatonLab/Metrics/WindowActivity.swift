import Foundation

/// What runs on each window, and the two measures that depend on it: stuck locks (held with
/// nothing running for more than five virtual seconds) and overlapping transitions (more than one
/// in flight on a window — an invariant violation).
struct WindowActivity {
  /// A lock of a strategy (a flag, a lane) on a window.
  struct LockKey: Hashable {
    var window: Int
    var lock: ObjectIdentifier
  }

  private struct Held {
    var since: TimeInterval
    var counted: Bool
  }

  /// A lock held this long with nothing running on its window is stuck.
  static let stuckAfter: TimeInterval = 5

  private var running = WindowTable<Int>(defaultValue: 0)
  private var idleSince = WindowTable<TimeInterval?>(defaultValue: nil)
  /// The locks held now, searched linearly: a window holds one or two at a time, and the
  /// windows of earlier lives are forgotten.
  private var held: [(key: LockKey, lock: Held)] = []

  private(set) var stuckLocks = 0
  /// Begins while another transition ran on the same window, by window, with their times.
  ///
  /// A begin at the very instant the running one ends (UIKit reports the end after the did-show
  /// callback that started the next one) is not an overlap.
  private var overlapTimes: [Int: [TimeInterval]] = [:]

  /// Overlaps of windows that are gone (a crashed or force-quit life).
  private var forgottenOverlaps = 0

  /// Transitions that began while another ran on the same window.
  var overlaps: Int { forgottenOverlaps + overlapTimes.values.reduce(0) { $0 + $1.count } }

  func isRunning(window: Int) -> Bool {
    running[window] > 0
  }

  mutating func transitionBegan(window: Int, at time: TimeInterval) {
    let count = running[window] + 1
    running[window] = count
    if count > 1 { overlapTimes[window, default: []].append(time) }
  }

  mutating func transitionEnded(window: Int, at time: TimeInterval) {
    let count = max(0, running[window] - 1)
    running[window] = count
    if count == 0 { idleSince[window] = time }
    guard !overlapTimes.isEmpty else { return }
    if let index = overlapTimes[window]?.lastIndex(where: { abs($0 - time) < 1e-9 }) {
      overlapTimes[window]?.remove(at: index)
    }
  }

  mutating func lockAcquired(_ key: LockKey, at time: TimeInterval) {
    guard !held.contains(where: { $0.key == key }) else { return }
    held.append((key, Held(since: time, counted: false)))
  }

  mutating func lockReleased(_ key: LockKey) {
    guard let index = held.firstIndex(where: { $0.key == key }) else { return }
    held.remove(at: index)
  }

  /// Forgets a window (the app restarted); its locks no longer count.
  mutating func forget(window: Int) {
    running.reset(window)
    idleSince.reset(window)
    forgottenOverlaps += overlapTimes[window]?.count ?? 0
    overlapTimes[window] = nil
    held.removeAll { $0.key.window == window }
  }

  /// Counts the locks that have been held with nothing running for over five seconds.
  mutating func check(at now: TimeInterval) {
    for index in held.indices where !held[index].lock.counted {
      let (key, lock) = held[index]
      guard running[key.window] == 0 else { continue }
      let quietSince = max(lock.since, idleSince[key.window] ?? lock.since)
      if now - quietSince > Self.stuckAfter {
        held[index].lock.counted = true
        stuckLocks += 1
      }
    }
  }

  /// The run is over and nothing will run again: a lock still held on a quiet window is stuck.
  mutating func finish() {
    for index in held.indices
    where !held[index].lock.counted && running[held[index].key.window] == 0 {
      held[index].lock.counted = true
      stuckLocks += 1
    }
  }
}
