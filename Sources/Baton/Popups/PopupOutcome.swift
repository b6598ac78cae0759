/// How a pop-up request ended.
///
/// Every request gets exactly one.
public enum PopupOutcome: Hashable, Sendable {
  /// The pop-up was shown, then went away for the given reason.
  case dismissed(PopupDismissal)
  /// Its condition was false when its turn came (``PopupCondition/Failure/skip``).
  case skipped
  /// It was not shown before its ``PopupRequest/expiresAfter`` passed.
  case expired
  /// Its ``PopupRequest/frequencyCap`` was reached.
  case capped
  /// A higher-priority pop-up hid it and it was not to be shown again
  /// (``PopupPreemption/WhenPreempted/end``).
  case preempted
  /// A ticket, a key, a group or ``PopupQueue/cancelAll()`` cancelled it.
  case cancelled
  /// It was never shown, or stopped being shown, for the given reason.
  case dropped(PopupDropReason)
  /// Its show never signalled its end; the lane's watchdog ended it.
  case timedOut
}

/// Why a shown pop-up went away.
public enum PopupDismissal: Hashable, Sendable {
  /// The user (or the app, through ``PopupTicket/dismiss(_:)``) chose the named action, such as
  /// a button's title.
  case action(String)
  /// Its ``PopupRequest/autoDismissAfter`` passed.
  case autoDismissed
  /// Its scope's screen stopped being the visible one (``PopupScope/Exit/dismiss``).
  case scopeLeft
  /// Its view or controller left the window without being dismissed
  /// (``PopupTicket/reportOrphaned()``).
  case orphaned
}

/// Why a pop-up request was dropped.
public enum PopupDropReason: Hashable, Sendable {
  /// A pop-up with the same key was pending or visible (or, with
  /// ``PopupRequest/DuplicateRule/replacePending``, a newer one replaced this one).
  case duplicate
  /// The queue was full and this request lost by the overflow rule
  /// (see ``PopupQueue/Configuration-swift.struct/maximumPending``).
  case overflow
  /// The window (its lane) went away.
  case windowGone
  /// The screen of its scope went away for good (``PopupQueue/screenDidGoAway(_:)``).
  case scopeGone
  /// The request or its presenter was unusable.
  case invalid(PopupInvalidReason)
}

/// What made a pop-up request unusable.
public enum PopupInvalidReason: Hashable, Sendable {
  /// The key is empty.
  case emptyKey
  /// A duration is not a finite number greater than zero; names the property.
  case invalidDuration(String)
  /// A frequency cap allows no show or has an interval that is not finite and positive.
  case invalidFrequencyCap
  /// The presenter refused to show it, for the reason given.
  case presenterRefused(String)
}
