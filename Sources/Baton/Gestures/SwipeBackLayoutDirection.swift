/// The direction the interface is laid out in, which decides where "leading" is.
///
/// Mirrors UIKit's `UIUserInterfaceLayoutDirection`. In a right-to-left layout the leading
/// edge is on the right, so a swipe back moves the finger from right to left.
package enum SwipeBackLayoutDirection: Hashable, Sendable, CaseIterable {
  /// Leading is on the left (English, French…): a swipe back moves to the right.
  case leftToRight
  /// Leading is on the right (Arabic, Hebrew…): a swipe back moves to the left.
  case rightToLeft

  /// Converts a horizontal screen component (positive to the right, as UIKit reports
  /// translations and velocities) into the leading-to-trailing component.
  ///
  /// - Parameter x: A horizontal translation or velocity in screen terms.
  /// - Returns: `x` in a left-to-right layout, `-x` in a right-to-left one: positive means
  ///   towards the trailing edge, the direction of a swipe back.
  package func leadingToTrailing(_ x: Double) -> Double {
    switch self {
    case .leftToRight: x
    case .rightToLeft: -x
    }
  }
}
