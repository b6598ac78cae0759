import Foundation

extension Headless {
  /// Why UIKit's own swipe-back delegate would refuse a swipe now (`Docs/UIKitFacts.md` A5),
  /// as ``Headless/World/reasonUIKitRefusesSwipe(on:)`` reports it.
  public enum UIKitSwipeRefusal: Hashable, Sendable {
    /// The navigation delegate supplies its own animator for the pop (no built-in interaction
    /// controller).
    case customAnimator
    /// A transition runs or the bar animates, and the user may not interrupt it.
    case transitioning
    /// The keyboard is appearing, disappearing or changing its frame.
    case keyboardTransitioning
    /// The stack holds one screen.
    case atRoot
    /// The top screen replaced or hid its back button, or the bar is hidden: the rules apps
    /// (and Baton) undo.
    case backButtonGone
    /// An active search controller hides the bar.
    case searchActive

    /// Whether UIKit refuses on purpose, for the screen's sake (the keyboard, the search, the
    /// bar's animation, an app's animator, a transition), rather than for the back-button and
    /// bar rules apps replace the delegate to undo, or the root.
    public var isOnPurpose: Bool {
      switch self {
      case .customAnimator, .transitioning, .keyboardTransitioning, .searchActive: true
      case .atRoot, .backButtonGone: false
      }
    }
  }
}

extension Headless.World {
  /// Why UIKit's own delegate would refuse an edge swipe on `navigationController` now,
  /// whatever delegate the gesture has; `nil` when it would let it through.
  ///
  /// - Parameter navigationController: The navigation controller.
  /// - Returns: The first reason in UIKit's order, or `nil`.
  public func reasonUIKitRefusesSwipe(on navigationController: UINavigationController)
    -> Headless.UIKitSwipeRefusal?
  {
    guard let recognizer = navigationController.interactivePopGestureRecognizer else {
      return nil
    }
    return PopGestureDefaultDelegate.refusal(for: navigationController, recognizer: recognizer)
  }

  /// Why UIKit's own delegate would refuse an edge swipe on `navigationController` now had
  /// `delegate` been its navigation delegate: the app as written, when a library put a proxy of
  /// its own in the delegate's place (UIKit reads which animator methods the delegate
  /// implements, `Docs/UIKitFacts.md` A5 R1).
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller.
  ///   - delegate: The navigation delegate to judge by.
  /// - Returns: The first reason in UIKit's order, or `nil`.
  public func reasonUIKitRefusesSwipe(
    on navigationController: UINavigationController,
    withDelegate delegate: (any UINavigationControllerDelegate)?
  ) -> Headless.UIKitSwipeRefusal? {
    guard let recognizer = navigationController.interactivePopGestureRecognizer else {
      return nil
    }
    return PopGestureDefaultDelegate.refusal(
      for: navigationController,
      recognizer: recognizer,
      delegate: .some(delegate)
    )
  }

  /// Whether `waiter` is made to wait for `other` to fail: an explicit `require(toFail:)`, its
  /// delegate's `gestureRecognizer(_:shouldRequireFailureOf:)`, or `other`'s delegate answering
  /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)` (or UIKit's private twin).
  ///
  /// - Parameters:
  ///   - waiter: The recognizer that may wait (a scroll view's pan).
  ///   - other: The recognizer it may wait for (a swipe-back).
  /// - Returns: Whether `waiter` is decided only after `other` fails.
  public func isWaiting(_ waiter: UIGestureRecognizer, for other: UIGestureRecognizer) -> Bool {
    waiter.waits(for: other)
  }
}

extension Headless.World {
  /// Whether `navigationController`'s bar is animating a change of visibility now
  /// (`setNavigationBarHidden(_:animated: true)`, for `UINavigationController.hideShowBarDuration`).
  ///
  /// - Parameter navigationController: The navigation controller.
  /// - Returns: Whether the bar's show or hide animation runs.
  public func isBarAnimating(in navigationController: UINavigationController) -> Bool {
    navigationController.navigationBar.isAnimatingVisibility
  }
}
