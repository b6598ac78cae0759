#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// How a request whose turn has come reaches UIKit, for every path into the lane: one place that
/// knows the two ways past the lane.
///
/// A request of the explicit API (`vc.baton`) or of ``BatonNavigationController``'s overrides
/// calls UIKit's public method with the lane's pass for that one call (``DirectCalls``,
/// ``GuardBypass``), so that the override or hook it meets lets it through. A call the app-wide
/// guard intercepted calls the implementation the guard replaced (``ReplacedImplementations``),
/// so that what ran above the guard when the app made the call does not run twice.
@MainActor
enum TurnCalls {
  /// UIKit's public methods, with the lane's pass for the one call.
  case direct
  /// The implementations the app-wide guard replaced, called directly.
  case replaced(ReplacedImplementations)

  /// The replaced implementations; nil for ``direct``.
  var replaced: ReplacedImplementations? {
    switch self {
    case .direct: nil
    case .replaced(let implementations): implementations
    }
  }

  /// Pushes `viewController` onto `navigation`.
  func push(
    _ viewController: UIViewController,
    on navigation: UINavigationController,
    animated: Bool
  ) {
    switch self {
    case .direct: DirectCalls.push(viewController, on: navigation, animated: animated)
    case .replaced(let calls): calls.push(navigation, viewController, animated)
    }
  }

  /// Pops `navigation` to `target`; returns what UIKit popped.
  func pop(
    _ navigation: UINavigationController,
    to target: PopTarget,
    animated: Bool
  ) -> [UIViewController]? {
    switch self {
    case .direct: DirectCalls.pop(navigation, to: target, animated: animated)
    case .replaced(let calls): calls.pop(navigation, to: target, animated: animated)
    }
  }

  /// Replaces the stack of `navigation`.
  func set(
    _ viewControllers: [UIViewController],
    on navigation: UINavigationController,
    animated: Bool
  ) {
    switch self {
    case .direct: DirectCalls.set(viewControllers, on: navigation, animated: animated)
    case .replaced(let calls): calls.setViewControllers(navigation, viewControllers, animated)
    }
  }
}
