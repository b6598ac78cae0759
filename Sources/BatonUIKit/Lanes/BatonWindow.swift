import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension UIWindow {
  /// Baton's API for this window: its lane, its pop-ups and its environment.
  public var baton: BatonWindow { BatonWindow(window: self) }
}

/// Baton's API for one window, reached as `window.baton`.
///
/// Each window has one lane, on which every push, pop, present, dismiss, swipe-back and pop-up
/// of the window takes its turn, and one pop-up queue on that lane. Both are made on first use
/// with ``BatonEnvironment/default``, or with the window's own environment given by
/// ``configure(_:)`` before that. They are kept in a weak-keyed side table (no associated
/// objects): a window that goes away ends them, and their requests end `.dropped(.windowGone)`.
///
/// A new window's lane starts suspended until the window is key and visible and its root
/// controller has appeared (see ``BatonOptions/waitsForWindowAppearance``). The adapter checks
/// that on every request, on ``BatonNavigationController``'s appearance callbacks, and on a
/// bounded series of later scheduler turns; no KVO, no swizzling.
@MainActor
public struct BatonWindow {
  /// The window.
  public let window: UIWindow

  /// The window's lane; the same instance until the window goes away or ``endLane()``.
  public var lane: Lane { LaneRegistry.shared.context(for: window).lane }

  /// The window's pop-ups, on its lane.
  public var popups: BatonPopups { BatonPopups(host: LaneRegistry.shared.popups(for: window)) }

  /// The controller at the top of what the window shows: the one a new presentation should come
  /// from, and the one the adapter presents from when a presenter cannot
  /// (``PresenterFallback/redirectToTopMost``).
  ///
  /// Follows presented controllers (stopping below one that is being dismissed), the top of
  /// navigation stacks, and, in other containers such as tab-bar controllers, the child whose
  /// view is in the window (the selected tab). `nil` when the window has no root controller.
  public var topViewController: UIViewController? { TopMost.viewController(in: window) }

  /// Gives the window its own environment instead of ``BatonEnvironment/default``: its lane's
  /// clock and configuration, the adapter's options, diagnostics and pop-up settings.
  ///
  /// Call it before anything uses the window, for example when the scene connects:
  ///
  /// ```swift
  /// var environment = BatonEnvironment()
  /// environment.popupFrequencyStore = UserDefaultsPopupFrequencyStore()
  /// try window.baton.configure(environment)
  /// ```
  ///
  /// - Parameter environment: What the window's lane and pop-ups are made with.
  /// - Throws: ``BatonEnvironmentError/laneAlreadyExists(laneName:)`` when the window is
  ///   already in use; it keeps its lane and pop-ups, unchanged.
  public func configure(_ environment: BatonEnvironment) throws(BatonEnvironmentError) {
    _ = try LaneRegistry.shared.makeContext(for: window, environment: environment)
  }

  /// Ends the window's lane and pop-ups now: in-flight and pending requests, and pending and
  /// visible pop-ups, end `.dropped(.windowGone)`.
  ///
  /// The window's next request makes a fresh lane, with ``BatonEnvironment/default`` unless
  /// ``configure(_:)`` is called first.
  public func endLane() {
    LaneRegistry.shared.endLane(for: window)
  }

  /// Re-checks whether the window, if its lane waits for it at cold start, is now ready, and
  /// starts its lane if so.
  ///
  /// The adapter checks on requests and appearance callbacks itself; call this when your app
  /// makes the window key in a way the adapter cannot see.
  public func refreshReadiness() {
    LaneRegistry.shared.refresh(window)
  }
}
