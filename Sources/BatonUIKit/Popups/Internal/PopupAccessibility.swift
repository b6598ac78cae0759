#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// What VoiceOver is told when a pop-up comes and goes.
@MainActor
enum PopupAccessibility {
  /// A modal pop-up appeared: focus moves to it.
  static func modalDidAppear(_ view: UIView?) {
    UIAccessibility.post(notification: .screenChanged, argument: view)
  }

  /// A non-modal pop-up appeared: it is announced, focus stays on the page.
  static func nonModalDidAppear(announcing text: String?) {
    guard let text, !text.isEmpty else { return }
    UIAccessibility.post(notification: .announcement, argument: text)
  }

  /// A pop-up went away: focus returns to the page.
  static func didDisappear(returningTo page: UIViewController?) {
    UIAccessibility.post(notification: .screenChanged, argument: page?.viewIfLoaded)
  }
}
