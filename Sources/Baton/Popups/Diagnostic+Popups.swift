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

  /// A pop-up has waited the lane's stall bound on a condition that is still false (checked
  /// again then); it keeps waiting, for the events that check it again.
  ///
  /// Reported once per pop-up, as information: the wait is the app's rule (or, for an existing
  /// alert the app-wide guard queued, the user's: the controller it was asked from is covered),
  /// but nothing else would say that a pop-up is waiting.
  public static let popupConditionStillFalse = Self(rawValue: "popupConditionStillFalse")

  /// The pop-up queue was told of an event its state does not allow (a show or hide ending that
  /// it did not submit, or a pop-up ending a second time); it ignored the event.
  ///
  /// Reported as an error: Baton's own bookkeeping disagrees with itself. The queue carries on
  /// rather than stopping the app; please report it with the diagnostic's message.
  public static let popupEventIgnored = Self(rawValue: "popupEventIgnored")
}
