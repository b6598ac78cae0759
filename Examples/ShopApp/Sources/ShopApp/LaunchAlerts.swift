#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The alerts an app shows at launch, presented one after the other.
///
/// Written as many apps write them, with plain `present` calls. Without Baton the second present fails while the first alert is up
/// ("Attempt to present … which is already presenting"); with `BatonGuard.install()` each alert
/// joins the window's pop-up queue and shows when the one before it is answered.
@MainActor
public enum LaunchAlerts {
  /// Shows "What's new" and then the notifications prompt, from `viewController`.
  ///
  /// - Parameters:
  ///   - viewController: The controller to present from (the window's root).
  ///   - onAnswer: Told the title of each alert's chosen action.
  public static func show(
    from viewController: UIViewController,
    onAnswer: @escaping @MainActor (String) -> Void = { _ in }
  ) {
    let whatsNew = UIAlertController(
      title: "What's new",
      message: "Pay with one tap.",
      preferredStyle: .alert
    )
    whatsNew.addAction(UIAlertAction(title: "OK", style: .default) { _ in onAnswer("OK") })
    viewController.present(whatsNew, animated: true)

    let notifications = UIAlertController(
      title: "Allow notifications?",
      message: "We tell you when your order ships.",
      preferredStyle: .alert
    )
    for title in ["Allow", "Not now"] {
      notifications.addAction(
        UIAlertAction(title: title, style: .default) { _ in onAnswer(title) }
      )
    }
    viewController.present(notifications, animated: true)
  }
}
