import Foundation

/// A counter that `@Sendable` closures can bump.
///
/// The state of the fuzzers' non-deterministic parameter type; the one `@unchecked Sendable`
/// type of the fuzz targets: a lock guards its only field.
final class CallCounter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  /// Adds one and returns the new count.
  func next() -> Int {
    lock.withLock {
      count += 1
      return count
    }
  }
}
