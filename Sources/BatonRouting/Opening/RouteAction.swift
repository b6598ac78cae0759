/// How ``BatonRouter`` shows the screen a URL resolves to.
public enum RouteAction: Hashable, Sendable {
  /// Push onto the navigation stack of the window's top-most controller; fails with
  /// `RouteError.noPresenter` when that controller is in no navigation controller.
  case push
  /// Present the screen modally from the window's top-most controller.
  case present
  /// Present the screen wrapped in a new navigation controller, made by
  /// ``BatonRouter/makeNavigationController``. A screen that is itself a navigation controller
  /// is presented as it is.
  case presentInNavigation
  /// ``push`` when the top-most controller is in a navigation controller, else
  /// ``presentInNavigation``. A screen that is itself a navigation controller is presented.
  case automatic
  /// Select the tab at this index of the window's tab bar controller, then push onto that tab's
  /// navigation stack, as one chain of lane requests: the selection takes its turn, and the push
  /// follows it (it ends `cancelled` if the selection does not complete). Fails with
  /// `RouteError.noPresenter` when the window has no tab bar controller, no tab at that index, or
  /// a tab that is not a navigation controller.
  ///
  /// Screens presented over the tab bar controller stay: open
  /// `BatonNavigator/removeAll(animated:policy:completion:)` first to show the tab.
  case pushInTab(Int)
}

extension RouteAction: Codable {
  private static let tabPrefix = "pushInTab:"

  /// Reads an action written by ``encode(to:)``: its case name, or `pushInTab:` and the index.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: `DecodingError.dataCorrupted` for text that names no action.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    switch text {
    case "push": self = .push
    case "present": self = .present
    case "presentInNavigation": self = .presentInNavigation
    case "automatic": self = .automatic
    default:
      guard text.hasPrefix(Self.tabPrefix), let index = Int(text.dropFirst(Self.tabPrefix.count))
      else {
        throw DecodingError.dataCorruptedError(
          in: container,
          debugDescription: "'\(text)' names no route action"
        )
      }
      self = .pushInTab(index)
    }
  }

  /// Writes the action as one string: its case name, or `pushInTab:` and the index.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: The encoder's error.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .push: try container.encode("push")
    case .present: try container.encode("present")
    case .presentInNavigation: try container.encode("presentInNavigation")
    case .automatic: try container.encode("automatic")
    case .pushInTab(let index): try container.encode("\(Self.tabPrefix)\(index)")
    }
  }
}
