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

/// Which animator runs a change of a navigation stack.
enum NavigationAnimator: Equatable {
  /// UIKit's own (the parallax slide), with its built-in interaction controller; also a change
  /// without animation.
  case builtin
  /// The navigation delegate's (`navigationController(_:animationControllerFor:from:to:)`).
  case delegate
  /// The pushed or popped screen's `preferredTransition` (the iOS 18 zoom).
  case screenTransition
}

/// A navigation call, as the gate sees it and as it waits for a running transition to end.
enum DeferredNavigation {
  case push(UIViewController, animated: Bool)
  case pop(animated: Bool)
  case popTo(UIViewController, animated: Bool)
  case popToRoot(animated: Bool)
  case set([UIViewController], animated: Bool)

  var isAnimated: Bool {
    switch self {
    case .push(_, let animated), .set(_, let animated), .pop(let animated),
      .popToRoot(let animated), .popTo(_, let animated):
      animated
    }
  }

  var isPop: Bool {
    switch self {
    case .pop, .popTo, .popToRoot: true
    case .push, .set: false
    }
  }
}

/// One animated change of a navigation stack.
@MainActor
final class NavigationTransition {
  /// Its number among its navigation controller's transitions, by which its timer finds it.
  let serial: Int
  let kind: NavigationKind
  let from: UIViewController?
  let to: UIViewController?
  let added: [UIViewController]
  let removed: [UIViewController]
  /// The stack before the change, restored by a cancelled swipe (interactive pops only).
  let previousStack: [UIViewController]
  let coordinator: TransitionCoordinator
  /// Whether the delegate's animator runs it (A10): UIKit's preemption asks the animator
  /// (`shouldPreemptWithContext:`), which an app's animator does not answer.
  let usesCustomAnimator: Bool
  /// The window the transition runs in (it holds the navigation controller).
  private(set) weak var window: UIWindow?
  /// Legacy profile: how many running transitions this one overlaps.
  let depth: Int
  var isInteractive: Bool
  /// Its did-callbacks are running; calls made now wait for its coordinator's completions.
  var isEnding = false

  init(
    serial: Int,
    kind: NavigationKind,
    from: UIViewController?,
    to: UIViewController?,
    added: [UIViewController],
    removed: [UIViewController],
    previousStack: [UIViewController],
    coordinator: TransitionCoordinator,
    usesCustomAnimator: Bool,
    window: UIWindow,
    depth: Int
  ) {
    self.serial = serial
    self.kind = kind
    self.from = from
    self.to = to
    self.added = added
    self.removed = removed
    self.previousStack = previousStack
    self.coordinator = coordinator
    self.usesCustomAnimator = usesCustomAnimator
    self.window = window
    self.depth = depth
    self.isInteractive = coordinator.initiallyInteractive
  }
}
