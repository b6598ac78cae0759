#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The plain UIKit calls a baseline makes once it has decided to make one: the probe notes the
/// start of the intent's transition, then UIKit is called as most apps call it.
///
/// The raw strategy makes them at once, the delay fix after its hop, the switching flag for
/// presentations (its navigation controller guards only pushes and pops).
@MainActor
struct DirectCalls {
  let probe: LabProbe

  func push(
    _ screen: UIViewController,
    on stack: UINavigationController,
    animated: Bool,
    intent: Intent?
  ) {
    probe.markIssued(intent)
    stack.pushViewController(screen, animated: animated)
  }

  /// Pops `stack` to its root at once, as most apps do.
  func popToRoot(_ stack: UINavigationController, animated: Bool) {
    probe.resetting(stack) { stack.popToRootViewController(animated: animated) }
  }

  /// Pops the stack `screen` is on now, as `navigationController?.popViewController` does
  /// (nothing when the screen has left every stack).
  func pop(from screen: UIViewController, intent: Intent?) {
    guard let stack = screen.navigationController else { return }
    probe.markIssued(intent)
    stack.popViewController(animated: true)
  }

  /// Presents `screen` animated; the app's completion block reports each time it runs.
  ///
  /// The completion refers to the probe weakly: the presentation holds it until it ends (or
  /// for good, when it never ends), and the probe belongs to the session, not to the life.
  func present(_ screen: UIViewController, from presenter: UIViewController, intent: Intent?) {
    probe.markIssued(intent)
    presenter.present(screen, animated: true) { [weak probe] in probe?.completionRan(intent) }
  }

  func dismiss(_ screen: UIViewController, animated: Bool, intent: Intent?) {
    probe.markIssued(intent)
    screen.dismiss(animated: animated)
  }
}
