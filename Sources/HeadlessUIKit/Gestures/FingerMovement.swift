import Foundation

/// Which way a simulated finger moves, in screen terms, for the recognizers that compete for
/// it (`Docs/UIKitFacts.md` A12).
@MainActor
struct FingerMovement {
  /// The horizontal part; positive is rightwards.
  var dx: CGFloat
  /// The vertical part; positive is downwards.
  var dy: CGFloat

  /// Whether the movement is mostly horizontal.
  var isHorizontal: Bool { abs(dx) > abs(dy) }

  /// A swipe from the leading edge towards the trailing one of `view`'s layout.
  static func leadingToTrailing(in view: UIView) -> FingerMovement {
    let rightwards = view.effectiveUserInterfaceLayoutDirection == .leftToRight
    return FingerMovement(dx: rightwards ? 1 : -1, dy: 0)
  }

  /// Whether the movement goes from the leading edge towards the trailing one of `view`'s
  /// layout.
  func isLeadingToTrailing(in view: UIView) -> Bool {
    guard isHorizontal else { return false }
    return view.effectiveUserInterfaceLayoutDirection == .leftToRight ? dx > 0 : dx < 0
  }
}
