/// Counts the identities of the requests in flight and pending, for duplicate suppression.
struct DuplicateIndex: Sendable {
  private struct ScreenOnContainer: Hashable, Sendable {
    var screenType: ObjectIdentifier
    var container: ObjectIdentifier
  }

  private var instances: [ObjectIdentifier: Int] = [:]
  private var screens: [ScreenOnContainer: Int] = [:]

  var isEmpty: Bool { instances.isEmpty && screens.isEmpty }

  /// Registers a request's identity.
  mutating func insert(_ identity: TransitionIdentity) {
    if let instance = identity.instance { instances[instance, default: 0] += 1 }
    if let key = Self.screenKey(identity) { screens[key, default: 0] += 1 }
  }

  /// Forgets a request's identity, registered earlier with ``insert(_:)``.
  mutating func remove(_ identity: TransitionIdentity) {
    if let instance = identity.instance { Self.decrement(&instances, instance) }
    if let key = Self.screenKey(identity) { Self.decrement(&screens, key) }
  }

  /// Whether `identity` duplicates a registered one, not counting `excluded` (a request about
  /// to be superseded).
  func contains(
    _ identity: TransitionIdentity,
    suppressesSameScreenType: Bool,
    excluding excluded: TransitionIdentity?
  ) -> Bool {
    if let instance = identity.instance {
      let discount = excluded?.instance == instance ? 1 : 0
      if instances[instance, default: 0] - discount > 0 { return true }
    }
    if suppressesSameScreenType, let key = Self.screenKey(identity) {
      let discount = excluded.flatMap(Self.screenKey) == key ? 1 : 0
      if screens[key, default: 0] - discount > 0 { return true }
    }
    return false
  }

  private static func screenKey(_ identity: TransitionIdentity) -> ScreenOnContainer? {
    guard let screenType = identity.screenType, let container = identity.container else {
      return nil
    }
    return ScreenOnContainer(screenType: screenType, container: container)
  }

  private static func decrement<Key: Hashable>(_ counts: inout [Key: Int], _ key: Key) {
    guard let count = counts[key] else {
      preconditionFailure("Internal inconsistency: removing an unregistered identity")
    }
    counts[key] = count > 1 ? count - 1 : nil
  }
}
