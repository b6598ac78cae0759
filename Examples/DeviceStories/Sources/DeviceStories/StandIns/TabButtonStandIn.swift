import UIKit

/// A tap on a tab bar item, without a finger: the stories find the tab bar's button for the
/// item (a private control) and send its touch-up actions, after asking whether a finger would
/// reach it.
@MainActor
enum TabButtonStandIn {
  /// The tab bar's controls, leading first; the `index`-th is the item's button.
  static func find(in tabBar: UITabBar, index: Int) -> UIControl? {
    var found: [UIControl] = []
    collect(in: tabBar, into: &found)
    let ordered = found.filter { !$0.isHidden && $0.bounds.width > 0 }.sorted {
      $0.convert($0.bounds, to: tabBar).minX < $1.convert($1.bounds, to: tabBar).minX
    }
    let isRightToLeft = tabBar.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let buttons = isRightToLeft ? ordered.reversed() : ordered
    return index < buttons.count ? buttons[index] : nil
  }

  private static func collect(in view: UIView, into found: inout [UIControl]) {
    for subview in view.subviews {
      if let control = subview as? UIControl {
        found.append(control)
      } else {
        collect(in: subview, into: &found)
      }
    }
  }
}
