import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Where a push or presentation goes, for duplicate suppression: two requests for equal
/// destinations onto the same container are duplicates.
///
/// A screen's destination is, in order:
/// 1. the identity it declares (``DestinationIdentifiable``), with its class;
/// 2. the URL the router opened it from;
/// 3. the destination of its root, for a navigation controller that wraps a screen;
/// 4. else its class.
struct ScreenDestination: Hashable, Sendable, CustomStringConvertible {
  private enum Kind: Hashable, Sendable {
    case declared(screenClass: ObjectIdentifier, id: DestinationValue)
    case url(String)
    case screenClass(ObjectIdentifier)
  }

  private let kind: Kind
  /// The screen's class name, for diagnostics; not compared.
  private let className: String

  /// How deep the root of nested navigation controllers is looked for.
  private static let nestingLimit = 8

  /// The destination of `screen`.
  ///
  /// - Parameters:
  ///   - screen: The controller pushed or presented.
  ///   - opening: The screen the router built and the URL it built it from, if any.
  @MainActor
  init(of screen: UIViewController, opening: RouterOpening?) {
    var controller = screen
    for _ in 0..<Self.nestingLimit {
      let className = "\(type(of: controller))"
      if let declaring = controller as? any DestinationIdentifiable {
        let id = DestinationValue(declaring.destinationID)
        self.init(.declared(screenClass: ObjectIdentifier(type(of: controller)), id: id), className)
        return
      }
      if let opening, opening.screen === controller {
        self.init(.url(opening.url), className)
        return
      }
      guard let navigation = controller as? UINavigationController,
        let root = navigation.viewControllers.first
      else { break }
      controller = root
    }
    self.init(.screenClass(ObjectIdentifier(type(of: controller))), "\(type(of: controller))")
  }

  private init(_ kind: Kind, _ className: String) {
    self.kind = kind
    self.className = className
  }

  static func == (lhs: Self, rhs: Self) -> Bool { lhs.kind == rhs.kind }

  func hash(into hasher: inout Hasher) { hasher.combine(kind) }

  var description: String {
    switch kind {
    case .declared(_, let id): "\(className) \(id)"
    case .url(let url): "\(className) from \(url)"
    case .screenClass: className
    }
  }

  /// The identity of a request that shows `screen`, whose destination is `destination`, on
  /// `container`.
  static func identity(
    of screen: UIViewController,
    destination: ScreenDestination,
    onto container: AnyObject,
    duplicates: DuplicatePolicy
  ) -> TransitionIdentity {
    TransitionIdentity(
      instance: ObjectIdentifier(screen),
      destination: destination,
      screenType: ObjectIdentifier(type(of: screen)),
      container: ObjectIdentifier(container),
      duplicates: duplicates
    )
  }
}

/// The screen a router built from a URL: the URL is its destination.
package struct RouterOpening {
  /// The screen the route's factory built (a wrapping navigation controller finds it as its
  /// root).
  let screen: UIViewController
  /// The URL text it was opened from.
  let url: String
  /// The window whose page the request acts on when its turn comes (see
  /// `RouterOpening.navigationAtTurn()`); nil acts on the controller chosen at `open`.
  weak var window: UIWindow?

  package init(screen: UIViewController, url: String, window: UIWindow?) {
    self.screen = screen
    self.url = url
    self.window = window
  }
}

/// What a push or presentation call says about duplicates: its policy and, from the router,
/// the URL its screen was opened from.
struct DestinationOptions {
  var duplicates: DuplicatePolicy = .automatic
  var opening: RouterOpening?
}
