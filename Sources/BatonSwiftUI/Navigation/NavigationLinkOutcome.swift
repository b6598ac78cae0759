import Baton

/// What ``BatonNavigation/followLink(to:from:)`` did with a link the user tapped.
public enum NavigationLinkOutcome: Hashable, Sendable {
  /// The route was asked for on the link's stack; the plan pushes it in its turn.
  ///
  /// The value is the new entry's identifier.
  case pushed(NavigationElementID)
  /// Dropped: the link's screen was no longer on top of what the app asked for. A push or a
  /// presentation asked for before (by this link's first tap, another link or the app) has
  /// not shown yet, so the tap came from a screen that is on its way to being covered: a
  /// double tap, or two links tapped before the first one's screen appeared.
  ///
  /// The value is the entry asked for on top of the link's screen.
  case droppedScreenCovered(by: NavigationElementID)
  /// Dropped: the link's screen is no longer in what the app asked for (popped or dismissed
  /// while the tap was on its way), or the link is outside every screen of this navigation.
  case droppedScreenGone
}
