import Baton

/// A write SwiftUI makes to one of the bindings it was given, or that a probe reports.
///
/// The glue captures each element's identifier when it builds a binding, so every write names
/// the element it is about; a write about an element that is no longer rendered is recognised.
public enum NavigationWrite: Hashable, Sendable {
  /// The path binding of the stack `stack` was set to these entries (a back tap or swipe-back
  /// shortens it).
  case pathChanged(stack: NavigationElementID, path: [NavigationElementID])
  /// The presentation binding of this layer was set to `nil`/`false` (swipe-to-dismiss), or its
  /// root probe saw it disappear.
  case layerDismissed(NavigationElementID)
  /// The alert binding of this alert was set to `nil`/`false` (a button tapped).
  case alertDismissed(NavigationElementID)
}

/// A change the user made to the screen, as ``NavigationModel/receive(_:)`` recorded it.
public enum UserNavigation: Hashable, Sendable {
  /// The user popped these entries (top first) off the stack `stack`.
  case popped(stack: NavigationElementID, entries: [NavigationElementID])
  /// The user dismissed this layer.
  case dismissedLayer(NavigationElementID)
  /// The user dismissed this alert.
  case dismissedAlert(NavigationElementID)
}

/// Why ``NavigationModel/receive(_:)`` dropped a write.
public enum NavigationWriteDropReason: Hashable, Sendable {
  /// The write names an element that is not rendered: a late write about an element already
  /// gone (a dismissed alert's `nil` after the next alert, a sheet's binding a second after its
  /// swipe), or a repeat of a write already accepted.
  case notRendered
  /// The write describes what is already rendered (SwiftUI echoing a step), so changes nothing.
  case unchanged
  /// A path write that is not a shortening of the rendered path: SwiftUI itself only pops.
  case notAPop
  /// The write is about a stack or layer that has layers presented over it, which the user
  /// cannot reach.
  case covered
}

/// What ``NavigationModel/receive(_:)`` did with a write.
public enum NavigationWriteOutcome: Hashable, Sendable {
  /// Accepted while no step of Baton's was in flight: the user's own navigation.
  case userNavigation(UserNavigation)
  /// Accepted while a step was in flight: the user acted during Baton's animation; the driver
  /// plans again when the step ends.
  case userNavigationDuringStep(UserNavigation)
  /// Dropped; nothing changed.
  case dropped(NavigationWriteDropReason)
}
