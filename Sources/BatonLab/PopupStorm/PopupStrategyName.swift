/// How the pop-up storm's app shows its alerts.
package enum PopupStrategyName: String, CaseIterable, Sendable {
  /// Each alert presented at once from the window's root (UIKit refuses overlaps: F5, F6).
  case raw
  /// The classic recipe: a serial worker that hops to the main thread to present each alert
  /// and then waits on a semaphore until the alert's button handler signals it.
  case semaphore
  /// The window's pop-up queue (`window.baton.popups`), on the lane of its page transitions.
  case baton
  /// A re-implementation of SwiftMessages' queue (SwiftKickMobile/SwiftMessages): one message at
  /// a time in its own window, by priority then first-in first-out, duplicates ignored, hidden by
  /// its timer or the app (``SwiftMessagesQueue``).
  case swiftmessages
  /// A re-implementation of SwiftEntryKit's precedence (huri000/SwiftEntryKit): entries in the
  /// `EKWindow`, `.override` or `.enqueue` by display priority (``SwiftEntryKitQueue``).
  case swiftentrykit

  /// The peer libraries, in the order the demo's pop-up peers table shows them.
  static let peers: [Self] = [.swiftmessages, .swiftentrykit]

  /// The pop-up strategy that goes with page strategy `page`: Baton's queue for Baton, raw
  /// alerts for every other page strategy.
  static func matching(_ page: StrategyName) -> Self {
    page == .baton ? .baton : .raw
  }
}
