import Foundation

extension Headless.World {
  /// A simulated finger on the leading edge of `navigationController`'s view: its swipe-back.
  ///
  /// The same as ``attemptInteractivePop(on:touchInNavigationBar:touching:)``, returning only
  /// the swipe in progress.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller to swipe on.
  ///   - touchInNavigationBar: Whether the finger lands on the navigation bar.
  ///   - touchedView: The view under the finger (UIKit's hit-test result); `nil` means the
  ///     navigation controller's view.
  /// - Returns: The swipe in progress, or `nil` when the gesture does not begin.
  public func beginInteractivePop(
    on navigationController: UINavigationController,
    touchInNavigationBar: Bool = false,
    touching touchedView: UIView? = nil
  ) -> Headless.InteractivePop? {
    attemptInteractivePop(
      on: navigationController,
      touchInNavigationBar: touchInNavigationBar,
      touching: touchedView
    ).pop
  }

  /// A simulated finger on the leading edge of `navigationController`'s view, moving towards
  /// the trailing edge, and what became of it.
  ///
  /// Like UIKit, the swipe-back recognizer must be enabled and attached to a view in a window
  /// that nothing is presented over, and the touched view must be inside that view. Its
  /// delegate is asked `gestureRecognizer(_:shouldReceive:)` for the touch (whose `view` is the
  /// navigation bar when `touchInNavigationBar`, else `touchedView`), then for the event (the
  /// public question, then UIKit's private `_gestureRecognizer:shouldReceiveEvent:` when the
  /// delegate is UIKit's). The recognizers under the finger then compete for it (A12): one that
  /// need not wait for the swipe (no `require(toFail:)`, no delegate answer, and no UIKit
  /// delegate making it wait) recognizes first and takes it. Otherwise the delegate is asked
  /// `gestureRecognizerShouldBegin(_:)`, then the view. UIKit's own delegate refuses at the
  /// root; a replaced delegate (or none) that allows it there freezes the controller (F12;
  /// see ``Headless/Assumptions/swipeAtRootFreezes``), and a swipe that begins during a
  /// transition freezes it too (F13). On begin the recognizer's state is `.began` and it calls
  /// `popViewController(animated: true)` on the navigation controller (A2, see
  /// ``Headless/Assumptions/swipeCallsPopViewController``), so subclasses see swipes.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller to swipe on.
  ///   - touchInNavigationBar: Whether the finger lands on the navigation bar.
  ///   - touchedView: The view under the finger; `nil` means the navigation controller's view.
  /// - Returns: The attempt: its outcome, the swipe in progress and which recognizer won.
  public func attemptInteractivePop(
    on navigationController: UINavigationController,
    touchInNavigationBar: Bool = false,
    touching touchedView: UIView? = nil
  ) -> Headless.SwipeAttempt {
    attemptSwipe(
      on: navigationController,
      with: navigationController.interactivePopGestureRecognizer,
      touchInNavigationBar: touchInNavigationBar,
      touchedView: touchedView
    )
  }

  /// A simulated finger panning from the middle of `navigationController`'s content towards
  /// the trailing edge: iOS 26's content swipe
  /// (``UINavigationController/interactiveContentPopGestureRecognizer``).
  ///
  /// The same as ``attemptInteractiveContentPop(on:touching:)``, returning only the swipe in
  /// progress.
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller to swipe on.
  ///   - touchedView: The view under the finger; `nil` means the navigation controller's view.
  /// - Returns: The swipe in progress, or `nil` when the gesture does not begin.
  public func beginInteractiveContentPop(
    on navigationController: UINavigationController,
    touching touchedView: UIView? = nil
  ) -> Headless.InteractivePop? {
    attemptInteractiveContentPop(on: navigationController, touching: touchedView).pop
  }

  /// A simulated content swipe, and what became of it.
  ///
  /// It behaves as ``attemptInteractivePop(on:touchInNavigationBar:touching:)`` with the
  /// content recognizer; before iOS 26 (every profile but ``Headless/Profile/fluid``) there is
  /// none, and the touch is not delivered. The touch the delegate receives reports
  /// `touchedView` as its `view`, as UIKit's does (its hit-test result). A scroll view's pan
  /// under the finger waits for the content swipe by UIKit's own rule only where it cannot
  /// scroll horizontally or sits at its leading edge, not decelerating or bouncing; elsewhere
  /// it scrolls and the content swipe never begins (`Docs/UIKitFacts.md` A7).
  ///
  /// - Parameters:
  ///   - navigationController: The navigation controller to swipe on.
  ///   - touchedView: The view under the finger; `nil` means the recognizer's view (the
  ///     navigation controller's). A view outside the navigation controller's view gets no
  ///     swipe: UIKit delivers a touch only to the recognizers of the hit view and its
  ///     ancestors.
  /// - Returns: The attempt: its outcome, the swipe in progress and which recognizer won.
  public func attemptInteractiveContentPop(
    on navigationController: UINavigationController,
    touching touchedView: UIView? = nil
  ) -> Headless.SwipeAttempt {
    attemptSwipe(
      on: navigationController,
      with: navigationController.interactiveContentPopGestureRecognizer,
      touchInNavigationBar: false,
      touchedView: touchedView
    )
  }

  func attemptSwipe(
    on navigationController: UINavigationController,
    with swipeRecognizer: UIGestureRecognizer?,
    touchInNavigationBar: Bool,
    touchedView: UIView?
  ) -> Headless.SwipeAttempt {
    guard !navigationController.isFrozen,
      navigationController.presentedViewController == nil,  // a sheet covers the edge
      let recognizer = swipeRecognizer,
      recognizer.isEnabled,
      let view = recognizer.view,
      let window = view.window
    else { return Headless.SwipeAttempt(outcome: .notDelivered) }
    let hit = touchInNavigationBar ? navigationController.navigationBar : touchedView ?? view
    guard hit === view || hit.isDescendant(of: view) else {
      return Headless.SwipeAttempt(outcome: .notDelivered)
    }
    let touch = UITouch()
    touch.viewStorage = hit
    touch.windowStorage = window
    touch.timestampStorage = scheduler.now
    touch.recognizerStorage = [recognizer]
    var competition = GestureCompetition(
      driven: recognizer,
      touch: touch,
      movement: .leadingToTrailing(in: view)
    )
    if recognizer === navigationController.interactiveContentPopGestureRecognizer {
      competition.dynamicallyWaits = { other in
        Self.contentSwipeMakesWait(other, of: navigationController)
      }
    }
    let refused = { Headless.SwipeAttempt(outcome: .refused, winner: competition.firstToBegin()) }
    let delivered =
      (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true)
      && recognizer.delegateReceives(UIEvent())
    guard delivered else { return refused() }
    let waiting: [UIGestureRecognizer]
    switch competition.resolve() {
    case .taken(let other):
      return Headless.SwipeAttempt(outcome: .takenByOtherRecognizer, winner: other)
    case .drivenDecides(let others):
      waiting = others
    }
    guard recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true,
      view.gestureRecognizerShouldBegin(recognizer)
    else {
      return Headless.SwipeAttempt(
        outcome: .refused,
        winner: competition.takeAfterFailure(waiting)
      )
    }
    let pop = beginSwipe(on: navigationController, recognizer: recognizer)
    return Headless.SwipeAttempt(outcome: .began, pop: pop, winner: recognizer)
  }

  /// Starts the pop of a swipe that began (or freezes the controller: F12, F13).
  private func beginSwipe(
    on navigationController: UINavigationController,
    recognizer: UIGestureRecognizer
  ) -> Headless.InteractivePop {
    recognizer.stateStorage = .began
    if let decided = swipeDuringTransition(on: navigationController, recognizer: recognizer) {
      return decided
    }
    let depthBefore = navigationController.stack.count
    pendingSwipe = navigationController
    if assumptions.swipeCallsPopViewController {
      navigationController.popViewController(animated: true)
    } else {
      _ = navigationController.performPop(animated: true)
    }
    if pendingSwipe === navigationController { pendingSwipe = nil }
    if let transition = navigationController.runningTransition, transition.isInteractive {
      return Headless.InteractivePop(
        navigationController: navigationController,
        recognizer: recognizer,
        transition: transition
      )
    }
    if depthBefore <= 1, assumptions.swipeAtRootFreezes {
      record(
        .interactivePopAtRoot,
        "(no message: the swipe-back gesture began at the root of "
          + "\(navigationController); it now ignores pushes and gestures)"
      )
      navigationController.navigationState = .frozen
    }
    return Headless.InteractivePop(
      navigationController: navigationController,
      recognizer: recognizer,
      transition: nil
    )
  }
}

extension Headless {
  /// A swipe-back in progress: move the finger, then let go to finish or cancel.
  @MainActor
  public final class InteractivePop {
    /// The navigation controller being swiped.
    public let navigationController: UINavigationController
    /// The recognizer the finger drives (the edge one or iOS 26's content one).
    ///
    /// Weak: the navigation controller's view holds it.
    private weak var recognizer: UIGestureRecognizer?
    private let transition: NavigationTransition?
    private var isReleased = false

    init(
      navigationController: UINavigationController,
      recognizer: UIGestureRecognizer,
      transition: NavigationTransition?
    ) {
      self.navigationController = navigationController
      self.recognizer = recognizer
      self.transition = transition
    }

    /// Whether the swipe drives a pop (`false` after F12/F13 or when an override swallowed it).
    public var isDrivingTransition: Bool { transition != nil && !isReleased }

    /// Moves the finger: `progress` is the fraction of the pop done, from 0 to 1.
    ///
    /// - Parameter progress: The fraction done; clamped to 0...1.
    public func update(progress: Double) {
      guard !isReleased else { return }
      recognizer?.stateStorage = .changed
      transition?.coordinator.percentComplete = CGFloat(min(1, max(0, progress)))
    }

    /// Lets go past the threshold: the pop completes over the remaining fraction of its duration.
    public func finish() {
      release(cancelled: false)
    }

    /// Lets go before the threshold: the pop is cancelled (A2: no did-show) over the fraction
    /// done.
    public func cancel() {
      release(cancelled: true)
    }

    private func release(cancelled: Bool) {
      guard !isReleased else { return }
      isReleased = true
      let recognizer = self.recognizer
      recognizer?.stateStorage = cancelled ? .cancelled : .ended
      guard let transition else {
        recognizer?.stateStorage = .possible
        return
      }
      let coordinator = transition.coordinator
      let done = Double(coordinator.percentComplete)
      transition.isInteractive = false
      coordinator.endInteraction(cancelled: cancelled)
      let remaining = (cancelled ? done : 1 - done) * coordinator.transitionDuration
      // Weak: the navigation controller owns the transition, and a world dropped before the
      // finger's animation ends is freed with everything in it.
      let serial = transition.serial
      navigationController.world.scheduler.schedule(after: remaining) {
        [weak recognizer, weak navigationController] in
        recognizer?.stateStorage = .possible
        navigationController?.endLiveTransition(serial: serial, cancelled: cancelled)
      }
    }
  }
}
