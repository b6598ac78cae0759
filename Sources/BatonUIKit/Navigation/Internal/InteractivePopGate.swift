import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Wraps (never replaces) the interactive pop gesture's delegate of a
/// ``BatonNavigationController``.
///
/// The swipe may begin only when the stack has more than one screen, no transition runs (in
/// UIKit or in the lane), the top screen has not opted out (``InteractivePopControlling``), and
/// the touch is not in a visible navigation bar — then the original delegate has the last word.
/// Every other call is forwarded to the original delegate, with UIKit's defaults when there is
/// none.
final class InteractivePopGate: NSObject, UIGestureRecognizerDelegate {
  #if compiler(>=6.2) && !canImport(UIKit)
    /// The stack the gate guards; nil once the gate is replaced or the stack goes away.
    ///
    /// `unowned`, not `weak`: a weak reference would give the navigation controller (one of
    /// the busiest objects) a Swift side table and slow every retain and release of it. The
    /// controller owns the gate and clears this when it replaces the gate and in its isolated
    /// deinit, so a gate that outlives it (kept by an app's own wrapper) sees nil.
    unowned var navigationController: BatonNavigationController?
  #else
    /// The stack the gate guards; nil once the gate is replaced or the stack goes away.
    ///
    /// Weak: UIKit's controllers are Objective-C objects, whose weak references live in the
    /// Objective-C runtime and cost their retains nothing; and without isolated deinit nothing
    /// could clear an unowned one.
    weak var navigationController: BatonNavigationController?
  #endif
  /// The delegate the gate wraps.
  ///
  /// Weak: it belongs to the app (or UIKit) and lives as long as they decide, like the
  /// gesture's own `delegate` reference.
  weak var original: (any UIGestureRecognizerDelegate)?

  init(
    navigationController: BatonNavigationController,
    original: (any UIGestureRecognizerDelegate)?
  ) {
    self.navigationController = navigationController
    self.original = original
    super.init()
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    if let navigation = navigationController {
      guard navigation.viewControllers.count > 1, navigation.transitionCoordinator == nil else {
        return false
      }
      if let lane = LaneRegistry.shared.existingLane(for: navigation), lane.isBusy { return false }
      if let top = navigation.topViewController as? any InteractivePopControlling,
        !top.allowsInteractivePop
      {
        return false
      }
    }
    let begins =
      original.map { GestureDelegateForwarding.shouldBegin($0, gestureRecognizer) ?? true } ?? true
    if begins { navigationController?.interactivePopMayBegin() }
    return begins
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldReceive touch: UITouch
  ) -> Bool {
    if let navigation = navigationController, !navigation.isNavigationBarHidden,
      let view = touch.view, view.isDescendant(of: navigation.navigationBar)
    {
      return false
    }
    guard let original else { return true }
    return GestureDelegateForwarding.shouldReceive(original, gestureRecognizer, touch) ?? true
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldReceive event: UIEvent
  ) -> Bool {
    guard let original else { return true }
    return GestureDelegateForwarding.shouldReceive(original, gestureRecognizer, event) ?? true
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard let original else { return false }
    return GestureDelegateForwarding.shouldRecognizeSimultaneously(
      original,
      gestureRecognizer,
      otherGestureRecognizer
    ) ?? false
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard let original else { return false }
    return GestureDelegateForwarding.shouldRequireFailure(
      original,
      gestureRecognizer,
      otherGestureRecognizer
    ) ?? false
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard let original else { return false }
    return GestureDelegateForwarding.shouldBeRequiredToFail(
      original,
      gestureRecognizer,
      otherGestureRecognizer
    ) ?? false
  }
}
