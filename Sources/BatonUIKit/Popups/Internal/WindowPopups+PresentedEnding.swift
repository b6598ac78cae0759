import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The end of a pop-up shown as a presented controller (``ControllerPopupPresenter``, an
/// existing alert under the app-wide guard), the same for both.
@MainActor
extension WindowPopups {
  /// The controller of `presenter` has left the window after a hide the queue asked for: stop
  /// watching its dismissal, free the host's place and give the page back its accessibility
  /// focus.
  func presentedPopupHidden(_ presenter: any WindowPopupPresenter, watch: ForeignDismissalWatch) {
    watch.stopWatching()
    presenterEnded(presenter)
    PopupAccessibility.didDisappear(returningTo: visiblePage)
  }

  /// Ends a visible pop-up whose controller left the window without the queue (dismissed by
  /// someone else): on the turn after a dismissal that still runs (`isLeaving`), or now, unless
  /// it is still on screen (`isOnScreen`).
  func reportPresentedPopupIfOrphaned(
    _ presenter: any WindowPopupPresenter,
    ticket: PopupTicket?,
    isLeaving: Bool,
    isOnScreen: Bool,
    watch: ForeignDismissalWatch
  ) {
    guard let ticket, ticket.state == .visible else { return }
    if isLeaving {
      // Closing itself, say: look again once that dismissal has ended.
      watch.followRunningDismissal()
      return
    }
    if isOnScreen { return }
    watch.stopWatching()
    presenterEnded(presenter)
    _ = ticket.reportOrphaned()
  }
}
