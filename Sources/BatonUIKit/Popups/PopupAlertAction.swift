#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// A button of a pop-up alert; tapping it dismisses the pop-up with
/// `PopupDismissal.action(_:)` carrying its ``name``.
public struct PopupAlertAction: Hashable, Sendable {
  /// The button's title.
  public var title: String
  /// The button's style.
  public var style: Style
  /// The name the pop-up's outcome reports (the title unless given).
  public var name: String

  /// The styles of a pop-up alert's button, as `UIAlertAction.Style`.
  public enum Style: Hashable, Sendable {
    /// A plain button.
    case `default`
    /// Cancels; shown apart.
    case cancel
    /// Destroys data; shown in red.
    case destructive
  }

  /// Creates a button.
  ///
  /// - Parameters:
  ///   - title: The button's title.
  ///   - style: The button's style.
  ///   - name: The name the outcome reports; the title when `nil`.
  public init(_ title: String, style: Style = .default, name: String? = nil) {
    self.title = title
    self.style = style
    self.name = name ?? title
  }

  /// The button's UIKit style.
  var alertActionStyle: UIAlertAction.Style {
    switch style {
    case .default: .default
    case .cancel: .cancel
    case .destructive: .destructive
    }
  }
}
