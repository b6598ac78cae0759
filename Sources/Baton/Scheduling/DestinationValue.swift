/// A destination as a `Hashable`, `Sendable` value: the erased form of
/// ``TransitionIdentity/destination``, compared as `AnyHashable` (so `42` and `42` of one type
/// are equal, and values of unrelated types are not).
package struct DestinationValue: Hashable, Sendable, CustomStringConvertible {
  /// The wrapped value.
  package let base: any Hashable & Sendable

  /// Wraps `base`.
  package init(_ base: any Hashable & Sendable) {
    self.base = base
  }

  package static func == (lhs: Self, rhs: Self) -> Bool {
    AnyHashable(lhs.base) == AnyHashable(rhs.base)
  }

  package func hash(into hasher: inout Hasher) {
    AnyHashable(base).hash(into: &hasher)
  }

  package var description: String { String(describing: base) }
}
