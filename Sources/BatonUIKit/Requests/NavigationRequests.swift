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

  /// The request of `change`.
  static func request(
    _ change: NavigationChange,
    policy: LanePolicy,
    destination: DestinationOptions = DestinationOptions()
  ) -> TransitionRequest {
    var identity: TransitionIdentity?
    if case .push(let viewController) = change.operation {
      let screenDestination = ScreenDestination(of: viewController, opening: destination.opening)
      change.destination = screenDestination
      if let opening = destination.opening, opening.window != nil {
        let moment = AskedMoment(window: opening.window)
        change.retarget = { opening.navigationAtTurn(askedAt: moment) }
        change.openedURL = opening.url
      }
      identity = ScreenDestination.identity(
        of: viewController,
        destination: screenDestination,
        onto: change.navigation,
        duplicates: destination.duplicates
      )
    }
    return AdapterRequest.make(
      kind: change.operation.kind,
      label: change.operation.label,
      policy: policy,
      expectedDuration: change.animated ? animatedDuration : 0,
      identity: identity,
      context: change.context,
      validate: { change.validate() },
      perform: { change.perform($0) }
    )
  }

  /// A request that is refused when its turn comes, with a `noNavigationController`
  /// diagnostic, for a navigation call made from a controller that has no navigation
  /// controller.
  static func refused(
    _ kind: TransitionKind,
    from source: UIViewController,
    context: LaneContext,
    policy: LanePolicy
  ) -> TransitionRequest {
    let message = "\(kind) from \(type(of: source)), which has no navigation controller"
    return AdapterRequest.make(
      kind: kind,
      label: message,
      policy: policy,
      expectedDuration: 0,
      context: context,
      validate: {
        AdapterDiagnostics.report(.noNavigationController, .warning, message, lane: context.lane)
        return .invalid(.other(message))
      },
      perform: { $0.finish(.dropped(.invalid(.other(message)))) }
    )
  }
}

extension NavigationChange.Operation {
  /// The lane's name for the change.
  var kind: TransitionKind {
    switch self {
    case .push: .push
    case .pop(.top), .pop(.topAsSeen), .pop(.screen): .pop
    case .pop(.viewController): .popTo
    case .pop(.root): .popToRoot
    case .set: .setViewControllers
    }
  }

  /// The request's readable name, such as `push DetailViewController`.
  var label: String {
    switch self {
    case .push(let viewController): "push \(type(of: viewController))"
    case .pop(.top), .pop(.topAsSeen): "pop"
    case .pop(.screen(let screen)): "pop \(type(of: screen))"
    case .pop(.viewController(let target)): "pop to \(type(of: target))"
    case .pop(.root): "pop to root"
    case .set(let viewControllers): "set \(viewControllers.count) view controller(s)"
    }
  }
}
