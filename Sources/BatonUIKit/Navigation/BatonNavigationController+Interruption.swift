import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UINavigationController {
  /// Whether the user may interrupt the transition running now with a swipe-back or a tap on
  /// the back button, as iOS 26 lets them.
  ///
  /// `true` when all of these hold:
  /// - The system preempts: iOS 26, recognised as the adapter recognises it elsewhere, by the
  ///   presence of its content swipe-back recognizer. Apps that run in a compatibility mode
  ///   (built with an older SDK, or with fluid transitions turned off) may not get iOS 26's
  ///   preemption even on iOS 26; Baton then lets a swipe begin that UIKit defers, as it would
  ///   on iOS 18.
  /// - The lane's request in flight is a navigation transition (`push`, `pop`, `popTo`,
  ///   `popToRoot`, `setViewControllers`, or a swipe-back the user already let go of) and this
  ///   stack's transition coordinator reports a transition that the finger does not drive.
  /// - UIKit animates the transition itself: the navigation delegate vends no animator for it
  ///   (iOS 26 does not let the user interrupt an app's animation).
  /// - Nothing is presented over this stack.
  ///
  /// The swipe-back gate reads it to let a swipe begin during a transition; the swipe's pop
  /// then preempts the request in flight (`Lane.startPreempting(_:inFlightIsCancelling:onOutcome:)`).
  ///
  /// A tap on the back button reaches UIKit's `popViewController(animated:)` (`Docs/UIKitFacts.md`
  /// A11), a call no public API tells from the app's own, so the tap is recognised through the
  /// `backAction` lent to the top item while such a transition runs
  /// (`BatonNavigationController.transitionDidStart()`); the app's own calls made during a
  /// transition keep their order on the lane. The app-wide guard's gate reads it for any
  /// navigation controller (`GuardedSwipeBack`).
  var userMayInterruptRunningTransition: Bool {
    guard contentPopGestureIfAvailable != nil, presentedViewController == nil,
      let coordinator = transitionCoordinator, !coordinator.isInteractive,
      !isRunningTransitionAnimatedByApp,
      let lane = LaneRegistry.shared.existingContext(for: self)?.lane,
      let running = lane.current
    else { return false }
    switch running.kind {
    case .push, .pop, .popTo, .popToRoot, .setViewControllers:
      return true
    case .interactivePop:
      // A swipe the user let go of, still animating to its end (the coordinator is no longer
      // interactive): iOS 26 lets the next swipe or tap interrupt it too.
      return true
    case .present, .dismiss, .removeAll, .popupShow, .popupHide, .custom:
      return false
    }
  }
}

extension BatonNavigationController {
  /// Starts the user's pop on the lane, preempting the transition in flight when the user may
  /// interrupt it (iOS 26), and otherwise at once ahead of pending work (dropped `busy` when a
  /// transition is in flight).
  ///
  /// For the swipe, `kind` is `.interactivePop`; for a back tap, `.pop`, the kind of the pop
  /// UIKit's back button makes, so that a second tap may interrupt it in turn.
  func startUserPop(
    kind: TransitionKind,
    label: String,
    animated: Bool,
    in context: LaneContext
  ) -> UIViewController? {
    UserPopRequests.start(
      on: self,
      kind: kind,
      label: label,
      in: context,
      preempting: userMayInterruptRunningTransition
    ) { DirectCalls.pop(self, to: .top, animated: animated) }?.first
  }
}
