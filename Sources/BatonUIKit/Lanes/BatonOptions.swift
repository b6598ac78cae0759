import Baton
import Foundation

/// What the adapter does when a presentation's presenter cannot present.
public enum PresenterFallback: Hashable, Sendable {
  /// Present from the window's top-most presentable controller instead, with an info diagnostic.
  case redirectToTopMost
  /// Drop the request with `.dropped(.invalid(.presenterUnavailable))`.
  case drop
}

/// The adapter's own settings for one window's lane (see ``BatonEnvironment``).
public struct BatonOptions: Hashable, Sendable {
  /// What happens to a present whose presenter is not in a window or is already presenting.
  public var presenterFallback: PresenterFallback

  /// Whether a new window's lane waits for the window to be shown.
  ///
  /// When on, the lane stays suspended until the window is key and visible and its root
  /// controller has appeared; requests made earlier, such as deep links, then run in order.
  public var waitsForWindowAppearance: Bool

  /// How long the adapter keeps re-checking a waiting window on later scheduler turns before it
  /// reports a diagnostic and waits for the next request or appearance callback instead.
  public var coldStartRecheckLimit: TimeInterval

  /// The watchdog allowance for an interactive swipe-back while the user's finger is down.
  ///
  /// Once the user lets go, the lane re-arms the watchdog from the transition's own duration.
  public var interactivePopAllowance: TimeInterval

  /// Whether a push of the destination already on top of its stack is dropped as a duplicate.
  ///
  /// The push's destination is compared with the top screen's, by the duplicate rule (an
  /// identity the screen declares with `DestinationIdentifiable`, the root of a
  /// wrapping navigation controller, else the class; the URL a router opened it from is not
  /// compared here). The name keeps its first meaning for source compatibility.
  ///
  /// Off by default: apps often push a screen over one of its own destination (a profile from
  /// the same profile's followers). Turn it on when your screen graph never does, to also
  /// catch a tap that lands on a screen revealed by a swipe-back the user then abandons: the
  /// stack is back to the screen the tap would have opened, and the push ends
  /// `dropped(.duplicate)`, reported as a `duplicateDropped` diagnostic.
  public var dropsPushOfScreenTypeOnTop: Bool

  /// Creates options.
  ///
  /// - Parameters:
  ///   - presenterFallback: What to do with a presenter that cannot present.
  ///   - waitsForWindowAppearance: Whether a new window's lane waits for the window to appear.
  ///   - coldStartRecheckLimit: Seconds of bounded re-checks for a window that is not ready.
  ///   - interactivePopAllowance: The watchdog allowance for a swipe-back in progress.
  ///   - dropsPushOfScreenTypeOnTop: Whether a push of the destination already on top is a
  ///     duplicate.
  public init(
    presenterFallback: PresenterFallback = .redirectToTopMost,
    waitsForWindowAppearance: Bool = true,
    coldStartRecheckLimit: TimeInterval = 10,
    interactivePopAllowance: TimeInterval = 60,
    dropsPushOfScreenTypeOnTop: Bool = false
  ) {
    self.presenterFallback = presenterFallback
    self.waitsForWindowAppearance = waitsForWindowAppearance
    self.coldStartRecheckLimit = coldStartRecheckLimit
    self.interactivePopAllowance = interactivePopAllowance
    self.dropsPushOfScreenTypeOnTop = dropsPushOfScreenTypeOnTop
  }
}
