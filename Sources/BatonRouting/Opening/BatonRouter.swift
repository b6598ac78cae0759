import Baton
import BatonUIKit

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Opens screens by URL or by name, through the window's lane.
///
/// Matching, names, interceptors, redirects and fall-through are the platform-free
/// `Router`'s; this class adds the UIKit side: it finds the window's top-most controller
/// (through presented chains, the selected tab and navigation stacks, see `TopMost`), decides
/// between push and present, and submits the transition to the window's lane, so a deep link
/// never collides with another transition. `Context` is a value passed with each URL to the
/// factories and interceptors; `BatonRouter()` makes a router without one (`Context == Void`).
///
/// ```swift
/// let router = BatonRouter()
/// try router.register(ProfileViewController.self)          // a RoutableScreen
/// try router.register("myapp://settings/<section>") { match, _ in
///   .screen(SettingsViewController(section: try match.string("section")))
/// }
/// try router.open("myapp://settings/privacy") { outcome in print(outcome) }
/// ```
///
/// Errors that stop a URL before any transition (`RouteError.noMatch(url:declined:)`,
/// `RouteError.rejected(url:reason:)`, `RouteError.noPresenter(url:)`, …) are thrown by
/// `open`; once submitted, the transition's `TransitionOutcome` is the lane's.
@MainActor
public final class BatonRouter<Context> {
  /// The platform-free router that matches URLs and runs the interceptors.
  let router: Router<UIViewController, Context>

  /// The window URLs open in; by default the application's key window, else the first window
  /// of a connected scene (a window not yet key at cold start: its lane holds the request until
  /// it is shown).
  public var window: @MainActor () -> UIWindow?

  /// Makes the navigation controller that wraps a screen for
  /// ``RouteAction/presentInNavigation``; a `BatonNavigationController` by default.
  public var makeNavigationController: @MainActor (UIViewController) -> UINavigationController

  /// The deep links interceptors hold until a gate opens (see ``openGate(_:context:)``).
  public let heldLinks = HeldLinks()

  /// How this router reads URLs (see `RouteOptions`).
  public var options: RouteOptions { router.options }

  /// The registered patterns, in registration order.
  public var patterns: [RoutePattern] { router.table.patterns }

  /// Creates a router whose URLs carry a `Context` (write the type:
  /// `BatonRouter<AppContext>(…)`).
  ///
  /// - Parameters:
  ///   - options: How URLs are read, for example `RouteOptions.readsHostAsPath`.
  ///   - window: The window URLs open in; `nil` for the application's key window.
  ///   - makeNavigationController: Makes the navigation controller that wraps a presented
  ///     screen; use it to choose the class.
  public convenience init(
    options: RouteOptions = RouteOptions(),
    window: (@MainActor () -> UIWindow?)? = nil,
    makeNavigationController: @escaping @MainActor (UIViewController) -> UINavigationController =
      { BatonNavigationController(rootViewController: $0) }
  ) {
    self.init(
      router: Router(options: options),
      window: window ?? KeyWindow.find,
      makeNavigationController: makeNavigationController
    )
  }

  init(
    router: Router<UIViewController, Context>,
    window: @escaping @MainActor () -> UIWindow?,
    makeNavigationController: @escaping @MainActor (UIViewController) -> UINavigationController
  ) {
    self.router = router
    self.window = window
    self.makeNavigationController = makeNavigationController
  }

  /// Registers a pattern with the factory that builds its screen or declines.
  ///
  /// - Parameters:
  ///   - pattern: The pattern (see `RoutePattern`).
  ///   - name: A name for opening by name.
  ///   - screen: Builds the screen from a match and the context, or declines (see
  ///     `ScreenDecision`); it may throw any error.
  /// - Throws: `RouteError.invalidPattern(text:position:problem:)` or
  ///   `RouteError.duplicatePattern(pattern:existing:)`.
  public func register(
    _ pattern: String,
    name: String? = nil,
    screen: @escaping @MainActor (RouteMatch, Context) throws -> ScreenDecision<UIViewController>
  ) throws(RouteError) {
    try router.register(pattern, name: name, screen: screen)
  }

  /// Registers a view controller type under its `RoutableScreen.routePattern` and
  /// `RoutableScreen.routeName`.
  ///
  /// - Parameters:
  ///   - type: The view controller type.
  ///   - pattern: A pattern to use instead of the type's own.
  ///   - name: A name to use instead of the type's own.
  /// - Throws: As ``register(_:name:screen:)``.
  public func register<Screen: UIViewController & RoutableScreen>(
    _ type: Screen.Type,
    pattern: String? = nil,
    name: String? = nil
  ) throws(RouteError) {
    try router.register(type, pattern: pattern, name: name) { $0 }
  }

  /// Registers a custom parameter type for patterns registered afterwards.
  ///
  /// - Parameter type: The type.
  /// - Throws: `RouteError.invalidPattern(text:position:problem:)` when its name is taken.
  public func register(parameterType type: RouteParameterType) throws(RouteError) {
    try router.register(parameterType: type)
  }

  /// Removes the route registered under a pattern (or one equal to it), with its name.
  ///
  /// - Parameter pattern: The pattern text.
  /// - Returns: The pattern removed, or `nil` when none equal to it is registered.
  /// - Throws: `RouteError.invalidPattern(text:position:problem:)`.
  @discardableResult
  public func remove(pattern: String) throws(RouteError) -> RoutePattern? {
    try router.remove(pattern: pattern)
  }

  /// Removes every route; interceptors and custom parameter types stay.
  public func removeAll() {
    router.removeAll()
  }

  /// Adds an interceptor; interceptors run in order for every URL opened or checked.
  ///
  /// > Important: `canOpen(_:context:action:)` runs the interceptors too: keep
  /// > them free of side effects, and decide with `RouteDecision` only.
  ///
  /// - Parameter interceptor: Decides what happens to each matched URL.
  public func addInterceptor(
    _ interceptor: @escaping @MainActor (RouteRequest, Context) -> RouteDecision
  ) {
    router.addInterceptor(interceptor)
  }

  /// Resolves a URL to its screen without showing it: matches, runs the interceptors and the
  /// factories (with fall-through), and submits nothing.
  ///
  /// For deep links that take more than one transition (select a tab, reset a stack, push a
  /// path): resolve here, then submit the transitions yourself.
  ///
  /// - Parameters:
  ///   - url: The URL text.
  ///   - context: The value the factories and interceptors receive.
  /// - Returns: The request and the screen built.
  /// - Throws: As `Router.resolve(_:context:)`.
  @discardableResult
  public func resolve(_ url: String, context: Context) throws(RouteError)
    -> RouteResolution<UIViewController>
  {
    try router.resolve(url, context: context)
  }

  /// Builds the URL of a named route (see `Router.url(named:parameters:)`).
  ///
  /// - Parameters:
  ///   - name: The route's name.
  ///   - parameters: Values for the pattern's parameters; others go to the query.
  /// - Returns: The URL text.
  /// - Throws: `RouteError.noMatch(url:declined:)` or
  ///   `RouteError.invalidParameter(name:expected:got:)`.
  public func url(named name: String, parameters: [String: String] = [:]) throws(RouteError)
    -> String
  {
    try router.url(named: name, parameters: parameters)
  }
}

extension BatonRouter where Context == Void {
  /// Creates a router without context.
  ///
  /// - Parameters:
  ///   - options: How URLs are read, for example `RouteOptions.readsHostAsPath`.
  ///   - window: The window URLs open in; `nil` for the application's key window.
  ///   - makeNavigationController: Makes the navigation controller that wraps a presented
  ///     screen; use it to choose the class.
  public convenience init(
    options: RouteOptions = RouteOptions(),
    window: (@MainActor () -> UIWindow?)? = nil,
    makeNavigationController: @escaping @MainActor (UIViewController) -> UINavigationController =
      { BatonNavigationController(rootViewController: $0) }
  ) {
    self.init(
      router: Router(options: options),
      window: window ?? KeyWindow.find,
      makeNavigationController: makeNavigationController
    )
  }
}

/// The window a ``BatonRouter`` opens URLs in by default.
enum KeyWindow {
  /// The application's key window, else the first window of a connected scene (a window not
  /// yet key at cold start: its lane holds the request until it is shown).
  ///
  /// - Returns: The window, or nil when the application has none.
  @MainActor
  static func find() -> UIWindow? {
    let windows = UIApplication.shared.connectedScenes
      .compactMap { $0 as? UIWindowScene }
      .flatMap { $0.windows }
    return windows.first { $0.isKeyWindow } ?? windows.first
  }
}
