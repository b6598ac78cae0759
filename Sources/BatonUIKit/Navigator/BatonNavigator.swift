import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The explicit navigation API of one view controller, reached through `viewController.baton`.
///
/// Navigation calls act on the controller's navigation stack (the controller itself when it is
/// a navigation controller, else its `navigationController`); presentation calls present from
/// the controller. Each call takes a `LanePolicy`, returns a `TransitionTicket` and calls
/// `completion` exactly once with the `TransitionOutcome`. The same call works in synchronous
/// and `async` code; to wait for the outcome, await the ticket:
///
/// ```swift
/// let outcome = await viewController.baton.push(detail).waitForOutcome()
/// ```
///
/// Requests are validated when their turn comes, not when they are made: a pop that reaches
/// its turn at the root is `.dropped(.invalid(.atRoot))`, a push of an instance already on a
/// stack `.dropped(.invalid(.alreadyOnStack))`, and so on.
///
/// A request keeps its source (the navigation controller, the presenter) alive until its
/// outcome, as `DispatchQueue.main.async { ... }` would, and lets go of it then; a source that
/// left its window by its turn gets the start-time outcome (a present is redirected or
/// dropped, a stack in no window is edited directly, as UIKit does).
@MainActor
public struct BatonNavigator {
  /// The controller the calls act from.
  public let viewController: UIViewController

  /// Creates the navigator of `viewController`; usually reached as `viewController.baton`.
  ///
  /// - Parameter viewController: The controller the calls act from.
  public init(_ viewController: UIViewController) {
    self.viewController = viewController
  }

  /// The lane the calls go through: the lane of the controller's window.
  public var lane: Lane { LaneRegistry.shared.resolvedContext(for: viewController).lane }

  /// The navigation stack the navigation calls act on: for a page whose push still waits for
  /// its turn, the stack it is on its way to (a request follows its page).
  var navigation: UINavigationController? {
    (viewController as? UINavigationController) ?? viewController.navigationController
      ?? WaitingPushes.navigation(pushing: PagePresentations.root(of: viewController))
  }

  /// Pushes `screen` onto the navigation stack when the lane's turn comes.
  ///
  /// A second push of the same instance, or of the same *destination* onto the same stack
  /// while one is pending or running, is `.dropped(.duplicate)` (with a `duplicateDropped`
  /// diagnostic naming both requests): a double tap pushes once. A screen's destination is the
  /// identity it declares (`DestinationIdentifiable`), else the URL the router opened it from,
  /// else its class; so a push of product 42 during the push of product 3 lands when the
  /// product screen declares its id. `duplicates` overrides the lane's
  /// `Lane.Configuration.suppressesSameDestination` for this request. A push of the destination
  /// already on top is allowed unless ``BatonOptions/dropsPushOfScreenTypeOnTop`` is on.
  ///
  /// - Parameters:
  ///   - screen: The controller to push.
  ///   - animated: Whether UIKit animates the push.
  ///   - policy: How the request waits for its turn.
  ///   - duplicates: Whether a push of the destination of one pending or running is dropped:
  ///     `.automatic` (the lane's setting), `.allow` or `.suppress`.
  ///   - completion: Called once with the outcome.
  /// - Returns: The request's ticket.
  @discardableResult
  public func push(
    _ screen: UIViewController,
    animated: Bool = true,
    policy: LanePolicy = .enqueue,
    duplicates: DuplicatePolicy = .automatic,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    submit(
      .stack(.push(screen)),
      animated: animated,
      policy: policy,
      destination: DestinationOptions(duplicates: duplicates),
      completion: completion
    )
  }

  /// Pops this screen when the lane's turn comes; from a navigation controller, its top.
  ///
  /// Asked from a screen on a navigation stack (a custom back button's action), the pop
  /// removes that screen and anything pushed above it by then, never the screens below it:
  /// once the screen has left the stack (the second tap of a back button tapped twice), a later
  /// pop asked from it is `.dropped(.sourceGone)` instead of popping its parent. Asked from a
  /// child of a screen, it pops the screen that contains it. Asked from the navigation
  /// controller itself, it pops whatever is on top when its turn comes. Asked from a screen
  /// whose push still waits for its turn, it waits for that push and then pops the screen
  /// (`.dropped(.sourceGone)` if the push did not land).
  ///
  /// What the leaving screens presented through Baton, and everything above it, is dismissed
  /// first, as part of the same request (see
  /// ``BatonOptions/dismissesPresentationsOfLeavingPages``).
  ///
  /// - Parameters:
  ///   - animated: Whether UIKit animates the pop.
  ///   - policy: How the request waits for its turn.
  ///   - completion: Called once with the outcome (`.dropped(.invalid(.atRoot))` at the root,
  ///     `.dropped(.sourceGone)` when the screen it was asked from has already left).
  /// - Returns: The request's ticket.
  @discardableResult
  public func pop(
    animated: Bool = true,
    policy: LanePolicy = .enqueue,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    let target = screenOnStack.map(PopTarget.screen) ?? .top
    return submit(.stack(.pop(target)), animated: animated, policy: policy, completion: completion)
  }

  /// The screen on the navigation stack that holds ``viewController`` (itself, or the
  /// ancestor whose parent is the stack), or nil when asked from the navigation controller.
  private var screenOnStack: UIViewController? {
    guard !(viewController is UINavigationController), let navigation else { return nil }
    var candidate: UIViewController? = viewController
    while let controller = candidate {
      if controller.parent === navigation { return controller }
      if controller.parent == nil, WaitingPushes.navigation(pushing: controller) === navigation {
        return controller
      }
      candidate = controller.parent
    }
    return nil
  }

  /// Pops the navigation stack down to `target` when the lane's turn comes.
  ///
  /// - Parameters:
  ///   - target: The controller to reveal; `.dropped(.invalid(.notOnStack))` if it is not on
  ///     the stack by then.
  ///   - animated: Whether UIKit animates the pop.
  ///   - policy: How the request waits for its turn.
  ///   - completion: Called once with the outcome.
  /// - Returns: The request's ticket.
  @discardableResult
  public func pop(
    to target: UIViewController,
    animated: Bool = true,
    policy: LanePolicy = .enqueue,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    submit(
      .stack(.pop(.viewController(target))),
      animated: animated,
      policy: policy,
      completion: completion
    )
  }

  /// Pops the navigation stack to its root when the lane's turn comes.
  ///
  /// - Parameters:
  ///   - animated: Whether UIKit animates the pop.
  ///   - policy: How the request waits for its turn.
  ///   - completion: Called once with the outcome (`.dropped(.invalid(.atRoot))` at the root).
  /// - Returns: The request's ticket.
  @discardableResult
  public func popToRoot(
    animated: Bool = true,
    policy: LanePolicy = .enqueue,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    submit(.stack(.pop(.root)), animated: animated, policy: policy, completion: completion)
  }

  /// Replaces the navigation stack when the lane's turn comes.
  ///
  /// - Parameters:
  ///   - viewControllers: The new stack, bottom first; must be distinct and contain no
  ///     navigation controller.
  ///   - animated: Whether UIKit animates the change.
  ///   - policy: How the request waits for its turn.
  ///   - completion: Called once with the outcome.
  /// - Returns: The request's ticket.
  @discardableResult
  public func setViewControllers(
    _ viewControllers: [UIViewController],
    animated: Bool = true,
    policy: LanePolicy = .enqueue,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    submit(
      .stack(.set(viewControllers)),
      animated: animated,
      policy: policy,
      completion: completion
    )
  }

  /// Presents `screen` modally from this controller when the lane's turn comes.
  ///
  /// The presentation belongs to the page on a navigation stack that holds this controller:
  /// when that page leaves its stack by a request, the presentation is dismissed first (see
  /// ``BatonOptions/dismissesPresentationsOfLeavingPages``).
  ///
  /// If by then this controller is not in a window or is already presenting, the screen is
  /// presented from the window's top-most controller (with an info diagnostic), or dropped
  /// with `.invalid(.presenterUnavailable)` when ``BatonOptions/presenterFallback`` is `.drop`.
  ///
  /// A presentation of the same instance, or of the same destination while one is pending or
  /// running, is `.dropped(.duplicate)`, as for ``push(_:animated:policy:duplicates:completion:)``;
  /// a navigation controller's destination is its root's, so two different screens each
  /// wrapped in a `UINavigationController` are both presented.
  ///
  /// - Parameters:
  ///   - screen: The controller to present.
  ///   - animated: Whether UIKit animates the presentation.
  ///   - policy: How the request waits for its turn.
  ///   - duplicates: Whether a presentation of the destination of one pending or running is
  ///     dropped: `.automatic` (the lane's setting), `.allow` or `.suppress`.
  ///   - completion: Called once with the outcome.
  /// - Returns: The request's ticket.
  @discardableResult
  public func present(
    _ screen: UIViewController,
    animated: Bool = true,
    policy: LanePolicy = .enqueue,
    duplicates: DuplicatePolicy = .automatic,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    submit(
      .present(screen),
      animated: animated,
      policy: policy,
      destination: DestinationOptions(duplicates: duplicates),
      completion: completion
    )
  }

  /// Dismisses this screen and everything above it when it is presented, else what it presented,
  /// when the lane's turn comes.
  ///
  /// One meaning, whatever is on top: from a presented screen (or a page inside a presented
  /// navigation controller) the screen closes with everything presented above it, so a
  /// full-screen modal with a sheet on top closes both, never leaving the modal behind; from a
  /// screen that is not presented, what it presented closes (with everything above that). A
  /// page that has left its stack still dismisses what it presented, if that is still on
  /// screen (``BatonOptions/dismissesPresentationsOfLeavingPages`` off). This differs from
  /// UIKit's `dismiss(animated:completion:)` on a presented screen that presents something:
  /// UIKit closes only what is above it.
  ///
  /// A presented screen that asks to close itself and has been dismissed by its turn (a Close
  /// button tapped twice) gets `.dropped(.sourceGone)`: nothing else is dismissed.
  ///
  /// - Parameters:
  ///   - animated: Whether UIKit animates the dismissal.
  ///   - policy: How the request waits for its turn.
  ///   - completion: Called once with the outcome (`.dropped(.invalid(.nothingToDismiss))`
  ///     when nothing is presented, `.dropped(.sourceGone)` when the screen that was presented
  ///     has been dismissed since).
  /// - Returns: The request's ticket.
  @discardableResult
  public func dismiss(
    animated: Bool = true,
    policy: LanePolicy = .enqueue,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    submit(.dismiss, animated: animated, policy: policy, completion: completion)
  }

  /// Dismisses the window's whole presented chain, then pops the stack left on top to its
  /// root, as one lane transaction.
  ///
  /// - Parameters:
  ///   - animated: Whether UIKit animates the steps.
  ///   - policy: How the request waits for its turn.
  ///   - completion: Called once with the outcome; `.completed` also when there was nothing
  ///     to remove.
  /// - Returns: The request's ticket.
  @discardableResult
  public func removeAll(
    animated: Bool = true,
    policy: LanePolicy = .enqueue,
    completion: (@MainActor (TransitionOutcome) -> Void)? = nil
  ) -> TransitionTicket {
    submit(.removeAll, animated: animated, policy: policy, completion: completion)
  }
}
