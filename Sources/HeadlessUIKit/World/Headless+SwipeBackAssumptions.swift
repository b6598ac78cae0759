extension Headless.Assumptions {
  /// What the model assumes about UIKit's own swipe-back delegate where no source settles it
  /// (`Docs/UIKitFacts.md` A5); tests switch each both ways.
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
    /// Whether, on iOS 26, a horizontally scrollable scroll view's own pan takes a content
    /// swipe (`interactiveContentPopGestureRecognizer`) that starts inside it, wherever its
    /// content is, unless the app made that pan wait for the content swipe.
    ///
    /// Unverified (`Docs/UIKitFacts.md` A7): Apple's documentation says only that the content
    /// swipe covers "the entire content area" in cases the edge swipe does not, and asks apps to
    /// tie it to their other recognizers; pager libraries disable their scroll view's pan on the
    /// first page to let it through, which suggests the scroll view normally wins. The
    /// default, `false`, keeps the model's first reading: the content swipe's delegate alone
    /// decides.
    public var scrollViewPanTakesContentSwipe = false

    /// Creates the default assumptions.
    public init() {}
  }
}
