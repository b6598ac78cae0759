import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One navigation-stack request: what it changes, checked when its turn comes and performed
/// with its ``TurnCalls``.
///
/// It holds its navigation controller and its lane strongly: a request keeps its source alive
/// until its outcome, as `DispatchQueue.main.async { ... }` would; the lane lets go of the
/// request when the outcome is delivered (or once `perform` has returned), and the completion
/// tracking lets go when the transition ends.
@MainActor
final class NavigationChange {
  /// The stack change.
  enum Operation {
    case push(UIViewController)
    case pop(PopTarget)
    case set([UIViewController])
  }

  let operation: Operation
  /// The navigation controller changed: the one asked for, or the one ``retarget`` chose when
  /// the turn came.
  private(set) var navigation: UINavigationController
  let animated: Bool
  let context: LaneContext
  /// A push's destination, for ``BatonOptions/dropsPushOfScreenTypeOnTop``; set by
  /// ``NavigationRequests``.
  var destination: ScreenDestination?
  /// For a push the router submitted: the navigation controller on top of the page at its turn.
  ///
  /// It stays beneath any presentation made after the push was asked (returned as `beneath`);
  /// nil keeps ``navigation``. Set by ``NavigationRequests``.
  var retarget:
    (@MainActor () -> (navigation: UINavigationController, beneath: UIViewController?)?)?
  /// For a push the router submitted: the URL the screen was opened from, for the report of a
  /// screen that leaves with a presentation it did not ask for (``LinkScreenWatch``).
  var openedURL: String?
  /// Told what a pop popped, as UIKit returned it.
  private let onPopped: (@MainActor ([UIViewController]?) -> Void)?
  /// How the turn reaches UIKit: the public methods with the lane's pass, or, for a call the
  /// app-wide guard routed, the implementations it replaced.
  private let uikitCalls: TurnCalls
  /// How many times this change has dismissed what its leaving pages presented
  /// (``dismissPresentationsFirst(_:)``): a bound, so that a presentation UIKit will not take
  /// away cannot hold the change in a loop.
  var presentationDismissals = 0

  init(
    _ operation: Operation,
    on navigation: UINavigationController,
    animated: Bool,
    context: LaneContext,
    onPopped: (@MainActor ([UIViewController]?) -> Void)?,
    uikitCalls: TurnCalls = .direct
  ) {
    self.operation = operation
    self.navigation = navigation
    self.animated = animated
    self.context = context
    self.onPopped = onPopped
    self.uikitCalls = uikitCalls
    if case .push = operation { WaitingPushes.register(self) }
  }

  /// The lane's start-time check; a refusal is reported as a diagnostic.
  func validate() -> DropReason? {
    retargetIfAsked()
    let reason = check()
    AdapterDiagnostics.reportRefusal(operation.label, reason, on: navigation, lane: context.lane)
    return reason
  }

  /// Moves the change to the navigation controller ``retarget`` names, with a diagnostic that
  /// names both by type and place, and one when it stays beneath a presentation made after it
  /// was asked.
  private func retargetIfAsked() {
    guard let (target, beneath) = retarget?() else { return }
    let subject = destination.map { "push \($0)" } ?? operation.label
    if let beneath {
      AdapterDiagnostics.report(
        .actedBeneathLaterPresentation,
        .info,
        "\(subject): acting on \(ControllerPlace.describe(target)), beneath "
          + "\(ControllerPlace.describe(beneath)), which was presented after the push was asked",
        lane: context.lane
      )
    }
    guard target !== navigation else { return }
    AdapterDiagnostics.report(
      .routeRetargeted,
      .info,
      "\(subject): the page on top changed while it waited; acting on "
        + "\(ControllerPlace.describe(target)) instead of "
        + "\(ControllerPlace.describe(navigation))",
      lane: context.lane
    )
    navigation = target
  }

  /// Starts the change once any transition the lane did not start has ended.
  func perform(_ running: RunningTransition) {
    TransitionCompletion.afterForeignTransition(
      on: navigation,
      running: running,
      scheduler: context.lane.scheduler,
      interactivePopAllowance: context.options.interactivePopAllowance
    ) { self.start(running) }
  }

  /// Starts the change: checks it, dismisses what its leaving pages presented (then starts again
  /// once that dismissal ends), and makes the UIKit call.
  func start(_ running: RunningTransition) {
    WaitingPushes.started(self)
    if let reason = check() {
      // Checked again after a wait: reported as the first check's refusals are.
      AdapterDiagnostics.reportRefusal(operation.label, reason, on: navigation, lane: context.lane)
      return running.finish(.dropped(reason))
    }
    if dismissPresentationsFirst(running) { return }
    let depthBefore = navigation.viewControllers.count
    switch resolvedOperation {
    case .push(let viewController):
      LinkScreenWatch.watch(viewController, openedFrom: openedURL, on: navigation, context: context)
      uikitCalls.push(viewController, on: navigation, animated: animated)
    case .pop(let target):
      let popped = uikitCalls.pop(navigation, to: target, animated: animated)
      onPopped?(popped)
    case .set(let viewControllers):
      uikitCalls.set(viewControllers, on: navigation, animated: animated)
    }
    if navigation.transitionCoordinator == nil, !isApplied(depthBefore: depthBefore) {
      return ignored(running)
    }
    TransitionCompletion.track(
      running,
      on: navigation,
      scheduler: context.lane.scheduler,
      reapplyingGateOf: navigation
    )
  }

  /// The operation as its turn finds the stack (``PopTarget/resolved(on:)``).
  private var resolvedOperation: Operation {
    guard case .pop(let target) = operation else { return operation }
    return .pop(target.resolved(on: navigation.viewControllers))
  }

  /// Whether UIKit applied the change: it does at once when no transition runs, so a stack
  /// that is not as asked (and no coordinator) ignored the call (a stack frozen by F12/F13).
  private func isApplied(depthBefore: Int) -> Bool {
    let stack = navigation.viewControllers
    switch operation {
    case .push(let viewController):
      return stack.last === viewController
    case .pop(.top), .pop(.topAsSeen):
      return stack.count < depthBefore
    case .pop(.root):
      return stack.count == 1
    case .pop(.viewController(let target)):
      return stack.last === target
    case .pop(.screen(let screen)):
      return !stack.contains { $0 === screen }
    case .set(let viewControllers):
      return stack.count == viewControllers.count && zip(stack, viewControllers).allSatisfy(===)
    }
  }

  /// Ends a change UIKit ignored without an error: dropped, never completed.
  private func ignored(_ running: RunningTransition) {
    let message =
      "\(type(of: navigation)) ignored \(operation.label): its stack is unchanged "
      + "(a navigation controller that no longer responds)"
    AdapterDiagnostics.report(.requestRefused, .warning, message, lane: context.lane)
    running.finish(.dropped(.invalid(.other(message))))
    navigation.swipeBackTransitionDidEnd()
  }

  private func check() -> DropReason? {
    switch operation {
    case .push(let viewController):
      RequestValidation.push(
        viewController,
        destination: destination,
        onto: navigation,
        dropsDestinationOnTop: context.options.dropsPushOfScreenTypeOnTop,
        lane: context.lane
      )
    case .pop(.top), .pop(.root):
      RequestValidation.pop(navigation)
    case .pop(.viewController(let target)):
      RequestValidation.pop(navigation, to: target)
    case .pop(.screen(let screen)):
      RequestValidation.pop(screen, from: navigation)
    case .pop(.topAsSeen(let seen)):
      RequestValidation.pop(navigation, asSeenOn: seen)
    case .set(let viewControllers):
      RequestValidation.set(viewControllers, on: navigation)
    }
  }
}
