/// How a screen of the app under test stands towards the swipe-back: the ways real screens
/// replace or hide their back button, opt out of the swipe, or take the gesture's delegate
/// (issue 13; `Docs/UIKitFacts.md` A5, A6).
enum SwipeStyle: String, CaseIterable, Sendable {
  /// UIKit's own back button and bar.
  case standard
  /// A custom `navigationItem.leftBarButtonItem` (which pops, like Back): UIKit's own gesture
  /// delegate then refuses the swipe (A5).
  case customBack = "custom-back"
  /// The screen hides the bar with `setNavigationBarHidden(true, animated:)` in
  /// `viewWillAppear` (and its own Back is in the content); UIKit's delegate refuses too (A5).
  case hiddenBar = "hidden-bar"
  /// The screen opts out of the swipe-back (`InteractivePopControlling`, which only Baton
  /// asks; the lab does not count its refused swipes as dead).
  case optedOut = "opted-out"
  /// The screen sets itself as the edge gesture's delegate in `viewDidAppear`, answering `true`
  /// to everything (the common recipe that brings the swipe back, and leaves the root
  /// unguarded once the screen is the root or gone, F12).
  case takesDelegate = "takes-delegate"
  /// The page's content is a horizontal `UIScrollView` (a carousel, three pages wide); the
  /// storm starts every other one away from its leading edge (a restored position).
  case scrollView = "scroll-view"

  /// The style the storm gives a screen: the root list of tab 1 takes the gesture's delegate
  /// (that tab's team used the recipe); one pushed screen in eight has a custom back button,
  /// one a hidden bar, one opts out, one is a horizontal scroll view; the others are standard.
  ///
  /// Drawn from the screen's serial rather than the user's generator, so that the user's own
  /// draws are unchanged.
  static func storm(kind: ScreenKind, serial: Int, tab: Int) -> SwipeStyle {
    switch kind {
    case .list: return tab == 1 ? .takesDelegate : .standard
    case .login, .settings: return .standard
    case .detail, .comments, .profile:
      switch serial % 8 {
      case 1: return .customBack
      case 3: return .hiddenBar
      case 5: return .optedOut
      case 7: return .scrollView
      default: return .standard
      }
    }
  }
}

/// Where the app under test gets its screens' ``SwipeStyle``s.
enum SwipeScenery: Equatable, Sendable {
  /// Every screen is ``SwipeStyle/standard`` unless a scenario line says otherwise (the
  /// scenarios written before issue 13 keep their meaning).
  case scripted
  /// The storm's mix, ``SwipeStyle/storm(kind:serial:tab:)``.
  case storm
}
