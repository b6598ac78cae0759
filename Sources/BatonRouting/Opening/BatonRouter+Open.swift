import Baton
import BatonUIKit
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension BatonRouter {
  /// Opens a URL: resolves it, builds its screen and submits the push or presentation to the
  /// window's lane.
  ///
  /// The action is chosen before the first factory runs, from the top of the window's page
  /// (beneath any pop-up: an alert or a pop-up screen is never a presenter); the lane runs the
  /// transition when its turn comes, after any blocking pop-up, and acts on the page's top *at
  /// that turn*: a push goes onto the navigation controller on top then (a sheet presented
  /// while the link waited gets it; when the top then has no navigation controller, the one
  /// chosen at `open` keeps it), a present goes from the page's top then. A presenter that
  /// cannot present at its turn is replaced only by another controller of the page, never by
  /// a pop-up, or the request ends `dropped(.invalid(.presenterUnavailable))`. Each change of
  /// target is reported as a `routeRetargeted` diagnostic. A factory that declines hands the
  /// URL to the next candidate pattern. To wait for the outcome, use the returned opening's
  /// `ticket`.
  ///
  /// - Parameters:
  ///   - url: The URL: its text, or a `URL` as iOS hands it over (`scene(_:openURLContexts:)`,
  ///     `NSUserActivity.webpageURL`, a notification's payload), read as its `absoluteString`
  ///     (``RouteLink``).
  ///   - context: The value the factories and interceptors receive.
  ///   - action: How to show the screen.
  ///   - animated: Whether UIKit animates the transition.
  ///   - policy: How the request waits for its lane turn.
  ///   - completion: Called once with the transition's outcome.
  /// - Returns: What was resolved and the lane request's ticket.
  /// - Throws: `RouteError.malformedURL(text:position:problem:)`,
  ///   `RouteError.noMatch(url:declined:)`, `RouteError.rejected(url:reason:)`,
  ///   `RouteError.noPresenter(url:)`, the factory's `RouteError` or
  ///   `RouteError.factoryFailed(url:pattern:error:)`; nothing is submitted then.
  ///   `RouteError.rejected(url:reason:)` with the reason `.held(gate:)` when an interceptor
  ///   holds the link (`RouteDecision.hold(until:)`): nothing is submitted now, the link waits in
  ///   ``heldLinks`` until ``openGate(_:context:)``, and `completion` is kept and called once
  ///   when the link ends (see ``HeldLinkOutcome``).
  @discardableResult
  public func open(
    _ url: some RouteLink,
    context: Context,
    action: RouteAction = .automatic,
    animated: Bool = true,
    policy: LanePolicy = .enqueue,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) throws(RouteError) -> RouteOpening {
    try open(
      url.routeText,
      context: context,
      action: action,
      animated: animated,
      policy: policy,
      holding: true,
      completion: completion
    )
  }

  /// Opens a URL; `holding` says whether a link an interceptor holds is kept (a new open) or
  /// fails (a held link opened again by ``openGate(_:context:)``).
  func open(
    _ url: String,
    context: Context,
    action: RouteAction,
    animated: Bool,
    policy: LanePolicy,
    holding: Bool,
    completion: (@MainActor (TransitionOutcome) -> Void)?
  ) throws(RouteError) -> RouteOpening {
    // The app's window closure is asked once per open: the plan, the recorder and the request
    // all act in the window it answered.
    let window = window()
    var chosen: OpenPlan?
    let resolution: RouteResolution<UIViewController>
    do throws(RouteError) {
      resolution = try router.resolve(url, context: context) { request in
        guard chosen == nil else { return nil }
        do throws(RouteError) {
          chosen = try plan(action, for: request.match.urlText, in: window)
          return nil
        } catch {
          return error
        }
      }
    } catch {
      guard holding, case .rejected(let first, .held(let gate)) = error else {
        recorder(of: window)?.recordRouteFailure(error)
        throw error
      }
      throw hold(first, gate: gate, action: action, animated: animated, completion: completion)
    }
    guard let chosen else {
      preconditionFailure("Internal inconsistency: a route resolved without a plan")
    }
    recorder(of: window)?.recordRoute(resolution.request.match)
    return submit(
      resolution.screen,
      request: resolution.request,
      plan: chosen,
      window: window,
      animated: animated,
      policy: policy,
      completion: completion
    )
  }

  /// Whether a URL would open now.
  ///
  /// It would when it matches, every interceptor lets it through, and the window has a
  /// controller to show it from. No factory runs (so one that would decline or throw is not
  /// asked) and nothing is submitted.
  ///
  /// - Parameters:
  ///   - url: The URL: its text, or a `URL` (``RouteLink``).
  ///   - context: The value the interceptors receive.
  ///   - action: How the screen would be shown.
  /// - Returns: Whether an `open` would get as far as the screen's factory.
  public func canOpen(
    _ url: some RouteLink,
    context: Context,
    action: RouteAction = .automatic
  ) -> Bool {
    do throws(RouteError) {
      let request = try router.route(url, context: context)
      _ = try plan(action, for: request.match.urlText, in: window())
      return true
    } catch {
      return false
    }
  }

  /// The flight recorder of `window`, while it records.
  private func recorder(of window: UIWindow?) -> FlightRecorder? {
    window.flatMap { LaneRegistry.shared.existingRecorder(for: $0) }
  }

  private func submit(
    _ screen: UIViewController,
    request: RouteRequest,
    plan: OpenPlan,
    window: UIWindow?,
    animated: Bool,
    policy: LanePolicy,
    completion: (@MainActor (TransitionOutcome) -> Void)?
  ) -> RouteOpening {
    let shown = plan.wraps(screen) ? makeNavigationController(screen) : screen
    let opening = RouterOpening(
      screen: screen,
      url: request.match.urlText,
      window: window
    )
    let ticket: TransitionTicket
    let source: UIViewController
    let action: RouteAction
    switch plan.step(for: screen) {
    case .push(let navigation):
      source = navigation
      action = .push
      ticket = navigation.baton.push(
        opening,
        animated: animated,
        policy: policy,
        completion: completion
      )
    case .present(let presenter):
      source = presenter
      action = shown === screen ? .present : .presentInNavigation
      ticket = presenter.baton.present(
        shown,
        opening: opening,
        animated: animated,
        policy: policy,
        completion: completion
      )
    case .selectThenPush(let tabBar, let index, let navigation):
      source = navigation
      action = .pushInTab(index)
      ticket = TabChain.selectThenPush(
        screen,
        tab: index,
        of: tabBar,
        onto: navigation,
        animated: animated,
        policy: policy,
        completion: completion
      )
    }
    return RouteOpening(
      request: request,
      screen: screen,
      action: action,
      shown: shown,
      source: source,
      ticket: ticket
    )
  }

  /// Chooses the action and the controller it acts from, before the screen is built: from the
  /// top of the window's page, beneath any pop-up (see `PageTop`), so that a link opened while
  /// a pop-up shows waits its turn behind it and lands on the page.
  private func plan(
    _ action: RouteAction,
    for url: String,
    in window: UIWindow?
  ) throws(RouteError) -> OpenPlan {
    guard let window, let top = PageTop.viewController(in: window) else {
      throw .noPresenter(url: url)
    }
    let navigation = (top as? UINavigationController) ?? top.navigationController
    switch action {
    case .pushInTab(let index):
      guard let tab = TabChain.target(tab: index, in: window, above: top) else {
        throw .noPresenter(url: url)
      }
      return .selectThenPush(tab.tabBar, index: index, navigation: tab.navigation)
    case .push:
      guard let navigation else { throw .noPresenter(url: url) }
      return .push(navigation)
    case .present:
      return .present(top)
    case .presentInNavigation:
      return .presentWrapped(top)
    case .automatic:
      return .automatic(navigation: navigation, presenter: top)
    }
  }
}

/// The action chosen for an opening before its screen is built, and the controllers it acts
/// from.
@MainActor
enum OpenPlan {
  /// What to do with a built screen.
  enum Step {
    case push(UINavigationController)
    case present(UIViewController)
    case selectThenPush(UITabBarController, index: Int, navigation: UINavigationController)
  }

  case push(UINavigationController)
  case selectThenPush(UITabBarController, index: Int, navigation: UINavigationController)
  case present(UIViewController)
  case presentWrapped(UIViewController)
  case automatic(navigation: UINavigationController?, presenter: UIViewController)

  /// Whether the screen goes into a new navigation controller before it is presented; never
  /// a screen that is a navigation controller already.
  func wraps(_ screen: UIViewController) -> Bool {
    guard !(screen is UINavigationController) else { return false }
    switch self {
    case .push, .present, .selectThenPush: return false
    case .presentWrapped: return true
    case .automatic(let navigation, _): return navigation == nil
    }
  }

  /// Push or present; automatic presents a screen that is a navigation controller, which
  /// cannot be pushed.
  func step(for screen: UIViewController) -> Step {
    switch self {
    case .push(let navigation):
      return .push(navigation)
    case .selectThenPush(let tabBar, let index, let navigation):
      return .selectThenPush(tabBar, index: index, navigation: navigation)
    case .present(let presenter), .presentWrapped(let presenter):
      return .present(presenter)
    case .automatic(let navigation, let presenter):
      if let navigation, !(screen is UINavigationController) { return .push(navigation) }
      return .present(presenter)
    }
  }
}
