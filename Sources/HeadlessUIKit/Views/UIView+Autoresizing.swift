import Foundation

extension UIView {
  /// The parts of a view that stretch when its superview's bounds change size.
  public struct AutoresizingMask: OptionSet, Sendable {
    /// The mask's bits, UIKit's values.
    public let rawValue: UInt

    /// Creates a mask from its bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
  }

  /// The bounds went from `oldSize` to their current size: each subview is resized by its
  /// ``autoresizingMask``, the change shared among its flexible parts in proportion to their
  /// sizes (an axis with none keeps the subview's frame; `Docs/UIKitFacts.md` A13).
  func boundsSizeChanged(from oldSize: CGSize) {
    let newSize = bounds.size
    guard newSize != oldSize, autoresizesSubviews else { return }
    for view in subviews where !view.autoresizingMask.isEmpty {
      let mask = view.autoresizingMask
      let frame = view.frame
      let (x, width) = Self.resized(
        start: frame.minX,
        length: frame.width,
        old: oldSize.width,
        new: newSize.width,
        flexible: (
          mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth),
          mask.contains(.flexibleRightMargin)
        )
      )
      let (y, height) = Self.resized(
        start: frame.minY,
        length: frame.height,
        old: oldSize.height,
        new: newSize.height,
        flexible: (
          mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight),
          mask.contains(.flexibleBottomMargin)
        )
      )
      view.frame = CGRect(x: x, y: y, width: width, height: height)
    }
  }

  /// One axis of the autoresizing: the new start and length of a segment of a line that went
  /// from `old` to `new`, the change shared among the flexible parts (the leading margin, the
  /// segment, the trailing margin) in proportion to their lengths, or equally when they are all
  /// zero.
  private static func resized(
    start: CGFloat,
    length: CGFloat,
    old: CGFloat,
    new: CGFloat,
    flexible: (leading: Bool, length: Bool, trailing: Bool)
  ) -> (CGFloat, CGFloat) {
    let parts = [start, length, old - start - length]
    let isFlexible = [flexible.leading, flexible.length, flexible.trailing]
    let count = isFlexible.filter { $0 }.count
    guard count > 0 else { return (start, length) }
    let total = zip(parts, isFlexible).reduce(CGFloat(0)) { $0 + ($1.1 ? max($1.0, 0) : 0) }
    let delta = new - old
    var shares = [CGFloat](repeating: 0, count: 3)
    for index in 0..<3 where isFlexible[index] {
      shares[index] =
        total > 0 ? delta * max(parts[index], 0) / total : delta / CGFloat(count)
    }
    return (start + shares[0], length + shares[1])
  }
}
