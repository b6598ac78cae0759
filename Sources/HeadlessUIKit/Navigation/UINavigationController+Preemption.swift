import Foundation

extension UINavigationController {
  /// Whether the user may preempt the transition running now (UIKit's private
  /// `_isCurrentTransitionPreemptable`; `Docs/UIKitFacts.md` "Deferral, fluid detail").
  ///
  /// UIKit asks the running transition's animator `shouldPreemptWithContext:` while its context
  /// has started and not completed; its built-in parallax animator answers
  /// `_fluidParallaxTransitionsEnabled` (iOS 26, the ``Headless/Profile/fluid`` profile), and an
  /// app's animator does not implement the private method. So: `true` on
  /// ``Headless/Profile/fluid`` while a non-interactive transition that UIKit animates itself
  /// runs and has not begun ending; `false` on every other profile, during a swipe the finger
  /// drives, and during a transition the delegate's animator runs.
  var isCurrentTransitionPreemptable: Bool {
    guard world.profile == .fluid, let running = runningTransition else { return false }
    return !running.isInteractive && !running.isEnding && !running.usesCustomAnimator
  }
}
