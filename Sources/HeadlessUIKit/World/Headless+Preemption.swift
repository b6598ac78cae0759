import Foundation

extension Headless.World {
  /// Whether the user could interrupt the transition `navigationController` runs now, as iOS 26
  /// lets them with a swipe-back or a tap on the back button (UIKit's private
  /// `_isCurrentTransitionPreemptable`; `Docs/UIKitFacts.md` "Deferral, fluid detail").
  ///
  /// `false` when no transition runs, and on every profile but ``Headless/Profile/fluid``.
  ///
  /// - Parameter navigationController: The navigation controller.
  /// - Returns: Whether a user's swipe or back tap would preempt the running transition.
  public func isRunningTransitionPreemptable(in navigationController: UINavigationController)
    -> Bool
  {
    navigationController.isCurrentTransitionPreemptable
  }
}
