import Foundation

/// An object that can respond to and handle events; the base of views, controllers and the app.
@MainActor
open class UIResponder: NSObject {
  /// Creates a responder.
  public override init() {
    super.init()
  }

  /// The next responder in the chain, or `nil`.
  open var next: UIResponder? { nil }

  /// Whether this responder can become first responder (`false` by default).
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder gives up first-responder status when asked (`true` by default).
  open var canResignFirstResponder: Bool { true }

  /// Whether this responder is the first responder.
  open var isFirstResponder: Bool { firstResponderFlag }

  private var firstResponderFlag = false

  /// Asks to become first responder.
  ///
  /// - Returns: Whether it became first responder.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    firstResponderFlag = true
    return true
  }

  /// Asks to give up first-responder status.
  ///
  /// - Returns: Whether it gave it up.
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard canResignFirstResponder else { return false }
    firstResponderFlag = false
    return true
  }

  /// Tells the responder that touches began.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Tells the responder that touches moved.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Tells the responder that touches ended.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}

  /// Tells the responder that touches were cancelled.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
