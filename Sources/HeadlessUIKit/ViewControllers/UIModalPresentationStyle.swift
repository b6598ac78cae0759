import Foundation

/// How a presented controller is shown.
public enum UIModalPresentationStyle: Int, Sendable {
  /// Covers the screen; the presenter's view leaves the window at the end.
  case fullScreen = 0
  /// A card; the presenter stays in the window.
  case pageSheet = 1
  /// A centered sheet; the presenter stays in the window.
  case formSheet = 2
  /// Over the presenting context's view.
  case currentContext = 3
  /// A custom presentation.
  case custom = 4
  /// Covers the screen; the presenter's view stays in the window.
  case overFullScreen = 5
  /// Over the presenting context; the presenter's view stays.
  case overCurrentContext = 6
  /// A popover.
  case popover = 7
  /// No presentation style (navigation transitions).
  case none = -1
  /// The system's choice: a page sheet on iOS 13 and later.
  case automatic = -2

  /// Whether the presenter's view leaves the window once the presentation ends.
  var removesPresenterView: Bool {
    switch self {
    case .fullScreen, .currentContext:
      return true
    case .pageSheet, .formSheet, .custom, .overFullScreen, .overCurrentContext, .popover, .none,
      .automatic:
      return false
    }
  }
}
