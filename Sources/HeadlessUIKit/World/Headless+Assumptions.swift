extension Headless {
  /// Behaviour the model assumes where UIKit's is not confirmed; each can be switched to test
  /// the other reading (see `Docs/UIKitFacts.md` for the evidence of each).
  public struct Assumptions: Sendable, Equatable {
    /// Whether the edge swipe calls `popViewController(animated: true)` when it begins.
    ///
    /// Confirmed in the decompiled iOS 26.1 UIKitCore (`startInteractiveTransition` calls
    /// `popViewControllerAnimated:`); kept switchable for older versions. When `false` the
    /// model starts the pop internally, so overrides of `popViewController(animated:)` do not
    /// see swipes.
    public var swipeCallsPopViewController = true
    /// In the ``Profile/deferring`` profile, pops (not only pushes) requested during a
    /// navigation transition are deferred to its end (iOS 26.1 source: the same queue; older
    /// versions inferred).
    public var modernDefersPops = true
    /// Whether a second overlap throws F2 in the legacy profile.
    ///
    /// In the legacy profile, the first overlapping navigation call logs F3 and is applied at
    /// once; an overlap while one is already nested, or one whose incoming view is animating in
    /// the running transition, throws F2. The exact trigger of F2 is not documented.
    public var legacySecondOverlapCrashes = true
    /// Whether a swipe-back that a replaced gesture delegate lets begin at the root freezes the
    /// navigation controller (F12).
    ///
    /// Confirmed for about iOS 8–11 only; on later versions (``Profile/deferring`` after
    /// iOS 11, ``Profile/fluid``) no report was found, so this is an assumption. When `false`,
    /// the swipe pops nothing (UIKit's `popViewControllerAnimated:` returns `nil` at the root)
    /// and the controller goes on working.
    public var swipeAtRootFreezes = true
    /// Whether F15 names `_applyViewControllers:transition:animated:operation:rescheduleBlock:`
    /// for a push or pop in the ``Profile/fluid`` profile.
    ///
    /// In iOS 26.1 the check for pushes and pops sits in that method, which probably prints its
    /// own selector (an inference from the decompilation, not an observed log); older versions
    /// print `pushViewController:animated:` and `popViewControllerAnimated:`, which the model
    /// prints by default.
    public var fluidF15NamesApplyViewControllers = false
    /// The bundle identifier printed at the end of the modern F1 message.
    public var bundleIdentifier = "com.example.app"
    /// Whether a tap on the back button reaches the navigation controller's public
    /// `popViewController(animated: true)`, so that subclasses see it.
    ///
    /// The tap goes to `UINavigationBar`'s private `_sendNavigationPopForBackBarButtonItem:`
    /// (D26, every visual provider's `__backButtonAction`), then to the controller; that the
    /// controller pops through the public method is inferred from long-standing recipes that
    /// override the bar delegate and call `popViewControllerAnimated:` themselves
    /// (`Docs/UIKitFacts.md` A11). When `false` the model pops internally and overrides of
    /// `popViewController(animated:)` do not see taps.
    public var backTapCallsPopViewController = true
    /// Whether the navigation bar ignores a tap on its back button while a navigation
    /// transition runs, before iOS 26 (``Profile/legacy`` and ``Profile/deferring``).
    ///
    /// D26 `UINavigationBar` turns its user interaction off for a push or pop animation unless
    /// its visual provider `allowsUserInteractionDuringTransitions`; which providers allowed it
    /// before iOS 26 is not known (`Docs/UIKitFacts.md` A11). When `false`, the tap's pop is
    /// made during the transition and the profile's gate decides (deferred, or nested).
    public var backTapIgnoredDuringTransition = true
    /// What UIKit's own swipe-back delegate refuses where no source settles it.
    public var swipeBack = SwipeBack()
    /// Whether the tab bar ignores a tap while a navigation transition runs in the selected
    /// tab, before iOS 26 (``Profile/legacy`` and ``Profile/deferring``).
    ///
    /// D26 `UITabBarController` adds its tab bar to the views whose interaction is disabled
    /// during a transition (`_viewsWithDisabledInteractionGivenTransitionContext:`); that a push
    /// or pop of a child navigation controller consults it, and since which iOS version, is not
    /// known (`Docs/UIKitFacts.md` A14). When `false`, the tap selects the tab during the
    /// transition, which runs on to its end off screen.
    public var tabTapIgnoredDuringTransition = true

    /// Creates the default assumptions.
    public init() {}
  }
}
