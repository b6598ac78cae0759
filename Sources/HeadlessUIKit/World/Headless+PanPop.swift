import Foundation

extension Headless.World {
  /// A simulated finger that drives a pop with an app's own pan recognizer, to which the app
  /// gave the system swipe-back's target (`Docs/UIKitFacts.md` A16): the way
  /// FDFullscreenPopGesture makes the whole page a swipe-back.
  ///
  /// The pan must have the navigation controller's `handleNavigationTransition:` among its
  /// targets (the pair the edge recognizer's private `targets` lists); otherwise nothing drives
  /// a pop and the touch counts as not delivered. The finger lands on `start`, on `touchedView`
  /// (the navigation bar when `touchInNavigationBar`), and has moved by `translation` when the
  /// pan's delegate is asked to begin (`translation(in:)` and `location(in:)` are readable
  /// then, as UIKit's are). From there it goes as the edge swipe does
  /// (``attemptInteractivePop(on:touchInNavigationBar:touching:)``): the touch is offered to
  /// the pan's delegate, the recognizers under the finger compete for it (A12), the delegate
  /// and the view are asked to begin, and UIKit's handler, at `.began`, calls
  /// `popViewController(animated: true)` (A2), which pops interactively, or freezes the
  /// controller at the root or during a transition it does not let the user interrupt (F12,
  /// F13). Its `.changed` and `.ended` steps are the returned swipe's `update(progress:)`,
  /// `finish()` and `cancel()`.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller whose pop the pan drives.
  ///   - pan: The app's pan recognizer, on the navigation controller's view.
  ///   - start: Where the finger lands, in the navigation controller's view.
  ///   - touchedView: The view under the finger; `nil` means the pan's view.
  ///   - touchInNavigationBar: Whether the finger lands on the navigation bar.
  ///   - translation: How far the finger has moved when the pan is asked to begin.
  /// - Returns: The attempt: its outcome, the swipe in progress and which recognizer won.
  public func attemptInteractivePop(
    on navigationController: UINavigationController,
    panning pan: UIPanGestureRecognizer,
    from start: CGPoint,
    touching touchedView: UIView? = nil,
    touchInNavigationBar: Bool = false,
    translation: CGPoint
  ) -> Headless.SwipeAttempt {
    guard
      pan.hasTarget(
        navigationController,
        action: UINavigationController.navigationTransitionAction
      )
    else { return Headless.SwipeAttempt(outcome: .notDelivered) }
    pan.locationStorage = CGPoint(x: start.x + translation.x, y: start.y + translation.y)
    pan.translationStorage = translation
    let attempt = attemptSwipe(
      on: navigationController,
      with: pan,
      touchInNavigationBar: touchInNavigationBar,
      touchedView: touchedView
    )
    if attempt.outcome != .began {
      pan.translationStorage = .zero
      pan.locationStorage = .zero
    }
    return attempt
  }
}
