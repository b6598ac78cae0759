import Foundation

extension UINavigationController {
  /// Applies a validated change of the stack: at once when off screen or not animated, else as
  /// an animated (or interactive) transition on the world's clock.
  ///
  /// `newStack` is `nil` for a push (`added` is the one pushed) or a pop (`removed` is the top),
  /// which edit the stack in place.
  func change(
    to newStack: [UIViewController]?,
    kind: NavigationKind,
    added: [UIViewController],
    removed: [UIViewController],
    animated: Bool,
    interactive: Bool,
    depth: Int
  ) {
    let from = stack.last
    for controller in removed { controller.willMove(toParent: nil) }
    for controller in added {
      controller.willMove(toParent: self)
      attach(controller)
    }
    let oldStack = stack
    if let newStack {
      stack = newStack
    } else if let pushed = added.first {
      stack.append(pushed)
    } else {
      stack.removeLast()
    }
    let to = stack.last
    // A change without animation runs no animator of the app's or the screen's (an assumption:
    // the body of UIKit's `_isUsingBuiltinAnimator` was not read).
    lastAnimator = .builtin
    guard let window = viewStorage?.window, from !== to else {
      if from !== to { needsDeferredTransition = true }
      settleWithoutTransition(to: to, added: added, removed: removed)
      return
    }
    guard animated else {
      changeWithoutAnimation(from: from, to: to, added: added, removed: removed, kind: kind)
      return
    }
    lastTransitionSerial += 1
    let serial = lastTransitionSerial
    // The system swipe's pop ignores the delegate's animator after the legacy era (A10: D18 and
    // D26 `startInteractiveTransition` set `_setShouldIgnoreDelegateTransitionController:`), so
    // it runs UIKit's built-in interactive, cancellable pop.
    let ignoresDelegate = kind == .interactivePop && world.profile != .legacy
    let custom =
      ignoresDelegate
      ? nil
      : from.flatMap { from in
        to.flatMap { to in
          customTransition(kind: kind, from: from, to: to, oldStack: oldStack, serial: serial)
        }
      }
    lastAnimator = animator(for: custom != nil, from: from, to: to, oldStack: oldStack)
    if ignoresDelegate { lastAnimator = .builtin }
    // A custom animator replaces the system's animation, its own interaction included: the
    // transition is interactive only when the delegate also gave an interaction controller
    // (honoured for pops; A10).
    let isInteractive =
      custom.map { $0.interaction != nil && kind != .push && kind != .setViewControllers }
      ?? interactive
    let duration =
      custom?.animator.transitionDuration(using: custom?.context)
      ?? (kind == .push ? world.durations.push : world.durations.pop)
    let coordinator = TransitionCoordinator(
      presentationStyle: .none,
      isInteractive: isInteractive,
      duration: duration,
      containerView: loadedView,
      from: from,
      to: to
    )
    let transition = NavigationTransition(
      serial: serial,
      kind: kind,
      from: from,
      to: to,
      added: added,
      removed: removed,
      previousStack: isInteractive ? oldStack : [],
      coordinator: coordinator,
      usesCustomAnimator: custom != nil,
      window: window,
      depth: depth
    )
    if !isFrozen { navigationState = .transitioning(transition) }
    liveTransitions.append(transition)
    window.runningNavigationTransitions += 1
    coordinatorStorage = coordinator
    from?.coordinatorStorage = coordinator
    to?.coordinatorStorage = coordinator
    let toView = to?.loadedView
    markMoving(from: from, to: to, added: added, removed: removed, flag: true)
    from?.beginAppearance(false, animated: true)
    to?.beginAppearance(true, animated: true)
    if let toView { loadedView.addSubview(toView) }
    if let to { delegate?.navigationController(self, willShow: to, animated: true) }
    if world.hasObservers { emitBegan(kind: kind, to: to, window: window) }
    if let custom, isInteractive, let interaction = custom.interaction {
      interaction.startInteractiveTransition(custom.context)
    } else if !isInteractive {
      world.scheduler.schedule(after: duration) { [weak self] in
        self?.endLiveTransition(serial: serial, cancelled: false)
      }
    }
  }

  /// Which animator runs an animated change: the delegate's when it gave one, else the zoom of
  /// the screen that arrives (a push) or leaves (a pop), else UIKit's own.
  private func animator(
    for delegateGaveOne: Bool,
    from: UIViewController?,
    to: UIViewController?,
    oldStack: [UIViewController]
  ) -> NavigationAnimator {
    if delegateGaveOne { return .delegate }
    let isPop = to.map { to in oldStack.contains { $0 === to } } ?? true
    let moving = isPop ? from : to
    return moving?.preferredTransition?.style == .zoom ? .screenTransition : .builtin
  }

  private func settleWithoutTransition(
    to: UIViewController?,
    added: [UIViewController],
    removed: [UIViewController]
  ) {
    for controller in removed {
      controller.viewStorage?.removeFromSuperview()
      detach(controller)
      controller.didMove(toParent: nil)
    }
    if let container = viewStorage {
      if let to, to.viewStorage?.superview !== container {
        container.addSubview(to.loadedView)
      }
      // Only the top controller's view stays in the container: a covered one left there would
      // later be forwarded an appearance it never had (F7 on its next pop).
      for covered in stack.dropLast() where covered.viewStorage?.superview === container {
        covered.viewStorage?.removeFromSuperview()
      }
    }
    for controller in added { controller.didMove(toParent: self) }
  }

  private func changeWithoutAnimation(
    from: UIViewController?,
    to: UIViewController?,
    added: [UIViewController],
    removed: [UIViewController],
    kind: NavigationKind
  ) {
    let toView = to?.loadedView
    markMoving(from: from, to: to, added: added, removed: removed, flag: true)
    from?.beginAppearance(false, animated: false)
    to?.beginAppearance(true, animated: false)
    if let toView { loadedView.addSubview(toView) }
    if let to { delegate?.navigationController(self, willShow: to, animated: false) }
    from?.viewStorage?.removeFromSuperview()
    for controller in removed { detach(controller) }
    from?.endAppearance()
    to?.endAppearance()
    markMoving(from: from, to: to, added: added, removed: removed, flag: false)
    for controller in removed { controller.didMove(toParent: nil) }
    for controller in added { controller.didMove(toParent: self) }
    if let to { delegate?.navigationController(self, didShow: to, animated: false) }
    if world.hasObservers, let window = viewStorage?.window {
      emitBegan(kind: kind, to: to, window: window)
      emitEnded(kind: kind, window: window, cancelled: false)
    }
  }

  private func markMoving(
    from: UIViewController?,
    to: UIViewController?,
    added: [UIViewController],
    removed: [UIViewController],
    flag: Bool
  ) {
    if let to, added.contains(where: { $0 === to }) { to.movingToParent = flag }
    if let from, removed.contains(where: { $0 === from }) { from.movingFromParent = flag }
  }

  /// Ends `transition`: completed, or cancelled (a swipe the user abandoned).
  ///
  /// A2's end order: the did-appearance callbacks and containment callbacks (while the
  /// transition is still "ending", so navigation calls made there wait), then `didShow`, then the
  /// coordinator's completions, among which run the navigation calls deferred during the
  /// transition, in the order they were made (UIKit's context runs its completion handler before
  /// `_runAlongsideCompletions`). A cancelled swipe calls `willShow` and `didShow` again for the
  /// controller that stays on a recent SDK only.
  func endTransition(_ transition: NavigationTransition, cancelled: Bool) {
    let isCurrent: Bool
    switch navigationState {
    case .transitioning(let running):
      isCurrent = running === transition
    case .frozen:
      isCurrent = true
    case .idle:
      isCurrent = false
    }
    if !isCurrent {
      world.record(
        .nestedAnimation,
        "Finishing up a navigation transition in an unexpected state. Navigation Bar subview "
          + "tree might get corrupted."
      )
    }
    transition.isEnding = true
    if cancelled {
      cancelInteractivePop(transition)
    } else {
      completeTransition(transition)
    }
    if case .transitioning(let running) = navigationState, running === transition {
      navigationState = .idle
    }
    liveTransitions.removeAll { $0 === transition }
    let window = transition.window
    window?.runningNavigationTransitions -= 1
    if isCurrent, let shown = cancelled ? transition.from : transition.to {
      if cancelled {
        if world.sdk == .recent { tellDelegateOfCancelledSwipe(showing: shown) }
      } else {
        delegate?.navigationController(self, didShow: shown, animated: true)
      }
    }
    if world.hasObservers, let window {
      emitEnded(kind: transition.kind, window: window, cancelled: cancelled)
    }
    transition.coordinator.complete(cancelled: cancelled)
    if let window, window.runningNavigationTransitions == 0, !window.waitingForNavigation.isEmpty {
      let waiting = window.waitingForNavigation
      window.waitingForNavigation = []
      for work in waiting { work() }
    }
  }

  /// iOS 26.1 (`_didCancelTransition…`, SDK-gated): the delegate hears `willShow` and `didShow`
  /// for the controller that stays, and the did-cancel notification is posted.
  private func tellDelegateOfCancelledSwipe(showing shown: UIViewController) {
    delegate?.navigationController(self, willShow: shown, animated: true)
    delegate?.navigationController(self, didShow: shown, animated: true)
    NotificationCenter.default.post(
      name: Headless.didCancelShowingViewControllerNotification,
      object: self
    )
  }

  /// Ends the transition numbered `serial` unless it already ended (the timers' work).
  func endLiveTransition(serial: Int, cancelled: Bool) {
    guard let transition = liveTransitions.first(where: { $0.serial == serial }) else { return }
    endTransition(transition, cancelled: cancelled)
  }

  private func completeTransition(_ transition: NavigationTransition) {
    let from = transition.from
    let to = transition.to
    if let from, from !== stack.last { from.viewStorage?.removeFromSuperview() }
    for removed in transition.removed where !stack.contains(where: { $0 === removed }) {
      detach(removed)
    }
    from?.endAppearance()
    to?.endAppearance()
    clearCoordinator(transition)
    markMoving(
      from: from,
      to: to,
      added: transition.added,
      removed: transition.removed,
      flag: false
    )
    for controller in transition.removed { controller.didMove(toParent: nil) }
    for controller in transition.added { controller.didMove(toParent: self) }
  }

  /// A2: B `viewWillDisappear` → A `viewWillAppear` happened at the start; now A
  /// `viewWillDisappear` → A `viewDidDisappear` → B `viewWillAppear` → B `viewDidAppear`, and
  /// neither `willShow` nor `didShow` again.
  private func cancelInteractivePop(_ transition: NavigationTransition) {
    stack = transition.previousStack
    let revealed = transition.to
    let popped = transition.from
    revealed?.beginAppearance(false, animated: true)
    revealed?.viewStorage?.removeFromSuperview()
    revealed?.endAppearance()
    popped?.beginAppearance(true, animated: true)
    popped?.endAppearance()
    clearCoordinator(transition)
    popped?.movingFromParent = false
    popped?.didMove(toParent: self)
  }

  private func clearCoordinator(_ transition: NavigationTransition) {
    let coordinator = transition.coordinator
    if coordinatorStorage === coordinator { coordinatorStorage = nil }
    if transition.from?.coordinatorStorage === coordinator {
      transition.from?.coordinatorStorage = nil
    }
    if transition.to?.coordinatorStorage === coordinator { transition.to?.coordinatorStorage = nil }
  }

  private func emitBegan(kind: NavigationKind, to: UIViewController?, window: UIWindow) {
    let label = to.map { "\(kind.rawValue) \($0.typeName)" } ?? kind.rawValue
    world.emit(
      .transitionBegan(
        container: ObjectIdentifier(self),
        window: ObjectIdentifier(window),
        kind: kind.rawValue,
        label: label,
        time: world.scheduler.now
      )
    )
  }

  private func emitEnded(kind: NavigationKind, window: UIWindow, cancelled: Bool) {
    world.emit(
      .transitionEnded(
        container: ObjectIdentifier(self),
        window: ObjectIdentifier(window),
        kind: kind.rawValue,
        cancelled: cancelled,
        time: world.scheduler.now
      )
    )
  }
}
