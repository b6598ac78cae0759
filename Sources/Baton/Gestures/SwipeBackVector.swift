/// A two-dimensional translation (points) or velocity (points per second) in screen terms.
///
/// `x` grows to the right and `y` downwards, as UIKit's `translation(in:)` and `velocity(in:)`
/// report them; the decision applies the layout direction itself.
package struct SwipeBackVector: Hashable, Sendable {
  /// The horizontal component, positive to the right.
  package var x: Double
  /// The vertical component, positive downwards.
  package var y: Double

  /// A vector with no movement.
  package static let zero = Self(x: 0, y: 0)

  /// Creates a vector.
  ///
  /// - Parameters:
  ///   - x: The horizontal component, positive to the right.
  ///   - y: The vertical component, positive downwards.
  package init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// Whether the vector says where the finger is going: both components finite and at
  /// least one of them not zero.
  package var hasDirection: Bool {
    x.isFinite && y.isFinite && (x != 0 || y != 0)
  }
}
