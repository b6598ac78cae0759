import Foundation

extension UIViewController {
  /// The root-most ancestor: the controller whose presentation slot a presentation uses.
  var presentationContext: UIViewController {
    // Walks the stored parents: a subclass's override of the open `parent` would not change the
    // containment the model records.
    var root = self
    while let next = root.parentStorage { root = next }
    return root
  }

  func performPresent(
    _ presented: UIViewController,
    animated: Bool,
    completion: (() -> Void)?
  ) {
    let context = presentationContext
    let modern = world.profile != .legacy
    if let refusal = activeControllerRefusal(presenting: presented, context: context) {
      world.record(.presentActiveController, refusal)
      return
    }
    guard let window = viewStorage?.window else {
      // The texts are built only when a fault is recorded: the success path must not pay for them.
      let (x, y, z) = (presented, context, self)
      world.record(
        .presentNotInWindowHierarchy,
        modern
          ? "[Presentation] Attempt to present \(x) on \(y) (from \(z)) whose view is not in the "
            + "window hierarchy."
          : "Warning: Attempt to present \(x) on \(z) whose view is not in the window hierarchy!"
      )
      return
    }
    if modern && window.runningNavigationTransitions > 0 {
      window.waitingForNavigation.append { [self] in
        performPresent(presented, animated: animated, completion: completion)
      }
      return
    }
    if window.modalTransition != nil {
      let (x, y, z) = (presented, context, self)
      world.record(
        .presentationInProgress,
        modern
          ? "[Presentation] Attempt to present \(x) on \(y) (from \(z)) while a presentation is in "
            + "progress."
          : "Warning: Attempt to present \(x) on \(y) while a presentation is in progress!"
      )
      return
    }
    if let existing = context.presentedStorage {
      let (x, y, z, w) = (presented, context, self, existing)
      world.record(
        .presentWhileAlreadyPresenting,
        modern
          ? "[Presentation] Attempt to present \(x) on \(y) (from \(z)) which is already "
            + "presenting \(w)."
          : "Warning: Attempt to present \(x) on \(y) which is already presenting \(w)"
      )
      return
    }
    startPresentation(presented, context: context, window: window, animated: animated, completion)
  }

  /// F8's text when `presented` cannot be presented at all, or `nil` when it can: UIKit throws
  /// a different text for each case (presenting itself, already presented, has a parent,
  /// active).
  private func activeControllerRefusal(
    presenting presented: UIViewController,
    context: UIViewController
  ) -> String? {
    if presented === self || presented === context {
      return "Application tried to present modal view controller on itself. Presenting "
        + "controller is \(presented)."
    }
    if let presenter = presented.presentingStorage {
      return "Application tried to present modally a view controller \(presented) that is "
        + "already being presented by \(presenter)."
    }
    if let parent = presented.parent {
      return "Application tried to present modally a view controller \(presented) that has a "
        + "parent view controller \(parent)."
    }
    if presented.isInWindow {
      return "Application tried to present modally an active controller \(presented)."
    }
    return nil
  }

  private func startPresentation(
    _ presented: UIViewController,
    context: UIViewController,
    window: UIWindow,
    animated: Bool,
    _ completion: (() -> Void)?
  ) {
    let requested = presented.modalPresentationStyle
    let style = requested == .automatic ? UIModalPresentationStyle.pageSheet : requested
    presented.resolvedPresentationStyle = style
    context.presentedStorage = presented
    presented.presentingStorage = context
    presented.presentationControllerStorage = UIPresentationController(
      presentedViewController: presented,
      presenting: context
    )
    let view = presented.loadedView
    presented.beingPresented = true
    let coordinator =
      animated
      ? TransitionCoordinator(
        presentationStyle: style,
        isInteractive: false,
        duration: world.durations.present,
        containerView: window,
        from: context,
        to: presented
      ) : nil
    presented.coordinatorStorage = coordinator
    context.coordinatorStorage = coordinator
    if style.removesPresenterView { context.beginAppearance(false, animated: animated) }
    presented.beginAppearance(true, animated: animated)
    window.addSubview(view)
    let transition = ModalTransition(
      isPresentation: true,
      presenting: context,
      presented: presented,
      chain: [],
      coordinator: coordinator,
      completion: completion,
      window: window,
      style: style
    )
    run(transition, animated: animated, duration: world.durations.present)
  }

  private func finishPresentation(_ transition: ModalTransition) {
    if let window = transition.window, window.modalTransition === transition {
      window.modalTransition = nil
    }
    let presented = transition.presented
    guard let context = transition.presenting else { return }
    context.runningModalTransition = nil
    presented.endAppearance()
    if transition.style.removesPresenterView {
      context.viewStorage?.removeFromSuperview()
      context.endAppearance()
    }
    presented.beingPresented = false
    if presented.coordinatorStorage === transition.coordinator {
      presented.coordinatorStorage = nil
    }
    if context.coordinatorStorage === transition.coordinator { context.coordinatorStorage = nil }
    emitModal(transition, began: false)
    // As at the end of a push (A2): the coordinator's completions, among them the navigation
    // calls deferred during the presentation, run after the appearance callbacks.
    transition.coordinator?.complete(cancelled: false)
    transition.completion?()
  }

  func performDismiss(animated: Bool, completion: (() -> Void)?) {
    _ = startDismissal(animated: animated, interactive: false, completion: completion)
  }

  /// Starts dismissing this controller's presentation context; an interactive dismissal (a
  /// sheet's drag) waits for the finger, and is returned so that the drag can end it.
  ///
  /// - Returns: The running dismissal, or `nil` when it ended at once or was refused.
  func startDismissal(
    animated: Bool,
    interactive: Bool,
    completion: (() -> Void)?
  ) -> ModalTransition? {
    let context = presentationContext
    let target: UIViewController
    let presenter: UIViewController
    if let presented = context.presentedStorage {
      target = presented
      presenter = context
    } else if let presenting = context.presentingStorage {
      target = context
      presenter = presenting
    } else {
      return nil
    }
    guard let window = target.viewStorage?.window ?? presenter.viewStorage?.window else {
      presenter.presentedStorage = nil
      target.presentingStorage = nil
      return nil
    }
    if window.modalTransition != nil {
      world.record(
        .presentationInProgress,
        "Warning: Attempt to dismiss from view controller \(self) while a "
          + "presentation or dismiss is in progress!"
      )
      return nil
    }
    var chain = [target]
    while let next = chain[chain.count - 1].presentedStorage { chain.append(next) }
    let link = chain[chain.count - 1]
    let coordinator =
      animated
      ? TransitionCoordinator(
        presentationStyle: target.resolvedPresentationStyle,
        isInteractive: interactive,
        duration: world.durations.dismiss,
        containerView: window,
        from: link,
        to: presenter
      ) : nil
    target.beingDismissed = true
    target.coordinatorStorage = coordinator
    presenter.coordinatorStorage = coordinator
    for controller in chain.reversed() { controller.beginAppearance(false, animated: animated) }
    let style = target.resolvedPresentationStyle
    if style.removesPresenterView {
      let targetView = target.viewStorage
      let index = window.subviews.firstIndex { $0 === targetView } ?? 0
      window.insertSubview(presenter.loadedView, at: index)
      presenter.beginAppearance(true, animated: animated)
    }
    let transition = ModalTransition(
      isPresentation: false,
      presenting: presenter,
      presented: target,
      chain: chain,
      coordinator: coordinator,
      completion: completion,
      window: window,
      style: style
    )
    guard animated, interactive else {
      run(transition, animated: animated, duration: world.durations.dismiss)
      return nil
    }
    emitModal(transition, began: true)
    transition.window?.modalTransition = transition
    transition.presenting?.runningModalTransition = transition
    return transition
  }

  /// Announces a modal transition, then ends it with `finish` at once when not animated, or
  /// after `duration` on the world's clock while the window records it as running.
  private func run(_ transition: ModalTransition, animated: Bool, duration: TimeInterval) {
    emitModal(transition, began: true)
    guard animated else {
      finish(transition)
      return
    }
    transition.window?.modalTransition = transition
    // The window and the presenting controller own the running transition: a window that goes
    // away mid-transition does not stop it, and a world dropped mid-transition frees it.
    transition.presenting?.runningModalTransition = transition
    world.scheduler.schedule(after: duration) { [weak transition] in
      guard let transition, let presenting = transition.presenting else { return }
      presenting.finish(transition)
    }
  }

  /// Ends `transition`, a presentation or a dismissal.
  func finish(_ transition: ModalTransition) {
    if transition.isPresentation {
      finishPresentation(transition)
    } else {
      finishDismissal(transition)
    }
  }

  private func finishDismissal(_ transition: ModalTransition) {
    if let window = transition.window, window.modalTransition === transition {
      window.modalTransition = nil
    }
    for controller in transition.chain.reversed() {
      controller.viewStorage?.removeFromSuperview()
      // A controller already hidden by a full-screen presentation above it began nothing.
      if controller.appearance == .disappearing { controller.endAppearance() }
    }
    guard let presenter = transition.presenting else { return }
    presenter.runningModalTransition = nil
    let target = transition.presented
    if transition.style.removesPresenterView { presenter.endAppearance() }
    for controller in transition.chain {
      controller.presentingStorage?.presentedStorage = nil
      controller.presentingStorage = nil
      controller.presentationControllerStorage = nil
    }
    target.beingDismissed = false
    if target.coordinatorStorage === transition.coordinator { target.coordinatorStorage = nil }
    if presenter.coordinatorStorage === transition.coordinator {
      presenter.coordinatorStorage = nil
    }
    emitModal(transition, began: false)
    transition.coordinator?.complete(cancelled: false)
    transition.completion?()
  }

  func emitModal(_ transition: ModalTransition, began: Bool, cancelled: Bool = false) {
    guard world.hasObservers else { return }
    let kind = transition.isPresentation ? "present" : "dismiss"
    guard let presenting = transition.presenting, let shownIn = transition.window else { return }
    let container = ObjectIdentifier(presenting)
    let window = ObjectIdentifier(shownIn)
    if began {
      world.emit(
        .transitionBegan(
          container: container,
          window: window,
          kind: kind,
          label: "\(kind) \(transition.presented.typeName)",
          time: world.scheduler.now
        )
      )
    } else {
      world.emit(
        .transitionEnded(
          container: container,
          window: window,
          kind: kind,
          cancelled: cancelled,
          time: world.scheduler.now
        )
      )
    }
  }
}
