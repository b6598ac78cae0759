/// What duplicate suppression compares.
///
/// Every part is optional, and `nil` never matches.
///
/// A request is a duplicate of one in flight or pending when both name the same
/// ``instance``, or, while ``Lane/Configuration-swift.struct/suppressesSameScreenType`` is on,
/// the same ``screenType`` onto the same ``container``.
public struct TransitionIdentity: Hashable, Sendable {
  /// The screen instance pushed or presented.
  public var instance: ObjectIdentifier?
  /// The screen's type, as `ObjectIdentifier(type(of: screen))`.
  public var screenType: ObjectIdentifier?
  /// The stack (navigation controller) or presenter the screen goes onto.
  public var container: ObjectIdentifier?

  /// Creates an identity from its parts.
  ///
  /// - Parameters:
  ///   - instance: The screen instance pushed or presented.
  ///   - screenType: The screen's type, as `ObjectIdentifier(type(of: screen))`.
  ///   - container: The stack or presenter the screen goes onto.
  public init(
    instance: ObjectIdentifier? = nil,
    screenType: ObjectIdentifier? = nil,
    container: ObjectIdentifier? = nil
  ) {
    self.instance = instance
    self.screenType = screenType
    self.container = container
  }
}
