import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One call of ``BatonNavigator`` (or of ``BatonNavigationController``'s overrides), before it
/// becomes a lane request.
enum NavigatorCall {
  /// A change of the navigation stack the call acts on.
  case stack(NavigationChange.Operation)
  case present(UIViewController)
  case dismiss
  case removeAll

  /// The controllers the call brings to the window: they belong to the call's lane until its
  /// outcome, so that a request chained from one of them before it reaches the window (from
  /// the completion handler, say) finds the same lane.
  var destinations: [UIViewController] {
    switch self {
    case .stack(.push(let screen)), .present(let screen): [screen]
    case .stack(.set(let stack)): stack
    case .stack(.pop), .dismiss, .removeAll: []
    }
  }
}

extension BatonNavigator {
  /// Submits `call` to `context`'s lane (by default the lane of ``viewController``): the one
  /// path of every call.
  ///
  /// The call's destinations are noted as the lane's until the outcome, and forgotten after
  /// `completion` runs, so nothing keeps them alive past their request.
  ///
  /// `uikitCalls` is how the turn reaches UIKit: for a call the app-wide guard routed, the
  /// implementations it replaced (called instead of the public methods). `uikitCompletion` is
  /// the completion the app passed to UIKit's present or dismiss.
  @discardableResult
  func submit(
    _ call: NavigatorCall,
    in context: LaneContext? = nil,
    animated: Bool,
    policy: LanePolicy,
    destination: DestinationOptions = DestinationOptions(),
    onPopped: (@MainActor ([UIViewController]?) -> Void)? = nil,
    uikitCalls: TurnCalls = .direct,
    uikitCompletion: (() -> Void)? = nil,
    completion: (@MainActor (TransitionOutcome) -> Void)?
  ) -> TransitionTicket {
    let context = context ?? laneContext(for: call)
    let request = request(
      for: call,
      in: context,
      animated: animated,
      policy: policy,
      destination: destination,
      onPopped: onPopped,
      uikitCalls: uikitCalls,
      uikitCompletion: uikitCompletion
    )
    let noted = call.destinations.filter {
      LaneRegistry.shared.noteDestination($0, context: context)
    }
    guard !noted.isEmpty else { return context.lane.submit(request, onOutcome: completion) }
    return context.lane.submit(request) { outcome in
      completion?(outcome)
      for controller in noted { LaneRegistry.shared.forgetDestination(controller) }
    }
  }

  /// The lane a call goes through: the lane of ``viewController``'s window; for a dismiss from
  /// a page that has left its window while what it presented is still on screen, the lane of
  /// that presentation's window (``PagePresentations``).
  private func laneContext(for call: NavigatorCall) -> LaneContext {
    if case .dismiss = call, LaneRegistry.shared.context(for: viewController) == nil,
      let made = PagePresentations.lowestShown(madeByAnyOf: [viewController]),
      let context = LaneRegistry.shared.context(for: made)
    {
      return context
    }
    return LaneRegistry.shared.resolvedContext(for: viewController)
  }

  private func request(
    for call: NavigatorCall,
    in context: LaneContext,
    animated: Bool,
    policy: LanePolicy,
    destination: DestinationOptions,
    onPopped: (@MainActor ([UIViewController]?) -> Void)?,
    uikitCalls: TurnCalls,
    uikitCompletion: (() -> Void)?
  ) -> TransitionRequest {
    switch call {
    case .stack(let operation):
      guard let navigation else {
        return NavigationRequests.refused(
          operation.kind,
          from: viewController,
          context: context,
          policy: policy
        )
      }
      return NavigationRequests.request(
        NavigationChange(
          operation,
          on: navigation,
          animated: animated,
          context: context,
          onPopped: onPopped,
          uikitCalls: uikitCalls
        ),
        policy: policy,
        destination: destination
      )
    case .present(let screen):
      return PresentationRequests.present(
        screen,
        from: viewController,
        context: context,
        animated: animated,
        policy: policy,
        destination: destination,
        uikitCalls: uikitCalls.replaced,
        uikitCompletion: uikitCompletion
      )
    case .dismiss:
      return PresentationRequests.dismiss(
        viewController,
        context: context,
        animated: animated,
        policy: policy,
        uikitCalls: uikitCalls.replaced,
        uikitCompletion: uikitCompletion
      )
    case .removeAll:
      return PresentationRequests.removeAll(
        from: viewController,
        context: context,
        animated: animated,
        policy: policy
      )
    }
  }
}
