/// Shows and hides pop-ups on screen: the platform side of a ``PopupQueue``.
///
/// The queue calls ``showPopup(_:completion:)`` and ``hidePopup(_:completion:)`` inside lane
/// transitions (``TransitionKind/popupShow`` and ``TransitionKind/popupHide``), one at a time per
/// window. The presenter reports the user's choice with ``PopupTicket/dismiss(_:)`` and a view
/// that left the window on its own with ``PopupTicket/reportOrphaned()``.
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
}

/// What a ``PopupPresenter`` reports when asked to show a pop-up.
public enum PopupShowResult: Hashable, Sendable {
  /// The pop-up is on screen.
  case shown
  /// The pop-up could not be shown, for the reason given; it ends
  /// ``PopupOutcome/dropped(_:)`` with ``PopupInvalidReason/presenterRefused(_:)``.
  case refused(String)
}
