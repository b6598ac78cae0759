import Baton

/// One SwiftUI-safe update: the whole state to hand to SwiftUI, and what it changes.
public struct NavigationStep<Route: Hashable & Sendable>: Hashable, Sendable {
  /// What a step changes; each step changes exactly one thing.
  public enum Kind: Hashable, Sendable, CustomStringConvertible {
    /// Hides the alert with this identifier.
    case hideAlert(NavigationElementID)
    /// Dismisses these layers, top first.
    case dismissLayers([NavigationElementID])
    /// Replaces the root stack's root screen; the path becomes empty.
    case replaceRoot(NavigationElementID)
    /// Pops and/or pushes screens on the stack with this identifier.
    case changePath(stack: NavigationElementID, pops: Int, pushes: Int)
    /// Presents a layer, with `pushes` screens already on its stack.
    case presentLayer(NavigationElementID, pushes: Int)
    /// Shows the alert with this identifier.
    case showAlert(NavigationElementID)

    /// A short name for labels and traces, such as `changePath(#3, -1, +2)`.
    public var description: String {
      switch self {
      case .hideAlert(let id): "hideAlert(\(id))"
      case .dismissLayers(let ids):
        "dismissLayers(\(ids.map(\.description).joined(separator: ",")))"
      case .replaceRoot(let id): "replaceRoot(\(id))"
      case .changePath(let stack, let pops, let pushes):
        "changePath(\(stack), -\(pops), +\(pushes))"
      case .presentLayer(let id, let pushes): "presentLayer(\(id), +\(pushes))"
      case .showAlert(let id): "showAlert(\(id))"
      }
    }
  }

  /// What the step changes.
  public let kind: Kind
  /// The whole state to hand to SwiftUI in this update.
  public let target: NavigationState<Route>

  /// Creates a step.
  ///
  /// - Parameters:
  ///   - kind: What the step changes.
  ///   - target: The whole state to hand to SwiftUI.
  public init(kind: Kind, target: NavigationState<Route>) {
    self.kind = kind
    self.target = target
  }
}
