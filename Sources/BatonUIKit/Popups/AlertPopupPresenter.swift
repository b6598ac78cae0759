import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Shows a pop-up as a `UIAlertController` presented from the window's top-most presentable
/// controller; the tapped button's name is the pop-up's outcome
/// (`PopupOutcome.dismissed(.action(name))`).
///
/// The queue runs its show and hide as lane transitions, so no page transition runs while the
/// alert animates, and at most one pop-up is on screen per window: alerts never stack on
/// alerts. When the top-most controller is an alert the app presented itself, the show is
/// refused (`PopupInvalidReason.presenterRefused(_:)`) rather than dropped by UIKit (F5). A
/// transition the lane did not start (the app's raw `present` or `dismiss`) is waited out
/// before the alert is presented, rather than dropped by UIKit (F6).
///
/// An alert dismissed by anyone other than the queue (the app's own `dismiss(animated:)`, a
/// dismissal of the controller it was presented from) ends `PopupOutcome.dismissed(.orphaned)`
/// on the turn after that dismissal ended. A button tapped before the pop-up's auto-dismissal
/// fired wins the outcome, although UIKit runs its handler only once the alert's dismissal has
/// ended (``PopupTicket/reportEarlierChoice(_:)``); the queue's hide waits for that dismissal
/// instead of dismissing a second time. To see a dismissal end whoever started it, the presenter
/// adds a hidden, zero-size view to the alert's view.
@MainActor
public final class AlertPopupPresenter: WindowPopupPresenter {
  /// The alert's title.
  public let title: String?
  /// The alert's message.
  public let message: String?
  /// The alert's buttons, in order.
  public let actions: [PopupAlertAction]
  /// Alert or action sheet.
  public let preferredStyle: UIAlertController.Style

  private let host: WindowPopups
  private weak var alert: UIAlertController?
  private weak var ticket: PopupTicket?
  private let watch: ForeignDismissalWatch

  /// Creates the presenter of one alert shown in `window`.
  ///
  /// - Parameters:
  ///   - window: The window the alert is shown in.
  ///   - title: The alert's title.
  ///   - message: The alert's message.
  ///   - actions: The buttons; an alert without buttons is refused when shown.
  ///   - preferredStyle: Alert or action sheet.
  public convenience init(
    window: UIWindow,
    title: String?,
    message: String?,
    actions: [PopupAlertAction],
    preferredStyle: UIAlertController.Style = .alert
  ) {
    self.init(
      host: LaneRegistry.shared.popups(for: window),
      title: title,
      message: message,
      actions: actions,
      preferredStyle: preferredStyle
    )
  }

  init(
    host: WindowPopups,
    title: String?,
    message: String?,
    actions: [PopupAlertAction],
    preferredStyle: UIAlertController.Style = .alert
  ) {
    self.host = host
    self.title = title
    self.message = message
    self.actions = actions
    self.preferredStyle = preferredStyle
    watch = ForeignDismissalWatch(scheduler: host.queue.lane.scheduler)
    watch.onEnded = { [weak host] in host?.refresh() }
  }

  var popupController: UIViewController? { alert }

  /// Presents the alert from the window's top-most presentable controller.
  ///
  /// - Parameters:
  ///   - popup: The pop-up's ticket.
  ///   - completion: Called once the alert is on screen, or with the reason it cannot be.
  public func showPopup(
    _ popup: PopupTicket,
    completion: @escaping @MainActor (PopupShowResult) -> Void
  ) {
    guard !actions.isEmpty else { return completion(.refused("an alert needs a button")) }
    ticket = popup
    ModalPopupPlacement.whenSettled(in: host) { [weak self] decision in
      guard let self else { return completion(.refused("the presenter went away")) }
      switch decision {
      case .refused(let reason): completion(.refused(reason))
      case .presenter(let presenter): present(from: presenter, completion)
      }
    }
  }

  private func present(
    from presenter: UIViewController,
    _ completion: @escaping @MainActor (PopupShowResult) -> Void
  ) {
    let alert = UIAlertController(title: title, message: message, preferredStyle: preferredStyle)
    for action in actions {
      let name = action.name
      alert.addAction(
        UIAlertAction(title: action.title, style: action.alertActionStyle) { [weak self] _ in
          self?.userChose(name)
        }
      )
    }
    self.alert = alert
    watch.watch(alert)
    host.presenterBeganShowing(self)
    GuardBypass.passing(presenter) {
      presenter.present(alert, animated: true) { [weak alert] in
        PopupAccessibility.modalDidAppear(alert?.viewIfLoaded)
        completion(.shown)
      }
    }
  }

  /// Dismisses the alert, or waits for the dismissal that already runs (the user's tap, the
  /// app's own dismissal).
  ///
  /// - Parameters:
  ///   - popup: The pop-up's ticket.
  ///   - completion: Called once the alert is gone.
  public func hidePopup(_ popup: PopupTicket, completion: @escaping @MainActor () -> Void) {
    let done: @MainActor () -> Void = { [weak self] in
      guard let self else { return completion() }
      alert = nil
      host.presenterEnded(self)
      PopupAccessibility.didDisappear(returningTo: host.visiblePage)
      completion()
    }
    watch.hide(done: done)
  }

  /// UIKit dismissed the alert for a tap and calls the button's handler: the tap came before
  /// any hide the queue asked for meanwhile (an alert being dismissed takes no taps), so it wins
  /// over an auto-dismissal; a hide that waited for this dismissal goes on.
  private func userChose(_ name: String) {
    ticket?.reportEarlierChoice(name)
    watch.dismissalEnded()
  }

  /// Whether the alert is still on screen: its view in the window.
  ///
  /// An alert being dismissed (by a tap, say) still is, until its dismissal ends: a page
  /// transition must not start during it (UIKit would drop it).
  ///
  /// - Parameter popup: The pop-up's ticket.
  /// - Returns: Whether the alert is still on screen.
  public func isShowing(_ popup: PopupTicket) -> Bool {
    guard popup === ticket, let alert else { return false }
    return ForeignDismissalWatch.isLeaving(alert) || alert.viewIfLoaded?.window === host.window
  }

  func reportIfOrphaned() {
    guard let ticket, ticket.state == .visible else { return }
    if let alert, ForeignDismissalWatch.isLeaving(alert) {
      // A tap's dismissal reports its button; the app's own dismissal reports nothing: look
      // again once it has ended.
      watch.followRunningDismissal()
      return
    }
    if let alert, alert.viewIfLoaded?.window === host.window { return }
    alert = nil
    host.presenterEnded(self)
    ticket.reportOrphaned()
  }
}
