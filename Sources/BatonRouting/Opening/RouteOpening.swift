import Baton
import BatonUIKit

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A URL that ``BatonRouter`` is opening: what it resolved to and the lane request showing it.
@MainActor
public struct RouteOpening {
  /// The request that passed every interceptor (after redirects).
  public let request: RouteRequest
  /// The screen the route built.
  public let screen: UIViewController
  /// The action taken: ``RouteAction/push``, ``RouteAction/present``,
  /// ``RouteAction/presentInNavigation`` or ``RouteAction/pushInTab(_:)``, never
  /// ``RouteAction/automatic``.
  public let action: RouteAction
  /// The controller pushed or presented: ``screen``, or the navigation controller wrapping it.
  public let shown: UIViewController
  /// The controller the request was planned to act from when it was opened.
  ///
  /// The navigation controller to push onto (for ``RouteAction/pushInTab(_:)``, the tab's), or
  /// the presenter. A push or present acts on the page's top when its turn comes, which may be another
  /// controller (see `BatonRouter.open(_:context:action:animated:policy:completion:)`).
  public let source: UIViewController
  /// The lane request's ticket; its outcome is the opening's outcome.
  public let ticket: TransitionTicket
}
