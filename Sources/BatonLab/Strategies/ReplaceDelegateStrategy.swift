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
/// delegate later leaves the root unguarded (F12). Everything else is as ``RawStrategy``:
/// pages are pushed and presented directly.
@MainActor
final class ReplaceDelegateStrategy: NavigationStrategy {
  private let calls: DirectCalls

  init(probe: LabProbe) {
    calls = DirectCalls(probe: probe)
  }

  func makeNavigationController(root: UIViewController) -> UINavigationController {
    ReplaceDelegateNavigationController(rootViewController: root)
  }

  func push(
    _ screen: UIViewController,
    on stack: UINavigationController,
    animated: Bool,
    intent: Int?
  ) {
    calls.push(screen, on: stack, animated: animated, intent: intent)
  }

  func pop(_ stack: UINavigationController, intent: Int?) {
    calls.pop(stack, intent: intent)
  }

  func popToRoot(_ stack: UINavigationController, animated: Bool) {
    stack.popToRootViewController(animated: animated)
  }

  func present(_ screen: UIViewController, from presenter: UIViewController, intent: Int?) {
    calls.present(screen, from: presenter, intent: intent)
  }

  func dismiss(_ screen: UIViewController, animated: Bool, intent: Int?) {
    calls.dismiss(screen, animated: animated, intent: intent)
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
