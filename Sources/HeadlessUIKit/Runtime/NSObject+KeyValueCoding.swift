import Foundation

/// Foundation's key-value reading, `value(forKey:)`, which swift-corelibs-foundation lacks: the
/// model answers the private keys that libraries read from UIKit objects
/// (`Docs/UIKitFacts.md` A16), so that such a library's code compiles and runs unchanged.
///
/// Only the keys the model knows have a value; any other key is `nil` here, where Foundation
/// would raise `NSUnknownKeyException` for a key the object does not have.
extension NSObject {
  /// The value of the private property `key`, for the keys the model knows (A16).
  ///
  /// - Parameter key: The property's name, such as `"targets"` on a gesture recognizer or
  ///   `"_isTransitioning"` on a navigation controller.
  /// - Returns: The value, or `nil` for a key the model does not know.
  @MainActor
  public func value(forKey key: String) -> Any? {
    (self as? any KeyValueReading)?.modelValue(forKey: key)
  }
}

/// An object of the model whose private properties a library reads by key (A16).
@MainActor
protocol KeyValueReading: AnyObject {
  /// The value of `key`, or `nil` for a key the model does not know.
  func modelValue(forKey key: String) -> Any?
}
