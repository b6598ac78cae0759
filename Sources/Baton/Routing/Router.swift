/// The platform-free router: registrations, names, interceptors and redirects.
///
/// It keeps its patterns in a ``RouteTable``; `BatonUIKit` opens the screens it resolves
/// through the lane.
///
/// ```swift
/// let router = Router<String>()
/// try router.register("/user/<int:id>", name: "user") { match throws(RouteError) in
///   "profile \(try match.int("id"))"
/// }
/// router.addInterceptor { request in
///   request.name == "user" && !isLoggedIn ? .redirect(to: "/login") : .continue
/// }
/// let resolution = try router.resolve("myapp://any/user/7")
/// ```
@MainActor
public final class Router<Screen> {
  /// The factory that builds a screen from a match.
  public typealias ScreenFactory = @MainActor (RouteMatch) throws(RouteError) -> Screen
  /// An interceptor: decides, in registration order, what happens to a matched URL.
  public typealias Interceptor = @MainActor (RouteRequest) -> RouteDecision

  /// The most redirects followed in a row; one more is rejected as a loop.
  public static var maximumRedirects: Int { 8 }

  /// The route table.
  public private(set) var table = RouteTable()
  private var factories: [ScreenFactory] = []
  private var routeIndexByName: [String: Int] = [:]
  private var nameByRouteIndex: [Int: String] = [:]
  private var interceptors: [Interceptor] = []

  /// Creates an empty router.
  public init() {}

  /// Registers a custom parameter type for patterns registered afterwards.
  ///
  /// - Parameter type: The type.
  /// - Throws: ``RouteError/invalidPattern(text:position:problem:)`` when the name is taken.
  public func register(_ type: RouteParameterType) throws(RouteError) {
    try table.register(type)
  }

  /// Registers a pattern with the factory that builds its screen.
  ///
  /// - Parameters:
  ///   - pattern: The pattern (see ``RoutePattern``).
  ///   - name: A name for ``url(named:parameters:)`` and ``resolve(named:parameters:)``.
  ///   - screen: Builds the screen from a match.
  /// - Returns: The parsed pattern.
  /// - Throws: ``RouteError/invalidPattern(text:position:problem:)`` (also for a name already
  ///   taken) or ``RouteError/duplicatePattern(pattern:existing:)``; nothing is registered then.
  @discardableResult
  public func register(
    _ pattern: String,
    name: String? = nil,
    screen: @escaping ScreenFactory
  ) throws(RouteError) -> RoutePattern {
    if let name, let existing = routeIndexByName[name] {
      throw .invalidPattern(
        text: pattern,
        position: 0,
        problem: .routeNameTaken(name, pattern: table.patterns[existing].text)
      )
    }
    let index = try table.add(pattern)
    guard index == factories.count else {
      preconditionFailure("Internal inconsistency: route \(index) after \(factories.count)")
    }
    factories.append(screen)
    if let name {
      routeIndexByName[name] = index
      nameByRouteIndex[index] = name
    }
    return table.patterns[index]
  }

  /// Registers a screen type under its ``RoutableScreen/routePattern`` and
  /// ``RoutableScreen/routeName``.
  ///
  /// - Parameters:
  ///   - type: The screen type.
  ///   - pattern: A pattern to use instead of the type's own.
  ///   - name: A name to use instead of the type's own.
  ///   - upcast: Turns the built screen into a `Screen` (in `BatonUIKit`, the view controller
  ///     itself).
  /// - Throws: As ``register(_:name:screen:)``.
  public func register<T: RoutableScreen>(
    _ type: T.Type,
    pattern: String? = nil,
    name: String? = nil,
    as upcast: @escaping @MainActor (T) -> Screen
  ) throws(RouteError) {
    try register(pattern ?? T.routePattern, name: name ?? T.routeName) {
      match throws(RouteError) in upcast(try T(match: match))
    }
  }

  /// Adds an interceptor; interceptors run in the order they were added.
  ///
  /// - Parameter interceptor: Decides what happens to each matched URL.
  public func addInterceptor(_ interceptor: @escaping Interceptor) {
    interceptors.append(interceptor)
  }

  /// The name a route was registered with.
  ///
  /// - Parameter match: A match from this router's table.
  /// - Returns: The name, or `nil` for a route registered without one.
  public func name(of match: RouteMatch) -> String? {
    nameByRouteIndex[match.routeIndex]
  }

  /// Builds the URL of a named route.
  ///
  /// - Parameters:
  ///   - name: The route's name.
  ///   - parameters: Values for the pattern's parameters; others go to the query.
  /// - Returns: The URL text (a bare path for patterns without scheme and host).
  /// - Throws: ``RouteError/noMatch(url:)`` with the name as URL when no route has the name,
  ///   or ``RouteError/invalidParameter(name:expected:got:)``.
  public func url(named name: String, parameters: [String: String] = [:]) throws(RouteError)
    -> String
  {
    guard let index = routeIndexByName[name] else { throw .noMatch(url: name) }
    return try table.patterns[index].url(with: parameters)
  }

  /// Matches a URL and runs the interceptors, following redirects, without building a screen.
  ///
  /// - Parameter url: The URL text.
  /// - Returns: The request that passed every interceptor.
  /// - Throws: ``RouteError/malformedURL(text:position:problem:)``,
  ///   ``RouteError/noMatch(url:)`` or ``RouteError/rejected(url:reason:)``.
  public func route(_ url: String) throws(RouteError) -> RouteRequest {
    var chain = [url]
    var current = url
    redirects: while true {
      let match = try table.match(current)
      let request = RouteRequest(match: match, name: name(of: match), redirectChain: chain)
      for interceptor in interceptors {
        switch interceptor(request) {
        case .continue:
          continue
        case .redirect(let target):
          chain.append(target)
          guard chain.count <= Self.maximumRedirects + 1 else {
            throw .rejected(url: url, reason: .tooManyRedirects(chain: chain))
          }
          current = target
          continue redirects
        case .reject(let reason):
          throw .rejected(url: current, reason: .interceptor(reason: reason))
        }
      }
      return request
    }
  }

  /// Matches a URL, runs the interceptors and builds the screen.
  ///
  /// - Parameter url: The URL text.
  /// - Returns: The request and its screen.
  /// - Throws: As ``route(_:)``, and whatever the screen's factory throws.
  public func resolve(_ url: String) throws(RouteError) -> RouteResolution<Screen> {
    let request = try route(url)
    return RouteResolution(request: request, screen: try makeScreen(for: request))
  }

  /// Builds the screen of a request that ``route(_:)`` returned.
  ///
  /// - Parameter request: A request from this router.
  /// - Returns: The screen its route's factory builds.
  /// - Throws: Whatever the factory throws, usually
  ///   ``RouteError/invalidParameter(name:expected:got:)``.
  public func makeScreen(for request: RouteRequest) throws(RouteError) -> Screen {
    let index = request.match.routeIndex
    guard factories.indices.contains(index), table.patterns[index] == request.match.pattern else {
      throw .noMatch(url: request.match.urlText)
    }
    return try factories[index](request.match)
  }

  /// Resolves a named route (see ``url(named:parameters:)`` and ``resolve(_:)``).
  ///
  /// - Parameters:
  ///   - name: The route's name.
  ///   - parameters: Values for the pattern's parameters; others go to the query.
  /// - Returns: The request and its screen.
  /// - Throws: As ``url(named:parameters:)`` and ``resolve(_:)``.
  public func resolve(named name: String, parameters: [String: String] = [:]) throws(RouteError)
    -> RouteResolution<Screen>
  {
    try resolve(url(named: name, parameters: parameters))
  }
}
