import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Where the user's swipe-back starts on the lane, for ``BatonNavigationController`` and, with
/// the app-wide guard, for a plain navigation controller: UIKit starts the swipe with a plain
/// `popViewController(animated:)`, which ``InterceptedStackCalls`` recognises with
/// `isSwipeBackBeginning` and hands here.
///
/// The swipe's pop takes the lane at once, ahead of pending work, and holds it until the user
/// lets go (`completed`) or abandons the swipe (`cancelled`). On iOS 26, during a transition
/// the user may interrupt (``UINavigationController/userMayInterruptRunningTransition``), it
/// preempts the request in flight, which ends `completed` (UIKit finishes it at its end
/// position). Elsewhere a swipe that begins while a transition is in flight is dropped `busy`,
/// with an `interactivePopRejected` diagnostic (the swipe-back gate does not let it begin).
@MainActor
enum SwipeBackStart {
  /// Starts the user's swipe on the lane; returns what UIKit popped.
  static func begin(
    on navigation: UINavigationController,
    animated: Bool,
    in context: LaneContext,
    calls: TurnCalls
  ) -> [UIViewController]? {
    UserPopRequests.start(
      on: navigation,
      kind: .interactivePop,
      label: "interactive pop",
      in: context,
      preempting: navigation.userMayInterruptRunningTransition
    ) { calls.pop(navigation, to: .top, animated: animated) }
  }
}

extension UINavigationController {
  /// Whether the `popViewController(animated:)` called now is the user's swipe-back starting:
  /// UIKit calls it when the edge swipe (or iOS 26's content swipe) begins, and Baton's
  /// full-screen pan when it begins.
  ///
  /// A system recognizer stays `.began` until the finger next moves (`Docs/UIKitFacts.md` A20
  /// P7): once the swipe's own pop runs (an interactive transition), a `popViewController` made
  /// meanwhile is the app's (a timer that closes the page), and waits for the swipe like any
  /// other call.
  var isSwipeBackBeginning: Bool {
    if let baton = self as? BatonNavigationController, baton.isFullScreenPopBeginning {
      return true
    }
    guard transitionCoordinator?.isInteractive != true else { return false }
    return interactivePopGestureRecognizer?.state == .began
      || contentPopGestureIfAvailable?.state == .began
  }
}
