extension Headless {
  /// The Objective-C names of the navigation delegate's methods UIKit asks about with
  /// `respondsToSelector:` when the delegate is set (`Docs/UIKitFacts.md` A5 R1), for a
  /// delegate's ``UINavigationControllerDelegate/responds(to:)`` on Linux.
  public enum NavigationDelegateSelector {
    /// `navigationController(_:animationControllerFor:from:to:)`.
    public static let animationController = Selector(
      "navigationController:animationControllerForOperation:fromViewController:toViewController:"
    )
    /// `navigationController(_:interactionControllerFor:)`.
    public static let interactionController = Selector(
      "navigationController:interactionControllerForAnimationController:"
    )

    /// Whether `selector` names the animator or the interaction method, the two whose presence
    /// makes UIKit's swipe-back delegate refuse (UIKit's flags `0xC00000`).
    ///
    /// - Parameter selector: The Objective-C name of a method.
    /// - Returns: Whether it is one of the two.
    public static func isAnimatorMethod(_ selector: Selector) -> Bool {
      selector == animationController || selector == interactionController
    }
  }
}
