import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Builds the lane requests for modal presentation, dismissal and `removeAll`.
///
/// A request holds its lane and its source strongly until its outcome (see ``ModalChange``).
@MainActor
enum PresentationRequests {
  /// The duration a modal animation is expected to take.
  static let animatedDuration: TimeInterval = 0.5

  static func present(
    _ viewController: UIViewController,
    from presenter: UIViewController,
    context: LaneContext,
    animated: Bool,
    policy: LanePolicy,
    destination: DestinationOptions = DestinationOptions(),
    uikitCalls: ReplacedImplementations? = nil,
    uikitCompletion: (() -> Void)? = nil
  ) -> TransitionRequest {
    let screenDestination = ScreenDestination(of: viewController, opening: destination.opening)
    // A screen the router opened is named with its URL: "present SettingsScreen from myapp://…".
    let named = destination.opening == nil ? "\(type(of: viewController))" : "\(screenDestination)"
    let change = ModalChange(
      .present(viewController, from: presenter, fallback: context.options.presenterFallback),
      animated: animated,
      label: "present \(named)",
      context: context,
      uikit: (uikitCalls, uikitCompletion)
    )
    if let opening = destination.opening, opening.window != nil {
      change.retarget = { opening.presenterAtTurn(askedAt: $0) }
    }
    return AdapterRequest.make(
      kind: .present,
      label: change.label,
      policy: policy,
      expectedDuration: animated ? animatedDuration : 0,
      identity: ScreenDestination.identity(
        of: viewController,
        destination: screenDestination,
        onto: context.lane,
        duplicates: destination.duplicates
      ),
      context: context,
      validate: { change.validate() },
      perform: { change.perform($0) }
    )
  }

  static func dismiss(
    _ controller: UIViewController,
    context: LaneContext,
    animated: Bool,
    policy: LanePolicy,
    uikitCalls: ReplacedImplementations? = nil,
    uikitCompletion: (() -> Void)? = nil
  ) -> TransitionRequest {
    let change = ModalChange(
      .dismiss(controller, wasPresented: controller.presentingViewController != nil),
      animated: animated,
      label: "dismiss from \(type(of: controller))",
      context: context,
      uikit: (uikitCalls, uikitCompletion)
    )
    change.closesItself =
      uikitCalls != nil && controller.presentedViewController == nil
      && controller.presentingViewController != nil
      && !PresentsThisTurn.wereAsked(on: context.lane.scheduler)
    return AdapterRequest.make(
      kind: .dismiss,
      label: change.label,
      policy: policy,
      expectedDuration: animated ? animatedDuration : 0,
      context: context,
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
    context: LaneContext,
    animated: Bool,
    policy: LanePolicy
  ) -> TransitionRequest {
    let scheduler = context.lane.scheduler
    return AdapterRequest.make(
      kind: .removeAll,
      label: "remove all from \(type(of: source))",
      policy: policy,
      expectedDuration: animated ? animatedDuration + NavigationRequests.animatedDuration : 0,
      context: context,
      perform: { running in
        let window = context.window ?? WindowResolution.window(for: source)
        let base = window?.rootViewController ?? WindowResolution.root(of: source)
        let popPhase: @MainActor () -> Void = {
          let top = TopMost.viewController(from: base)
          guard let navigation = (top as? UINavigationController) ?? top.navigationController,
            navigation.viewControllers.count > 1
          else { return scheduler.runOnNextTurn { running.finish(.completed) } }
          _ = DirectCalls.pop(navigation, to: .root, animated: animated)
          TransitionCompletion.track(
            running,
            on: navigation,
            scheduler: scheduler,
            reapplyingGateOf: navigation
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
    GuardBypass.passing(base) {
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
}
