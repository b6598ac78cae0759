import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Decides, when a present's turn comes, which controller presents.
@MainActor
enum PresenterResolver {
  /// The decision.
  enum Resolution {
    case direct(UIViewController)
    case redirected(from: UIViewController, to: UIViewController)
    case unavailable(String)
  }

  /// Whether `presenter` can present now: in a window, not presenting, not leaving.
  static func canPresent(from presenter: UIViewController) -> Bool {
    guard presenter.viewIfLoaded?.window != nil else { return false }
    return presenter.presentedViewController == nil && !presenter.isBeingDismissed
      && !presenter.isMovingFromParent
  }

  /// Resolves `requested`, redirecting to `top` of `window` (by default its top-most
  /// controller) when allowed.
  static func resolve(
    _ requested: UIViewController,
    window: UIWindow?,
    fallback: PresenterFallback,
    top: @MainActor (UIWindow) -> UIViewController? = TopMost.viewController(in:)
  ) -> Resolution {
    if canPresent(from: requested) { return .direct(requested) }
    let problem =
      requested.viewIfLoaded?.window == nil
      ? "is not in the window hierarchy" : "is already presenting or is leaving"
    switch fallback {
    case .drop:
      return .unavailable("presenter \(type(of: requested)) \(problem); redirection is off")
    case .redirectToTopMost:
      guard let window, let top = top(window), canPresent(from: top)
      else {
        return .unavailable(
          "presenter \(type(of: requested)) \(problem) and the window has no presentable "
            + "top-most controller"
        )
      }
      return .redirected(from: requested, to: top)
    }
  }
}
