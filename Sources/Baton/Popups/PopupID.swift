/// Identifies one pop-up request on its ``PopupQueue``.
///
/// A queue numbers its requests from 1 in the order they were made.
public struct PopupID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The request's number on its queue.
  public let rawValue: UInt64

  /// Creates an identifier from its number.
  ///
  /// - Parameter rawValue: The request's number on its queue.
  package init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// Whether `lhs` was requested before `rhs`.
  ///
  /// - Parameters:
  ///   - lhs: An identifier.
  ///   - rhs: Another identifier from the same queue.
  /// - Returns: `true` when `lhs` is the earlier request.
  public static func < (lhs: PopupID, rhs: PopupID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The identifier as `popup#<number>`.
  public var description: String { "popup#\(rawValue)" }
}
