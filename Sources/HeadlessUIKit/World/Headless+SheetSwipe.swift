import Foundation

extension Headless.World {
  /// A simulated downward swipe on a presented sheet, as UIKit handles it, in one gesture: the
  /// finger goes past the threshold and lets go (see ``beginSheetDrag(_:)`` for a drag that
  /// can be cancelled).
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
    guard let drag = beginSheetDrag(presented) else { return false }
    drag.finish()
    return true
  }

  /// A simulated finger that starts dragging a presented sheet down: an interactive dismissal
  /// the user can still cancel (`Docs/UIKitFacts.md` "Sheet swipe-down").
  ///
  /// Refused as ``swipeDownToDismiss(_:)`` is (`presentationControllerDidAttemptToDismiss(_:)`
  /// runs and this returns `nil`). Otherwise the delegate hears
  /// `presentationControllerWillDismiss(_:)` and an interactive dismissal starts: the sheet's
  /// and its presenter's `transitionCoordinator` is interactive until the finger lifts, and
  /// navigation or presentation calls made meanwhile meet a running modal transition, as they
  /// would during any other. Finish the drag and the sheet dismisses
  /// (`presentationControllerDidDismiss(_:)` runs after the animation); cancel it and the sheet
  /// stays, with no `presentationControllerDidDismiss(_:)`.
  ///
  /// - Parameter presented: The presented controller (a page or form sheet).
  /// - Returns: The drag in progress, or `nil` when the sheet cannot be dragged or refuses.
  public func beginSheetDrag(_ presented: UIViewController) -> Headless.SheetDrag? {
    guard let controller = presented.presentationControllerStorage,
      presented.presentingStorage != nil, presented.isInWindow,
      presented.resolvedPresentationStyle == .pageSheet
        || presented.resolvedPresentationStyle == .formSheet
    else { return nil }
    let delegate = controller.delegate
    if presented.isModalInPresentation
      || !(delegate?.presentationControllerShouldDismiss(controller) ?? true)
    {
      delegate?.presentationControllerDidAttemptToDismiss(controller)
      return nil
    }
    delegate?.presentationControllerWillDismiss(controller)
    let transition = presented.startDismissal(animated: true, interactive: true) {
      delegate?.presentationControllerDidDismiss(controller)
    }
    guard let transition else { return nil }
    return Headless.SheetDrag(presented: presented, transition: transition)
  }
}

extension Headless {
  /// A sheet being dragged down: move the finger, then let go to dismiss or cancel.
  @MainActor
  public final class SheetDrag {
    /// The controller being dragged away.
    public let presented: UIViewController
    private let transition: ModalTransition
    private var isReleased = false

    init(presented: UIViewController, transition: ModalTransition) {
      self.presented = presented
      self.transition = transition
    }

    /// Moves the finger: `progress` is the fraction of the dismissal done, from 0 to 1.
    ///
    /// - Parameter progress: The fraction done; clamped to 0...1.
    public func update(progress: Double) {
      guard !isReleased else { return }
      transition.coordinator?.percentComplete = CGFloat(min(1, max(0, progress)))
    }

    /// Lets go past the threshold: the sheet dismisses over the rest of the animation, then
    /// `presentationControllerDidDismiss(_:)` runs.
    public func finish() {
      release(cancelled: false)
    }

    /// Lets go before the threshold: the sheet slides back and stays presented; no
    /// `presentationControllerDidDismiss(_:)`.
    public func cancel() {
      release(cancelled: true)
    }

    private func release(cancelled: Bool) {
      guard !isReleased else { return }
      isReleased = true
      transition.presenting?.releaseInteractiveDismissal(transition, cancelled: cancelled)
    }
  }
}
