import Foundation

/// How often pop-ups with one key may be shown; a request over its cap ends
/// ``PopupOutcome/capped``.
///
/// Counted through the queue's ``PopupFrequencyStore``, per key, when a pop-up is first shown
/// (showing it again after a preemption or a yield does not count again).
public enum PopupFrequencyCap: Hashable, Sendable {
  /// At most `count` shows since the store's ``PopupFrequencyStore/launchDate``.
  case perLaunch(Int)
  /// At most `count` shows within any `interval` seconds of wall-clock time
  /// (`.perInterval(1, 86_400)` is "once per day").
  case perInterval(Int, TimeInterval)

  /// Whether the cap can allow a show at all.
  var isValid: Bool {
    switch self {
    case .perLaunch(let count): count > 0
    case .perInterval(let count, let interval): count > 0 && interval.isFinite && interval > 0
    }
  }

  /// Whether `store` already holds as many shows of `key` as the cap allows at `now`.
  @MainActor
  func isReached(forKey key: String, in store: any PopupFrequencyStore, now: Date) -> Bool {
    switch self {
    case .perLaunch(let count):
      store.showCount(forKey: key, since: store.launchDate) >= count
    case .perInterval(let count, let interval):
      store.showCount(forKey: key, since: now.addingTimeInterval(-interval)) >= count
    }
  }
}

/// Where the queue records pop-up shows for ``PopupFrequencyCap``s.
///
/// Injected into ``PopupQueue``; without one, the queue counts in memory, so caps do not survive
/// a launch. BatonUIKit ships a `UserDefaults`-backed store for caps that should.
@MainActor
public protocol PopupFrequencyStore: AnyObject {
  /// When the current launch began; ``PopupFrequencyCap/perLaunch(_:)`` counts shows since then.
  var launchDate: Date { get }

  /// How many shows of `key` were recorded at or after `date`.
  ///
  /// - Parameters:
  ///   - key: The pop-up key.
  ///   - date: The earliest show to count.
  /// - Returns: The number of shows.
  func showCount(forKey key: String, since date: Date) -> Int

  /// Records a show of `key` at `date`.
  ///
  /// - Parameters:
  ///   - key: The pop-up key.
  ///   - date: When it was shown.
  func recordShow(forKey key: String, at date: Date)
}

/// A ``PopupFrequencyStore`` in memory: nothing survives the process.
///
/// The queue's store when the app gives none.
@MainActor
package final class InMemoryPopupFrequencyStore: PopupFrequencyStore {
  /// When this store was created, taken as the launch.
  package let launchDate: Date
  private var shows: [String: [Date]] = [:]

  /// Creates an empty store.
  ///
  /// - Parameter launchDate: The start of the launch for per-launch caps.
  package init(launchDate: Date = Date()) {
    self.launchDate = launchDate
  }

  /// How many shows of `key` were recorded at or after `date`.
  ///
  /// - Parameters:
  ///   - key: The pop-up key.
  ///   - date: The earliest show to count.
  /// - Returns: The number of shows.
  package func showCount(forKey key: String, since date: Date) -> Int {
    shows[key]?.count { $0 >= date } ?? 0
  }

  /// Records a show of `key` at `date`.
  ///
  /// - Parameters:
  ///   - key: The pop-up key.
  ///   - date: When it was shown.
  package func recordShow(forKey key: String, at date: Date) {
    shows[key, default: []].append(date)
  }
}
