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
      lane: lane,
      animated: animated,
      policy: policy,
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
      lane: lane,
      animated: animated,
      policy: policy,
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
      lane: lane,
      animated: animated,
      policy: policy,
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
    return NavigationRequests.set(
      stack,
      on: navigation,
      lane: lane,
      animated: animated,
      policy: policy
    )
  }

  func presentRequest(
    in lane: Lane,
    _ screen: UIViewController,
    animated: Bool,
    policy: LanePolicy
  ) -> TransitionRequest {
    PresentationRequests.present(
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
    PresentationRequests.dismiss(viewController, lane: lane, animated: animated, policy: policy)
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

  /// Submits `request` with its `destination` (the controller it pushes or presents) noted.
  ///
  /// The destination belongs to `lane` until the outcome: a request chained from it before it
  /// reaches the window (from the completion handler, say) finds the same lane. The entry is
  /// removed after `onOutcome` runs, so nothing keeps the controller alive past its request.
  @discardableResult
  static func submit(
    _ request: TransitionRequest,
    to lane: Lane,
    destination: UIViewController,
    onOutcome: (@MainActor (TransitionOutcome) -> Void)?
  ) -> TransitionTicket {
    guard LaneRegistry.shared.noteDestination(destination, lane: lane) else {
      return lane.submit(request, onOutcome: onOutcome)
    }
    return lane.submit(request) { outcome in
      onOutcome?(outcome)
      LaneRegistry.shared.forgetDestination(destination)
    }
  }

  /// ``submit(_:to:destination:onOutcome:)`` for several destinations (a new stack).
  @discardableResult
  static func submit(
    _ request: TransitionRequest,
    to lane: Lane,
    destinations: [UIViewController],
    onOutcome: (@MainActor (TransitionOutcome) -> Void)?
  ) -> TransitionTicket {
    let noted = destinations.filter { LaneRegistry.shared.noteDestination($0, lane: lane) }
    guard !noted.isEmpty else { return lane.submit(request, onOutcome: onOutcome) }
    return lane.submit(request) { outcome in
      onOutcome?(outcome)
      for controller in noted { LaneRegistry.shared.forgetDestination(controller) }
    }
  }

  /// The `async` form of ``submit(_:to:destinations:onOutcome:)``: the entries are removed
  /// when the awaiting call resumes with the outcome.
  static func submit(
    _ request: TransitionRequest,
    to lane: Lane,
    destinations: [UIViewController]
  ) async -> TransitionOutcome {
    let noted = destinations.filter { LaneRegistry.shared.noteDestination($0, lane: lane) }
    let outcome = await lane.submit(request).waitForOutcome()
    for controller in noted { LaneRegistry.shared.forgetDestination(controller) }
    return outcome
  }
}
