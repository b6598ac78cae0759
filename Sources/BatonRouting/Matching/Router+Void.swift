extension Router where Context == Void {
  /// Matches a URL and runs the interceptors, for a router without context.
  ///
  /// - Parameter url: The URL: its text, or a `URL` (``RouteLink``).
  /// - Returns: The request that passed every interceptor.
  /// - Throws: As ``route(_:context:)``.
  public func route(_ url: some RouteLink) throws(RouteError) -> RouteRequest {
    try route(url, context: ())
  }

  /// Resolves a URL, for a router without context (see ``resolve(_:context:)``).
  ///
  /// - Parameter url: The URL: its text, or a `URL` (``RouteLink``).
  /// - Returns: The request and its screen.
  /// - Throws: As ``resolve(_:context:)``.
  public func resolve(_ url: some RouteLink) throws(RouteError) -> RouteResolution<Screen> {
    try resolve(url, context: ())
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
