import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// Wraps (never replaces) the interactive pop gesture's delegate of a
/// ``BatonNavigationController``, and, while the app-wide guard is installed, of every plain
/// `UINavigationController` the guard meets (`GuardedSwipeBack`).
///
/// Baton decides whether the swipe may begin with `SwipeBackPolicy`: the stack, the
/// transitions in UIKit and in the lane (unless the user may interrupt them), UIKit's own
/// refusals read from public API (the bar animating, the navigation delegate's pop animator,
/// the keyboard moving, an active search controller hiding the bar), the top screen's
/// opt-outs and a touch in a visible navigation bar; then the app's own delegate, if it set
/// one, may still veto. UIKit's own delegate is **not** asked whether to begin: its refusals
/// live in the private `_gestureRecognizer:shouldReceiveEvent:`, which the gate cannot forward
/// and which also refuses for a custom left item, a hidden back button or a hidden bar
/// (`Docs/UIKitFacts.md` A5), exactly the cases in which the app wants the swipe. For the edge
/// swipe the gate answers `gestureRecognizer(_:shouldBeRequiredToFailBy:)` `true`, as UIKit's
/// delegate does through its private twin, so scroll views, pagers and swipe actions under the
/// finger wait for the edge (A12). The other calls (the touch, simultaneous recognition, the
/// other failure requirements) go to the app's delegate, else to UIKit's, with UIKit's
/// defaults when there is none.
///
/// A plain navigation controller has none of Baton's own signals (its bar-animation hook, the
/// back-tap interruption, the full-screen pan): the gate reads the rest. While the app-wide
/// guard is off (``BatonGuard/uninstall()``), a plain controller's gate decides nothing: it
/// forwards every call, as if it were not there.
final class InteractivePopGate: NSObject, UIGestureRecognizerDelegate {
  /// The stack the gate guards; nil once the gate is replaced or the stack goes away.
  ///
  /// Weak: the controller owns the gate, and a gate that outlives it (kept by an app's own
  /// wrapper) must see nil.
  weak var navigationController: UINavigationController?
  /// The delegate UIKit installed, which the gate never asks whether to begin.
  ///
  /// Weak: the navigation controller owns it, like the gesture's own `delegate` reference.
  weak var system: (any UIGestureRecognizerDelegate)?
  /// The delegate the app installed, if any: it keeps its say (a veto) and gets every call.
  ///
  /// Weak: it belongs to the app and lives as long as the app decides.
  weak var app: (any UIGestureRecognizerDelegate)?
  /// The gesture the gate guards: the edge swipe, or iOS 26's content swipe.
  let gesture: SwipeBackGesture
  private let policy = SwipeBackPolicy()
  /// The view under the finger, recorded when the touch arrives: for the content swipe, whose
  /// decision depends on a horizontal scroll view under it.
  ///
  /// Weak: the view belongs to the page.
  private weak var touchedView: UIView?

  init(
    gesture: SwipeBackGesture = .systemEdge,
    navigationController: UINavigationController,
    system: (any UIGestureRecognizerDelegate)?,
    app: (any UIGestureRecognizerDelegate)?
  ) {
    self.gesture = gesture
    self.navigationController = navigationController
    self.system = system
    self.app = app
    super.init()
  }

  /// The delegate that answers the calls Baton does not decide.
  private var forwardee: (any UIGestureRecognizerDelegate)? { app ?? system }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigation = navigationController else {
      // A replaced gate kept inside an app's wrapper: the new gate guards; only the app's
      // delegate, if any, still has a say.
      return app.map { GestureDelegateForwarding.shouldBegin($0, gestureRecognizer) ?? true }
        ?? true
    }
    guard GuardedSwipeBack.isGuarded(navigation) else {
      return forwardee.map { GestureDelegateForwarding.shouldBegin($0, gestureRecognizer) ?? true }
        ?? true
    }
    // A presentation covers the stack: its page's swipe waits until it is gone (the page would
    // leave from under what it presented; UIKit's sheet also keeps the finger off the edge).
    if let presented = navigation.presentedViewController, !presented.isBeingDismissed {
      return false
    }
    let baton = navigation as? BatonNavigationController
    let lane = LaneRegistry.shared.existingContext(for: navigation)?.lane
    let top = navigation.topViewController as? any InteractivePopControlling
    var context = SwipeBackContext(
      gesture: gesture,
      stackDepth: navigation.viewControllers.count,
      isTransitionRunning: navigation.transitionCoordinator != nil,
      isLaneBusy: lane?.isBusy ?? false,
      topScreenAllowsSwipeBack: top?.allowsInteractivePop ?? true,
      topScreenAllowsFullScreenSwipeBack: top?.allowsFullScreenInteractivePop ?? true,
      scrollView: scrollViewState(in: navigation)
    )
    navigation.addSystemSignals(
      baton?.swipeBackSignals ?? GuardedSwipeBack.signals(of: navigation),
      to: &context
    )
    if case .refuse(let refusal) = policy.evaluate(context) {
      Self.report(refusal, on: navigation, lane: lane)
      return false
    }
    let begins =
      app.map { GestureDelegateForwarding.shouldBegin($0, gestureRecognizer) ?? true } ?? true
    if begins { baton?.interactivePopMayBegin() }
    return begins
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldReceive touch: UITouch
  ) -> Bool {
    touchedView = touch.view
    if let navigation = navigationController, GuardedSwipeBack.isGuarded(navigation),
      !navigation.isNavigationBarHidden,
      !navigation.navigationBar.isHidden,
      let view = touch.view, view.isDescendant(of: navigation.navigationBar)
    {
      // Not reported: UIKit asks for every touch, taps on the bar's buttons included.
      return false
    }
    guard let forwardee else { return true }
    return GestureDelegateForwarding.shouldReceive(forwardee, gestureRecognizer, touch) ?? true
  }

  /// The app's delegate only.
  ///
  /// UIKit's own delegate implements no public event method (D26: its refusals are in the
  /// private `_gestureRecognizer:shouldReceiveEvent:`), so it has nothing to add here.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldReceive event: UIEvent
  ) -> Bool {
    guard let app else { return true }
    return GestureDelegateForwarding.shouldReceive(app, gestureRecognizer, event) ?? true
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard let forwardee else { return false }
    return GestureDelegateForwarding.shouldRecognizeSimultaneously(
      forwardee,
      gestureRecognizer,
      otherGestureRecognizer
    ) ?? false
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard let forwardee else { return false }
    return GestureDelegateForwarding.shouldRequireFailure(
      forwardee,
      gestureRecognizer,
      otherGestureRecognizer
    ) ?? false
  }

  /// For the edge swipe, every other recognizer waits for it, unless the app's delegate
  /// answers otherwise.
  ///
  /// UIKit's own delegate makes them wait through its private
  /// `_gestureRecognizer:shouldBeRequiredToFailByGestureRecognizer:` (D26). The content swipe
  /// adds nothing: UIKit makes a scroll view's pan wait for it only at that scroll view's
  /// leading edge, by itself (A7).
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    let answer = forwardee.flatMap {
      GestureDelegateForwarding.shouldBeRequiredToFail(
        $0,
        gestureRecognizer,
        otherGestureRecognizer
      )
    }
    switch gesture {
    case .systemEdge: return answer ?? true
    case .systemContent, .fullScreenPan: return answer ?? false
    }
  }

  /// The horizontal scroll view under the content swipe's touch; the edge swipe ignores it.
  private func scrollViewState(in navigation: UINavigationController) -> SwipeBackScrollViewState {
    guard gesture == .systemContent, let touched = touchedView, let view = navigation.viewIfLoaded
    else { return .noScrollView }
    return FullScreenPopGesture.scrollViewState(under: touched, below: view)
  }

  private static func report(
    _ refusal: SwipeBackRefusal,
    on navigation: UINavigationController,
    lane: Lane?
  ) {
    AdapterDiagnostics.report(
      .swipeBackRefused,
      .info,
      "A swipe-back on \(type(of: navigation)) was refused: \(refusal)",
      lane: lane
    )
  }
}
