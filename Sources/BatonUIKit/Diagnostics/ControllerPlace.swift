#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Names a controller for a diagnostic by its type and where it sits in its window, so that two
/// controllers of one class read apart: "UINavigationController showing ListScreen, tab 0 of the
/// window's root UITabBarController" beside "UINavigationController showing LoginScreen,
/// presented over UITabBarController".
@MainActor
enum ControllerPlace {
  /// The longest chain of parents or presenters followed.
  private static let chainLimit = 64

  /// `controller`'s type, what it shows when it is a navigation controller, and where it sits.
  static func describe(_ controller: UIViewController) -> String {
    "\(shown(controller)), \(place(of: controller))"
  }

  /// The controller's type, with the top page of a navigation controller.
  private static func shown(_ controller: UIViewController) -> String {
    guard let navigation = controller as? UINavigationController,
      let top = navigation.topViewController
    else { return "\(type(of: controller))" }
    return "\(type(of: navigation)) showing \(type(of: top))"
  }

  /// Where `controller` sits: in a tab, in a presentation, or at the window's root.
  private static func place(of controller: UIViewController) -> String {
    var current = controller
    var tab: String?
    for _ in 0..<chainLimit {
      guard let parent = current.parent else { break }
      if tab == nil, let tabBar = parent as? UITabBarController,
        let index = tabBar.viewControllers?.firstIndex(where: { $0 === current })
      {
        tab = "tab \(index) of \(containerName(tabBar))"
      }
      current = parent
    }
    // `current` is the root of the controller's containment: a presented controller, the
    // window's root, or a controller on no window.
    let presentation: String? = current.presentingViewController.map { presenter in
      let made = current === controller ? "presented" : "in \(shown(current)) presented"
      return "\(made) over \(containerName(PagePresentations.root(of: presenter)))"
    }
    switch (tab, presentation) {
    case (let tab?, let presentation?): return "\(tab), \(presentation)"
    case (let tab?, nil): return tab
    case (nil, let presentation?): return presentation
    case (nil, nil):
      guard current.viewIfLoaded?.window?.rootViewController === current else {
        return "outside any window"
      }
      return current === controller
        ? "the window's root" : "in the window's root \(type(of: current))"
    }
  }

  /// A container's name: "the window's root" and its type, or its type.
  private static func containerName(_ container: UIViewController) -> String {
    if container.parent == nil, container.presentingViewController == nil,
      container.viewIfLoaded?.window?.rootViewController === container
    {
      return "the window's root \(type(of: container))"
    }
    return "\(type(of: container))"
  }
}
