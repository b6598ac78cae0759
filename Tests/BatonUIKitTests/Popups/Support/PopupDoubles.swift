import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// A custom pop-up view with the default fade.
final class Banner: UIView, PopupContentView {
  let modal: Bool
  init(modal: Bool = true) {
    self.modal = modal
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  var isModal: Bool { modal }
  var announcement: String? { "Summer sale" }
}

/// A pop-up screen presented over full screen.
final class PromoScreen: Screen {}

/// Collects pop-up outcomes by key, in delivery order.
@MainActor
final class PopupOutcomes {
  private(set) var all: [(String, PopupOutcome)] = []

  func callback(_ key: String) -> @MainActor (PopupOutcome) -> Void {
    { [weak self] outcome in self?.all.append((key, outcome)) }
  }

  subscript(key: String) -> [PopupOutcome] { all.filter { $0.0 == key }.map(\.1) }

  var keys: [String] { all.map(\.0) }
}

extension Stage {
  /// The alert on screen, if any (presented from anywhere in the window).
  var presentedAlert: UIAlertController? {
    var presented = window.rootViewController?.presentedViewController
    while let current = presented {
      if let alert = current as? UIAlertController { return alert }
      presented = current.presentedViewController
    }
    return nil
  }

  /// Taps the button titled `title` of the alert on screen.
  func tapAlert(_ title: String, sourceLocation: SourceLocation = #_sourceLocation) {
    guard let alert = presentedAlert,
      let action = alert.actions.first(where: { $0.title == title })
    else {
      Issue.record("no alert with a button \(title) on screen", sourceLocation: sourceLocation)
      return
    }
    #expect(world.tap(action, in: alert), sourceLocation: sourceLocation)
  }

  /// The window's pop-ups.
  var popups: BatonPopups { window.baton.popups }
}
