import Baton

/// Why a ``NavigationModel`` intent changed nothing.
public enum NavigationIntentError: Error, Hashable, Sendable, CustomStringConvertible {
  /// ``NavigationModel/pop(count:)`` asked for more screens than the top stack has above its root.
  case notEnoughScreensToPop(requested: Int, available: Int)
  /// ``NavigationModel/pop(count:)`` asked for zero or fewer screens.
  case nonPositivePopCount(Int)
  /// ``NavigationModel/dismiss()`` with no layer requested.
  case nothingToDismiss
  /// ``NavigationModel/dismissAlert()`` with no alert requested.
  case noAlert

  /// A sentence for people.
  public var description: String {
    switch self {
    case .notEnoughScreensToPop(let requested, let available):
      "cannot pop \(requested) screens: the top stack has \(available) above its root"
    case .nonPositivePopCount(let count):
      "cannot pop \(count) screens: the count must be at least 1"
    case .nothingToDismiss: "nothing to dismiss: no layer is requested"
    case .noAlert: "no alert is requested"
    }
  }
}
