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

  /// `<Type: 0x…>`, as UIKit's messages print an object: UIKit's own classes without a module
  /// prefix, the app's with one, and an address derived from the object's identity.
  open override var description: String {
    "<\(typeName): \(addressText)>"
  }

  /// The class's name as UIKit's messages print it (`UINavigationController`,
  /// `MyApp.DetailScreen`).
  nonisolated var typeName: String {
    let name = String(reflecting: type(of: self))
    let prefix = "HeadlessUIKit."
    return name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
  }

  /// `0x…` rendered from the object's identity, as a device prints a heap address.
  nonisolated var addressText: String {
    "0x" + String(UInt(bitPattern: ObjectIdentifier(self).hashValue), radix: 16)
  }

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
