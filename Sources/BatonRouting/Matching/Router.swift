import Foundation

/// The platform-free router: registrations, names, interceptors, redirects and fall-through.
///
/// It keeps its patterns in a route table (a trie); `BatonUIKit`'s `BatonRouter` opens the screens
/// it resolves through the lane. `Context` is a value of your choosing passed with each URL
/// to the factories and interceptors (`Void` when you need none).
///
/// ```swift
/// let router = Router<String, Void>()
/// try router.register("/user/<int:id>", name: "user") { match, _ in
///   .screen("profile \(try match.int("id"))")
/// }
/// router.addInterceptor { request, _ in
///   request.name == "user" && !isLoggedIn ? .redirect(to: "/login") : .continue
/// }
/// let resolution = try router.resolve("myapp://any/user/7")
/// ```
///
/// A factory returns ``ScreenDecision/screen(_:)``, or ``ScreenDecision/decline`` to hand the
/// URL to the next matching pattern in precedence order; an error it throws stops the URL
/// (a ``RouteError`` as it is, any other error wrapped in
/// ``RouteError/factoryFailed(url:pattern:error:)``).
@MainActor
public final class Router<Screen, Context> {
  /// The factory that builds a screen from a match and the context, or declines.
  typealias ScreenFactory = @MainActor (RouteMatch, Context) throws -> ScreenDecision<Screen>
  /// An interceptor: decides, in registration order, what happens to a matched URL.
  typealias Interceptor = @MainActor (RouteRequest, Context) -> RouteDecision

  /// The most redirects followed in a row; one more is rejected as a loop.
  public static var maximumRedirects: Int { 8 }

  /// The route table.
  package private(set) var table: RouteTable

  /// The registered patterns, in registration order.
  public var patterns: [RoutePattern] { table.patterns }
  private var routes: [Registration] = []
  private var routeIndexByName: [String: Int] = [:]
  private var interceptors: [Interceptor] = []

  private struct Registration {
    var name: String?
    var factory: ScreenFactory
  }

  /// How this router reads URLs.
  public var options: RouteOptions { table.options }

  /// Creates an empty router.
  ///
  /// - Parameter options: How URLs are read (see ``RouteOptions``).
  public init(options: RouteOptions = RouteOptions()) {
    table = RouteTable(options: options)
  }

  /// Registers a custom parameter type for patterns registered afterwards.
  ///
  /// - Parameter type: The type.
  /// - Throws: ``RouteError/invalidPattern(text:position:problem:)`` when the name is taken.
  public func register(parameterType type: RouteParameterType) throws(RouteError) {
    try table.register(parameterType: type)
  }

  /// Registers a pattern with the factory that builds its screen.
  ///
  /// - Parameters:
  ///   - pattern: The pattern (see ``RoutePattern``).
  ///   - name: A name for ``url(named:parameters:)`` and ``resolve(named:parameters:context:)``.
  ///   - screen: Builds the screen from a match and the context, or declines.
  /// - Returns: The parsed pattern.
  /// - Throws: ``RouteError/invalidPattern(text:position:problem:)`` (also for a name already
  ///   taken) or ``RouteError/duplicatePattern(pattern:existing:)``; nothing is registered then.
  @discardableResult
  public func register(
    _ pattern: String,
    name: String? = nil,
    screen: @escaping @MainActor (RouteMatch, Context) throws -> ScreenDecision<Screen>
  ) throws(RouteError) -> RoutePattern {
    if let name, let existing = routeIndexByName[name] {
      throw .invalidPattern(
        text: pattern,
        position: 0,
        problem: .routeNameTaken(name, pattern: table.patterns[existing].text)
      )
    }
    let index = try table.add(pattern)
    guard index == routes.count else {
      preconditionFailure("Internal inconsistency: route \(index) after \(routes.count)")
    }
    routes.append(Registration(name: name, factory: screen))
    if let name { routeIndexByName[name] = index }
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
    try register(pattern ?? T.routePattern, name: name ?? T.routeName) { match, _ in
      .screen(upcast(try T(match: match)))
    }
  }

  /// Removes the route registered under a pattern (or one equal to it, see ``RoutePattern``),
  /// with its factory and name.
  ///
  /// - Parameter pattern: The pattern text.
  /// - Returns: The pattern removed, or `nil` when none equal to it is registered.
  /// - Throws: ``RouteError/invalidPattern(text:position:problem:)`` for a pattern that does
  ///   not parse.
  @discardableResult
  public func remove(pattern: String) throws(RouteError) -> RoutePattern? {
    guard let index = try table.index(of: pattern), let removed = table.remove(at: index) else {
      return nil
    }
    routes.remove(at: index)
    routeIndexByName = [:]
    for (index, route) in routes.enumerated() {
      if let name = route.name { routeIndexByName[name] = index }
    }
    return removed
  }

  /// Removes every route; interceptors and custom parameter types stay.
  public func removeAll() {
    table.removeAll()
    routes = []
    routeIndexByName = [:]
  }

  /// Adds an interceptor; interceptors run in the order they were added.
  ///
  /// - Parameter interceptor: Decides what happens to each matched URL.
  public func addInterceptor(
    _ interceptor: @escaping @MainActor (RouteRequest, Context) -> RouteDecision
  ) {
    interceptors.append(interceptor)
  }

  /// The name a route was registered with.
  ///
  /// - Parameter match: A match from this router's table.
  /// - Returns: The name, or `nil` for a route registered without one.
  public func name(of match: RouteMatch) -> String? {
    routes.indices.contains(match.routeIndex) ? routes[match.routeIndex].name : nil
  }

  /// Builds the URL of a named route.
  ///
  /// - Parameters:
  ///   - name: The route's name.
  ///   - parameters: Values for the pattern's parameters; others go to the query.
  /// - Returns: The URL text (a bare path for patterns without scheme and host).
  /// - Throws: ``RouteError/noMatch(url:declined:)`` with the name as URL when no route has the
  ///   name, or ``RouteError/invalidParameter(name:expected:got:)``.
  public func url(named name: String, parameters: [String: String] = [:]) throws(RouteError)
    -> String
  {
    guard let index = routeIndexByName[name] else { throw .noMatch(url: name) }
    return try table.patterns[index].url(with: parameters)
  }

  /// Matches a URL and runs the interceptors, following redirects, without building a screen.
  ///
  /// - Parameters:
  ///   - url: The URL: its text, or a `URL` as iOS hands it over (``RouteLink``).
  ///   - context: The value the interceptors receive.
  /// - Returns: The request that passed every interceptor: the first candidate's (a factory
  ///   that would decline is not asked).
  /// - Throws: ``RouteError/malformedURL(text:position:problem:)``,
  ///   ``RouteError/noMatch(url:declined:)`` or ``RouteError/rejected(url:reason:)``.
  public func route(_ url: some RouteLink, context: Context) throws(RouteError) -> RouteRequest {
    var walk = Walk(url: url.routeText)
    return try intercepted(&walk, context: context)
  }

  /// Matches a URL, runs the interceptors and builds the screen; a factory that declines hands
  /// the URL to the next candidate, which is intercepted in turn.
  ///
  /// Factories and interceptors may register and remove routes meanwhile: a pattern that
  /// declined is not asked again, and a route removed before its factory runs is not asked.
  ///
  /// - Parameters:
  ///   - url: The URL: its text, or a `URL` as iOS hands it over (``RouteLink``).
  ///   - context: The value the factories and interceptors receive.
  /// - Returns: The request and its screen.
  /// - Throws: As ``route(_:context:)``; ``RouteError/noMatch(url:declined:)`` naming the
  ///   patterns that declined; the factory's ``RouteError``, or any other error it throws in
  ///   ``RouteError/factoryFailed(url:pattern:error:)``.
  public func resolve(_ url: some RouteLink, context: Context) throws(RouteError)
    -> RouteResolution<Screen>
  {
    try resolve(url.routeText, context: context) { _ in nil }
  }

  /// ``resolve(_:context:)`` with a check of each request before its factory runs; the check's
  /// error stops the URL (`BatonRouter` checks for a presenter there).
  package func resolve(
    _ url: String,
    context: Context,
    check: (RouteRequest) -> RouteError?
  ) throws(RouteError) -> RouteResolution<Screen> {
    var walk = Walk(url: url)
    while true {
      let request = try intercepted(&walk, context: context)
      if let error = check(request) { throw error }
      let match = request.match
      // An interceptor may have changed the routes: the factory is the one registered now
      // under the matched pattern, and a route removed meanwhile is not asked.
      guard let index = table.index(ofRegistered: match.pattern) else {
        throw .noMatch(url: match.urlText, declined: walk.declined.map(\.text))
      }
      let decision: ScreenDecision<Screen>
      do {
        decision = try routes[index].factory(match, context)
      } catch let error as RouteError {
        throw error
      } catch {
        throw .factoryFailed(url: match.urlText, pattern: match.pattern.text, error: .init(error))
      }
      switch decision {
      case .screen(let screen):
        return RouteResolution(request: request, screen: screen)
      case .decline:
        walk.declined.append(match.pattern)
      }
    }
  }

  /// Resolves a named route (see ``url(named:parameters:)`` and ``resolve(_:context:)``).
  ///
  /// - Parameters:
  ///   - name: The route's name.
  ///   - parameters: Values for the pattern's parameters; others go to the query.
  ///   - context: The value the factories and interceptors receive.
  /// - Returns: The request and its screen.
  /// - Throws: As ``url(named:parameters:)`` and ``resolve(_:context:)``.
  public func resolve(
    named name: String,
    parameters: [String: String] = [:],
    context: Context
  ) throws(RouteError) -> RouteResolution<Screen> {
    try resolve(url(named: name, parameters: parameters), context: context)
  }

  /// Where a URL's resolution stands: the URL now matched, the redirects so far and the
  /// patterns whose factories declined it.
  ///
  /// Patterns rather than route indices: a factory or an interceptor may register or remove
  /// routes while the URL is resolved, which moves the indices.
  private struct Walk {
    var chain: [String]
    var declined: [RoutePattern] = []

    init(url: String) { chain = [url] }
  }

  /// The next candidate for the walk's URL that passes every interceptor, following redirects.
  private func intercepted(_ walk: inout Walk, context: Context) throws(RouteError)
    -> RouteRequest
  {
    redirects: while true {
      let current = walk.chain[walk.chain.count - 1]
      let match: RouteMatch
      do throws(RouteError) {
        let skipped = walk.declined.compactMap { table.index(ofRegistered: $0) }
        match = try table.match(current, skipping: skipped)
      } catch .noMatch {
        throw .noMatch(url: current, declined: walk.declined.map(\.text))
      }
      let request = RouteRequest(match: match, name: name(of: match), redirectChain: walk.chain)
      for interceptor in interceptors {
        switch interceptor(request, context) {
        case .continue:
          continue
        case .redirect(let target):
          walk.chain.append(target)
          walk.declined = []
          guard walk.chain.count <= Self.maximumRedirects + 1 else {
            throw .rejected(url: walk.chain[0], reason: .tooManyRedirects(chain: walk.chain))
          }
          continue redirects
        case .reject(let reason):
          throw .rejected(url: current, reason: .interceptor(reason: reason))
        case .hold(let gate):
          throw .rejected(url: walk.chain[0], reason: .held(gate: gate))
        }
      }
      return request
    }
  }
}
