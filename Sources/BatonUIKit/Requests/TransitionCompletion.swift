import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Turns UIKit's public end-of-transition signals into the lane's completion signal.
///
/// In the order of trust of DESIGN §3: the transition coordinator (which also reports cancellation),
/// then the next turn for a change that did not animate. Present and dismiss use their
/// completion blocks instead. The lane's watchdog covers a signal that never comes.
@MainActor
enum TransitionCompletion {
  /// Finishes `running` when the transition just started on `controller` ends.
  ///
  /// - Parameters:
  ///   - running: The lane's handle.
  ///   - controller: The controller whose `transitionCoordinator` describes the transition.
  ///   - scheduler: The lane's scheduler, for the next-turn signal.
  ///   - navigation: A stack whose swipe-back gate is re-applied when the transition starts and
  ///     after the signal (a ``BatonNavigationController``, or a plain stack the app-wide guard
  ///     watches, see `GuardedSwipeBack`).
  static func track(
    _ running: RunningTransition,
    on controller: UIViewController,
    scheduler: any MainLoopScheduler,
    reapplyingGateOf navigation: UINavigationController?
  ) {
    if let coordinator = controller.transitionCoordinator {
      if coordinator.isInteractive {
        coordinator.notifyWhenInteractionChanges { [weak navigation] context in
          running.updateExpectedDuration(context.transitionDuration)
          // The finger let go: on iOS 26 the rest of the swipe may now be interrupted.
          navigation?.swipeBackTransitionDidStart()
        }
      } else {
        running.updateExpectedDuration(coordinator.transitionDuration)
      }
      // Weak: the stack owns the transition and so this completion; a strong reference would
      // be a cycle until the transition ends, for good in a world abandoned mid-transition.
      let registered = coordinator.animate(alongsideTransition: nil) {
        [weak navigation] context in
        running.finish(context.isCancelled ? .cancelled : .completed)
        navigation?.swipeBackTransitionDidEnd()
      }
      if registered {
        navigation?.noteAnimatorOfStartingTransition()
        navigation?.swipeBackTransitionDidStart()
        return
      }
    }
    navigation?.noteAnimatorOfStartingTransition()
    scheduler.runOnNextTurn {
      running.finish(.completed)
      navigation?.swipeBackTransitionDidEnd()
    }
  }

  /// Runs `work` now, or, when a transition the lane did not start is still running on
  /// `controller` (a raw UIKit call, a system transition, a swipe UIKit did not report through
  /// `popViewController(animated:)`), on the turn after it ends.
  ///
  /// While waiting, the watchdog is re-armed to cover the foreign transition too (an
  /// interactive one gets `interactivePopAllowance`, ``BatonOptions/interactivePopAllowance``).
  static func afterForeignTransition(
    on controller: UIViewController,
    running: RunningTransition,
    scheduler: any MainLoopScheduler,
    interactivePopAllowance: TimeInterval,
    _ work: @escaping @MainActor () -> Void
  ) {
    if let coordinator = controller.transitionCoordinator {
      let registered = coordinator.animate(alongsideTransition: nil) { _ in
        scheduler.runOnNextTurn(work)
      }
      if registered {
        let wait =
          coordinator.isInteractive ? interactivePopAllowance : coordinator.transitionDuration
        running.updateExpectedDuration(wait + NavigationRequests.animatedDuration)
        return
      }
    }
    work()
  }
}
