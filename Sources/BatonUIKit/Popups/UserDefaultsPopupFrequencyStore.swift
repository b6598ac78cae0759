import Baton
import Foundation

/// A `PopupFrequencyStore` in `UserDefaults`: caps such as "once per day" survive relaunches.
///
/// Each key's show dates are kept under `keyPrefix + key`, as seconds since 1970, newest last;
/// only the latest ``maximumShowsKept`` are kept, so the stored list stays small.
///
/// ```swift
/// var environment = BatonEnvironment.default
/// environment.popupFrequencyStore = UserDefaultsPopupFrequencyStore()
/// try window.baton.configure(environment)
/// ```
@MainActor
public final class UserDefaultsPopupFrequencyStore: PopupFrequencyStore {
  /// When the current launch began: when the store was created, unless given.
  public let launchDate: Date
  /// The defaults the shows are kept in.
  public let defaults: UserDefaults
  /// What each key's entry is prefixed with.
  public let keyPrefix: String
  /// How many of a key's latest shows are kept.
  public let maximumShowsKept: Int

  /// Creates a store.
  ///
  /// - Parameters:
  ///   - defaults: Where shows are kept (`.standard` by default; a suite in tests).
  ///   - keyPrefix: What each key's entry is prefixed with.
  ///   - maximumShowsKept: How many of a key's latest shows are kept; at least 1.
  ///   - launchDate: The start of the launch, for per-launch caps.
  public init(
    defaults: UserDefaults = .standard,
    keyPrefix: String = "baton.popups.shows.",
    maximumShowsKept: Int = 32,
    launchDate: Date = Date()
  ) {
    self.defaults = defaults
    self.keyPrefix = keyPrefix
    self.maximumShowsKept = max(1, maximumShowsKept)
    self.launchDate = launchDate
  }

  /// How many shows of `key` were recorded at or after `date`.
  ///
  /// - Parameters:
  ///   - key: The pop-up key.
  ///   - date: The earliest show to count.
  /// - Returns: The number of shows (at most ``maximumShowsKept``).
  public func showCount(forKey key: String, since date: Date) -> Int {
    let earliest = date.timeIntervalSince1970
    return shows(forKey: key).count { $0 >= earliest }
  }

  /// Records a show of `key` at `date`.
  ///
  /// - Parameters:
  ///   - key: The pop-up key.
  ///   - date: When it was shown.
  public func recordShow(forKey key: String, at date: Date) {
    var list = shows(forKey: key)
    list.append(date.timeIntervalSince1970)
    if list.count > maximumShowsKept { list.removeFirst(list.count - maximumShowsKept) }
    defaults.set(list, forKey: keyPrefix + key)
  }

  /// Forgets every recorded show of `key`.
  ///
  /// - Parameter key: The pop-up key.
  public func removeShows(forKey key: String) {
    defaults.removeObject(forKey: keyPrefix + key)
  }

  private func shows(forKey key: String) -> [Double] {
    (defaults.array(forKey: keyPrefix + key) ?? []).compactMap { ($0 as? NSNumber)?.doubleValue }
  }
}
