#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The existing alerts that wait for their turn, by what they show: the same alert asked again
/// from the same controller while one waits is shown once.
///
/// An alert waits while the controller it was asked from is covered (``RequestedPresenter``);
/// code that asks for a tip or an error on each event would otherwise queue the same alert once
/// per event, and show it as many times in a row when the page is back. An alert already on
/// screen or leaving does not count: asked again, it shows again after it.
@MainActor
enum WaitingAlerts {
  /// What an alert shows and where it was asked.
  private struct Content: Hashable {
    let presenter: ObjectIdentifier
    let title: String?
    let message: String?
    let style: UIAlertController.Style
    let actions: [String?]

    @MainActor
    init(_ alert: UIAlertController, from presenter: UIViewController) {
      self.presenter = ObjectIdentifier(presenter)
      title = alert.title
      message = alert.message
      style = alert.preferredStyle
      actions = alert.actions.map { $0.title }
    }
  }

  private struct Entry {
    weak var popup: ExistingAlertPopup?
  }

  /// How many entries are kept before the ones no longer waiting are let go.
  private static let pruneThreshold = 32
  private static var entries: [Content: Entry] = [:]

  /// The waiting alert that shows what `alert` shows, asked from `presenter`, if any.
  static func alert(like alert: UIAlertController, from presenter: UIViewController)
    -> ExistingAlertPopup?
  {
    guard let popup = entries[Content(alert, from: presenter)]?.popup,
      popup.isWaiting(for: presenter)
    else { return nil }
    return popup
  }

  /// Records `popup`, which waits to show `alert` from `presenter`.
  static func add(
    _ popup: ExistingAlertPopup,
    showing alert: UIAlertController,
    from presenter: UIViewController
  ) {
    if entries.count >= pruneThreshold {
      entries = entries.filter { _, entry in entry.popup?.isWaiting == true }
    }
    entries[Content(alert, from: presenter)] = Entry(popup: popup)
  }
}
