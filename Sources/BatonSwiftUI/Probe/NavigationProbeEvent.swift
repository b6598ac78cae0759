import Baton

/// What a ``NavigationProbeController`` saw happen to the screen it sits in.
public enum NavigationProbeEvent: Hashable, Sendable {
  /// The screen's `viewDidAppear` ran: it is on screen, its transition over.
  case appeared(NavigationElementID)
  /// The screen's `viewDidDisappear` ran: it left the screen, its transition over.
  case disappeared(NavigationElementID)
  /// The screen started leaving under the user's finger (a swipe-back): its `viewWillDisappear`
  /// ran inside an interactive transition.
  case interactiveDisappearanceBegan(NavigationElementID)
  /// The user's swipe ended; `isCancelled` when the finger let go before the threshold and the
  /// screen stays (the transition coordinator's `isCancelled`).
  case interactiveDisappearanceEnded(NavigationElementID, isCancelled: Bool)
}
