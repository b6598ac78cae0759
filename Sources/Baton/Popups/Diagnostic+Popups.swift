extension Diagnostic.Code {
  /// Page requests waited the lane's stall bound behind a visible pop-up whose presenter no
  /// longer shows it; the pop-up ended ``PopupDismissal/orphaned`` and the requests went on.
  ///
  /// Reported as a warning: the pop-up left the screen without being dismissed through its
  /// ticket or reported with ``PopupTicket/reportOrphaned()``.
  public static let stalledPopupOrphaned = Self(rawValue: "stalledPopupOrphaned")

  /// Lane requests waited the lane's stall bound, with nothing in flight, behind a pop-up that
  /// blocks navigation and was asked before them but did not show; it gave its place up and
  /// shows after them.
  ///
  /// Reported as a warning: a pop-up takes its place in the lane when it is asked, and its
  /// turn comes within a turn of the main loop unless something keeps it from showing.
  public static let popupPlaceGivenUp = Self(rawValue: "popupPlaceGivenUp")
}
