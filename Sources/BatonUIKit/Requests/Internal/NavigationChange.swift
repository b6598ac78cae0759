import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One navigation-stack request: what it changes, checked when its turn comes and performed
/// with ``DirectCalls``.
///
/// The request's closures capture only this object, so each closure uses it as its context
/// and costs no allocation of its own. It holds its navigation controller strongly: a request
/// keeps its source alive until its outcome, as `DispatchQueue.main.async { ... }` would; the
/// lane lets go of the request's closures when the outcome is delivered (or once `perform` has
/// returned), and the completion tracking lets go when the transition ends.
@MainActor
final class NavigationChange {
  /// The stack change.
  enum Operation {
    case push(UIViewController)
    case pop(onPerformed: (@MainActor (UIViewController?) -> Void)?)
    case popTo(UIViewController, onPerformed: (@MainActor ([UIViewController]?) -> Void)?)
    case popToRoot(onPerformed: (@MainActor ([UIViewController]?) -> Void)?)
    case set([UIViewController])
  }

  let operation: Operation
  let navigation: UINavigationController
  let animated: Bool
  let label: String
  /// The lane the request goes to; the lane runs the closures, so it outlives them.
  unowned let lane: Lane

  init(
    _ operation: Operation,
    on navigation: UINavigationController,
    animated: Bool,
    label: String,
    lane: Lane
  ) {
    self.operation = operation
    self.navigation = navigation
    self.animated = animated
    self.label = label
    self.lane = lane
  }

  /// The lane's start-time check; a refusal is reported as a diagnostic.
  func validate() -> DropReason? {
    let reason = check()
    if let reason { RequestReporting.refused(label, reason, on: navigation, lane: lane) }
    return reason
  }

  /// Starts the change once any transition the lane did not start has ended.
  func perform(_ running: RunningTransition) {
    // The usual case, checked here first so that no escaping closure is made for it.
    guard navigation.transitionCoordinator != nil else { return start(running) }
    TransitionCompletion.afterForeignTransition(
      on: navigation,
      running: running,
      scheduler: lane.scheduler
    ) { self.start(running) }
  }

  private func start(_ running: RunningTransition) {
    if let reason = check() { return running.finish(.dropped(reason)) }
    apply()
    TransitionCompletion.track(
      running,
      on: navigation,
      scheduler: lane.scheduler,
      reapplyingGateOf: navigation as? BatonNavigationController
    )
  }

  private func check() -> DropReason? {
    switch operation {
    case .push(let viewController):
      RequestValidation.push(
        viewController,
        onto: navigation,
        dropsScreenTypeOnTop: BatonLanes.options.dropsPushOfScreenTypeOnTop
      )
    case .pop, .popToRoot:
      RequestValidation.pop(navigation)
    case .popTo(let target, _):
      RequestValidation.pop(navigation, to: target)
    case .set(let viewControllers):
      RequestValidation.set(viewControllers, on: navigation)
    }
  }

  private func apply() {
    // Results are passed on outside optional chaining, which would skip the call.
    switch operation {
    case .push(let viewController):
      DirectCalls.push(viewController, on: navigation, animated: animated)
    case .pop(let onPerformed):
      let popped = DirectCalls.pop(navigation, animated: animated)
      onPerformed?(popped)
    case .popTo(let target, let onPerformed):
      let popped = DirectCalls.pop(navigation, to: target, animated: animated)
      onPerformed?(popped)
    case .popToRoot(let onPerformed):
      let popped = DirectCalls.popToRoot(navigation, animated: animated)
      onPerformed?(popped)
    case .set(let viewControllers):
      DirectCalls.set(viewControllers, on: navigation, animated: animated)
    }
  }
}
