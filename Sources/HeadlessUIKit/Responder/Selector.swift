/// The name of a method, as Objective-C's `SEL`.
///
/// Linux has no Objective-C runtime, so the model records selectors but cannot invoke them. Write
/// `Selector(("handle:"))`: it compiles on both platforms (the double parentheses silence
/// Darwin's "use #selector" warning).
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  private let name: String

  /// Creates a selector from a method name such as `"handle:"`.
  ///
  /// - Parameter name: The Objective-C method name.
  public init(_ name: String) {
    self.name = name
  }

  /// Creates a selector from a string literal.
  ///
  /// - Parameter value: The Objective-C method name.
  public init(stringLiteral value: String) {
    self.name = value
  }

  /// The method name.
  public var description: String { name }
}
