import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A navigation controller subclass that takes pushes and pops itself (a recipe's or a peer
/// library's), told which intent each call serves.
@MainActor
protocol IntentIssuingNavigationController: UINavigationController {
  /// Where the controller reports its lock and the intents it starts.
  var probe: LabProbe? { get set }
  /// The intent the call being made serves; set around the call.
  var issuingIntent: Intent? { get set }
  /// Makes the controller with its root screen.
  init(rootViewController: UIViewController)
}

/// Direct UIKit calls, with pushes and pops through a navigation controller subclass.
///
/// The shape of the strategies whose fix lives in the controller (``SwitchingFlagStrategy``,
/// ``BufferedNavigationStrategy``). Everything else is ``RawStrategy``'s: pops to the root,
/// presentations and dismissals go to UIKit directly.
@MainActor
final class SubclassNavigationStrategy<Controller: IntentIssuingNavigationController>:
  RawStrategy
{
  private let probe: LabProbe

  override init(probe: LabProbe) {
    self.probe = probe
    super.init(probe: probe)
  }

  override func makeNavigationController(root: UIViewController) -> UINavigationController {
    let stack = Controller(rootViewController: root)
    stack.probe = probe
    return stack
  }

  override func push(
    _ screen: UIViewController,
    on stack: UINavigationController,
    animated: Bool,
    intent: Intent?
  ) {
    issuing(intent, on: stack) { stack.pushViewController(screen, animated: animated) }
  }

  override func pop(from screen: UIViewController, intent: Intent?) {
    guard let stack = screen.navigationController else { return }
    issuing(intent, on: stack) { stack.popViewController(animated: true) }
  }

  /// Makes `call` on `stack` with the controller knowing which intent it serves, so that the
  /// intent counts as started when the call reaches UIKit (a buffering controller may hold it).
  private func issuing(_ intent: Intent?, on stack: UINavigationController, _ call: () -> Void) {
    let controller = stack as? Controller
    controller?.issuingIntent = intent
    call()
    controller?.issuingIntent = nil
  }
}
