import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The lane requests behind each call of ``BatonNavigator``.
extension BatonNavigator {
  func pushRequest(
    in lane: Lane,
    _ screen: UIViewController,
    animated: Bool,
    policy: LanePolicy
  ) -> TransitionRequest {
    guard let navigation else {
      return NavigationRequests.refused(.push, from: viewController, policy: policy)
    }
    LaneRegistry.shared.noteDestination(screen, lane: lane)
    return NavigationRequests.push(
      screen,
      onto: navigation,
      lane: lane,
      animated: animated,
      policy: policy
    )
  }

  func popRequest(
    in lane: Lane,
    animated: Bool,
    policy: LanePolicy,
    onPerformed: (@MainActor (UIViewController?) -> Void)? = nil
  ) -> TransitionRequest {
    guard let navigation else {
      return NavigationRequests.refused(.pop, from: viewController, policy: policy)
    }
    return NavigationRequests.pop(
      navigation,
      animated: animated,
      policy: policy,
      scheduler: lane.scheduler,
      onPerformed: onPerformed
    )
  }

  func popToRequest(
    in lane: Lane,
    _ target: UIViewController,
    animated: Bool,
    policy: LanePolicy,
    onPerformed: (@MainActor ([UIViewController]?) -> Void)? = nil
  ) -> TransitionRequest {
    guard let navigation else {
      return NavigationRequests.refused(.popTo, from: viewController, policy: policy)
    }
    return NavigationRequests.pop(
      navigation,
      to: target,
      animated: animated,
      policy: policy,
      scheduler: lane.scheduler,
      onPerformed: onPerformed
    )
  }

  func popToRootRequest(
    in lane: Lane,
    animated: Bool,
    policy: LanePolicy,
    onPerformed: (@MainActor ([UIViewController]?) -> Void)? = nil
  ) -> TransitionRequest {
    guard let navigation else {
      return NavigationRequests.refused(.popToRoot, from: viewController, policy: policy)
    }
    return NavigationRequests.popToRoot(
      navigation,
      animated: animated,
      policy: policy,
      scheduler: lane.scheduler,
      onPerformed: onPerformed
    )
  }

  func setRequest(
    in lane: Lane,
    _ stack: [UIViewController],
    animated: Bool,
    policy: LanePolicy
  ) -> TransitionRequest {
    guard let navigation else {
      return NavigationRequests.refused(.setViewControllers, from: viewController, policy: policy)
    }
    for controller in stack { LaneRegistry.shared.noteDestination(controller, lane: lane) }
    return NavigationRequests.set(
      stack,
      on: navigation,
      animated: animated,
      policy: policy,
      scheduler: lane.scheduler
    )
  }

  func presentRequest(
    in lane: Lane,
    _ screen: UIViewController,
    animated: Bool,
    policy: LanePolicy
  ) -> TransitionRequest {
    LaneRegistry.shared.noteDestination(screen, lane: lane)
    return PresentationRequests.present(
      screen,
      from: viewController,
      lane: lane,
      animated: animated,
      policy: policy,
      options: BatonLanes.options
    )
  }

  func dismissRequest(
    in lane: Lane,
    animated: Bool,
    policy: LanePolicy
  ) -> TransitionRequest {
    PresentationRequests.dismiss(viewController, animated: animated, policy: policy)
  }

  func removeAllRequest(
    in lane: Lane,
    animated: Bool,
    policy: LanePolicy
  ) -> TransitionRequest {
    PresentationRequests.removeAll(
      from: viewController,
      lane: lane,
      animated: animated,
      policy: policy
    )
  }
}
