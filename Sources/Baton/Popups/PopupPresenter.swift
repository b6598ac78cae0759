/// Shows and hides pop-ups on screen: the platform side of a ``PopupQueue``.
///
/// The queue calls ``showPopup(_:completion:)`` and ``hidePopup(_:completion:)`` inside lane
/// transitions (``TransitionKind/popupShow`` and ``TransitionKind/popupHide``), one at a time per
/// window. The presenter reports the user's choice with ``PopupTicket/dismiss(_:)`` and a view
/// that left the window on its own with ``PopupTicket/reportOrphaned()``; when page requests
/// wait behind a visible pop-up with nothing running, the queue also asks it ``isShowing(_:)``.
///
/// > Important: Call each completion once, when the animation has ended, even when it was
/// > interrupted (an animation cut short by backgrounding still ends the hide). A completion
/// > that never comes is ended by the lane's watchdog; a second call is ignored and reported.
@MainActor
public protocol PopupPresenter: AnyObject {
  /// Puts the pop-up on screen.
  ///
  /// - Parameters:
  ///   - popup: The pop-up's ticket; its ``PopupTicket/key`` tells which pop-up it is.
  ///   - completion: Call once, when it is on screen, or with ``PopupShowResult/refused(_:)``
  ///     when it cannot be shown.
  func showPopup(_ popup: PopupTicket, completion: @escaping @MainActor (PopupShowResult) -> Void)

  /// Takes the pop-up off screen.
  ///
  /// - Parameters:
  ///   - popup: The pop-up's ticket.
  ///   - completion: Call once, when it is gone.
  func hidePopup(_ popup: PopupTicket, completion: @escaping @MainActor () -> Void)

  /// Whether the pop-up is still on screen, from the platform's own state.
  ///
  /// The queue asks when a page request has waited behind the visible pop-up for the lane's
  /// stall bound with nothing running (``Lane/Configuration-swift.struct/maximumStall``), and
  /// again after each such bound while it waits. `false` ends the pop-up
  /// ``PopupDismissal/orphaned`` without asking to hide it, and the request goes on; `true`
  /// means the pop-up waits for the user. The default answers `true`: a presenter that does
  /// not implement it must report a pop-up that left the screen on its own with
  /// ``PopupTicket/reportOrphaned()``, or page requests held behind it wait for good.
  ///
  /// It may tidy up what is left of a pop-up it finds gone (or report it orphaned itself).
  ///
  /// - Parameter popup: The visible pop-up's ticket.
  /// - Returns: Whether it is still on screen.
  func isShowing(_ popup: PopupTicket) -> Bool
}

extension PopupPresenter {
  /// Answers `true`: the pop-up counts as on screen until the presenter reports otherwise.
  ///
  /// - Parameter popup: The visible pop-up's ticket.
  /// - Returns: `true`.
  public func isShowing(_ popup: PopupTicket) -> Bool { true }
}

/// What a ``PopupPresenter`` reports when asked to show a pop-up.
public enum PopupShowResult: Hashable, Sendable {
  /// The pop-up is on screen.
  case shown
  /// The pop-up could not be shown, for the reason given; it ends
  /// ``PopupOutcome/dropped(_:)`` with ``PopupInvalidReason/presenterRefused(_:)``.
  case refused(String)
}
