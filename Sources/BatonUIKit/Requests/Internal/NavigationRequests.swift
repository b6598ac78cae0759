import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Builds the lane requests for navigation-stack changes.
///
/// Each request is one ``NavigationChange``: it holds its navigation controller until its
/// outcome, validates when its turn comes, performs the change with ``DirectCalls`` and
/// signals the end through ``TransitionCompletion``.
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
    make(
      NavigationChange(
        .push(viewController),
        on: navigation,
        animated: animated,
        label: RequestLabels.label(.push, viewController),
        lane: lane
      ),
      kind: .push,
      policy: policy,
      identity: TransitionIdentity(
        instance: ObjectIdentifier(viewController),
        screenType: ObjectIdentifier(type(of: viewController)),
        container: ObjectIdentifier(navigation)
      )
    )
  }

  static func pop(
    _ navigation: UINavigationController,
    lane: Lane,
    animated: Bool,
    policy: LanePolicy,
    onPerformed: (@MainActor (UIViewController?) -> Void)? = nil
  ) -> TransitionRequest {
    make(
      NavigationChange(
        .pop(onPerformed: onPerformed),
        on: navigation,
        animated: animated,
        label: "pop",
        lane: lane
      ),
      kind: .pop,
      policy: policy
    )
  }

  static func pop(
    _ navigation: UINavigationController,
    to target: UIViewController,
    lane: Lane,
    animated: Bool,
    policy: LanePolicy,
    onPerformed: (@MainActor ([UIViewController]?) -> Void)? = nil
  ) -> TransitionRequest {
    make(
      NavigationChange(
        .popTo(target, onPerformed: onPerformed),
        on: navigation,
        animated: animated,
        label: RequestLabels.label(.popTo, target),
        lane: lane
      ),
      kind: .popTo,
      policy: policy
    )
  }

  static func popToRoot(
    _ navigation: UINavigationController,
    lane: Lane,
    animated: Bool,
    policy: LanePolicy,
    onPerformed: (@MainActor ([UIViewController]?) -> Void)? = nil
  ) -> TransitionRequest {
    make(
      NavigationChange(
        .popToRoot(onPerformed: onPerformed),
        on: navigation,
        animated: animated,
        label: "pop to root",
        lane: lane
      ),
      kind: .popToRoot,
      policy: policy
    )
  }

  static func set(
    _ viewControllers: [UIViewController],
    on navigation: UINavigationController,
    lane: Lane,
    animated: Bool,
    policy: LanePolicy
  ) -> TransitionRequest {
    make(
      NavigationChange(
        .set(viewControllers),
        on: navigation,
        animated: animated,
        label: "set \(viewControllers.count) view controller(s)",
        lane: lane
      ),
      kind: .setViewControllers,
      policy: policy
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

  /// The request of `change`: its closures capture only the change.
  private static func make(
    _ change: NavigationChange,
    kind: TransitionKind,
    policy: LanePolicy,
    identity: TransitionIdentity? = nil
  ) -> TransitionRequest {
    TransitionRequest(
      kind: kind,
      label: change.label,
      policy: policy,
      expectedDuration: change.animated ? animatedDuration : 0,
      identity: identity,
      validate: { change.validate() },
      perform: { change.perform($0) }
    )
  }
}
