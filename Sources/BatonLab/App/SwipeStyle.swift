/// How a screen of the app under test stands towards the swipe-back: the ways real screens
/// replace or hide their back button, opt out of the swipe, or take the gesture's delegate
/// (`Docs/UIKitFacts.md` A5, A6).
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
  /// The page is a table whose rows have swipe actions (`UITableView`), from edge to edge: its
  /// swipe-actions pan and its scrolling compete with the edge swipe.
  case swipeActions = "swipe-actions"
  /// The page has a search controller in its navigation item, which hides the bar while the
  /// user searches; UIKit refuses the swipe then (A5).
  case search
  /// The page has a text field; the user opens and closes its keyboard, and UIKit refuses the
  /// swipe while the keyboard moves (A5).
  case textField = "text-field"
  /// The app's navigation delegate animates this page's push and pop itself
  /// (``PageAnimations``), with no interaction controller: UIKit's own delegate refuses the
  /// edge swipe there (A5).
  case customAnimator = "custom-animator"
  /// The page is pushed and popped with the iOS 18 zoom (`preferredTransition = .zoom`), which
  /// has its own exit gesture: UIKit's own delegate refuses the edge swipe there (A5 R1).
  case zoom

  /// Whether the page shows UIKit's own back button (the others' Back is the app's: a custom
  /// left item, or a button in the content under a hidden bar).
  var hasSystemBackButton: Bool {
    switch self {
    case .customBack, .hiddenBar: false
    case .standard, .optedOut, .takesDelegate, .scrollView, .swipeActions, .search, .textField,
      .customAnimator, .zoom:
      true
    }
  }

  /// The style the storm gives a screen.
  ///
  /// The root list of tab 1 takes the gesture's delegate (that tab's team used the recipe). Of
  /// sixteen pushed screens, two have a custom back
  /// button, two a hidden bar, two opt out, two are a carousel touching both edges, one a
  /// table with swipe actions, one has a search controller, one a text field, one its own
  /// animations (on tab 1, whose stack alone has the navigation delegate that animates pages:
  /// on iOS 7–8 that delegate takes UIKit's edge swipe from its whole stack; standard on tab
  /// 0), one the zoom transition; the other four are standard.
  ///
  /// Drawn from the screen's serial rather than the user's generator, so that the user's own
  /// draws are unchanged.
  static func storm(kind: ScreenKind, serial: Int, tab: Int) -> SwipeStyle {
    switch kind {
    case .list: return tab == 1 ? .takesDelegate : .standard
    case .login, .settings, .ad: return .standard
    case .detail, .comments, .profile, .product:
      switch serial % 16 {
      case 1, 9: return .customBack
      case 3, 11: return .hiddenBar
      case 5, 13: return .optedOut
      case 7, 15: return .scrollView
      case 2: return .swipeActions
      case 4: return .search
      case 6: return .textField
      case 10: return tab == 1 ? .customAnimator : .standard
      case 12: return .zoom
      default: return .standard
      }
    }
  }
}

/// Where the app under test gets its screens' ``SwipeStyle``s.
enum SwipeScenery: Equatable, Sendable {
  /// Every screen is ``SwipeStyle/standard`` unless a scenario line says otherwise (the
  /// scenarios written before the swipe styles keep their meaning).
  case scripted
  /// The storm's mix, ``SwipeStyle/storm(kind:serial:tab:)``.
  case storm
}
