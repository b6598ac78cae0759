/// What duplicate suppression compares.
///
/// Every part is optional, and `nil` never matches.
///
/// A request is a duplicate of one in flight or pending when both name the same ``instance``
/// (always), or the same *destination* onto the same ``container``: the ``destination`` value
/// when set, else the ``screenType``. The destination counts while
/// ``Lane/Configuration-swift.struct/suppressesSameDestination`` is on, unless the request's
/// ``duplicates`` policy says otherwise, and only against the requests accepted since the last
/// one that removes screens (``TransitionKind/removesScreens``): a push queued after a pop or a
/// `removeAll` is not a duplicate of the push that will be undone.
///
/// The UIKit adapter sets the destination of every push and presentation: the identity the
/// screen declares (``DestinationIdentifiable``), else the URL the router opened it from, else
/// the destination of a navigation controller's root, else the screen's type.
public struct TransitionIdentity: Hashable, Sendable {
  /// The screen instance pushed or presented.
  public var instance: ObjectIdentifier?
  /// Where the request goes, such as a product's id.
  ///
  /// Two requests for equal destinations onto the same container are duplicates; `nil`
  /// compares ``screenType`` instead.
  public var destination: (any Hashable & Sendable)?
  /// The screen's type, as `ObjectIdentifier(type(of: screen))`: the destination of a request
  /// that names none.
  public var screenType: ObjectIdentifier?
  /// The stack (navigation controller) or presenter the screen goes onto.
  public var container: ObjectIdentifier?
  /// Whether the destination is compared for this request: the lane's setting by default.
  public var duplicates: DuplicatePolicy

  /// Creates an identity from its parts.
  ///
  /// - Parameters:
  ///   - instance: The screen instance pushed or presented.
  ///   - destination: Where the request goes; `nil` compares `screenType` instead.
  ///   - screenType: The screen's type, as `ObjectIdentifier(type(of: screen))`.
  ///   - container: The stack or presenter the screen goes onto.
  ///   - duplicates: Whether the destination is compared for this request.
  public init(
    instance: ObjectIdentifier? = nil,
    destination: (any Hashable & Sendable)? = nil,
    screenType: ObjectIdentifier? = nil,
    container: ObjectIdentifier? = nil,
    duplicates: DuplicatePolicy = .automatic
  ) {
    self.instance = instance
    self.destination = destination
    self.screenType = screenType
    self.container = container
    self.duplicates = duplicates
  }

  /// Whether two identities have equal parts (destinations compared as `AnyHashable` values).
  ///
  /// - Parameters:
  ///   - lhs: An identity.
  ///   - rhs: Another identity.
  /// - Returns: Whether every part is equal.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.instance == rhs.instance && lhs.screenType == rhs.screenType
      && lhs.container == rhs.container && lhs.duplicates == rhs.duplicates
      && lhs.destination.map(DestinationValue.init) == rhs.destination.map(DestinationValue.init)
  }

  /// Hashes every part.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(instance)
    hasher.combine(destination.map(DestinationValue.init))
    hasher.combine(screenType)
    hasher.combine(container)
    hasher.combine(duplicates)
  }
}
