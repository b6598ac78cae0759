/// What a transition does to the screen hierarchy.
public enum TransitionKind: Hashable, Sendable, CustomStringConvertible {
  /// Pushes a screen onto a navigation stack.
  case push
  /// Pops the top screen of a navigation stack.
  case pop
  /// Pops to a given screen on a navigation stack.
  case popTo
  /// Pops to the root of a navigation stack.
  case popToRoot
  /// Replaces a navigation stack's screens.
  case setViewControllers
  /// Presents a screen modally.
  case present
  /// Dismisses a modally presented screen.
  case dismiss
  /// Dismisses every presented screen and pops to the root.
  case removeAll
  /// The user's swipe-back gesture.
  case interactivePop
  /// Shows a pop-up.
  case popupShow
  /// Hides a pop-up.
  case popupHide
  /// Any other transition, named by the caller.
  case custom(String)

  /// The kind's name, as in `push` or the custom name.
  public var description: String {
    switch self {
    case .push: "push"
    case .pop: "pop"
    case .popTo: "popTo"
    case .popToRoot: "popToRoot"
    case .setViewControllers: "setViewControllers"
    case .present: "present"
    case .dismiss: "dismiss"
    case .removeAll: "removeAll"
    case .interactivePop: "interactivePop"
    case .popupShow: "popupShow"
    case .popupHide: "popupHide"
    case .custom(let name): name
    }
  }
}
