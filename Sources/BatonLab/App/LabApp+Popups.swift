import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The app under test as a stage for pop-ups: alerts over the tab bar, the first tab's list as
/// the home screen, and the page calls of a forced log-out through the app's strategy.
extension LabApp: PopupStage {
  var presentationRoot: UIViewController { tabBar }

  var homeScreen: UIViewController { stacks[0].viewControllers.first ?? stacks[0] }

  var isHomeVisible: Bool {
    guard tabBar.selectedIndex == 0, stacks[0].topViewController === homeScreen else {
      return false
    }
    var presented = tabBar.presentedViewController
    while let current = presented {
      guard Self.isPopup(current) else { return false }
      presented = current.presentedViewController
    }
    return true
  }

  /// Dismisses the presented page, selects the first tab and pops it to its root, through the
  /// strategy (each call only when needed).
  func goHome() {
    strategy.beginHandler()
    if let modal = tabBar.presentedViewController, !Self.isPopup(modal) {
      strategy.dismiss(tabBar, animated: true, intent: nil)
      return
    }
    if tabBar.selectedIndex != 0 {
      strategy.select(tab: 0, in: tabBar)
      return
    }
    if stacks[0].viewControllers.count > 1 {
      strategy.popToRoot(stacks[0], animated: true)
    }
  }

  /// The log-out handler most apps write: dismiss what is presented, every stack back to its
  /// root, without animation.
  func logOutPages() {
    strategy.beginHandler()
    if tabBar.presentedViewController != nil {
      strategy.dismiss(tabBar, animated: false, intent: nil)
    }
    for stack in stacks where stack.viewControllers.count > 1 {
      strategy.popToRoot(stack, animated: false)
    }
  }
}
