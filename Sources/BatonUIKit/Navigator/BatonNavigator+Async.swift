import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The `async` twins of ``BatonNavigator``'s calls: each waits for the request's outcome.
/// Cancelling the calling task cancels the request's ticket (a pending request then ends
/// `.cancelled`; a running one cannot be stopped and still reports its real outcome).
extension BatonNavigator {
  /// Pushes `screen` and waits for the outcome.
  ///
  /// - Parameters:
  ///   - screen: The controller to push.
  ///   - animated: Whether UIKit animates the push.
  ///   - policy: How the request waits for its turn.
  /// - Returns: The request's outcome.
  public func push(
    _ screen: UIViewController,
    animated: Bool = true,
    policy: LanePolicy = .enqueue
  ) async -> TransitionOutcome {
    let lane = self.lane
    return await Self.submit(
      pushRequest(in: lane, screen, animated: animated, policy: policy),
      to: lane,
      destinations: [screen]
    )
  }

  /// Pops the top controller and waits for the outcome.
  ///
  /// - Parameters:
  ///   - animated: Whether UIKit animates the pop.
  ///   - policy: How the request waits for its turn.
  /// - Returns: The request's outcome.
  public func pop(animated: Bool = true, policy: LanePolicy = .enqueue) async -> TransitionOutcome {
    let lane = self.lane
    return await lane.submit(
      popRequest(in: lane, animated: animated, policy: policy)
    ).waitForOutcome()
  }

  /// Pops to `target` and waits for the outcome.
  ///
  /// - Parameters:
  ///   - target: The controller to reveal.
  ///   - animated: Whether UIKit animates the pop.
  ///   - policy: How the request waits for its turn.
  /// - Returns: The request's outcome.
  public func pop(
    to target: UIViewController,
    animated: Bool = true,
    policy: LanePolicy = .enqueue
  ) async -> TransitionOutcome {
    let lane = self.lane
    return await lane.submit(
      popToRequest(in: lane, target, animated: animated, policy: policy)
    ).waitForOutcome()
  }

  /// Pops to the root and waits for the outcome.
  ///
  /// - Parameters:
  ///   - animated: Whether UIKit animates the pop.
  ///   - policy: How the request waits for its turn.
  /// - Returns: The request's outcome.
  public func popToRoot(animated: Bool = true, policy: LanePolicy = .enqueue) async
    -> TransitionOutcome
  {
    let lane = self.lane
    return await lane.submit(
      popToRootRequest(in: lane, animated: animated, policy: policy)
    ).waitForOutcome()
  }

  /// Replaces the stack and waits for the outcome.
  ///
  /// - Parameters:
  ///   - viewControllers: The new stack, bottom first.
  ///   - animated: Whether UIKit animates the change.
  ///   - policy: How the request waits for its turn.
  /// - Returns: The request's outcome.
  public func setViewControllers(
    _ viewControllers: [UIViewController],
    animated: Bool = true,
    policy: LanePolicy = .enqueue
  ) async -> TransitionOutcome {
    let lane = self.lane
    return await Self.submit(
      setRequest(in: lane, viewControllers, animated: animated, policy: policy),
      to: lane,
      destinations: viewControllers
    )
  }

  /// Presents `screen` and waits for the outcome.
  ///
  /// - Parameters:
  ///   - screen: The controller to present.
  ///   - animated: Whether UIKit animates the presentation.
  ///   - policy: How the request waits for its turn.
  /// - Returns: The request's outcome.
  public func present(
    _ screen: UIViewController,
    animated: Bool = true,
    policy: LanePolicy = .enqueue
  ) async -> TransitionOutcome {
    let lane = self.lane
    return await Self.submit(
      presentRequest(in: lane, screen, animated: animated, policy: policy),
      to: lane,
      destinations: [screen]
    )
  }

  /// Dismisses and waits for the outcome.
  ///
  /// - Parameters:
  ///   - animated: Whether UIKit animates the dismissal.
  ///   - policy: How the request waits for its turn.
  /// - Returns: The request's outcome.
  public func dismiss(animated: Bool = true, policy: LanePolicy = .enqueue) async
    -> TransitionOutcome
  {
    let lane = self.lane
    return await lane.submit(
      dismissRequest(in: lane, animated: animated, policy: policy)
    ).waitForOutcome()
  }

  /// Removes every presented controller and pops to the root, and waits for the outcome.
  ///
  /// - Parameters:
  ///   - animated: Whether UIKit animates the steps.
  ///   - policy: How the request waits for its turn.
  /// - Returns: The request's outcome.
  public func removeAll(animated: Bool = true, policy: LanePolicy = .enqueue) async
    -> TransitionOutcome
  {
    let lane = self.lane
    return await lane.submit(
      removeAllRequest(in: lane, animated: animated, policy: policy)
    ).waitForOutcome()
  }
}
