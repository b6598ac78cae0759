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

  private var running: [Int: Int] = [:]
  private var idleSince: [Int: TimeInterval] = [:]
  private var held: [LockKey: Held] = [:]

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
    running[window, default: 0] > 0
  }

  mutating func transitionBegan(window: Int, at time: TimeInterval) {
    let count = running[window, default: 0] + 1
    running[window] = count
    if count > 1 { overlapTimes[window, default: []].append(time) }
  }

  mutating func transitionEnded(window: Int, at time: TimeInterval) {
    let count = max(0, running[window, default: 0] - 1)
    running[window] = count
    if count == 0 { idleSince[window] = time }
    if let index = overlapTimes[window]?.lastIndex(where: { abs($0 - time) < 1e-9 }) {
      overlapTimes[window]?.remove(at: index)
    }
  }

  mutating func lockAcquired(_ key: LockKey, at time: TimeInterval) {
    guard held[key] == nil else { return }
    held[key] = Held(since: time, counted: false)
  }

  mutating func lockReleased(_ key: LockKey) {
    held[key] = nil
  }

  /// Forgets a window (the app restarted); its locks no longer count.
  mutating func forget(window: Int) {
    running[window] = nil
    idleSince[window] = nil
    forgottenOverlaps += overlapTimes[window]?.count ?? 0
    overlapTimes[window] = nil
    held = held.filter { $0.key.window != window }
  }

  /// Counts the locks that have been held with nothing running for over five seconds.
  mutating func check(at now: TimeInterval) {
    for (key, lock) in held where !lock.counted {
      guard running[key.window, default: 0] == 0 else { continue }
      let quietSince = max(lock.since, idleSince[key.window] ?? lock.since)
      if now - quietSince > Self.stuckAfter {
        held[key]?.counted = true
        stuckLocks += 1
      }
    }
  }

  /// The run is over and nothing will run again: a lock still held on a quiet window is stuck.
  mutating func finish() {
    for (key, lock) in held where !lock.counted && running[key.window, default: 0] == 0 {
      held[key]?.counted = true
      stuckLocks += 1
    }
  }
}
