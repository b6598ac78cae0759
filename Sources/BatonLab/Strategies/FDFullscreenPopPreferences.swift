import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// What a screen tells FDFullscreenPopGesture (its `UIViewController` category's associated
/// properties `fd_interactivePopDisabled`, `fd_prefersNavigationBarHidden` and
/// `fd_interactivePopMaxAllowedInitialDistanceToLeftEdge`, spelled in camel case): a screen
/// that does not adopt this protocol has the library's defaults (`false`, `false`, `0`).
@MainActor
protocol FDFullscreenPopPreferences: UIViewController {
  /// Whether the full-screen swipe is off on this screen (`fd_interactivePopDisabled`).
  var fdInteractivePopDisabled: Bool { get }
  /// Whether the bar hides while this screen shows (`fd_prefersNavigationBarHidden`).
  var fdPrefersNavigationBarHidden: Bool { get }
  /// How far from the leading edge a swipe may start; 0 is anywhere
  /// (`fd_interactivePopMaxAllowedInitialDistanceToLeftEdge`).
  var fdInteractivePopMaxAllowedInitialDistanceToLeftEdge: CGFloat { get }
}

/// The lab's screens say what their ``SwipeStyle`` means in the library's terms: an opted-out
/// screen turns the swipe off, a hidden-bar screen prefers the bar hidden (it also hides it in
/// its own `viewWillAppear`, with the same value at the same moment), and the swipe may start
/// anywhere on every screen (the library's default).
extension LabScreen: FDFullscreenPopPreferences {
  var fdInteractivePopDisabled: Bool { swipeStyle == .optedOut }
  var fdPrefersNavigationBarHidden: Bool { swipeStyle == .hiddenBar }
  var fdInteractivePopMaxAllowedInitialDistanceToLeftEdge: CGFloat { 0 }
}

/// A screen that tells its navigation controller as it is about to appear and disappear: the
/// lab's stand-in for FDFullscreenPopGesture's exchange of every `UIViewController`'s
/// `viewWillAppear:` and `viewWillDisappear:` (Swift cannot exchange a method of a class it
/// does not own; every screen the lab pushes is a ``LabScreen``, which calls this).
@MainActor
protocol ScreenAppearanceObserving: UINavigationController {
  /// `screen`'s `viewWillAppear(_:)` ran.
  func screenWillAppear(_ screen: UIViewController, animated: Bool)
  /// `screen`'s `viewWillDisappear(_:)` ran.
  func screenWillDisappear(_ screen: UIViewController, animated: Bool)
}
