import Foundation

extension Router {
  /// Matches a `URL` and runs the interceptors (see ``route(_:context:)-(String,_)``).
  ///
  /// - Parameters:
  ///   - url: The URL, as iOS hands it over (`scene(_:openURLContexts:)`,
  ///     `NSUserActivity.webpageURL`, a notification's payload).
  ///   - context: The value the interceptors receive.
  /// - Returns: The request that passed every interceptor.
  /// - Throws: As ``route(_:context:)-(String,_)``.
  public func route(_ url: URL, context: Context) throws(RouteError) -> RouteRequest {
    try route(url.absoluteString, context: context)
  }

  /// Resolves a `URL` (see ``resolve(_:context:)-(String,_)``).
  ///
  /// - Parameters:
  ///   - url: The URL.
  ///   - context: The value the factories and interceptors receive.
  /// - Returns: The request and its screen.
  /// - Throws: As ``resolve(_:context:)-(String,_)``.
  public func resolve(_ url: URL, context: Context) throws(RouteError) -> RouteResolution<Screen> {
    try resolve(url.absoluteString, context: context)
  }
}

extension Router where Context == Void {
  /// Matches a URL and runs the interceptors, for a router without context.
  ///
  /// - Parameter url: The URL text.
  /// - Returns: The request that passed every interceptor.
  /// - Throws: As ``route(_:context:)-(String,_)``.
  public func route(_ url: String) throws(RouteError) -> RouteRequest {
    try route(url, context: ())
  }

  /// Resolves a URL, for a router without context (see ``resolve(_:context:)-(String,_)``).
  ///
  /// - Parameter url: The URL text.
  /// - Returns: The request and its screen.
  /// - Throws: As ``resolve(_:context:)-(String,_)``.
  public func resolve(_ url: String) throws(RouteError) -> RouteResolution<Screen> {
    try resolve(url, context: ())
  }

  /// Resolves a `URL`, for a router without context (see ``resolve(_:context:)-(String,_)``).
  ///
  /// - Parameter url: The URL.
  /// - Returns: The request and its screen.
  /// - Throws: As ``resolve(_:context:)-(String,_)``.
  public func resolve(_ url: URL) throws(RouteError) -> RouteResolution<Screen> {
    try resolve(url.absoluteString, context: ())
  }

  /// Resolves a named route, for a router without context.
  ///
  /// - Parameters:
  ///   - name: The route's name.
  ///   - parameters: Values for the pattern's parameters; others go to the query.
  /// - Returns: The request and its screen.
  /// - Throws: As ``resolve(named:parameters:context:)``.
  public func resolve(named name: String, parameters: [String: String] = [:]) throws(RouteError)
    -> RouteResolution<Screen>
  {
    try resolve(named: name, parameters: parameters, context: ())
  }
}
