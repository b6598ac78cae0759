import Foundation

extension NSValue {
  /// Creates a value that holds a rectangle, as UIKit's `NSValue(cgRect:)` does.
  ///
  /// - Parameter rect: The rectangle.
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  /// The rectangle the value holds.
  public var cgRectValue: CGRect { rectValue }
}
