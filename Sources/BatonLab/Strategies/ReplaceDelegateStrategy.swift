import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The popular swipe-back recipe, with pages pushed directly.
///
/// The "SwipeBack" navigation controller or extension found in many apps (e.g.
/// MONEYMONG/iOS-Moneymong `UINavigationController+.swift`, omurayuki/AppStore
/// `BackEnableNavigationController.swift`) makes itself `interactivePopGestureRecognizer.delegate`
/// in `viewDidLoad` and lets the swipe begin whenever `viewControllers.count > 1`.
///
/// It brings the swipe back under a custom back button or a hidden bar and keeps the root safe
/// while it is the delegate, but its guard lives only in the delegate: a swipe that begins
/// while a transition runs freezes the stack (F13), and a screen or app that sets its own
/// delegate later leaves the root unguarded (F12). Everything else is ``RawStrategy``'s:
/// pages are pushed and presented directly.
@MainActor
final class ReplaceDelegateStrategy: RawStrategy {
  override func makeNavigationController(root: UIViewController) -> UINavigationController {
    ReplaceDelegateNavigationController(rootViewController: root)
  }
}

/// The recipe's navigation controller: its own edge gesture's delegate, answering
/// `viewControllers.count > 1` (and UIKit's defaults for the other questions).
final class ReplaceDelegateNavigationController: UINavigationController,
  UIGestureRecognizerDelegate
{
  override func viewDidLoad() {
    super.viewDidLoad()
    interactivePopGestureRecognizer?.delegate = self
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    viewControllers.count > 1
  }
}
