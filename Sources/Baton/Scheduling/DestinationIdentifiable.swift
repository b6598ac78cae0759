/// A screen that names its destination, so that two screens of one class showing different
/// things (product 3, product 42) are not duplicates, and two showing the same thing are.
///
/// Adopt it on a view controller (or any screen type an adapter shows) whose class shows many
/// destinations:
///
/// ```swift
/// extension ProductViewController: DestinationIdentifiable {
///   var destinationID: Int { product.id }
/// }
/// ```
///
/// A push or presentation of such a screen is then a duplicate of one in flight or pending
/// only when it goes onto the same container with an equal ``destinationID`` and the same
/// class: a double tap on one cell still pushes once, a deep link to another product during
/// that push lands. A screen that declares no identity is compared by the URL the router opened
/// it from, else (a navigation controller) by its root's destination, else by its class.
///
/// The protocol lives in the platform-free core, beside ``TransitionIdentity`` whose
/// destination it feeds: it names no UIKit type, so UIKit screens, SwiftUI hosting controllers
/// and any other adapter of a ``Lane`` share one way to declare an identity.
@MainActor
public protocol DestinationIdentifiable {
  /// The type of the identity, such as a product's id type.
  associatedtype DestinationID: Hashable & Sendable

  /// What the screen shows, such as a product's id; read when the request is made.
  var destinationID: DestinationID { get }
}
