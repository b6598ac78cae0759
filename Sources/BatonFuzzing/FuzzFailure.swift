/// A broken invariant found by a fuzz driver: what was expected, and the input's reading.
package struct FuzzFailure: Error, Equatable, CustomStringConvertible {
  /// The driver that found it.
  package var driver: String
  /// What went wrong, with the values involved.
  package var message: String

  /// Creates a failure.
  ///
  /// - Parameters:
  ///   - driver: The driver's name.
  ///   - message: What went wrong.
  package init(driver: String, message: String) {
    self.driver = driver
    self.message = message
  }

  /// `driver: message`.
  package var description: String { "\(driver): \(message)" }
}
