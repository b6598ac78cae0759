extension Diagnostic.Code {
  /// Page requests waited the lane's stall bound behind a visible pop-up whose presenter no
  /// longer shows it; the pop-up ended ``PopupDismissal/orphaned`` and the requests went on.
  ///
  /// Reported as a warning: the pop-up left the screen without being dismissed through its
  /// ticket or reported with ``PopupTicket/reportOrphaned()``.
  public static let stalledPopupOrphaned = Self(rawValue: "stalledPopupOrphaned")
}
