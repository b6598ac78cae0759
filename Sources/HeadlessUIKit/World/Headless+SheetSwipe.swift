import Foundation

extension Headless.World {
  /// A simulated downward swipe on a presented sheet, as UIKit handles it.
  ///
  /// Refused (the delegate's `presentationControllerDidAttemptToDismiss(_:)` runs) when the
  /// controller is ``UIViewController/isModalInPresentation`` or the delegate's
  /// `presentationControllerShouldDismiss(_:)` returns `false`. Otherwise the delegate hears
  /// `presentationControllerWillDismiss(_:)`, the sheet dismisses (animated) and then
  /// `presentationControllerDidDismiss(_:)` runs; programmatic dismissals never call these.
  ///
  /// - Parameter presented: The presented controller (a page or form sheet).
  /// - Returns: `true` when the swipe dismisses the sheet.
  @discardableResult
  public func swipeDownToDismiss(_ presented: UIViewController) -> Bool {
    guard let controller = presented.presentationControllerStorage,
      presented.presentingStorage != nil, presented.isInWindow,
      presented.resolvedPresentationStyle == .pageSheet
        || presented.resolvedPresentationStyle == .formSheet
    else { return false }
    let delegate = controller.delegate
    if presented.isModalInPresentation
      || !(delegate?.presentationControllerShouldDismiss(controller) ?? true)
    {
      delegate?.presentationControllerDidAttemptToDismiss(controller)
      return false
    }
    delegate?.presentationControllerWillDismiss(controller)
    presented.performDismiss(animated: true) {
      delegate?.presentationControllerDidDismiss(controller)
    }
    return true
  }
}
