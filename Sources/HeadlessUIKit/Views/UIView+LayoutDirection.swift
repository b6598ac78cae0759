import Foundation

/// The direction of the interface, which decides where "leading" is.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
  /// Leading is on the left.
  case leftToRight = 0
  /// Leading is on the right.
  case rightToLeft = 1
}

/// How a view's content is laid out whatever the language's direction.
public enum UISemanticContentAttribute: Int, Sendable {
  /// Follows the layout direction.
  case unspecified = 0
  /// Playback controls, which keep left-to-right.
  case playback = 1
  /// Directional controls, which keep left-to-right.
  case spatial = 2
  /// Always left-to-right.
  case forceLeftToRight = 3
  /// Always right-to-left.
  case forceRightToLeft = 4
}

extension UIView {
  /// The layout direction `attribute` gives (the app's direction is left-to-right in the
  /// model).
  ///
  /// - Parameter attribute: A semantic content attribute.
  /// - Returns: Right-to-left only for ``UISemanticContentAttribute/forceRightToLeft``.
  public static func userInterfaceLayoutDirection(
    for attribute: UISemanticContentAttribute
  ) -> UIUserInterfaceLayoutDirection {
    attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
  }

  /// The direction this view lays out in: its own forced attribute, else its superview's,
  /// else the app's (left-to-right in the model; `Docs/UIKitFacts.md` A10).
  public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    var candidate: UIView? = self
    while let view = candidate {
      switch view.semanticContentAttribute {
      case .forceRightToLeft: return .rightToLeft
      case .forceLeftToRight, .playback, .spatial: return .leftToRight
      case .unspecified: candidate = view.superview
      }
    }
    return .leftToRight
  }
}
