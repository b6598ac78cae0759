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

  /// Whether `presenter` can present once the dismissal of what it presents ends.
  ///
  /// It can when it is in a window, not leaving, and its presented controller is being
  /// dismissed by someone else (UIKit after an alert's tap, a raw `dismiss`). The request then
  /// waits for that dismissal (`ModalChange`).
  static func canPresentAfterDismissal(from presenter: UIViewController) -> Bool {
    guard presenter.viewIfLoaded?.window != nil, let presented = presenter.presentedViewController
    else { return false }
    return presented.isBeingDismissed && !presenter.isBeingDismissed
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
