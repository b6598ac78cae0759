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
@MainActor
enum PresentationRequests {
  /// The duration a modal animation is expected to take.
  static let animatedDuration: TimeInterval = 0.5

  /// The presenter chosen when the request's turn came.
  private final class ResolvedPresenter {
    weak var controller: UIViewController?
  }

  static func present(
    _ viewController: UIViewController,
    from presenter: UIViewController,
    lane: Lane,
    animated: Bool,
    policy: LanePolicy,
    options: BatonOptions
  ) -> TransitionRequest {
    let resolved = ResolvedPresenter()
    let label = RequestLabels.label(.present, viewController)
    let source = WeakSource(presenter)
    return TransitionRequest(
      kind: .present,
      label: label,
      policy: policy,
      expectedDuration: animated ? animatedDuration : 0,
      identity: TransitionIdentity(
        instance: ObjectIdentifier(viewController),
        screenType: ObjectIdentifier(type(of: viewController)),
        container: ObjectIdentifier(lane)
      ),
      isSourceAlive: { source.object != nil },
      validate: { [unowned lane] in
        guard let presenter = source.object else { return .sourceGone }
        if let reason = RequestValidation.present(viewController) {
          RequestReporting.refused(label, reason, on: presenter)
          return reason
        }
        let window = BatonLanes.window(of: lane) ?? WindowResolution.window(for: presenter)
        switch PresenterResolver.resolve(
          presenter,
          window: window,
          fallback: options.presenterFallback
        ) {
        case .direct(let target):
          resolved.controller = target
          return nil
        case .redirected(let from, let target):
          resolved.controller = target
          AdapterDiagnostics.report(
            .presenterRedirected,
            .info,
            "\(label): \(type(of: from)) cannot present; presenting from \(type(of: target)) instead",
            lane: lane
          )
          return nil
        case .unavailable(let message):
          AdapterDiagnostics.report(
            .presenterUnavailable,
            .warning,
            "\(label): \(message)",
            lane: lane
          )
          return .invalid(.presenterUnavailable)
        }
      },
      perform: { running in
        guard let target = resolved.controller else { return running.finish(.dropped(.sourceGone)) }
        target.present(viewController, animated: animated) { running.finish(.completed) }
      }
    )
  }

  static func dismiss(
    _ controller: UIViewController,
    animated: Bool,
    policy: LanePolicy
  ) -> TransitionRequest {
    let label = RequestLabels.label(.dismissFrom, controller)
    let source = WeakSource(controller)
    return TransitionRequest(
      kind: .dismiss,
      label: label,
      policy: policy,
      expectedDuration: animated ? animatedDuration : 0,
      isSourceAlive: { source.object != nil },
      validate: {
        guard let controller = source.object else { return .sourceGone }
        let reason = RequestValidation.dismiss(controller)
        if let reason { RequestReporting.refused(label, reason, on: controller) }
        return reason
      },
      perform: { running in
        guard let controller = source.object else { return running.finish(.dropped(.sourceGone)) }
        controller.dismiss(animated: animated) { running.finish(.completed) }
      }
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
      isSourceAlive: { [weak source] in source != nil },
      perform: { [weak source, unowned lane] running in
        guard let source else { return running.finish(.dropped(.sourceGone)) }
        let window = BatonLanes.window(of: lane) ?? WindowResolution.window(for: source)
        let base = window?.rootViewController ?? WindowResolution.root(of: source)
        let popPhase: @MainActor () -> Void = { [weak base] in
          guard let base else { return running.finish(.dropped(.sourceGone)) }
          let top = TopMost.viewController(from: base)
          guard let navigation = (top as? UINavigationController) ?? top.navigationController,
            navigation.viewControllers.count > 1
          else { return scheduler.runOnNextTurn { running.finish(.completed) } }
          _ = DirectCalls.popToRoot(navigation, animated: animated)
          TransitionCompletion.track(running, on: navigation, scheduler: scheduler) {
            [weak navigation] in
            (navigation as? BatonNavigationController)?.transitionDidEnd()
          }
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
    base.dismiss(animated: animated) { [weak base] in
      scheduler.runOnNextTurn {
        guard let base else { return then() }
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
