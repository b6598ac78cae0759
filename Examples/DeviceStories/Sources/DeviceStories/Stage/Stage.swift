import UIKit

/// One story's app on the real window: the lab's tab bar with two stacks (a list at each root),
/// a trace, and the clock (the main queue).
@MainActor
final class Stage {
  let window: UIWindow
  let trace = Trace()
  let tabs: RecordingTabBarController
  let stacks: [RecordingNavigationController]

  init(window: UIWindow) {
    self.window = window
    let trace = self.trace
    tabs = RecordingTabBarController(trace: trace)
    stacks = (0..<2).map { tab in
      let stack = RecordingNavigationController(root: Screen("list", trace: trace), trace: trace)
      stack.tabBarItem = UITabBarItem(title: "tab \(tab)", image: nil, tag: tab)
      return stack
    }
    tabs.viewControllers = stacks
    window.rootViewController = tabs
  }

  /// The selected tab's stack.
  var stack: RecordingNavigationController { stacks[min(max(tabs.selectedIndex, 0), 1)] }

  /// A new page of `kind`.
  func screen(_ kind: String) -> Screen { Screen(kind, trace: trace) }

  /// A new page of `kind` in a navigation controller of its own, as the lab presents sheets.
  func sheet(_ kind: String) -> UINavigationController {
    UINavigationController(rootViewController: screen(kind))
  }

  /// Runs `body` on the main queue `seconds` from now: real time, real animations.
  func after(_ seconds: Double, _ body: @escaping @MainActor () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + seconds) {
      MainActor.assumeIsolated { body() }
    }
  }

  /// The presented chain above the tab bar, by kind.
  var presentedKinds: [String] {
    var kinds: [String] = []
    var top = tabs.presentedViewController
    while let presented = top {
      kinds.append(Screen.kind(of: presented))
      top = presented.presentedViewController
    }
    return kinds
  }

  /// The state the lab's scenarios check: the selected stack, the presented chain, the tab.
  var state: [String: JSON] {
    [
      "stack": .strings(stack.kinds),
      "presented": .strings(presentedKinds),
      "selectedTab": .int(tabs.selectedIndex),
    ]
  }

  /// What a story reports when its stand-in for a finger missed (a private control not found,
  /// a way of tapping that did nothing at rest): the reason, and the state kept apart from the
  /// keys the compare script reads, which then calls the story unsettled.
  func missed(_ reason: String) -> [String: JSON] {
    ["standIn": .string("missed: " + reason), "stateWhenMissed": .object(state)]
  }

  /// Whether a finger on `view` would reach it.
  ///
  /// The view and its ancestors take touches and
  /// are shown, the app is not ignoring events, and the window's hit test at the view's centre
  /// lands inside `container` (the bar holding it). Read by the stand-ins before they send a
  /// control's actions, since sending actions skips touch delivery.
  func touchReaches(_ view: UIView, within container: UIView) -> Bool {
    var node: UIView? = view
    while let current = node {
      if !current.isUserInteractionEnabled || current.isHidden || current.alpha < 0.01 {
        return false
      }
      node = current.superview
    }
    if Self.isAppIgnoringEvents { return false }
    let centre = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: window)
    guard let hit = window.hitTest(centre, with: nil) else { return false }
    return hit.isDescendant(of: container)
  }

  /// UIKit's `isIgnoringInteractionEvents` (deprecated in iOS 13, still answered), read by
  /// key-value coding so that the strict type-check sees no deprecated call.
  static var isAppIgnoringEvents: Bool {
    let name = "isIgnoringInteractionEvents"
    guard UIApplication.shared.responds(to: NSSelectorFromString(name)) else { return false }
    return UIApplication.shared.value(forKey: name) as? Bool ?? false
  }

  /// Takes the stage down: dismisses anything presented, without animation, then calls `next`
  /// once (after at most a second, should UIKit refuse the dismissal).
  func tearDown(then next: @escaping @MainActor () -> Void) {
    let once = Once(next)
    if tabs.presentedViewController != nil {
      tabs.dismiss(animated: false) { MainActor.assumeIsolated { once.run() } }
      after(1.0) { once.run() }
    } else {
      once.run()
    }
  }
}

/// A closure that runs at most once, however many paths call it.
@MainActor
final class Once {
  private var body: (@MainActor () -> Void)?

  init(_ body: @escaping @MainActor () -> Void) { self.body = body }

  /// Runs the closure if it has not run yet.
  func run() {
    let body = self.body
    self.body = nil
    body?()
  }
}
