import Foundation

/// An object that manages a presented controller on screen.
@MainActor
open class UIPresentationController: NSObject {
  // The presented controller holds its presentation controller, which therefore refers to it
  // `unowned` (checked: reading it after the presented controller is gone traps), and to the
  // presenting controller weakly.
  private unowned let presentedStorage: UIViewController
  private weak var presentingStorage: UIViewController?

  /// Creates a presentation controller.
  ///
  /// - Parameters:
  ///   - presentedViewController: The controller being presented.
  ///   - presentingViewController: The controller that presents it.
  public init(
    presentedViewController: UIViewController,
    presenting presentingViewController: UIViewController?
  ) {
    presentedStorage = presentedViewController
    presentingStorage = presentingViewController
    super.init()
  }

  /// The controller being presented.
  open var presentedViewController: UIViewController { presentedStorage }

  /// The controller that presents it.
  open var presentingViewController: UIViewController {
    presentingStorage ?? presentedStorage.presentingViewController ?? presentedStorage
  }

  /// The delegate that decides about interactive dismissal.
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

/// The delegate of a presentation controller, told about interactive (swipe) dismissals.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// Whether a swipe may dismiss the presented controller (`true` when not implemented).
  ///
  /// - Parameter presentationController: The presentation controller.
  /// - Returns: Whether to dismiss.
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
    -> Bool

  /// A swipe is about to dismiss the presented controller.
  ///
  /// - Parameter presentationController: The presentation controller.
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

  /// A swipe dismissed the presented controller (not called for programmatic dismissals).
  ///
  /// - Parameter presentationController: The presentation controller.
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)

  /// A swipe was refused (``UIViewController/isModalInPresentation`` or the delegate).
  ///
  /// - Parameter presentationController: The presentation controller.
  func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  )
}

extension UIAdaptivePresentationControllerDelegate {
  /// UIKit's behaviour when not implemented: `true`.
  ///
  /// - Parameter presentationController: The presentation controller.
  /// - Returns: `true`.
  public func presentationControllerShouldDismiss(
    _ presentationController: UIPresentationController
  ) -> Bool { true }

  /// Does nothing when not implemented.
  ///
  /// - Parameter presentationController: The presentation controller.
  public func presentationControllerWillDismiss(
    _ presentationController: UIPresentationController
  ) {}

  /// Does nothing when not implemented.
  ///
  /// - Parameter presentationController: The presentation controller.
  public func presentationControllerDidDismiss(
    _ presentationController: UIPresentationController
  ) {}

  /// Does nothing when not implemented.
  ///
  /// - Parameter presentationController: The presentation controller.
  public func presentationControllerDidAttemptToDismiss(
    _ presentationController: UIPresentationController
  ) {}
}
