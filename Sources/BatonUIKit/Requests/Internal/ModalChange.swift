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
  /// For a present the router submitted, the page's top when the turn comes.
  ///
  /// Nil keeps the presenter asked for; a redirection then stays on the page, never on a
  /// pop-up. Set by ``PresentationRequests``.
  var retarget: (@MainActor () -> UIViewController?)?
  /// For a call the app-wide guard routed: the implementations it replaced (called directly),
  /// and the completion the app passed, run inside UIKit's before the lane hears of the end.
  private let uikit: (calls: UIKitCalls?, completion: (() -> Void)?)
  /// The presenter chosen by ``validate()``, used by the ``perform(_:)`` that follows.
  private var resolvedPresenter: UIViewController?

  init(
    _ operation: Operation,
    animated: Bool,
    label: String,
    context: LaneContext,
    uikit: (calls: UIKitCalls?, completion: (() -> Void)?) = (nil, nil)
  ) {
    self.operation = operation
    self.animated = animated
    self.label = label
    self.context = context
    self.uikit = uikit
  }

  /// The lane's start-time check; a refusal is reported as a diagnostic.
  func validate() -> DropReason? {
    switch operation {
    case .present(let viewController, let presenter, let fallback):
      if let reason = RequestValidation.present(viewController) {
        AdapterDiagnostics.reportRefusal(label, reason, on: presenter, lane: context.lane)
        return reason
      }
      guard let retarget else { return resolve(presenter, fallback: fallback) }
      let top = retarget() ?? presenter
      if top !== presenter {
        AdapterDiagnostics.report(
          .routeRetargeted,
          .info,
          "\(label): the page on top changed while it waited; presenting from "
            + "\(type(of: top)) instead of \(type(of: presenter))",
          lane: context.lane
        )
      }
      return resolve(top, fallback: fallback, redirectingTo: PageTop.viewController(in:))
    case .dismiss(let controller, let wasPresented):
      let reason = RequestValidation.dismiss(controller, wasPresented: wasPresented)
      AdapterDiagnostics.reportRefusal(label, reason, on: controller, lane: context.lane)
      return reason
    }
  }

  /// Presents or dismisses; UIKit's completion block signals the end.
  func perform(_ running: RunningTransition) {
    switch operation {
    case .present(let viewController, _, _):
      guard let target = resolvedPresenter else {
        preconditionFailure("Internal inconsistency: a present performed without its check")
      }
      resolvedPresenter = nil
      let appCompletion = uikit.completion
      let completion = {
        appCompletion?()
        running.finish(.completed)
      }
      if let calls = uikit.calls { return calls.present(target, viewController, animated, completion) }
      GuardBypass.passing(target) {
        target.present(viewController, animated: animated, completion: completion)
      }
    case .dismiss(let controller, _):
      let appCompletion = uikit.completion
      let completion = {
        appCompletion?()
        running.finish(.completed)
      }
      if let calls = uikit.calls { return calls.dismiss(controller, animated, completion) }
      GuardBypass.passing(controller) {
        controller.dismiss(animated: animated, completion: completion)
      }
    }
  }

  private func resolve(
    _ presenter: UIViewController,
    fallback: PresenterFallback,
    redirectingTo top: @MainActor (UIWindow) -> UIViewController? = TopMost.viewController(in:)
  ) -> DropReason? {
    // The usual case needs no window: the presenter can present.
    if PresenterResolver.canPresent(from: presenter) {
      resolvedPresenter = presenter
      return nil
    }
    let window = context.window ?? WindowResolution.window(for: presenter)
    switch PresenterResolver.resolve(presenter, window: window, fallback: fallback, top: top) {
    case .direct(let target):
      resolvedPresenter = target
      return nil
    case .redirected(let from, let target):
      resolvedPresenter = target
      AdapterDiagnostics.report(
        .presenterRedirected,
        .info,
        "\(label): \(type(of: from)) cannot present; presenting from \(type(of: target)) instead",
        lane: context.lane
      )
      return nil
    case .unavailable(let message):
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
