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
  /// The stack the gate guards; nil once the gate is replaced or the stack goes away.
  ///
  /// Weak: the controller owns the gate, and a gate that outlives it (kept by an app's own
  /// wrapper) must see nil.
  weak var navigationController: BatonNavigationController?
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
      if let context = LaneRegistry.shared.existingContext(for: navigation), context.lane.isBusy {
        return false
      }
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
