import Foundation

/// The pop-up figures of one storm (`storm --popups --json`).
struct PopupStormMetrics: Equatable, Sendable, Codable {
  /// Alerts that reached the screen.
  var popupsShown = 0
  /// Times two or more alerts were on screen at once.
  var overlappingPopups = 0
  /// Alerts that appeared while a page transition ran.
  var popupsDuringTransition = 0
  /// Alerts asked for that were never shown and got no outcome.
  var lostPopups = 0
  /// Home-only alerts shown over another screen.
  var popupsOutOfScope = 0
  /// Alerts that got more than one outcome.
  var doublePopupOutcomes = 0
  /// Times something was pending with nothing on screen, the app active, for over 5 s.
  var stuckPopupQueues = 0
  /// Alerts whose button the user tapped that were recorded as auto-dismissed: the app's own
  /// auto-dismiss timer fired while the tap's dismissal ran.
  var tapsLostToAutoDismiss = 0
  /// Virtual seconds a worker thread spent blocked waiting for an alert's dismissal.
  var blockedThreadSeconds: TimeInterval = 0

  /// These figures and `other`'s (another shard's) added up.
  func merged(with other: PopupStormMetrics) -> PopupStormMetrics {
    var sum = self
    sum.popupsShown += other.popupsShown
    sum.overlappingPopups += other.overlappingPopups
    sum.popupsDuringTransition += other.popupsDuringTransition
    sum.lostPopups += other.lostPopups
    sum.popupsOutOfScope += other.popupsOutOfScope
    sum.doublePopupOutcomes += other.doublePopupOutcomes
    sum.stuckPopupQueues += other.stuckPopupQueues
    sum.tapsLostToAutoDismiss += other.tapsLostToAutoDismiss
    sum.blockedThreadSeconds += other.blockedThreadSeconds
    return sum
  }

  /// The figures as JSON fields, in the order.
  var jsonFields: [(String, String)] {
    [
      ("popupsShown", "\(popupsShown)"),
      ("overlappingPopups", "\(overlappingPopups)"),
      ("popupsDuringTransition", "\(popupsDuringTransition)"),
      ("lostPopups", "\(lostPopups)"),
      ("popupsOutOfScope", "\(popupsOutOfScope)"),
      ("doublePopupOutcomes", "\(doublePopupOutcomes)"),
      ("stuckPopupQueues", "\(stuckPopupQueues)"),
      ("tapsLostToAutoDismiss", "\(tapsLostToAutoDismiss)"),
      ("blockedThreadSeconds", String(format: "%.3f", blockedThreadSeconds)),
    ]
  }
}
