extension Headless.Assumptions {
  /// What the model assumes about UIKit's own swipe-back delegate where no source settles it
  /// (`Docs/UIKitFacts-swipe.md` A5); tests switch each both ways.
  public struct SwipeBack: Sendable, Equatable {
    /// Whether a bar hidden with `navigationBar.isHidden = true` (not with
    /// `setNavigationBarHidden(_:animated:)`) makes UIKit's delegate refuse the swipe.
    ///
    /// Unverified: a widely repeated claim says only `setNavigationBarHidden` disables the
    /// swipe, but the body of UIKit's check is not public. The default, `false`, follows that
    /// claim.
    public var barHiddenDirectlyRefusesSwipe = false
    /// Whether a custom left item keeps the swipe when `leftItemsSupplementBackButton` is
    /// `true` (the back button stays beside it).
    ///
    /// Unverified (one report recommends it as a workaround); the default, `true`, follows it.
    public var leftItemsSupplementingBackButtonKeepSwipe = true

    /// Creates the default assumptions.
    public init() {}
  }
}
