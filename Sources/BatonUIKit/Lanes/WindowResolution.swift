#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Finds the window a controller belongs to, without private API.
@MainActor
enum WindowResolution {
  /// The longest parent/presenter chain followed; guards against cycles in a broken hierarchy.
  private static let chainLimit = 256

  /// The window showing `viewController` or one of its ancestors, else a known window whose
  /// root controller is the chain's root.
  ///
  /// With `searchingScenes` false, "known" means only the windows that have a lane: enough for
  /// a caller that wants the lane anyway (a window of the scenes that has no lane gives none),
  /// and no scene list is built.
  static func window(
    for viewController: UIViewController,
    searchingScenes: Bool = true
  ) -> UIWindow? {
    var node: UIViewController? = viewController
    var root = viewController
    var steps = 0
    while let current = node, steps < chainLimit {
      if let window = current.viewIfLoaded?.window { return window }
      root = current
      node = current.parent ?? current.presentingViewController
      steps += 1
    }
    guard searchingScenes else { return LaneRegistry.shared.knownWindow(withRoot: root) }
    return windowWithRoot(root)
  }

  /// The root of `viewController`'s parent and presenter chain.
  static func root(of viewController: UIViewController) -> UIViewController {
    var root = viewController
    var steps = 0
    while let next = root.parent ?? root.presentingViewController, steps < chainLimit {
      root = next
      steps += 1
    }
    return root
  }

  /// A window with a lane whose root is `root`, else a window of the connected scenes.
  private static func windowWithRoot(_ root: UIViewController) -> UIWindow? {
    if let known = LaneRegistry.shared.knownWindow(withRoot: root) { return known }
    for scene in UIApplication.shared.connectedScenes {
      guard let windowScene = scene as? UIWindowScene else { continue }
      for window in windowScene.windows where window.rootViewController === root {
        return window
      }
    }
    return nil
  }
}
