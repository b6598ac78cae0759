/// Counts the identities of the requests in flight and pending, for duplicate suppression.
///
/// Screen-type duplicates are counted per *generation*: a request that removes screens (a pop,
/// a dismissal, ``TransitionKind/removesScreens``) starts a new one, so a push queued after it
/// is not compared with pushes it will undo (a deep link's `removeAll` followed by its push).
/// The same instance is a duplicate whatever the generation.
struct DuplicateIndex: Sendable {
  fileprivate struct ScreenOnContainer: Hashable, Sendable {
    var screenType: ObjectIdentifier
    var container: ObjectIdentifier
    var generation: UInt64
  }

  /// What ``insert(_:)`` registered, handed back to ``remove(_:)``.
  struct Registration: Sendable {
    fileprivate var instance: ObjectIdentifier?
    fileprivate var screen: ScreenOnContainer?
  }

  /// How many requests in flight and pending name each instance.
  private var instances: [ObjectIdentifier: Int] = [:]
  /// How many requests in flight and pending name each screen type onto a container.
  private var screens: [ScreenOnContainer: Int] = [:]
  private var generation: UInt64 = 0

  var isEmpty: Bool { instances.isEmpty && screens.isEmpty }

  /// Registers a request's identity in the current generation.
  mutating func insert(_ identity: TransitionIdentity) -> Registration {
    let registration = Registration(instance: identity.instance, screen: screenKey(identity))
    if let instance = registration.instance { instances[instance, default: 0] += 1 }
    if let key = registration.screen { screens[key, default: 0] += 1 }
    return registration
  }

  /// Forgets a registration made earlier with ``insert(_:)``.
  mutating func remove(_ registration: Registration) {
    if let instance = registration.instance { Self.decrement(instance, in: &instances) }
    if let key = registration.screen { Self.decrement(key, in: &screens) }
  }

  private static func decrement<Key>(_ key: Key, in counts: inout [Key: Int]) {
    guard let count = counts[key] else {
      preconditionFailure("Internal inconsistency: removing an unregistered identity")
    }
    counts[key] = count > 1 ? count - 1 : nil
  }

  /// Starts a new generation: later screen-type checks ignore the requests registered so far.
  mutating func startNewGeneration() {
    generation &+= 1
  }

  /// Whether `identity` duplicates a registered one, not counting `excluded` (a request about
  /// to be superseded).
  func contains(
    _ identity: TransitionIdentity,
    suppressesSameScreenType: Bool,
    excluding excluded: Registration?
  ) -> Bool {
    if let instance = identity.instance {
      let discount = excluded?.instance == instance ? 1 : 0
      if instances[instance, default: 0] - discount > 0 { return true }
    }
    if suppressesSameScreenType, let key = screenKey(identity) {
      let discount = excluded?.screen == key ? 1 : 0
      if screens[key, default: 0] - discount > 0 { return true }
    }
    return false
  }

  private func screenKey(_ identity: TransitionIdentity) -> ScreenOnContainer? {
    guard let screenType = identity.screenType, let container = identity.container else {
      return nil
    }
    return ScreenOnContainer(screenType: screenType, container: container, generation: generation)
  }
}
