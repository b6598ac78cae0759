import Foundation

/// What the controller's state makes of a navigation call.
enum NavigationGate {
  /// Apply it now.
  case proceed(depth: Int)
  /// Queued on a running transition, or ignored (frozen, F15, F2).
  case handled
}

extension UINavigationController {
  /// Decides what happens to a call made now, by profile: applied; deferred to the end of the
  /// running navigation transition (deferring); the running one preempted (fluid); nested with
  /// F3 or thrown as F2 (legacy); ignored (frozen); during a modal transition that involves this
  /// controller, dropped with F15 (conflicting styles) or deferred to its end (the others).
  func gate(_ request: DeferredNavigation, method: String, incoming: UIViewController?)
    -> NavigationGate
  {
    switch navigationState {
    case .frozen:
      return .handled
    case .transitioning(let running):
      if running.isEnding {
        deferUntilEnd(of: running.coordinator, request)
        return .handled
      }
      switch world.profile {
      case .deferring:
        guard request.isPop && !world.assumptions.modernDefersPops else {
          deferUntilEnd(of: running.coordinator, request)
          return .handled
        }
        return .proceed(depth: running.depth + 1)
      case .fluid:
        // iOS 26 preempts a running transition (it finishes at its end position at once) and
        // applies the new change at once; a swipe the finger still drives is not preempted here.
        guard !running.isInteractive else {
          deferUntilEnd(of: running.coordinator, request)
          return .handled
        }
        // A released swipe ends the way the finger left it (a cancel stays a cancel).
        endTransition(running, cancelled: running.coordinator.isCancelled)
        return gate(request, method: method, incoming: incoming)
      case .legacy:
        return gateNested(on: running, isPop: request.isPop, incoming: incoming)
      }
    case .idle:
      break
    }
    guard world.profile != .legacy, request.isAnimated,
      let modal = viewStorage?.window?.modalTransition, modal.involves(self)
    else { return .proceed(depth: 0) }
    guard modal.conflictsWithNavigation else {
      if let coordinator = modal.coordinator { deferUntilEnd(of: coordinator, request) }
      return .handled
    }
    let printed: String
    switch request {
    case .push, .pop:
      let applies = world.profile == .fluid && world.assumptions.fluidF15NamesApplyViewControllers
      printed =
        applies ? "_applyViewControllers:transition:animated:operation:rescheduleBlock:" : method
    case .popTo, .popToRoot, .set:
      printed = method
    }
    world.record(
      .navigationDuringModalTransition,
      "\(printed) called on <\(typeName) \(addressText)> while an existing transition or "
        + "presentation is occurring; the navigation stack will not be updated."
    )
    return .handled
  }

  /// Queues `request` as a completion of `coordinator`, as UIKit does
  /// (`animateAlongsideTransition:nil completion:`): it runs among the transition's completions,
  /// in the order it was made.
  private func deferUntilEnd(of coordinator: TransitionCoordinator, _ request: DeferredNavigation) {
    coordinator.animate(alongsideTransition: nil) { [weak self] _ in
      guard let self, !self.isFrozen else { return }
      self.apply(request)
    }
  }

  private func gateNested(
    on running: NavigationTransition,
    isPop: Bool,
    incoming: UIViewController?
  )
    -> NavigationGate
  {
    let incomingIsAnimating = incoming != nil && (incoming === running.from)
    if world.assumptions.legacySecondOverlapCrashes && (running.depth >= 1 || incomingIsAnimating) {
      world.record(.cantAddSelfAsSubview, "Can't add self as subview")
      return .handled
    }
    world.record(
      .nestedAnimation,
      "nested \(isPop ? "pop" : "push") animation can result in corrupted navigation bar"
    )
    return .proceed(depth: running.depth + 1)
  }

  func performPush(_ viewController: UIViewController, animated: Bool) {
    guard
      case .proceed(let depth) = gate(
        .push(viewController, animated: animated),
        method: "pushViewController:animated:",
        incoming: viewController
      )
    else { return }
    if viewController.asNavigationController != nil {
      world.record(.pushNavigationController, "Pushing a navigation controller is not supported")
      return
    }
    if stack.contains(where: { $0 === viewController }) {
      recordPushSameInstance(viewController)
      return
    }
    viewController.parent?.detach(viewController)
    change(
      to: nil,
      kind: .push,
      added: [viewController],
      removed: [],
      animated: animated,
      interactive: false,
      depth: depth
    )
  }

  private func recordPushSameInstance(_ viewController: UIViewController) {
    switch world.profile {
    case .legacy:
      world.record(
        .pushSameInstance,
        "Pushing the same view controller instance more than once is not supported "
          + "(\(viewController))"
      )
    case .deferring, .fluid:
      world.record(
        .pushSameInstance,
        "\(self) is pushing the same view controller instance "
          + "(\(viewController)) more than once which is not supported and is "
          + "most likely an error in the application : \(world.assumptions.bundleIdentifier)"
      )
    }
  }

  func performPop(animated: Bool) -> UIViewController? {
    let fromSwipe = world.pendingSwipe === self
    if fromSwipe { world.pendingSwipe = nil }
    let incoming = stack.count > 1 ? stack[stack.count - 2] : nil
    guard
      case .proceed(let depth) = gate(
        .pop(animated: animated),
        method: "popViewControllerAnimated:",
        incoming: incoming
      )
    else { return nil }
    guard stack.count > 1, let popped = stack.last else {
      if fromSwipe { return nil }  // the gesture records F12 instead
      world.record(
        .popAtRoot,
        "(no message: popViewControllerAnimated: at the root of \(self) "
          + "returned nil)"
      )
      return nil
    }
    let interactive = fromSwipe && animated
    change(
      to: nil,
      kind: interactive ? .interactivePop : .pop,
      added: [],
      removed: [popped],
      animated: animated,
      interactive: interactive,
      depth: depth
    )
    return popped
  }

  func performPopTo(_ target: UIViewController, animated: Bool) -> [UIViewController]? {
    guard
      case .proceed(let depth) = gate(
        .popTo(target, animated: animated),
        method: "popToViewController:transition:",
        incoming: target
      )
    else { return nil }
    guard let index = stack.firstIndex(where: { $0 === target }) else {
      // An exception on older SDKs (iOS 14-15 crash logs); an Assert-category log on iOS 26.1.
      world.record(
        .popToMissingController,
        "Tried to pop to a view controller that doesn't exist.",
        isCrash: world.sdk == .old
      )
      return nil
    }
    return popStack(to: index, kind: .popTo, animated: animated, depth: depth)
  }

  func performPopToRoot(animated: Bool) -> [UIViewController]? {
    guard
      case .proceed(let depth) = gate(
        .popToRoot(animated: animated),
        method: "popToViewController:transition:",
        incoming: stack.first
      )
    else { return nil }
    guard !stack.isEmpty else { return nil }
    return popStack(to: 0, kind: .popToRoot, animated: animated, depth: depth)
  }

  private func popStack(to index: Int, kind: NavigationKind, animated: Bool, depth: Int)
    -> [UIViewController]
  {
    let popped = Array(stack[(index + 1)...])
    guard !popped.isEmpty else { return [] }
    let newStack = Array(stack[...index])
    change(
      to: newStack,
      kind: kind,
      added: [],
      removed: popped,
      animated: animated,
      interactive: false,
      depth: depth
    )
    return popped
  }

  func performSet(_ controllers: [UIViewController], animated: Bool) {
    guard
      case .proceed(let depth) = gate(
        .set(controllers, animated: animated),
        method: "setViewControllers:animated:",
        incoming: controllers.last
      )
    else { return }
    if controllers.contains(where: { $0.asNavigationController != nil }) {
      world.record(
        .nonDistinctViewControllers,
        "UINavigationControllers are not allowed in a navigation controller!"
      )
      return
    }
    for (index, controller) in controllers.enumerated()
    where controllers[..<index].contains(where: { $0 === controller }) {
      world.record(
        .nonDistinctViewControllers,
        "All view controllers in a navigation controller must be distinct "
          + Self.objectiveCDescription(of: controllers)
      )
      return
    }
    let old = stack
    let added = controllers.filter { new in !old.contains { $0 === new } }
    let removed = old.filter { existing in !controllers.contains { $0 === existing } }
    for controller in added { controller.parent?.detach(controller) }
    change(
      to: controllers,
      kind: .setViewControllers,
      added: added,
      removed: removed,
      animated: animated,
      interactive: false,
      depth: depth
    )
  }

  /// An array as Objective-C prints it: `(\n    "<A: 0x…>",\n    "<B: 0x…>"\n)`.
  private static func objectiveCDescription(of controllers: [UIViewController]) -> String {
    "(\n" + controllers.map { "    \"\($0)\"" }.joined(separator: ",\n") + "\n)"
  }

  /// Applies a call that waited for a transition to end; it goes through the gate again, so
  /// one that finds a new transition running waits for that one.
  func apply(_ request: DeferredNavigation) {
    switch request {
    case .push(let controller, let animated):
      performPush(controller, animated: animated)
    case .pop(let animated):
      _ = performPop(animated: animated)
    case .popTo(let controller, let animated):
      _ = performPopTo(controller, animated: animated)
    case .popToRoot(let animated):
      _ = performPopToRoot(animated: animated)
    case .set(let controllers, let animated):
      performSet(controllers, animated: animated)
    }
  }
}
