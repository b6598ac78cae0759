/// Where a pop-up may be shown.
public enum PopupScope: Hashable, Sendable {
  /// Over any screen.
  case anywhere
  /// Only while the given screen is the visible one; it waits while another screen is on top.
  case screen(PopupScreen)

  /// What a visible scoped pop-up does when its screen stops being the visible one.
  public enum Exit: Hashable, Sendable {
    /// It is hidden and waits until its screen is visible again. The default.
    case hideAndWait
    /// It is hidden and ends ``PopupOutcome/dismissed(_:)`` with ``PopupDismissal/scopeLeft``.
    case dismiss
  }

  /// Whether a pop-up of this scope may show while `screen` is the visible one.
  func admits(_ screen: PopupScreen?) -> Bool {
    switch self {
    case .anywhere: true
    case .screen(let scope): scope == screen
    }
  }
}

/// Identifies a screen for ``PopupScope/screen(_:)``; the queue learns the visible one through
/// ``PopupQueue/visibleScreenDidChange(to:)``.
///
/// Platform-free: a name chosen by the app, or an object's identity (the UIKit side uses the
/// view controller's).
public struct PopupScreen: Hashable, Sendable, CustomStringConvertible {
  private enum Value: Hashable, Sendable {
    case name(String)
    case object(ObjectIdentifier)
  }

  private let value: Value

  /// A screen named by the app, such as `"home"`.
  ///
  /// - Parameter name: The screen's name.
  public init(_ name: String) {
    value = .name(name)
  }

  /// The screen of an object, such as a view controller, by identity.
  ///
  /// - Parameter object: The object; only its identity is kept.
  public init(_ object: AnyObject) {
    value = .object(ObjectIdentifier(object))
  }

  /// The screen's name, or the object's identifier.
  public var description: String {
    switch value {
    case .name(let name): name
    case .object(let identifier): "\(identifier)"
    }
  }
}
