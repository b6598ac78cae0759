import Baton

/// The generational identifier of one element of a navigation model: a stack's root, a pushed
/// screen, a presented layer or an alert.
///
/// A ``NavigationModel`` issues a fresh identifier for every element it creates and never
/// reuses one, so a write that SwiftUI makes late, about an element that is already gone, names
/// an identifier that is no longer rendered and can be recognised as stale (see
/// ``NavigationModel/receive(_:)``).
public struct NavigationElementID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The identifier's number; later elements have larger numbers.
  public let rawValue: UInt64

  /// Creates an identifier from its number.
  ///
  /// - Parameter rawValue: The identifier's number.
  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }

  /// The identifier as `#n`.
  public var description: String { "#\(rawValue)" }

  /// Whether `lhs` was issued before `rhs`.
  ///
  /// - Parameters:
  ///   - lhs: An identifier.
  ///   - rhs: Another identifier.
  /// - Returns: `true` when `lhs` is the older one.
  public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
