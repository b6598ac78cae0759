import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One present or dismiss request, checked when its turn comes.
///
/// Like ``NavigationChange``, it holds its source (the presenter, or the controller
/// dismissing) and its lane strongly until the outcome: a
/// presenter that left its window by its turn gets the start-time outcome (redirected to the
/// window's top-most controller, or dropped with `.invalid(.presenterUnavailable)`), never
/// one that depends on when ARC frees it.
@MainActor
final class ModalChange {
  /// The modal change.
  enum Operation {
    case present(UIViewController, from: UIViewController, fallback: PresenterFallback)
    /// Dismisses what the controller presented, or the controller itself; `wasPresented`
    /// says whether it was presented when the request was made (a screen closing itself).
    case dismiss(UIViewController, wasPresented: Bool)
  }

  let operation: Operation
  let animated: Bool
  let label: String
  let context: LaneContext
  /// For a present the router submitted, the page's top when the turn comes, beneath any
  /// pop-up and any presentation made after the request was asked (returned as `beneath`).
  ///
  /// Nil keeps the presenter asked for; a redirection then stays on the page, never on a
  /// pop-up. Set by ``PresentationRequests``.
  var retarget: (@MainActor (AskedMoment) -> (top: UIViewController, beneath: UIViewController?)?)?
  /// For a present: what its window showed when it was asked (the presentations it may act
  /// inside, `AskedMoment`).
  let asked: AskedMoment?
  /// For a present whose presenter is covered by a presentation made after it was asked: that
  /// presentation, which ``perform(_:)`` waits to end (``waitForLaterCover(_:_:)``).
  var laterCover: UIViewController?
  /// When a present waiting for a later presentation to end gives up: its first wait's start
  /// plus the lane's stall bound.
  var waitDeadline: TimeInterval?
  /// For a call the app-wide guard routed: the implementations it replaced (called directly),
  /// and the completion the app passed, run inside UIKit's before the lane hears of the end.
  private let uikit: (calls: ReplacedImplementations?, completion: (() -> Void)?)
  /// The presenter chosen by ``validate()``, used by the ``perform(_:)`` that follows.
  var resolvedPresenter: UIViewController?
  /// Whether a dismiss the app-wide guard routed closes the controller itself at its turn.
  ///
  /// True when the controller presented nothing when the app asked, so UIKit would have closed
  /// the controller itself, and no presentation was asked in that turn. Presentations that
  /// waited and cover it by its turn close with it (the user tapped Close on the screen they
  /// saw). Set by ``PresentationRequests``.
  var closesItself = false

  init(
    _ operation: Operation,
    animated: Bool,
    label: String,
    context: LaneContext,
    uikit: (calls: ReplacedImplementations?, completion: (() -> Void)?) = (nil, nil)
  ) {
    self.operation = operation
    self.animated = animated
    self.label = label
    self.context = context
    self.uikit = uikit
    if case .present(_, let presenter, _) = operation {
      PresentsThisTurn.noteAsked(on: context.lane.scheduler)
      asked = AskedMoment(
        window: context.window ?? WindowResolution.window(for: presenter, searchingScenes: false)
      )
    } else {
      asked = nil
    }
  }

  /// The lane's start-time check; a refusal is reported as a diagnostic.
  func validate() -> DropReason? {
    switch operation {
    case .present(let viewController, let presenter, let fallback):
      if let reason = RequestValidation.present(viewController) {
        AdapterDiagnostics.reportRefusal(label, reason, on: presenter, lane: context.lane)
        return reason
      }
      guard let retarget, let asked else { return resolve(presenter, fallback: fallback) }
      let top = retarget(asked)?.top ?? presenter
      if top !== presenter {
        AdapterDiagnostics.report(
          .routeRetargeted,
          .info,
          "\(label): the page on top changed while it waited; presenting from "
            + "\(ControllerPlace.describe(top)) instead of \(ControllerPlace.describe(presenter))",
          lane: context.lane
        )
      }
      return resolve(top, fallback: fallback) { window in
        PageTop.viewController(in: window, askedAt: asked)?.top
      }
    case .dismiss(let controller, let wasPresented):
      let reason = RequestValidation.dismiss(controller, wasPresented: wasPresented)
      AdapterDiagnostics.reportRefusal(label, reason, on: controller, lane: context.lane)
      return reason
    }
  }

  /// Presents or dismisses; UIKit's completion block signals the end.
  ///
  /// A transition the lane did not start that still runs on the source (UIKit dismissing an
  /// alert after a tap, a raw `present`, a swipe) is waited out first, as navigation changes do:
  /// UIKit refuses a modal change made during one (F6). With none, the change starts inside
  /// this call.
  func perform(_ running: RunningTransition) {
    switch operation {
    case .present(let viewController, let requested, _):
      guard let target = resolvedPresenter else {
        preconditionFailure("Internal inconsistency: a present performed without its check")
      }
      resolvedPresenter = nil
      if let cover = laterCover {
        laterCover = nil
        return waitForLaterCover(cover, running)
      }
      afterForeignTransition(on: target, running) { [uikit, animated, label, context, asked] in
        // Checked again after a wait: the foreign transition may have changed everything.
        let reason =
          RequestValidation.present(viewController)
          ?? (PresenterResolver.canPresent(from: target) ? nil : .invalid(.presenterUnavailable))
        if let reason {
          AdapterDiagnostics.reportRefusal(label, reason, on: target, lane: context.lane)
          return running.finish(.dropped(reason))
        }
        let completion = Self.completion(calling: uikit.completion, then: running)
        PagePresentations.note(viewController, askedFrom: requested, presentedFrom: target)
        asked?.noteMade(viewController)
        if let calls = uikit.calls {
          return calls.present(target, viewController, animated, completion)
        }
        GuardBypass.passing(target) {
          target.present(viewController, animated: animated, completion: completion)
        }
      }
    case .dismiss(let controller, let wasPresented):
      afterForeignTransition(on: controller, running) { [uikit, animated, label, context] in
        // Checked again after a wait: UIKit's own dismissal may have dismissed it already.
        if let reason = RequestValidation.dismiss(controller, wasPresented: wasPresented) {
          AdapterDiagnostics.reportRefusal(label, reason, on: controller, lane: context.lane)
          return running.finish(.dropped(reason))
        }
        let completion = Self.completion(calling: uikit.completion, then: running)
        let target = self.dismissalTarget(for: controller)
        if let calls = uikit.calls { return calls.dismiss(target, animated, completion) }
        GuardBypass.passing(target) {
          target.dismiss(animated: animated, completion: completion)
        }
      }
    }
  }

  /// The controller whose `dismiss` the turn calls.
  ///
  /// `screen.baton.dismiss()` has one meaning: from a presented screen (or a page inside one),
  /// the controller that presented it, so that the screen closes with everything above it;
  /// from a screen that presents something and is not itself presented, the screen, which
  /// dismisses what it presented. A call the app-wide guard routed keeps UIKit's meaning: the
  /// controller, which closes what it presented or else itself; or, when it ``closesItself`` and
  /// presentations that waited now cover it, the one that presented it. Either way, a page that
  /// has left its stack and presents nothing any more reaches what it presented through
  /// ``PagePresentations``: the controller that presents that.
  private func dismissalTarget(for controller: UIViewController) -> UIViewController {
    if uikit.calls == nil, let presenting = controller.presentingViewController {
      return presenting
    }
    if controller.presentedViewController == nil, controller.presentingViewController == nil,
      let made = PagePresentations.lowestShown(madeByAnyOf: [controller]),
      let presenting = made.presentingViewController
    {
      return presenting
    }
    guard closesItself, controller.presentedViewController != nil,
      let presenting = controller.presentingViewController
    else { return controller }
    return presenting
  }

  /// Runs `work` once no transition the lane did not start runs on `controller`, and no
  /// presentation or dismissal runs in its window (a call that passed the lane by, such as an
  /// SDK's dismissal of what it presented over a pop-up, ``RunningModalTransition``).
  private func afterForeignTransition(
    on controller: UIViewController,
    _ running: RunningTransition,
    _ work: @escaping @MainActor () -> Void
  ) {
    let scheduler = context.lane.scheduler
    TransitionCompletion.afterForeignTransition(
      on: controller,
      running: running,
      scheduler: scheduler,
      interactivePopAllowance: context.options.interactivePopAllowance
    ) {
      RunningModalTransition.whenSettled(near: controller, scheduler: scheduler, work)
    }
  }

  /// UIKit's completion: the app's (for a call the guard routed), then the lane hears the end.
  private static func completion(
    calling appCompletion: (() -> Void)?,
    then running: RunningTransition
  ) -> () -> Void {
    {
      appCompletion?()
      running.finish(.completed)
    }
  }

  private func resolve(
    _ presenter: UIViewController,
    fallback: PresenterFallback,
    redirectingTo pageTop: (@MainActor (UIWindow) -> UIViewController?)? = nil
  ) -> DropReason? {
    // The usual case needs no window: the presenter can present (now, or once a dismissal
    // someone else started ends: `perform` waits for it).
    if PresenterResolver.canPresent(from: presenter)
      || PresenterResolver.canPresentAfterDismissal(from: presenter)
    {
      resolvedPresenter = presenter
      return nil
    }
    // Covered by a presentation made after the request was asked: never redirected into it.
    if let cover = asked?.laterCover(of: presenter) { return wait(for: cover, from: presenter) }
    let window = context.window ?? WindowResolution.window(for: presenter)
    let top = pageTop ?? topBeneathLaterPresentations
    switch PresenterResolver.resolve(presenter, window: window, fallback: fallback, top: top) {
    case .direct(let target):
      resolvedPresenter = target
      return nil
    case .redirected(let from, let target):
      resolvedPresenter = target
      AdapterDiagnostics.report(
        .presenterRedirected,
        .info,
        "\(label): \(ControllerPlace.describe(from)) cannot present; presenting from "
          + "\(ControllerPlace.describe(target)) instead",
        lane: context.lane
      )
      return nil
    case .unavailable(let message):
      if let window, let target = top(window), let cover = asked?.laterCover(of: target) {
        return wait(for: cover, from: target)
      }
      AdapterDiagnostics.report(
        .presenterUnavailable,
        .warning,
        "\(label): \(message)",
        lane: context.lane
      )
      return .invalid(.presenterUnavailable)
    }
  }
}
