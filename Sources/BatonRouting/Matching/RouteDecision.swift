/// What an interceptor decides about a matched URL.
public enum RouteDecision: Sendable, Equatable {
  /// Let the URL through to the next interceptor, then to its screen.
  case `continue`
  /// Route to another URL instead (for example a login screen); it is matched and intercepted
  /// in turn. More than ``Router/maximumRedirects`` redirects in a row are rejected.
  case redirect(to: String)
  /// Refuse the URL; opening it fails with ``RouteError/rejected(url:reason:)``.
  case reject(reason: String)
  /// Keep the URL until the app opens `gate` (for example `"login"`), then open it again from
  /// the start: matching and every interceptor run once more.
  ///
  /// The platform-free ``Router`` fails with ``RouteError/rejected(url:reason:)`` whose reason is
  /// ``RouteError/Rejection/held(gate:)``, naming the URL first asked for; `BatonUIKit`'s
  /// `BatonRouter` keeps the link and opens it when the app calls its `openGate(_:context:)`.
  case hold(until: String)
}

/// What a screen factory decides about a match.
///
/// ```swift
/// try router.register("/item/<id>") { match, _ in
///   guard let item = catalogue[try match.string("id")] else { return .decline }
///   return .screen(ItemViewController(item))
/// }
/// ```
public enum ScreenDecision<Screen> {
  /// Show this screen.
  case screen(Screen)
  /// Not this route: the URL goes to the next matching pattern in precedence order, and fails
  /// with ``RouteError/noMatch(url:declined:)`` naming the decliners when none is left.
  case decline
}

extension ScreenDecision: Sendable where Screen: Sendable {}

/// What an interceptor sees: the match, the route's name and the redirects so far.
public struct RouteRequest: Sendable, Equatable {
  /// The match being opened.
  public let match: RouteMatch
  /// The name the route was registered with, if any.
  public let name: String?
  /// The URLs visited so far, the first one requested first; the last is ``match``'s.
  public let redirectChain: [String]

  /// Creates a request.
  ///
  /// - Parameters:
  ///   - match: The match being opened.
  ///   - name: The route's name, if any.
  ///   - redirectChain: The URLs visited so far.
  public init(match: RouteMatch, name: String?, redirectChain: [String]) {
    self.match = match
    self.name = name
    self.redirectChain = redirectChain
  }
}

/// A resolved route: the request that passed every interceptor and the screen it built.
public struct RouteResolution<Screen> {
  /// The request, after redirects.
  public let request: RouteRequest
  /// The screen the route's factory built.
  public let screen: Screen

  /// Creates a resolution.
  ///
  /// - Parameters:
  ///   - request: The request, after redirects.
  ///   - screen: The screen built.
  public init(request: RouteRequest, screen: Screen) {
    self.request = request
    self.screen = screen
  }
}

extension RouteResolution: Sendable where Screen: Sendable {}

/// A screen the router can build from a match, registered by type with
/// ``Router/register(_:pattern:name:as:)``; it does not see the context, and cannot decline
/// (register a factory for that).
///
/// ```swift
/// final class ProfileScreen: UIViewController, RoutableScreen {
///   static let routePattern = "/user/<int:id>"
///   let userID: Int
///   init(match: RouteMatch) throws(RouteError) {
///     userID = try match.int("id")
///     super.init(nibName: nil, bundle: nil)
///   }
/// }
/// ```
@MainActor
public protocol RoutableScreen {
  /// The pattern the screen is registered under.
  static var routePattern: String { get }
  /// The name the screen is registered under, for opening by name; `nil` by default.
  static var routeName: String? { get }
  /// Builds the screen for a match.
  ///
  /// - Parameter match: The match.
  /// - Throws: ``RouteError/invalidParameter(name:expected:got:)`` when a parameter is
  ///   missing or unusable.
  init(match: RouteMatch) throws(RouteError)
}

extension RoutableScreen {
  /// No name by default.
  public static var routeName: String? { nil }
}
