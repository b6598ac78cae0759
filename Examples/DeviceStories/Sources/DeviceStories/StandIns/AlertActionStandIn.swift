import UIKit

/// An alert whose appearance and the dismissals sent to it are recorded. (Apple asks apps not
/// to subclass `UIAlertController`; a diagnostic story does, to see the order of events.)
@MainActor
final class RecordingAlertController: UIAlertController {
  var trace: Trace?

  override func viewDidDisappear(_ animated: Bool) {
    super.viewDidDisappear(animated)
    trace?.note("alert viewDidDisappear")
  }

  override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    trace?.note("dismiss sent to alert")
    super.dismiss(animated: flag, completion: completion)
  }
}

/// A tap on an alert's button, without a finger.
///
/// The story calls the private method UIKit's
/// action view calls when a tap ends on a button (`_dismissAnimated:triggeringAction:…`, named in
/// UIKit 26.1's decompile and in UIKit 18's crash stacks), or its older two-argument form.
/// Everything after that point (which controller is asked to dismiss, when the handler runs) is
/// UIKit's own.
@MainActor
enum AlertActionStandIn {
  private typealias FourArguments =
    @convention(c) (
      AnyObject, Selector, Bool, UIAlertAction, Bool, (@convention(block) () -> Void)?
    ) -> Void
  private typealias TwoArguments = @convention(c) (AnyObject, Selector, Bool, UIAlertAction) -> Void

  /// Triggers `action` on `alert`; returns the selector used, or nil when neither exists.
  static func trigger(_ action: UIAlertAction, on alert: UIAlertController) -> String? {
    let four = NSSelectorFromString(
      "_dismissAnimated:triggeringAction:triggeredByPopoverDimmingView:dismissCompletion:"
    )
    if alert.responds(to: four) {
      let call = unsafeBitCast(alert.method(for: four), to: FourArguments.self)
      // An empty completion rather than nil: UIKit's code runs the block it is given.
      let completion: @convention(block) () -> Void = {}
      call(alert, four, true, action, false, completion)
      return NSStringFromSelector(four)
    }
    let two = NSSelectorFromString("_dismissAnimated:triggeringAction:")
    if alert.responds(to: two) {
      let call = unsafeBitCast(alert.method(for: two), to: TwoArguments.self)
      call(alert, two, true, action)
      return NSStringFromSelector(two)
    }
    return nil
  }
}
