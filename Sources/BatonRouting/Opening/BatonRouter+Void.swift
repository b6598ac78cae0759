import Baton
import BatonUIKit
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension BatonRouter where Context == Void {
  /// Opens a URL, for a router without context (see
  /// `open(_:context:action:animated:policy:completion:)`).
  ///
  /// - Parameters:
  ///   - url: The URL: its text, or a `URL` as iOS hands it over (``RouteLink``).
  ///   - action: How to show the screen.
  ///   - animated: Whether UIKit animates the transition.
  ///   - policy: How the request waits for its lane turn.
  ///   - completion: Called once with the transition's outcome.
  /// - Returns: What was resolved and the lane request's ticket.
  /// - Throws: As the form with a context.
  @discardableResult
  public func open(
    _ url: some RouteLink,
    action: RouteAction = .automatic,
    animated: Bool = true,
    policy: LanePolicy = .enqueue,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) throws(RouteError) -> RouteOpening {
    try open(
      url,
      context: (),
      action: action,
      animated: animated,
      policy: policy,
      completion: completion
    )
  }

  /// Whether a URL would open now, for a router without context.
  ///
  /// - Parameters:
  ///   - url: The URL: its text, or a `URL` (``RouteLink``).
  ///   - action: How the screen would be shown.
  /// - Returns: Whether an `open` would get as far as the screen's factory.
  public func canOpen(_ url: some RouteLink, action: RouteAction = .automatic) -> Bool {
    canOpen(url, context: (), action: action)
  }
}
