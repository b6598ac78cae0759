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
///
/// A storm asks for alerts without end, so the ledger lets go of an entry nothing else holds
/// (no outcome handler, alert button or queue can reach it any more) and keeps one byte of it:
/// whether it was shown and tapped, how many outcomes it had, whether it is home-only. Finding
/// such an entry again by its alert brings it back from that byte, so the figures are those of
/// a ledger that keeps every entry. A scenario keeps every entry, to find them by key.
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
    /// Its first outcome's name (`dismissed`, `cancelled`, `dropped`, …), once it has one (an
    /// empty name for an entry brought back after the ledger let it go).
    var outcome: String?
    init(alert: PopupStormAlert, number: Int) {
      self.alert = alert
      self.number = number
    }

    /// Whether the user tapped its alert's button but it was recorded as auto-dismissed.
    ///
    /// Alerts only: a pop-up screen's close button is the app's own code, which records its
    /// outcome itself, and a screen that leaves by itself is an orphan to Baton's queue, whose
    /// auto-dismissal running meanwhile keeps its own outcome (`ControllerPopupPresenter`).
    var isTapLostToAutoDismiss: Bool {
      tapped && !alert.isScreen && outcome == PopupLedger.autoDismissed
    }
  }

  /// The outcome's name for a pop-up that went by itself.
  nonisolated static let autoDismissed = "auto-dismissed"

  /// What the ledger keeps of an entry it let go.
  private struct Retired: OptionSet {
    let rawValue: UInt8
    static let letGo = Retired(rawValue: 1 << 0)
    static let shown = Retired(rawValue: 1 << 1)
    static let tapped = Retired(rawValue: 1 << 2)
    static let homeOnly = Retired(rawValue: 1 << 3)
    static let oneOutcome = Retired(rawValue: 1 << 4)
    static let moreOutcomes = Retired(rawValue: 1 << 5)
    static let tapLost = Retired(rawValue: 1 << 6)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init(_ entry: Entry) {
      var retired: Retired = .letGo
      if entry.shown { retired.insert(.shown) }
      if entry.tapped { retired.insert(.tapped) }
      if entry.alert.homeOnly { retired.insert(.homeOnly) }
      if entry.outcomes == 1 { retired.insert(.oneOutcome) }
      if entry.outcomes > 1 { retired.insert(.moreOutcomes) }
      if entry.isTapLostToAutoDismiss { retired.insert(.tapLost) }
      self = retired
    }

    var isLost: Bool { !contains(.shown) && !contains(.oneOutcome) && !contains(.moreOutcomes) }
  }

  /// How many alerts were asked for.
  private(set) var count = 0
  /// The entries someone may still hold, in no order (each knows its slot).
  private var live: ContiguousArray<Entry> = []
  /// The slot of each live entry, by number.
  private var slots: [Int: Int] = [:]
  /// What is kept of each entry, by number - 1 (empty for a live one).
  private var retired: [Retired] = []
  /// Entries let go that are lost / had more than one outcome.
  private var retiredLost = 0
  private var retiredDoubleOutcomes = 0
  private var retiredTapsLost = 0
  /// Whether every entry stays live (a scenario finds them by key).
  private let keepsEveryEntry: Bool
  /// How many live entries trigger the next look for ones nothing holds.
  private var retirementThreshold = 256
  /// Open requests (no outcome yet) that may show anywhere / only over the home screen.
  private(set) var openAnywhere = 0
  private(set) var openHomeOnly = 0

  /// A ledger; `keepsEveryEntry` never lets an entry go (for ``last(withKey:)``).
  init(keepsEveryEntry: Bool = false) {
    self.keepsEveryEntry = keepsEveryEntry
  }

  /// Records a new request.
  func open(_ alert: PopupStormAlert) -> Entry {
    if !keepsEveryEntry, live.count >= retirementThreshold { retireUnreachable() }
    count += 1
    let entry = Entry(alert: alert, number: count)
    insertLive(entry)
    retired.append([])
    if alert.homeOnly { openHomeOnly += 1 } else { openAnywhere += 1 }
    return entry
  }

  /// The message that names `entry` in its alert.
  static func message(of entry: Entry) -> String { "#\(entry.number)" }

  /// The entry `controller` shows: an alert's read from its message, a pop-up screen's from
  /// its number, a peer library's pop-up's its own.
  func entry(for controller: UIViewController) -> Entry? {
    let number: Int
    if let peer = controller as? PeerPopupController { return peer.entry }
    if let screen = controller as? PopupScreenController {
      number = screen.number
    } else {
      guard let alert = controller as? UIAlertController, let message = alert.message,
        message.first == "#", let read = Int(message.dropFirst())
      else { return nil }
      number = read
    }
    guard number >= 1, number <= count else { return nil }
    if let slot = slots[number] { return live[slot] }
    return revive(number)
  }

  /// Records one outcome of `entry`, named `name`.
  func record(_ name: String, of entry: Entry) {
    entry.outcomes += 1
    guard entry.outcome == nil else { return }
    entry.outcome = name
    if entry.alert.homeOnly { openHomeOnly -= 1 } else { openAnywhere -= 1 }
  }

  /// The last request with `key`, if any, among the entries the ledger holds (all of them
  /// for a ledger that keeps every entry, in the order of requests).
  func last(withKey key: String) -> Entry? {
    live.filter { $0.alert.key == key }.max { $0.number < $1.number }
  }

  /// Requests never shown and without an outcome.
  var lost: Int { retiredLost + live.count { !$0.shown && $0.outcomes == 0 } }
  /// Requests with more than one outcome.
  var doubleOutcomes: Int { retiredDoubleOutcomes + live.count { $0.outcomes > 1 } }
  /// Requests whose button the user tapped but that were recorded as auto-dismissed.
  var tapsLostToAutoDismiss: Int {
    retiredTapsLost + live.count { $0.isTapLostToAutoDismiss }
  }
  /// How many entries the ledger holds now (its memory, beside one byte per request).
  var liveCount: Int { live.count }

  /// Lets go of the live entries nothing else holds, keeping one byte of each.
  private func retireUnreachable() {
    var index = live.count - 1
    while index >= 0 {
      // Only the array holds an entry that nothing else can reach.
      if isKnownUniquelyReferenced(&live[index]) {
        let kept = Retired(live[index])
        retired[live[index].number - 1] = kept
        if kept.isLost { retiredLost += 1 }
        if kept.contains(.moreOutcomes) { retiredDoubleOutcomes += 1 }
        if kept.contains(.tapLost) { retiredTapsLost += 1 }
        removeLive(at: index)
      }
      index -= 1
    }
    retirementThreshold = max(256, 2 * live.count)
  }

  /// Brings back entry `number`, which the ledger let go, as it was then.
  private func revive(_ number: Int) -> Entry? {
    let kept = retired[number - 1]
    guard kept.contains(.letGo) else { return nil }
    retired[number - 1] = []
    if kept.isLost { retiredLost -= 1 }
    if kept.contains(.moreOutcomes) { retiredDoubleOutcomes -= 1 }
    if kept.contains(.tapLost) { retiredTapsLost -= 1 }
    let alert = PopupStormAlert(key: "#\(number)", homeOnly: kept.contains(.homeOnly))
    let entry = Entry(alert: alert, number: number)
    entry.shown = kept.contains(.shown)
    entry.tapped = kept.contains(.tapped)
    entry.outcomes = kept.contains(.moreOutcomes) ? 2 : kept.contains(.oneOutcome) ? 1 : 0
    if entry.outcomes > 0 {
      entry.outcome = kept.contains(.tapLost) ? Self.autoDismissed : ""
    }
    insertLive(entry)
    return entry
  }

  private func insertLive(_ entry: Entry) {
    slots[entry.number] = live.count
    live.append(entry)
  }

  /// Removes the live entry at `index`, moving the last one into its place.
  private func removeLive(at index: Int) {
    slots[live[index].number] = nil
    let last = live.removeLast()
    guard index < live.count else { return }
    slots[last.number] = index
    live[index] = last
  }
}
