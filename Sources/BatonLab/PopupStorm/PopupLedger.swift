#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Every alert the pop-up storm's app asked for: whether it was shown and how many outcomes it
/// got.
@MainActor
final class PopupLedger {
  /// One alert asked for.
  final class Entry {
    let alert: PopupStormAlert
    var shown = false
    var outcomes = 0
    init(alert: PopupStormAlert) { self.alert = alert }
  }

  private(set) var entries: [Entry] = []
  /// The entry of each alert controller seen, by identity (the weak reference guards against
  /// an identifier reused by a later controller).
  private var byController: [ObjectIdentifier: (controller: Weak, entry: Entry)] = [:]
  /// Entries by key, oldest first (Baton's alerts are matched to their entry by title).
  private var byKey: [String: [Entry]] = [:]

  /// Records a new request.
  func open(_ alert: PopupStormAlert) -> Entry {
    let entry = Entry(alert: alert)
    entries.append(entry)
    byKey[alert.key, default: []].append(entry)
    return entry
  }

  /// Ties a controller the app made to its entry.
  func attach(_ controller: UIAlertController, to entry: Entry) {
    byController[ObjectIdentifier(controller)] = (Weak(controller), entry)
  }

  /// The entry `controller` shows: the one it was made for, else the oldest unshown one with
  /// its title as key.
  func entry(for controller: UIAlertController) -> Entry? {
    if let known = byController[ObjectIdentifier(controller)],
      known.controller.object === controller
    {
      return known.entry
    }
    let key = controller.title ?? ""
    byKey[key]?.removeAll { $0.shown || $0.outcomes > 0 }
    guard let entry = byKey[key]?.first else { return nil }
    attach(controller, to: entry)
    return entry
  }

  /// Forgets controllers that are gone.
  func sweep() {
    byController = byController.filter { $0.value.controller.object != nil }
  }

  /// A weak reference to a controller.
  final class Weak {
    weak var object: UIAlertController?
    init(_ object: UIAlertController) { self.object = object }
  }

  /// Records one outcome of `entry`.
  func record(outcomeOf entry: Entry) {
    entry.outcomes += 1
  }

  /// Requests never shown and without an outcome.
  var lost: Int { entries.count { !$0.shown && $0.outcomes == 0 } }
  /// Requests with more than one outcome.
  var doubleOutcomes: Int { entries.count { $0.outcomes > 1 } }
}
