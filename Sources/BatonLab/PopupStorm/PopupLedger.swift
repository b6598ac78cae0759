#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Every alert the lab's app asked for: whether it was shown, its outcomes, and how many are
/// still open (no outcome yet).
///
/// Each request has a number, written into its alert's message (`#N`), so an alert is matched
/// to its own request even when keys repeat (an alert Baton's queue made is not otherwise known
/// to the app).
@MainActor
final class PopupLedger {
  /// One alert asked for.
  final class Entry {
    let alert: PopupStormAlert
    /// Its number, from 1, in the order of requests.
    let number: Int
    /// Whether it reached the screen.
    var shown = false
    /// Whether it is on screen at the last look.
    var isVisible = false
    var outcomes = 0
    /// Whether the user tapped its button.
    var tapped = false
    /// Its first outcome's name (`dismissed`, `cancelled`, `dropped`, …), once it has one.
    var outcome: String?
    init(alert: PopupStormAlert, number: Int) {
      self.alert = alert
      self.number = number
    }
  }

  private(set) var entries: [Entry] = []
  /// Open requests (no outcome yet) that may show anywhere / only over the home screen.
  private(set) var openAnywhere = 0
  private(set) var openHomeOnly = 0

  /// Records a new request.
  func open(_ alert: PopupStormAlert) -> Entry {
    let entry = Entry(alert: alert, number: entries.count + 1)
    entries.append(entry)
    if alert.homeOnly { openHomeOnly += 1 } else { openAnywhere += 1 }
    return entry
  }

  /// The message that names `entry` in its alert.
  static func message(of entry: Entry) -> String { "#\(entry.number)" }

  /// The entry `controller` shows, read from its message.
  func entry(for controller: UIAlertController) -> Entry? {
    guard let message = controller.message, message.first == "#",
      let number = Int(message.dropFirst()), entries.indices.contains(number - 1)
    else { return nil }
    return entries[number - 1]
  }

  /// Records one outcome of `entry`, named `name`.
  func record(_ name: String, of entry: Entry) {
    entry.outcomes += 1
    guard entry.outcome == nil else { return }
    entry.outcome = name
    if entry.alert.homeOnly { openHomeOnly -= 1 } else { openAnywhere -= 1 }
  }

  /// The last request with `key`, if any.
  func last(withKey key: String) -> Entry? {
    entries.last { $0.alert.key == key }
  }

  /// Requests never shown and without an outcome.
  var lost: Int { entries.count { !$0.shown && $0.outcomes == 0 } }
  /// Requests with more than one outcome.
  var doubleOutcomes: Int { entries.count { $0.outcomes > 1 } }
}
