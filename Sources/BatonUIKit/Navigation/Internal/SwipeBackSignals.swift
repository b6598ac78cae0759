import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// What a ``BatonNavigationController`` (and the app-wide guard, for a plain navigation
/// controller) observes, through public API, of the moments UIKit's
/// own swipe-back delegate refuses (`Docs/UIKitFacts.md`, "Baton gate"): the keyboard moving
/// and the bar animating.
///
/// The keyboard moves from a will-show or will-hide notification until the matching did
/// notification, or until the animation's duration (its `userInfo`) has passed, whichever comes
/// first. The bar animates for `UINavigationController.hideShowBarDuration` after an animated
/// `setNavigationBarHidden(_:animated:)` that changes it.
@MainActor
final class SwipeBackSignals {
  /// The time now on the navigation controller's clock, if it has one.
  private let clock: @MainActor () -> TimeInterval?
  /// When the keyboard's move began and how long it lasts, while it moves.
  private var keyboardMove: (start: TimeInterval?, duration: TimeInterval)?
  /// When the bar's animation ends, while it animates.
  private var barAnimationEnd: TimeInterval?
  private var tokens: [any NSObjectProtocol] = []

  init(clock: @escaping @MainActor () -> TimeInterval?) {
    self.clock = clock
    let center = NotificationCenter.default
    for name in [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardWillHideNotification,
    ] {
      let token = center.addObserver(forName: name, object: nil, queue: nil) {
        [weak self] notification in
        let duration = Self.duration(in: notification.userInfo)
        MainActor.assumeIsolated { self?.keyboardWillMove(lasting: duration) }
      }
      tokens.append(token)
    }
    for name in [UIResponder.keyboardDidShowNotification, UIResponder.keyboardDidHideNotification] {
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

  /// Whether the keyboard is appearing or disappearing now.
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
  /// bar animating and the keyboard moving (from `signals`, when this controller has them), the
  /// navigation delegate's pop animator, an active search controller hiding the bar; and
  /// whether the user may interrupt the transition.
  ///
  /// - Parameters:
  ///   - signals: The keyboard and bar moments observed for this controller, if any.
  ///   - context: The context to complete.
  func addSystemSignals(_ signals: SwipeBackSignals?, to context: inout SwipeBackContext) {
    context.isTransitionPreemptable = userMayInterruptRunningTransition
    context.isBarAnimating = signals?.isBarAnimating ?? false
    context.hasCustomAnimator = delegateSuppliesPopAnimator
    context.isKeyboardTransitioning = signals?.isKeyboardTransitioning ?? false
    if let search = topViewController?.navigationItem.searchController {
      context.isSearchHidingBar = search.isActive && search.hidesNavigationBarDuringPresentation
    }
  }

  /// Whether the navigation controller's delegate supplies its own animator for popping the
  /// top screen (UIKit then has no built-in interaction for its swipes).
  private var delegateSuppliesPopAnimator: Bool {
    let stack = viewControllers
    guard stack.count > 1, let delegate else { return false }
    let animator =
      delegate.navigationController?(
        self,
        animationControllerFor: .pop,
        from: stack[stack.count - 1],
        to: stack[stack.count - 2]
      ) ?? nil
    return animator != nil
  }
}
