/// Remembers the identities of the requests in flight and pending, for duplicate suppression,
/// and which request holds each, so that a drop names the request it duplicates.
///
/// Destinations are counted per *generation*: a request that removes screens (a pop, a
/// dismissal, ``TransitionKind/removesScreens``) starts a new one, so a push queued after it
/// is not compared with pushes it will undo (a deep link's `removeAll` followed by its push).
/// The same instance is a duplicate whatever the generation.
struct DuplicateIndex: Sendable {
  /// A destination: the identity's value, or its screen type when it names none.
  enum Destination: Hashable, Sendable, CustomStringConvertible {
    case value(DestinationValue)
    case screenType(ObjectIdentifier)

    init?(_ identity: TransitionIdentity) {
      if let destination = identity.destination {
        self = .value(DestinationValue(destination))
      } else if let screenType = identity.screenType {
        self = .screenType(screenType)
      } else {
        return nil
      }
    }

    var description: String {
      switch self {
      case .value(let value): "\(value)"
      case .screenType: "its screen type"
      }
    }
  }

  fileprivate struct DestinationOnContainer: Hashable, Sendable {
    var destination: Destination
    var container: ObjectIdentifier
    var generation: UInt64
  }

  /// A registered request: the one a duplicate is dropped in favour of.
  struct Holder: Sendable, Equatable {
    var id: RequestID
    var label: String
  }

  /// What a duplicate matched.
  struct Match: Sendable, Equatable {
    enum Part: Sendable, Equatable {
      /// The same screen instance.
      case instance
      /// The same destination onto the same container.
      case destination(String)
    }

    /// The request it duplicates.
    var holder: Holder
    var part: Part
  }

  /// What ``insert(_:id:label:)`` registered, handed back to ``remove(_:)``.
  struct Registration: Sendable {
    fileprivate var holder: Holder
    fileprivate var instance: ObjectIdentifier?
    fileprivate var destination: DestinationOnContainer?
  }

  /// The requests in flight and pending that name each instance, oldest first.
  private var instances: [ObjectIdentifier: [Holder]] = [:]
  /// The requests in flight and pending that name each destination onto a container.
  private var destinations: [DestinationOnContainer: [Holder]] = [:]
  private var generation: UInt64 = 0

  var isEmpty: Bool { instances.isEmpty && destinations.isEmpty }

  /// Registers a request's identity in the current generation.
  mutating func insert(_ identity: TransitionIdentity, id: RequestID, label: String)
    -> Registration
  {
    let holder = Holder(id: id, label: label)
    let registration = Registration(
      holder: holder,
      instance: identity.instance,
      destination: key(identity)
    )
    if let instance = registration.instance { instances[instance, default: []].append(holder) }
    if let key = registration.destination { destinations[key, default: []].append(holder) }
    return registration
  }

  /// Forgets a registration made earlier with ``insert(_:id:label:)``.
  mutating func remove(_ registration: Registration) {
    if let instance = registration.instance {
      Self.remove(registration.holder, at: instance, in: &instances)
    }
    if let key = registration.destination {
      Self.remove(registration.holder, at: key, in: &destinations)
    }
  }

  private static func remove<Key>(_ holder: Holder, at key: Key, in holders: inout [Key: [Holder]])
  {
    guard var list = holders[key], let index = list.firstIndex(of: holder) else {
      preconditionFailure("Internal inconsistency: removing an unregistered identity")
    }
    list.remove(at: index)
    holders[key] = list.isEmpty ? nil : list
  }

  /// Starts a new generation: later destination checks ignore the requests registered so far.
  mutating func startNewGeneration() {
    generation &+= 1
  }

  /// The registered request `identity` duplicates, if any, not counting `excluded` (a request
  /// about to be superseded).
  ///
  /// - Parameters:
  ///   - identity: The new request's identity.
  ///   - suppressesSameDestination: The lane's setting, which the identity's
  ///     ``TransitionIdentity/duplicates`` policy may override.
  ///   - excluded: A request not to compare with.
  /// - Returns: The request it duplicates and what they share, or `nil`.
  func match(
    _ identity: TransitionIdentity,
    suppressesSameDestination: Bool,
    excluding excluded: RequestID?
  ) -> Match? {
    if let instance = identity.instance,
      let holder = instances[instance]?.first(where: { $0.id != excluded })
    {
      return Match(holder: holder, part: .instance)
    }
    let comparesDestination =
      switch identity.duplicates {
      case .automatic: suppressesSameDestination
      case .allow: false
      case .suppress: true
      }
    if comparesDestination, let key = key(identity),
      let holder = destinations[key]?.first(where: { $0.id != excluded })
    {
      return Match(holder: holder, part: .destination(key.destination.description))
    }
    return nil
  }

  private func key(_ identity: TransitionIdentity) -> DestinationOnContainer? {
    guard let destination = Destination(identity), let container = identity.container else {
      return nil
    }
    return DestinationOnContainer(
      destination: destination,
      container: container,
      generation: generation
    )
  }
}
