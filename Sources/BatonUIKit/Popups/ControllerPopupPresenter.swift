import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Shows a pop-up as a view controller presented over full screen from the window's top-most
/// presentable controller, once any transition the lane did not start has ended.
///
/// The controller ends its pop-up with the ticket: `ticket.dismiss("close")`, or
/// `window.baton.popups.current?.dismiss("close")`. A controller dismissed some other way (its
/// own `dismiss(animated:)`, a dismissal of the controller it was presented from) has left the
/// window without the queue: it ends `PopupOutcome.dismissed(.orphaned)` on the turn after that
/// dismissal ended, and page requests held behind it go on. A hide the queue asks for while such
/// a dismissal runs (its auto-dismissal, say) waits for it instead of dismissing a second time,
/// and keeps its own outcome.
///
/// To see a dismissal end whoever started it, the presenter adds a hidden, zero-size view to the
/// controller's view (it leaves the window when the dismissal ends).
@MainActor
public final class ControllerPopupPresenter: WindowPopupPresenter {
  private let host: WindowPopups
  /// Strong until shown (nothing else holds it yet), then weak: the presentation holds it.
  private var pending: UIViewController?
  private weak var shown: UIViewController?
  private weak var ticket: PopupTicket?
  private let watch: ForeignDismissalWatch

  /// Creates the presenter of `controller` in `window`.
  ///
  /// - Parameters:
  ///   - controller: The pop-up's controller; presented with `.overFullScreen`, so the page
  ///     stays visible below it.
  ///   - window: The window it is shown in.
  public convenience init(_ controller: UIViewController, window: UIWindow) {
    self.init(controller, host: LaneRegistry.shared.popups(for: window))
  }

  init(_ controller: UIViewController, host: WindowPopups) {
    self.host = host
    pending = controller
    watch = ForeignDismissalWatch(scheduler: host.queue.lane.scheduler)
    watch.onEnded = { [weak host] in host?.refresh() }
  }

  var popupController: UIViewController? { shown ?? pending }

  /// Presents the controller from the window's top-most presentable controller.
  ///
  /// - Parameters:
  ///   - popup: The pop-up's ticket.
  ///   - completion: Called once it is on screen, or with the reason it cannot be.
  public func showPopup(
    _ popup: PopupTicket,
    completion: @escaping @MainActor (PopupShowResult) -> Void
  ) {
    guard let controller = pending ?? shown else {
      return completion(.refused("the pop-up's controller went away"))
    }
    guard controller.presentingViewController == nil, controller.parent == nil else {
      return completion(.refused("the pop-up's controller is already presented or contained"))
    }
    ticket = popup
    ModalPopupPlacement.whenSettled(in: host) { [weak self] decision in
      guard let self else { return completion(.refused("the presenter went away")) }
      switch decision {
      case .refused(let reason): completion(.refused(reason))
      case .presenter(let presenter): present(controller, from: presenter, completion)
      }
    }
  }

  private func present(
    _ controller: UIViewController,
    from presenter: UIViewController,
    _ completion: @escaping @MainActor (PopupShowResult) -> Void
  ) {
    controller.modalPresentationStyle = .overFullScreen
    pending = nil
    shown = controller
    watch.watch(controller)
    host.presenterBeganShowing(self)
    GuardBypass.passing(presenter) {
      presenter.present(controller, animated: true) { [weak controller] in
        PopupAccessibility.modalDidAppear(controller?.viewIfLoaded)
        completion(.shown)
      }
    }
  }

  /// Dismisses the controller, or waits for a dismissal that already runs (the controller
  /// closing itself, or one below it dismissed).
  ///
  /// - Parameters:
  ///   - popup: The pop-up's ticket.
  ///   - completion: Called once it is gone.
  public func hidePopup(_ popup: PopupTicket, completion: @escaping @MainActor () -> Void) {
    let done: @MainActor () -> Void = { [weak self] in
      guard let self else { return completion() }
      host.presentedPopupHidden(self, watch: watch)
      completion()
    }
    // Kept for a show again (after a preemption or a yield).
    pending = shown
    watch.hide(done: done)
  }

  /// Whether the controller is still on screen: its view in the window.
  ///
  /// A controller being dismissed still is, until its dismissal ends: a page transition must
  /// not start during it (UIKit would drop it). So is one covered by a controller it presented
  /// over full screen.
  ///
  /// - Parameter popup: The pop-up's ticket.
  /// - Returns: Whether the controller is still on screen.
  public func isShowing(_ popup: PopupTicket) -> Bool {
    guard popup === ticket, let shown else { return false }
    return ForeignDismissalWatch.isLeaving(shown) || isPresented(shown)
  }

  /// Whether `controller` is in the window, or still presented under a controller it presented.
  private func isPresented(_ controller: UIViewController) -> Bool {
    if controller.viewIfLoaded?.window === host.window { return true }
    return controller.presentingViewController != nil
      && controller.presentedViewController != nil
  }

  func reportIfOrphaned() {
    host.reportPresentedPopupIfOrphaned(
      self,
      ticket: ticket,
      isLeaving: shown.map(ForeignDismissalWatch.isLeaving) ?? false,
      isOnScreen: shown.map(isPresented) ?? false,
      watch: watch
    )
  }
}
