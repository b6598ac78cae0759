import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit

/// The full-screen swipe-back's recognizer of `navigation`: the plain pan on its view that is
/// neither the edge swipe nor iOS 26's content swipe (found as an app would find it).
@MainActor
func fullScreenPan(of navigation: UINavigationController) -> UIPanGestureRecognizer? {
  navigation.view.gestureRecognizers?.lazy
    .compactMap { $0 as? UIPanGestureRecognizer }
    .first {
      !($0 is UIScreenEdgePanGestureRecognizer)
        && $0 !== navigation.interactiveContentPopGestureRecognizer
    }
}

/// Turns the full-screen swipe-back on for the stage's stack, and on the fluid profile turns
/// iOS 26's content swipe off (as an app may) so that the pan does not step aside for it.
@MainActor
func enableFullScreenSwipeBack(on stage: Stage, keepingContentSwipe: Bool = false) {
  (stage.navigation as? BatonNavigationController)?.isFullScreenSwipeBackEnabled = true
  if !keepingContentSwipe {
    stage.navigation.interactiveContentPopGestureRecognizer?.isEnabled = false
  }
}

/// A target that records what the stack looks like at each step of a pan.
@MainActor
final class PanProbe: NSObject, HeadlessActionReceiving {
  private let navigation: UINavigationController
  private let lane: () -> Lane
  private(set) var interactiveAtBegin: Bool?
  private(set) var durationAtBegin: TimeInterval?
  private(set) var laneKindAtBegin: TransitionKind?

  init(navigation: UINavigationController, lane: @escaping () -> Lane) {
    self.navigation = navigation
    self.lane = lane
  }

  func receiveAction(_ action: Selector, from sender: UIGestureRecognizer) {
    guard sender.state == .began else { return }
    interactiveAtBegin = navigation.transitionCoordinator?.isInteractive
    durationAtBegin = navigation.transitionCoordinator?.transitionDuration
    laneKindAtBegin = lane().current?.kind
  }
}

/// An app's navigation delegate that records what it is told, and may vend an animator.
@MainActor
final class ShowRecordingNavigationDelegate: NSObject, UINavigationControllerDelegate {
  /// It implements the animator method, as `respondsToSelector:` finds on iOS.
  func responds(to aSelector: Selector) -> Bool {
    Headless.NavigationDelegateSelector.isAnimatorMethod(aSelector)
  }

  private(set) var willShow: [String] = []
  private(set) var didShow: [String] = []
  private(set) var animatorQueries = 0
  var animator: (any UIViewControllerAnimatedTransitioning)?
  var interaction: (any UIViewControllerInteractiveTransitioning)?

  func navigationController(
    _ navigationController: UINavigationController,
    willShow viewController: UIViewController,
    animated: Bool
  ) {
    willShow.append("\(type(of: viewController))")
  }

  func navigationController(
    _ navigationController: UINavigationController,
    didShow viewController: UIViewController,
    animated: Bool
  ) {
    didShow.append("\(type(of: viewController))")
  }

  func navigationController(
    _ navigationController: UINavigationController,
    animationControllerFor operation: UINavigationController.Operation,
    from fromVC: UIViewController,
    to toVC: UIViewController
  ) -> (any UIViewControllerAnimatedTransitioning)? {
    animatorQueries += 1
    return animator
  }

  func navigationController(
    _ navigationController: UINavigationController,
    interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning
  ) -> (any UIViewControllerInteractiveTransitioning)? {
    interaction
  }
}

/// An animator of the app's own, one second long.
@MainActor
final class SlowAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  func transitionDuration(
    using transitionContext: (any UIViewControllerContextTransitioning)?
  ) -> TimeInterval { 1 }

  func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
}
