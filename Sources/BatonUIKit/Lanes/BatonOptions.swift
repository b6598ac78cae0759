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

  /// Whether a page that leaves its stack by a request of the app's takes what it presented.
  ///
  /// On by default: presentations belong to the page that made them. When a pop (or a
  /// `setViewControllers`) takes a page off its stack, the presentation that page made through
  /// Baton (`page.baton.present`, the drop-in controller's page, the app-wide guard, the
  /// router), and everything presented above it, is dismissed first, then the page is popped:
  /// one request, one outcome. The user's swipe-back cannot begin under a presentation.
  ///
  /// Turn it off to keep UIKit's behaviour: the pop leaves the presentation on screen over the
  /// page below, and the page can still close it later with `page.baton.dismiss()`.
  ///
  /// > Important: A presentation Baton did not start (a raw `present` without the app-wide
  /// > guard) has no known page, so no pop takes it.
  public var dismissesPresentationsOfLeavingPages: Bool

  /// Creates options.
  ///
  /// - Parameters:
  ///   - presenterFallback: What to do with a presenter that cannot present.
  ///   - waitsForWindowAppearance: Whether a new window's lane waits for the window to appear.
  ///   - coldStartRecheckLimit: Seconds of bounded re-checks for a window that is not ready.
  ///   - interactivePopAllowance: The watchdog allowance for a swipe-back in progress.
  ///   - dropsPushOfScreenTypeOnTop: Whether a push of the destination already on top is a
  ///     duplicate.
  ///   - dismissesPresentationsOfLeavingPages: Whether a page popped by a request takes what it
  ///     presented.
  public init(
    presenterFallback: PresenterFallback = .redirectToTopMost,
    waitsForWindowAppearance: Bool = true,
    coldStartRecheckLimit: TimeInterval = 10,
    interactivePopAllowance: TimeInterval = 60,
    dropsPushOfScreenTypeOnTop: Bool = false,
    dismissesPresentationsOfLeavingPages: Bool = true
  ) {
    self.presenterFallback = presenterFallback
    self.waitsForWindowAppearance = waitsForWindowAppearance
    self.coldStartRecheckLimit = coldStartRecheckLimit
    self.interactivePopAllowance = interactivePopAllowance
    self.dropsPushOfScreenTypeOnTop = dropsPushOfScreenTypeOnTop
    self.dismissesPresentationsOfLeavingPages = dismissesPresentationsOfLeavingPages
  }
}
