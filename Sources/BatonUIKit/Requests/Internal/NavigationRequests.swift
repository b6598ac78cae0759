import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Builds the lane requests for navigation-stack changes.
///
/// Each request holds its navigation controller weakly, through one ``WeakSource`` shared by
/// its closures (a controller that went away while the
/// request waited makes it `.dropped(.sourceGone)`), validates when its turn comes, performs the
/// change with ``DirectCalls`` and signals the end through ``TransitionCompletion``.
@MainActor
enum NavigationRequests {
  /// The duration a navigation animation is expected to take before the coordinator tells.
  static let animatedDuration: TimeInterval = 0.35

  static func push(
    _ viewController: UIViewController,
    onto navigation: UINavigationController,
    lane: Lane,
    animated: Bool,
    policy: LanePolicy
  ) -> TransitionRequest {
    let scheduler = lane.scheduler
    return make(
      .push,
      label: RequestLabels.label(.push, viewController),
      navigation: navigation,
      animated: animated,
      policy: policy,
      identity: TransitionIdentity(
        instance: ObjectIdentifier(viewController),
        screenType: ObjectIdentifier(type(of: viewController)),
        container: ObjectIdentifier(navigation)
      ),
      scheduler: scheduler,
      validate: { navigation in
        RequestValidation.push(
          viewController,
          onto: navigation,
          dropsScreenTypeOnTop: BatonLanes.options.dropsPushOfScreenTypeOnTop
        )
      },
      change: { DirectCalls.push(viewController, on: $0, animated: animated) }
    )
  }

  static func pop(
    _ navigation: UINavigationController,
    animated: Bool,
    policy: LanePolicy,
    scheduler: any MainLoopScheduler,
    onPerformed: (@MainActor (UIViewController?) -> Void)? = nil
  ) -> TransitionRequest {
    make(
      .pop,
      label: "pop",
      navigation: navigation,
      animated: animated,
      policy: policy,
      scheduler: scheduler,
      validate: { RequestValidation.pop($0) },
      change: { navigation in
        // Not inside `onPerformed?(...)`: optional chaining would skip the call.
        let result = DirectCalls.pop(navigation, animated: animated)
        onPerformed?(result)
      }
    )
  }

  static func pop(
    _ navigation: UINavigationController,
    to target: UIViewController,
    animated: Bool,
    policy: LanePolicy,
    scheduler: any MainLoopScheduler,
    onPerformed: (@MainActor ([UIViewController]?) -> Void)? = nil
  ) -> TransitionRequest {
    make(
      .popTo,
      label: RequestLabels.label(.popTo, target),
      navigation: navigation,
      animated: animated,
      policy: policy,
      scheduler: scheduler,
      validate: { RequestValidation.pop($0, to: target) },
      change: { navigation in
        // Not inside `onPerformed?(...)`: optional chaining would skip the call.
        let result = DirectCalls.pop(navigation, to: target, animated: animated)
        onPerformed?(result)
      }
    )
  }

  static func popToRoot(
    _ navigation: UINavigationController,
    animated: Bool,
    policy: LanePolicy,
    scheduler: any MainLoopScheduler,
    onPerformed: (@MainActor ([UIViewController]?) -> Void)? = nil
  ) -> TransitionRequest {
    make(
      .popToRoot,
      label: "pop to root",
      navigation: navigation,
      animated: animated,
      policy: policy,
      scheduler: scheduler,
      validate: { RequestValidation.pop($0) },
      change: { navigation in
        // Not inside `onPerformed?(...)`: optional chaining would skip the call.
        let result = DirectCalls.popToRoot(navigation, animated: animated)
        onPerformed?(result)
      }
    )
  }

  static func set(
    _ viewControllers: [UIViewController],
    on navigation: UINavigationController,
    animated: Bool,
    policy: LanePolicy,
    scheduler: any MainLoopScheduler
  ) -> TransitionRequest {
    make(
      .setViewControllers,
      label: "set \(viewControllers.count) view controller(s)",
      navigation: navigation,
      animated: animated,
      policy: policy,
      scheduler: scheduler,
      validate: { RequestValidation.set(viewControllers, on: $0) },
      change: { DirectCalls.set(viewControllers, on: $0, animated: animated) }
    )
  }

  /// A request that is refused when its turn comes, for a navigation call made from a
  /// controller that has no navigation controller.
  static func refused(
    _ kind: TransitionKind,
    from source: UIViewController,
    policy: LanePolicy
  ) -> TransitionRequest {
    let message = "\(kind) from \(type(of: source)), which has no navigation controller"
    return TransitionRequest(
      kind: kind,
      label: message,
      policy: policy,
      validate: { .invalid(.other(message)) },
      perform: { $0.finish(.dropped(.invalid(.other(message)))) }
    )
  }

  private static func make(
    _ kind: TransitionKind,
    label: String,
    navigation: UINavigationController,
    animated: Bool,
    policy: LanePolicy,
    identity: TransitionIdentity? = nil,
    scheduler: any MainLoopScheduler,
    validate: @escaping @MainActor (UINavigationController) -> DropReason?,
    change: @escaping @MainActor (UINavigationController) -> Void
  ) -> TransitionRequest {
    let source = WeakSource(navigation)
    return TransitionRequest(
      kind: kind,
      label: label,
      policy: policy,
      expectedDuration: animated ? animatedDuration : 0,
      identity: identity,
      isSourceAlive: { source.object != nil },
      validate: {
        guard let navigation = source.object else { return .sourceGone }
        let reason = validate(navigation)
        if let reason { RequestReporting.refused(label, reason, on: navigation) }
        return reason
      },
      perform: { running in
        guard let navigation = source.object else {
          return running.finish(.dropped(.sourceGone))
        }
        TransitionCompletion.afterForeignTransition(
          on: navigation,
          running: running,
          scheduler: scheduler
        ) {
          if let reason = validate(navigation) { return running.finish(.dropped(reason)) }
          change(navigation)
          TransitionCompletion.track(running, on: navigation, scheduler: scheduler) {
            (source.object as? BatonNavigationController)?.transitionDidEnd()
          }
        }
      }
    )
  }
}
