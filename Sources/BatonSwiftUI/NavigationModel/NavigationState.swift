import Baton

/// A whole window's navigation: the root stack, the chain of presented layers and the alert slot.
///
/// A ``NavigationModel`` keeps two of them apart: what the app asked for
/// (``NavigationModel/requested``) and what SwiftUI has been given
/// (``NavigationModel/rendered``).
public struct NavigationState<Route: Hashable & Sendable>: Hashable, Sendable {
  /// The window's root navigation stack.
  public var base: NavigationStackState<Route>
  /// The presented layers, bottom first; each is presented from the one below it.
  public var layers: [NavigationLayer<Route>]
  /// The alert or confirmation dialog on top of everything, if any.
  public var alert: NavigationAlert<Route>?

  /// Creates a state.
  ///
  /// - Parameters:
  ///   - base: The root navigation stack.
  ///   - layers: The presented layers, bottom first.
  ///   - alert: The alert slot.
  public init(
    base: NavigationStackState<Route>,
    layers: [NavigationLayer<Route>] = [],
    alert: NavigationAlert<Route>? = nil
  ) {
    self.base = base
    self.layers = layers
    self.alert = alert
  }

  /// Every stack, bottom first: ``base`` at level 0, then each layer's stack.
  public var stacks: [NavigationStackState<Route>] {
    [base] + layers.map(\.stack)
  }

  /// The stack the user sees: the top layer's, or ``base``.
  public var topStack: NavigationStackState<Route> {
    layers.last?.stack ?? base
  }

  /// The state without its alert: what the planner compares before it lets an alert show.
  public var withoutAlert: Self {
    var copy = self
    copy.alert = nil
    return copy
  }

  /// The level (0 = ``base``) of the stack with the given identifier, if it is in this state.
  ///
  /// - Parameter stack: A stack's identifier (its root's).
  /// - Returns: The level, or `nil` when no stack has that identifier.
  public func level(ofStack stack: NavigationElementID) -> Int? {
    if base.id == stack { return 0 }
    return layers.firstIndex { $0.id == stack }.map { $0 + 1 }
  }

  /// The stack at a level (0 = ``base``); the level must exist.
  package subscript(stackAt level: Int) -> NavigationStackState<Route> {
    get { level == 0 ? base : layers[level - 1].stack }
    set {
      if level == 0 { base = newValue } else { layers[level - 1].stack = newValue }
    }
  }
}
