import Foundation

/// A link a router opens: the text of a URL as the app writes it (`String`), or a `URL` as iOS
/// hands it over (`scene(_:openURLContexts:)`, `NSUserActivity.webpageURL`, a notification's
/// payload).
///
/// Every method that takes a link (``Router/route(_:context:)``,
/// ``Router/resolve(_:context:)``, `BatonRouter.open(_:context:action:animated:policy:completion:)`
/// and `BatonRouter.canOpen(_:context:action:)`) takes either, with the same meaning: a `URL` is
/// read as its `absoluteString`.
public protocol RouteLink {
  /// The link's text, as the router parses it.
  var routeText: String { get }
}

extension String: RouteLink {
  /// The string itself.
  public var routeText: String { self }
}

extension URL: RouteLink {
  /// The URL's `absoluteString`.
  public var routeText: String { absoluteString }
}
