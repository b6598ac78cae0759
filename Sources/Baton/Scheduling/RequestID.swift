/// Identifies one request made to a ``Lane``.
///
/// A lane numbers its requests from 1 in the order they were made, so a smaller identifier
/// always means an earlier request on the same lane.
public struct RequestID: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The request's number on its lane.
  public let rawValue: UInt64

  /// Creates an identifier from its number.
  ///
  /// - Parameter rawValue: The request's number on its lane.
  package init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// Whether `lhs` was made before `rhs`.
  ///
  /// - Parameters:
  ///   - lhs: An identifier.
  ///   - rhs: Another identifier from the same lane.
  /// - Returns: `true` when `lhs` is the earlier request.
  public static func < (lhs: RequestID, rhs: RequestID) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// The identifier as `#<number>`.
  public var description: String { "#\(rawValue)" }
}
