import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// What a ``BatonNavigationController`` (and the app-wide guard, for a plain navigation
/// controller) observes, through public API, of the moments UIKit's
/// own swipe-back delegate refuses (`Docs/UIKitFacts.md`, "Baton gate"): the keyboard moving,
/// the bar animating, and which animator ran the stack's last transition.
///
/// The keyboard moves from a will-show, will-hide or will-change-frame notification until a
/// did notification, or until the animation's duration (its `userInfo`) has passed, whichever
/// comes first: a frame-only move (another keyboard's height) counts, as UIKit's
/// `UIPeripheralHost._isTransitioning` does. The bar animates for
/// `UINavigationController.hideShowBarDuration` after an animated
/// `setNavigationBarHidden(_:animated:)` that changes it.
@MainActor
final class SwipeBackSignals {
  /// The time now on the navigation controller's clock, if it has one.
  private let clock: @MainActor () -> TimeInterval?
  /// When the keyboard's move began and how long it lasts, while it moves.
  private var keyboardMove: (start: TimeInterval?, duration: TimeInterval)?
  /// When the bar's animation ends, while it animates.
  private var barAnimationEnd: TimeInterval?
  /// Which animator ran the stack's last transition, noted when it started (UIKit's private
  /// `_isUsingBuiltinAnimator`).
  var lastAnimator = SwipeBackAnimator.system
  private var tokens: [any NSObjectProtocol] = []

  init(clock: @escaping @MainActor () -> TimeInterval?) {
    self.clock = clock
    let center = NotificationCenter.default
    for name in [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
      UIResponder.keyboardWillChangeFrameNotification,
    ] {
      let token = center.addObserver(forName: name, object: nil, queue: nil) {
        [weak self] notification in
        let duration = Self.duration(in: notification.userInfo)
        MainActor.assumeIsolated { self?.keyboardWillMove(lasting: duration) }
      }
      tokens.append(token)
    }
    for name in [
      UIResponder.keyboardDidShowNotification, UIResponder.keyboardDidHideNotification,
      UIResponder.keyboardDidChangeFrameNotification,
    ] {
      let token = center.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
        MainActor.assumeIsolated { self?.keyboardMove = nil }
      }
      tokens.append(token)
    }
  }

  #if compiler(>=6.2)
    // Swift 6.0 and 6.1 (Xcode 16) have no isolated deinit. Built with them, the observers
    // stay in the notification center (a small block each); they hold their owner weakly and
    // do nothing once it is gone.
    isolated deinit {
      for token in tokens { NotificationCenter.default.removeObserver(token) }
    }
  #endif

  /// Whether the keyboard is appearing, disappearing or changing its frame now.
  var isKeyboardTransitioning: Bool {
    guard let move = keyboardMove else { return false }
    guard let start = move.start, let now = clock() else { return true }
    return now < start + move.duration
  }

  /// Whether the bar is animating in or out now.
  var isBarAnimating: Bool {
    guard let end = barAnimationEnd, let now = clock() else { return false }
    return now < end
  }

  /// Notes an animated change of the bar's visibility.
  func barWillAnimate(lasting duration: TimeInterval) {
    guard let now = clock() else { return }
    barAnimationEnd = now + duration
  }

  private func keyboardWillMove(lasting duration: TimeInterval) {
    keyboardMove = (clock(), duration)
  }

  /// The keyboard animation's duration in a notification's `userInfo` (0.25 s when absent).
  private nonisolated static func duration(in userInfo: [AnyHashable: Any]?) -> TimeInterval {
    let value = userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey]
    if let seconds = value as? Double { return seconds }
    if let number = value as? NSNumber { return number.doubleValue }
    return 0.25
  }
}

extension UINavigationController {
  /// The time now on this controller's clock: its lane's, else the default environment's.
  var swipeBackClock: TimeInterval {
    let registry = LaneRegistry.shared
    let scheduler =
      registry.existingContext(for: self)?.lane.scheduler ?? registry.defaultEnvironment.scheduler
    return scheduler.now
  }

  /// Adds to `context` what UIKit's own delegate would refuse for, read from public API: the
  /// bar animating and the keyboard moving (from `signals`, when this controller has them), an
  /// animator UIKit's built-in interaction cannot drive (``hasOwnAnimator(_:)``), an active
  /// search controller hiding the bar; and whether the user may interrupt the transition.
  ///
  /// - Parameters:
  ///   - signals: The keyboard and bar moments observed for this controller, if any.
  ///   - context: The context to complete.
  func addSystemSignals(_ signals: SwipeBackSignals?, to context: inout SwipeBackContext) {
    context.isTransitionPreemptable = userMayInterruptRunningTransition
    context.isBarAnimating = signals?.isBarAnimating ?? false
    context.hasCustomAnimator = hasOwnAnimator(signals)
    context.isKeyboardTransitioning = signals?.isKeyboardTransitioning ?? false
    if let search = topViewController?.navigationItem.searchController {
      context.isSearchHidingBar = search.isActive && search.hidesNavigationBarDuringPresentation
    }
  }

  /// Whether UIKit would not drive a swipe's pop with its built-in interaction controller.
  ///
  /// Its private `_shouldUseBuiltinInteractionController` is NO (`Docs/UIKitFacts.md` A5 R1),
  /// read without asking the app's animator factory anything:
  ///
  /// - the top screen has a `preferredTransition` (iOS 18; of the transitions a push can use,
  ///   the zoom, which has its own exit gesture);
  /// - where UIKit runs the delegate's animator for its swipe's pop (iOS 7 to 9,
  ///   ``SwipePopEra``), the delegate implements the animator or interaction method, whatever
  ///   it returns and whichever animator ran the last transition;
  /// - the app's animator ran the last transition (`signals`);
  /// - a screen's own transition ran it, while the delegate implements those methods or while
  ///   it still runs.
  private func hasOwnAnimator(_ signals: SwipeBackSignals?) -> Bool {
    if #available(iOS 18.0, *), topViewController?.preferredTransition != nil { return true }
    if SwipePopEra.runsDelegateAnimator { return delegateImplementsAnimatorMethods }
    switch signals?.lastAnimator ?? .system {
    case .system: return false
    case .app: return true
    case .screenTransition, .fullScreenPan:
      return delegateImplementsAnimatorMethods || transitionCoordinator != nil
    }
  }

  /// Notes, as a transition on this stack starts, which animator runs it: what UIKit's
  /// `_isUsingBuiltinAnimator` answers afterwards.
  ///
  /// The arriving screen's (a push) or leaving screen's (a pop) `preferredTransition` decides
  /// first; the system swipe runs UIKit's own (A10), Baton's full-screen pan Baton's; else the
  /// navigation delegate is asked for the animator of this very transition, while it runs, as
  /// UIKit has just asked it: Baton never asks outside a transition.
  func noteAnimatorOfStartingTransition() {
    guard let signals = swipeBackSignalsIfAny else { return }
    signals.lastAnimator = animatorOfRunningTransition()
  }

  /// The swipe-back signals of this stack: a ``BatonNavigationController``'s own, or those the
  /// app-wide guard keeps for a plain controller it met.
  var swipeBackSignalsIfAny: SwipeBackSignals? {
    (self as? BatonNavigationController)?.swipeBackSignals ?? GuardedSwipeBack.signals(of: self)
  }

  private func animatorOfRunningTransition() -> SwipeBackAnimator {
    guard let coordinator = transitionCoordinator,
      let from = coordinator.viewController(forKey: .from),
      let to = coordinator.viewController(forKey: .to)
    else { return .system }
    let isPop = !viewControllers.contains { $0 === from }
    if #available(iOS 18.0, *), (isPop ? from : to).preferredTransition != nil {
      return .screenTransition
    }
    if coordinator.isInteractive {
      let isBatonPan = (self as? BatonNavigationController)?.fullScreenPop?.isDriving ?? false
      return isBatonPan ? .fullScreenPan : .system
    }
    guard let delegate else { return .system }
    let animator =
      delegate.navigationController?(
        self,
        animationControllerFor: isPop ? .pop : .push,
        from: from,
        to: to
      ) ?? nil
    return animator == nil ? .system : .app
  }
}

/// Which animator ran a navigation transition, as Baton's swipe-back gate tells them apart.
enum SwipeBackAnimator {
  /// UIKit's own, or no animation.
  case system
  /// The app's navigation delegate's.
  case app
  /// Baton's full-screen pan's (vended by Baton's proxy): not UIKit's, so not one iOS 26
  /// preempts, but not the app's either; the swipe-back counts it as a screen's transition.
  case fullScreenPan
  /// A screen's `preferredTransition` (the iOS 18 zoom).
  case screenTransition
}
