extension Headless.Assumptions {
  /// What the model assumes about UIKit's own swipe-back delegate where no source settles it
  /// (`Docs/UIKitFacts.md` A5); tests switch each both ways.
  public struct SwipeBack: Sendable, Equatable {
    /// Whether a bar hidden with `navigationBar.isHidden = true` (not with
    /// `setNavigationBarHidden(_:animated:)`) makes UIKit's delegate refuse the swipe.
    ///
    /// Plausible that it does not: D26's check reads the controller's `isNavigationBarHidden`,
    /// which a bar hidden directly may not change. The default, `false`, follows that reading.
    public var barHiddenDirectlyRefusesSwipe = false
    /// Whether a custom left item keeps the swipe when `leftItemsSupplementBackButton` is
    /// `true` (the back button stays beside it).
    ///
    /// Confirmed by D26 (`_shouldInteractivePopGestureBeEnabled`); kept switchable for older
    /// systems. The default is `true`.
    public var leftItemsSupplementingBackButtonKeepSwipe = true
    /// Whether UIKit's delegate refuses the swipe while the bar animates after
    /// `setNavigationBarHidden(_:animated: true)` (for
    /// `UINavigationController.hideShowBarDuration`), as it does during a transition.
    ///
    /// Plausible: the issue that asked for it lists the bar animating among UIKit's refusals,
    /// and a review of D26 reported it, but the body that says whether a bar animation counts
    /// was not re-read (audit 3 §3 row 16). The default, `true`, follows them.
    public var barAnimationRefusesSwipe = true
    /// Whether UIKit's delegate refuses the swipe while the top screen's search controller is
    /// active and hides the bar (`hidesNavigationBarDuringPresentation`).
    ///
    /// Plausible: UIKit tracks a bar hidden by search (the private `_searchHidNavigationBar`),
    /// and a review of D26 reported the refusal, but its body was not re-read (audit 3 §3 row
    /// 16). The default, `true`, follows them.
    public var activeSearchRefusesSwipe = true
    /// Whether the iOS 18 zoom (`UIViewController.Transition.zoom`) has its own interactive
    /// exit gesture, so that UIKit's delegate refuses the edge swipe on a screen that has it
    /// (R1: D26 `_shouldUseBuiltinInteractionController` answers NO when the top screen's
    /// `preferredTransition` says so).
    ///
    /// Plausible: the zoom's own dismissal follows a swipe from the leading edge (Apple's
    /// "Enhancing your app with fluid transitions"; third-party replicas measured against it),
    /// and D26 refuses for a transition with its own exit gesture; but the class that answers
    /// YES was not found (D18's base `UIViewControllerTransition` answers NO and neither D18's
    /// nor D26's `_UIZoomViewControllerTransition` overrides it). The default is `true`.
    public var zoomHasOwnExitGesture = true

    /// Creates the default assumptions.
    public init() {}
  }
}
