import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Builds the lane requests for modal presentation, dismissal and `removeAll`.
///
/// A request refers to its lane `unowned`, never `weak` (a weak reference would give the busy
/// lane a side table and slow every retain and release of it): only the lane runs a request's
/// closures, so the lane is alive whenever they run, and the request never keeps it alive.
/// It holds its source strongly until its outcome (see ``ModalChange``).
@MainActor
enum PresentationRequests {
  /// The duration a modal animation is expected to take.
  static let animatedDuration: TimeInterval = 0.5

  static func present(
    _ viewController: UIViewController,
    from presenter: UIViewController,
    lane: Lane,
    animated: Bool,
    policy: LanePolicy,
    options: BatonOptions
  ) -> TransitionRequest {
    let change = ModalChange(
      .present(viewController, from: presenter, fallback: options.presenterFallback),
      animated: animated,
      label: RequestLabels.label(.present, viewController),
      lane: lane
    )
    return TransitionRequest(
      kind: .present,
      label: change.label,
      policy: policy,
      expectedDuration: animated ? animatedDuration : 0,
      identity: TransitionIdentity(
        instance: ObjectIdentifier(viewController),
        screenType: ObjectIdentifier(type(of: viewController)),
        container: ObjectIdentifier(lane)
      ),
      validate: { change.validate() },
      perform: { change.perform($0) }
    )
  }

  static func dismiss(
    _ controller: UIViewController,
    lane: Lane,
    animated: Bool,
    policy: LanePolicy
  ) -> TransitionRequest {
    let change = ModalChange(
      .dismiss(controller),
      animated: animated,
      label: RequestLabels.label(.dismissFrom, controller),
      lane: lane
    )
    return TransitionRequest(
      kind: .dismiss,
      label: change.label,
      policy: policy,
      expectedDuration: animated ? animatedDuration : 0,
      validate: { change.validate() },
      perform: { change.perform($0) }
    )
  }

  /// The `removeAll` request: dismiss everything presented, then pop to the root.
  ///
  /// Dismisses the whole presented chain of the source's window, then pops the navigation
  /// stack left on top to its root, as one lane transaction. Completes at once (on the next
  /// turn) when nothing is presented and the stack is at its root.
  static func removeAll(
    from source: UIViewController,
    lane: Lane,
    animated: Bool,
    policy: LanePolicy
  ) -> TransitionRequest {
    let scheduler = lane.scheduler
    return TransitionRequest(
      kind: .removeAll,
      label: RequestLabels.label(.removeAllFrom, source),
      policy: policy,
      expectedDuration: animated ? animatedDuration + NavigationRequests.animatedDuration : 0,
      perform: { [unowned lane] running in
        let window = BatonLanes.window(of: lane) ?? WindowResolution.window(for: source)
        let base = window?.rootViewController ?? WindowResolution.root(of: source)
        let popPhase: @MainActor () -> Void = {
          let top = TopMost.viewController(from: base)
          guard let navigation = (top as? UINavigationController) ?? top.navigationController,
            navigation.viewControllers.count > 1
          else { return scheduler.runOnNextTurn { running.finish(.completed) } }
          _ = DirectCalls.popToRoot(navigation, animated: animated)
          TransitionCompletion.track(
            running,
            on: navigation,
            scheduler: scheduler,
            reapplyingGateOf: navigation as? BatonNavigationController
          )
        }
        dismissChain(above: base, animated: animated, scheduler: scheduler, then: popPhase)
      }
    )
  }

  /// The longest presented chain `removeAll` dismisses.
  private static let chainLimit = 64

  /// Dismisses everything presented above `base`, then runs `then` on the next turn.
  ///
  /// UIKit dismisses the whole chain in one call; the loop also covers a presenter that
  /// dismisses one level at a time.
  private static func dismissChain(
    above base: UIViewController,
    animated: Bool,
    scheduler: any MainLoopScheduler,
    remaining: Int = chainLimit,
    then: @escaping @MainActor () -> Void
  ) {
    guard base.presentedViewController != nil, remaining > 0 else { return then() }
    // Strong captures: they live only until UIKit's completion and the next turn.
    base.dismiss(animated: animated) {
      scheduler.runOnNextTurn {
        dismissChain(
          above: base,
          animated: animated,
          scheduler: scheduler,
          remaining: remaining - 1,
          then: then
        )
      }
    }
  }
}
