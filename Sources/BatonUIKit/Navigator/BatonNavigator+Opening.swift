import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension BatonNavigator {
  /// Pushes a screen the router built from a URL: as ``push(_:animated:policy:duplicates:completion:)``,
  /// with the URL as the screen's destination when it declares no identity (so a category and
  /// then a product of one class, opened from two URLs, both land).
  ///
  /// - Parameters:
  ///   - opening: The screen and the URL it was opened from.
  ///   - animated: Whether UIKit animates the push.
  ///   - policy: How the request waits for its turn.
  ///   - duplicates: Whether a push of the destination of one pending or running is dropped.
  ///   - completion: Called once with the outcome.
  /// - Returns: The request's ticket.
  package func push(
    _ opening: RouterOpening,
    animated: Bool,
    policy: LanePolicy,
    duplicates: DuplicatePolicy = .automatic,
    completion: (@MainActor (TransitionOutcome) -> Void)?
  ) -> TransitionTicket {
    submit(
      .stack(.push(opening.screen)),
      animated: animated,
      policy: policy,
      destination: DestinationOptions(duplicates: duplicates, opening: opening),
      completion: completion
    )
  }

  /// Presents `shown` (the screen the router built from a URL, or the navigation controller it
  /// wrapped it in): as ``present(_:animated:policy:duplicates:completion:)``, with the URL as
  /// the built screen's destination when it declares no identity.
  ///
  /// - Parameters:
  ///   - shown: The controller to present.
  ///   - opening: The screen the router built and the URL it was opened from.
  ///   - animated: Whether UIKit animates the presentation.
  ///   - policy: How the request waits for its turn.
  ///   - duplicates: Whether a presentation of the destination of one pending or running is
  ///     dropped.
  ///   - completion: Called once with the outcome.
  /// - Returns: The request's ticket.
  package func present(
    _ shown: UIViewController,
    opening: RouterOpening,
    animated: Bool,
    policy: LanePolicy,
    duplicates: DuplicatePolicy = .automatic,
    completion: (@MainActor (TransitionOutcome) -> Void)?
  ) -> TransitionTicket {
    submit(
      .present(shown),
      animated: animated,
      policy: policy,
      destination: DestinationOptions(duplicates: duplicates, opening: opening),
      completion: completion
    )
  }
}
