import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Opens screens by URL or by name, through the window's lane.
///
/// Matching, names, interceptors and redirects are the platform-free ``Router``'s; this class
/// adds the UIKit side: it finds the window's top-most controller (through presented chains,
/// the selected tab and navigation stacks, see `TopMost`), decides between push and present,
/// and submits the transition to the window's lane, so a deep link never collides with
/// another transition.
///
/// ```swift
/// let router = BatonRouter()
/// try router.register(ProfileViewController.self)          // a RoutableScreen
/// try router.register("myapp://settings/<section>") { match throws(RouteError) in
///   SettingsViewController(section: try match.string("section"))
/// }
/// try router.open("myapp://settings/privacy") { outcome in print(outcome) }
/// ```
///
/// Errors that stop a URL before any transition (``RouteError/noMatch(url:)``,
/// ``RouteError/rejected(url:reason:)``, ``RouteError/noPresenter(url:)``, …) are thrown by
/// `open`; once submitted, the transition's ``TransitionOutcome`` is the lane's.
@MainActor
public final class BatonRouter {
  /// The router that matches URLs and runs the interceptors.
  public let router = Router<UIViewController>()

  /// The window URLs open in; by default the key window (see ``keyWindow()``).
  public var window: @MainActor () -> UIWindow?

  /// Makes the navigation controller that wraps a screen for
  /// ``RouteAction/presentInNavigation``; a `BatonNavigationController` by default.
  public var makeNavigationController: @MainActor (UIViewController) -> UINavigationController

  /// Creates a router.
  ///
  /// - Parameters:
  ///   - window: The window URLs open in.
  ///   - makeNavigationController: Makes the navigation controller that wraps a presented
  ///     screen; use it to choose the class.
  public init(
    window: @escaping @MainActor () -> UIWindow? = BatonRouter.keyWindow,
    makeNavigationController: @escaping @MainActor (UIViewController) -> UINavigationController =
      { BatonNavigationController(rootViewController: $0) }
  ) {
    self.window = window
    self.makeNavigationController = makeNavigationController
  }

  /// The application's key window, else the first window of a connected scene (a window not
  /// yet key at cold start: its lane holds the request until it is shown).
  ///
  /// - Returns: The window, or nil when the application has none.
  public static func keyWindow() -> UIWindow? {
    let windows = UIApplication.shared.connectedScenes
      .compactMap { $0 as? UIWindowScene }
      .flatMap { $0.windows }
    return windows.first { $0.isKeyWindow } ?? windows.first
  }

  /// Registers a pattern with the factory that builds its screen.
  ///
  /// - Parameters:
  ///   - pattern: The pattern (see ``RoutePattern``).
  ///   - name: A name for opening by name.
  ///   - screen: Builds the screen from a match.
  /// - Throws: ``RouteError/invalidPattern(text:position:problem:)`` or
  ///   ``RouteError/duplicatePattern(pattern:existing:)``.
  public func register(
    _ pattern: String,
    name: String? = nil,
    screen: @escaping Router<UIViewController>.ScreenFactory
  ) throws(RouteError) {
    try router.register(pattern, name: name, screen: screen)
  }

  /// Registers a view controller type under its ``RoutableScreen/routePattern`` and
  /// ``RoutableScreen/routeName``.
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
  /// - Throws: ``RouteError/invalidPattern(text:position:problem:)`` when its name is taken.
  public func register(_ type: RouteParameterType) throws(RouteError) {
    try router.register(type)
  }

  /// Adds an interceptor; interceptors run in order for every URL opened or checked.
  ///
  /// > Important: ``canOpen(_:action:)`` runs the interceptors too: keep them free of side
  /// > effects, and decide with ``RouteDecision`` only.
  ///
  /// - Parameter interceptor: Decides what happens to each matched URL.
  public func addInterceptor(_ interceptor: @escaping Router<UIViewController>.Interceptor) {
    router.addInterceptor(interceptor)
  }
}
