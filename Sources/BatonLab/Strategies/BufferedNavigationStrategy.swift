import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Direct UIKit calls through ``BufferedNavigationController``, the re-implementation of
/// Plasma/BufferedNavigationController (`BufferedNavigationController.m`), the library apps pick
/// to queue navigation calls made during a transition (issue 27's first peer).
///
/// Pushes, pops and resets go through the buffering controller, which holds them while a
/// transition runs and replays one per did-show; presentations and dismissals go to UIKit
/// directly, as the library leaves them. The library's limits are kept (see the controller's
/// documentation): no forwarding to an app's own navigation delegate, one held call replayed
/// per did-show, nothing replayed after a cancelled swipe.
@MainActor
final class BufferedNavigationStrategy: NavigationStrategy {
  private let probe: LabProbe
  private let calls: DirectCalls

  init(probe: LabProbe) {
    self.probe = probe
    calls = DirectCalls(probe: probe)
  }

  func makeNavigationController(root: UIViewController) -> UINavigationController {
    let stack = BufferedNavigationController(rootViewController: root)
    stack.probe = probe
    return stack
  }

  func push(
    _ screen: UIViewController,
    on stack: UINavigationController,
    animated: Bool,
    intent: Intent?
  ) {
    issuing(intent, on: stack) { stack.pushViewController(screen, animated: animated) }
  }

  func pop(from screen: UIViewController, intent: Intent?) {
    guard let stack = screen.navigationController else { return }
    issuing(intent, on: stack) { stack.popViewController(animated: true) }
  }

  /// Makes `call` on `stack` with the buffering controller knowing which intent it serves, so
  /// that the intent counts as started when the call reaches UIKit, not when it is held.
  private func issuing(_ intent: Intent?, on stack: UINavigationController, _ call: () -> Void) {
    let buffered = stack as? BufferedNavigationController
    buffered?.issuingIntent = intent
    call()
    buffered?.issuingIntent = nil
  }

  func popToRoot(_ stack: UINavigationController, animated: Bool) {
    calls.popToRoot(stack, animated: animated)
  }

  func present(_ screen: UIViewController, from presenter: UIViewController, intent: Intent?) {
    calls.present(screen, from: presenter, intent: intent)
  }

  func dismiss(_ screen: UIViewController, animated: Bool, intent: Intent?) {
    calls.dismiss(screen, animated: animated, intent: intent)
  }
}
