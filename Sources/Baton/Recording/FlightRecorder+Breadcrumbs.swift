import Foundation

extension FlightRecorder {
  /// Passes a ``NavigationBreadcrumb`` to `send` for each request phase and deep link the
  /// recorder sees from now on, for the crash reporter the app already has.
  ///
  /// Each request makes one breadcrumb when it is asked for and one when it starts, then one
  /// when it completes, is cancelled, dropped or timed out; a deep link makes one when it
  /// matches a route (`to` is the route's pattern) and one, dropped, when it fails. A later call
  /// replaces `send`. The ring and ``sink`` are unchanged.
  ///
  /// ```swift
  /// recorder.sendBreadcrumbs { crumb in
  ///   let shape = crumb.sentryBreadcrumb
  ///   let breadcrumb = Breadcrumb(level: shape.level == "warning" ? .warning : .info,
  ///                               category: shape.category)
  ///   breadcrumb.type = shape.type
  ///   breadcrumb.message = shape.message
  ///   breadcrumb.data = shape.data
  ///   SentrySDK.addBreadcrumb(breadcrumb)
  /// }
  /// ```
  ///
  /// > Important: A deep link's values (a product number, a user name) are user data: they are
  /// > left out unless `includingRouteValues` is true and the recorder records them
  /// > (``recordsRouteValues``).
  ///
  /// - Parameters:
  ///   - includingRouteValues: Whether a deep link's breadcrumb lists the URL's values after its
  ///     pattern (off by default).
  ///   - send: Called on the main actor with each breadcrumb, as the event is recorded.
  public func sendBreadcrumbs(
    includingRouteValues: Bool = false,
    _ send: @escaping @MainActor (NavigationBreadcrumb) -> Void
  ) {
    breadcrumbTrail = BreadcrumbTrail(includesRouteValues: includingRouteValues, send: send)
  }
}
