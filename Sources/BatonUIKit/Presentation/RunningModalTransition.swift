import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The presentation or dismissal running in a window now, beside which UIKit starts no other
/// (it refuses the second with F6, `Docs/UIKitFacts.md`, and never calls its completion).
///
/// A call that passes the lane by (a pop-up's own call, an SDK's dismissal of what it presented
/// over a pop-up) may start one while the lane is idle: a modal change of the lane, a pop-up's
/// hide and a pop-up's own call wait for it with ``whenSettled(near:scheduler:_:)``.
@MainActor
enum RunningModalTransition {
  /// The controller being presented or dismissed, with its transition's coordinator, in
  /// `controller`'s window; nil when none runs.
  static func controller(near controller: UIViewController) -> UIViewController? {
    guard let window = WindowResolution.window(for: controller, searchingScenes: false),
      var current = window.rootViewController
    else { return nil }
    while let next = current.presentedViewController {
      if next.isBeingPresented || next.isBeingDismissed, next.transitionCoordinator != nil {
        return next
      }
      current = next
    }
    return nil
  }

  /// Runs `work` now when no presentation or dismissal runs in `controller`'s window, else on
  /// the turn after the running ones have ended.
  static func whenSettled(
    near controller: UIViewController,
    scheduler: any MainLoopScheduler,
    _ work: @escaping @MainActor () -> Void
  ) {
    guard let busy = self.controller(near: controller), let coordinator = busy.transitionCoordinator
    else { return work() }
    let registered = coordinator.animate(alongsideTransition: nil) { _ in
      scheduler.runOnNextTurn { whenSettled(near: controller, scheduler: scheduler, work) }
    }
    if !registered { work() }
  }
}
