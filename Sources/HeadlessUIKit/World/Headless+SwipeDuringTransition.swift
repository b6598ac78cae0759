import Foundation

extension Headless.World {
  /// What a swipe-back that has begun does when `navigationController` is running a transition
  /// (`Docs/UIKitFacts.md` F13).
  ///
  /// The controller freezes: the interface no longer responds.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller being swiped.
  ///   - recognizer: The recognizer the finger drives.
  /// - Returns: The swipe when the running transition decides its fate, or `nil` when no
  ///   transition runs and the swipe pops as usual.
  func swipeDuringTransition(
    on navigationController: UINavigationController,
    recognizer: UIGestureRecognizer
  ) -> Headless.InteractivePop? {
    guard navigationController.runningTransition != nil else { return nil }
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
