#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UINavigationController {
  /// Whether the navigation delegate animates the transition running now with its own
  /// animator.
  ///
  /// iOS 26 lets the user interrupt only a transition UIKit animates itself: it asks the
  /// running animator a private `shouldPreemptWithContext:` that its own parallax animator
  /// answers and an app's animator does not implement (`Docs/UIKitFacts.md` "Deferral, fluid
  /// detail"). No public API names the running animator: Baton reads the animator it noted when
  /// the transition began (`SwipeBackSignals`), and only for a stack it keeps none for asks the
  /// delegate again for the running transition's two screens, as UIKit asked it then.
  var isRunningTransitionAnimatedByApp: Bool {
    if let signals = swipeBackSignalsIfAny {
      // Baton's full-screen pan's animator is not UIKit's either.
      return transitionCoordinator != nil && [.app, .fullScreenPan].contains(signals.lastAnimator)
    }
    guard let coordinator = transitionCoordinator, let delegate,
      let from = coordinator.viewController(forKey: .from),
      let to = coordinator.viewController(forKey: .to)
    else { return false }
    let operation: UINavigationController.Operation =
      viewControllers.contains(where: { $0 === from }) ? .push : .pop
    let animator =
      delegate.navigationController?(
        self,
        animationControllerFor: operation,
        from: from,
        to: to
      ) ?? nil
    return animator != nil
  }
}
