import Foundation

extension Headless.World {
  /// What a swipe-back that has begun does when `navigationController` is running a transition
  /// (`Docs/UIKitFacts.md` F13).
  ///
  /// - On ``Headless/Profile/fluid``, when the transition is preemptable
  ///   (`UINavigationController.isCurrentTransitionPreemptable`: UIKit's own, non-interactive
  ///   animation), the swipe preempts it: the swipe's `popViewController(animated:)` finds the
  ///   transition running, which ends at once at its end position, and the swipe's interactive
  ///   pop then runs. This returns `nil`, and the swipe pops as usual.
  /// - Otherwise the controller freezes: the interface no longer responds (on
  ///   ``Headless/Profile/deferring`` the deferred interactive pop runs with the finger gone).
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller being swiped.
  ///   - recognizer: The recognizer the finger drives.
  /// - Returns: The swipe when the running transition decides its fate, or `nil` when the swipe
  ///   pops as usual (no transition runs, or the swipe preempts it).
  func swipeDuringTransition(
    on navigationController: UINavigationController,
    recognizer: UIGestureRecognizer
  ) -> Headless.InteractivePop? {
    guard navigationController.runningTransition != nil,
      !navigationController.isCurrentTransitionPreemptable
    else { return nil }
    record(
      .interactivePopDuringPush,
      "(no message: the swipe-back gesture began during a transition of "
        + "\(navigationController); the interface no longer responds)"
    )
    navigationController.navigationState = .frozen
    return Headless.InteractivePop(
      navigationController: navigationController,
      recognizer: recognizer,
      transition: nil
    )
  }
}
