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

/// One animated change of a navigation stack.
@MainActor
final class NavigationTransition {
  let kind: NavigationKind
  let from: UIViewController?
  let to: UIViewController?
  let added: [UIViewController]
  let removed: [UIViewController]
  /// The stack before the change, restored by a cancelled swipe.
  let previousStack: [UIViewController]
  let coordinator: TransitionCoordinator
  let window: UIWindow
  /// Legacy profile: how many running transitions this one overlaps.
  let depth: Int
  var timer: ScheduledWork?
  /// Modern profile: calls made during this transition, applied at its end.
  var deferred: [DeferredNavigation] = []
  var isInteractive: Bool

  init(
    kind: NavigationKind,
    from: UIViewController?,
    to: UIViewController?,
    added: [UIViewController],
    removed: [UIViewController],
    previousStack: [UIViewController],
    coordinator: TransitionCoordinator,
    window: UIWindow,
    depth: Int
  ) {
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
}
