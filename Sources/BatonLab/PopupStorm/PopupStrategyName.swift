/// How the pop-up storm's app shows its alerts.
package enum PopupStrategyName: String, CaseIterable, Sendable {
  /// Each alert presented at once from the window's root (UIKit refuses overlaps: F5, F6).
  case raw
  /// The classic recipe: a serial worker that hops to the main thread to present each alert
  /// and then waits on a semaphore until the alert's button handler signals it.
  case semaphore
  /// The window's pop-up queue (`window.baton.popups`), on the lane of its page transitions.
  case baton

  /// The pop-up strategy that goes with page strategy `page`: Baton's queue for Baton, raw
  /// alerts for every other page strategy.
  static func matching(_ page: StrategyName) -> Self {
    page == .baton ? .baton : .raw
  }
}
