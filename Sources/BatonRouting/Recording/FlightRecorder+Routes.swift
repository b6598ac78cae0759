import Baton

extension FlightRecorder {
  /// Records that a URL matched `match`'s route (its pattern; its values only with
  /// `recordsRouteValues`).
  ///
  /// - Parameter match: The match.
  public func recordRoute(_ match: RouteMatch) {
    record(.routed(pattern: match.pattern.text, values: recordsRouteValues ? match.pathValues : []))
  }

  /// Records that a URL failed to route, by the error's case name.
  ///
  /// - Parameter error: The router's error.
  public func recordRouteFailure(_ error: RouteError) {
    record(.routeFailed(error.caseName))
  }
}
