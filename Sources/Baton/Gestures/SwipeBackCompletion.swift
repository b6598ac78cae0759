/// How a released interactive pop ends.
package enum SwipeBackCompletion: Hashable, Sendable {
  /// Finish the pop: the top screen goes (`finishInteractiveTransition`).
  case finish
  /// Cancel the pop: the top screen slides back (`cancelInteractiveTransition`).
  case cancel
}
