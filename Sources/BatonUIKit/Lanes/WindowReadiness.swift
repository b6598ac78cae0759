#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The cold-start test: whether a window is key, visible and showing an appeared root.
@MainActor
enum WindowReadiness {
  /// What a check found.
  enum Verdict: Equatable {
    case notReady
    /// Key and visible with the root's view in the window, not yet known to have appeared.
    case rootInWindow
    case ready
  }

  /// Checks `window`.
  ///
  /// A ``BatonNavigationController`` root reports its own `viewDidAppear`; any other root counts
  /// as appeared once its view was seen in the key, visible window on an earlier turn (UIKit
  /// sends the appearance callbacks within the turn that puts the view in the window).
  static func check(_ window: UIWindow, rootSeenInWindowBefore: Bool) -> Verdict {
    guard window.isKeyWindow, !window.isHidden, let root = window.rootViewController,
      root.viewIfLoaded?.window === window
    else { return .notReady }
    if let navigation = root as? BatonNavigationController, navigation.hasAppeared {
      return .ready
    }
    if rootSeenInWindowBefore { return .ready }
    return .rootInWindow
  }
}
