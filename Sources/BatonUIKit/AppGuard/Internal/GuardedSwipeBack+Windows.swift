#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension GuardedSwipeBack {
  /// The deepest hierarchy walked: far beyond any app's, a bound against a cycle.
  private static let walkLimit = 64

  /// Gates the swipe-back of every plain navigation controller in every window of the app's
  /// scenes: called by ``BatonGuard/install()``, so that a stack already on screen is gated
  /// before the guard intercepts any call on it (an app that sets the root's gesture delegate
  /// itself would otherwise freeze the stack with a swipe at the root, F12).
  static func refreshStacksInAllWindows() {
    guard GuardInstallation.settings.isActive else { return }
    for scene in UIApplication.shared.connectedScenes {
      guard let windowScene = scene as? UIWindowScene else { continue }
      for window in windowScene.windows { refreshStacks(in: window) }
    }
  }

  /// Gates the swipe-back of every plain navigation controller shown in `window`: its root's
  /// children, their children and what they present.
  ///
  /// Called when the window's lane begins to run (the window shows) and after each transition
  /// on it ends, the moments a navigation controller joins a window: at launch, presented, or
  /// shown by a tab selection.
  static func refreshStacks(in window: UIWindow) {
    guard GuardInstallation.settings.isActive, let root = window.rootViewController else {
      return
    }
    refreshStacks(from: root, depth: 0)
  }

  private static func refreshStacks(from controller: UIViewController, depth: Int) {
    guard depth < walkLimit else { return }
    if let navigation = controller as? UINavigationController,
      !GuardRule.isFrameworkPrivate(navigation)
    {
      refresh(navigation)
    }
    for child in controller.children where child.isViewLoaded {
      refreshStacks(from: child, depth: depth + 1)
    }
    if let presented = controller.presentedViewController,
      presented.presentingViewController === controller
    {
      refreshStacks(from: presented, depth: depth + 1)
    }
  }
}
