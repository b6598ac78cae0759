import Baton
import Foundation

/// Where a navigation controller stands.
enum NavigationState {
  /// No transition runs; calls apply at once.
  case idle
  /// An animated (or interactive) transition runs.
  case transitioning(NavigationTransition)
  /// F12 or F13: the controller believes it is transitioning forever.
  case frozen
}

/// The kinds of navigation change, named as ``Headless/Event`` reports them.
enum NavigationKind: String {
  case push
  case pop
  case popTo
  case popToRoot
  case setViewControllers
  case interactivePop
}

/// A navigation call waiting for the running transition to end (modern profile).
enum DeferredNavigation {
  case push(UIViewController, animated: Bool)
  case pop(animated: Bool)
  case popTo(UIViewController, animated: Bool)
  case popToRoot(animated: Bool)
  case set([UIViewController], animated: Bool)
}

/// The controllers that join or leave a stack: none, one (a push or pop, without allocating an
/// array on the hot path) or several.
enum Members {
  case none
  case one(UIViewController)
  case many([UIViewController])

  init(_ controllers: [UIViewController]) {
    switch controllers.count {
    case 0: self = .none
    case 1: self = .one(controllers[0])
    default: self = .many(controllers)
    }
  }

  func contains(_ controller: UIViewController) -> Bool {
    switch self {
    case .none: return false
    case .one(let member): return member === controller
    case .many(let members): return members.contains { $0 === controller }
    }
  }

  func visit(_ body: (UIViewController) -> Void) {
    switch self {
    case .none: break
    case .one(let member): body(member)
    case .many(let members): for member in members { body(member) }
    }
  }

  func visitReversed(_ body: (UIViewController) -> Void) {
    switch self {
    case .none: break
    case .one(let member): body(member)
    case .many(let members): for member in members.reversed() { body(member) }
    }
  }
}

/// One animated change of a navigation stack.
@MainActor
final class NavigationTransition {
  /// The navigation controller that runs it (a cycle broken when the transition ends).
  let navigationController: UINavigationController
  let kind: NavigationKind
  let from: UIViewController?
  let to: UIViewController?
  let added: Members
  let removed: Members
  /// The stack before the change, restored by a cancelled swipe (interactive pops only).
  let previousStack: [UIViewController]
  let coordinator: TransitionCoordinator
  let window: UIWindow
  /// Legacy profile: how many running transitions this one overlaps.
  let depth: Int
  /// Modern profile: calls made during this transition, applied at its end.
  var deferred: [DeferredNavigation] = []
  var isInteractive: Bool
  /// Its completions and did-callbacks are running; calls made now wait for its end.
  var isEnding = false

  init(
    navigationController: UINavigationController,
    kind: NavigationKind,
    from: UIViewController?,
    to: UIViewController?,
    added: Members,
    removed: Members,
    previousStack: [UIViewController],
    coordinator: TransitionCoordinator,
    window: UIWindow,
    depth: Int
  ) {
    self.navigationController = navigationController
    self.kind = kind
    self.from = from
    self.to = to
    self.added = added
    self.removed = removed
    self.previousStack = previousStack
    self.coordinator = coordinator
    self.window = window
    self.depth = depth
    self.isInteractive = coordinator.initiallyInteractive
  }

  /// Ends the transition as completed (the timer's work: one captured reference, no context).
  func complete() {
    navigationController.endTransition(self, cancelled: false)
  }
}
