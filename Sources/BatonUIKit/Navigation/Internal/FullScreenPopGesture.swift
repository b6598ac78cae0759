import Baton
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// The full-screen swipe-back of a ``BatonNavigationController``: a pan recognizer on its view,
/// gated by `SwipeBackPolicy` (`SwipeBackGesture/fullScreenPan`), that drives an interactive
/// pop with a `UIPercentDrivenInteractiveTransition` and releases it by the policy's
/// completion rule.
///
/// It is the pan's delegate and its target. The navigation controller owns it; it refers back
/// weakly.
final class FullScreenPopGesture: NSObject, UIGestureRecognizerDelegate {
  weak var navigationController: BatonNavigationController?
  /// The recognizer, on the navigation controller's view once installed.
  let pan = UIPanGestureRecognizer()
  /// The navigation controller's delegate while the option is on.
  let proxy = NavigationDelegateProxy()
  /// The animator the proxy vends for the pan's pop.
  let animator = FullScreenPopAnimator()
  /// The thresholds.
  var policy: SwipeBackPolicy
  /// The interaction controller of the pop the pan drives; nil when it drives none.
  private(set) var interaction: UIPercentDrivenInteractiveTransition?
  /// The name of the pan's action method, `handlePan(_:)` (`#selector` needs the Objective-C
  /// runtime, which HeadlessUIKit builds lack; a literal would draw Darwin's "use #selector"
  /// warning).
  private static let actionName = "handlePan:"
  /// The view under the finger, recorded when the touch arrives.
  private weak var touchedView: UIView?

  init(navigationController: BatonNavigationController, policy: SwipeBackPolicy) {
    self.navigationController = navigationController
    self.policy = policy
    super.init()
    pan.maximumNumberOfTouches = 1
    pan.delegate = self
    pan.addTarget(self, action: Selector(Self.actionName))
    proxy.pan = self
  }

  /// Whether the pan drives a pop now.
  var isDriving: Bool { interaction != nil }

  /// Puts the pan on the view and the proxy in the delegate's place.
  ///
  /// The pan waits for the edge swipe through its delegate
  /// (``gestureRecognizer(_:shouldRequireFailureOf:)``), not `require(toFail:)`: a static
  /// failure relation on the edge recognizer would switch off UIKit's own refusal for an app's
  /// animator on a recent SDK (`Docs/UIKitFacts.md` A5), which the app did not ask for.
  func install(on navigation: BatonNavigationController) {
    if pan.view !== navigation.view { navigation.view.addGestureRecognizer(pan) }
    installProxy(on: navigation)
  }

  /// Takes whatever the app put in `delegate` for the proxy's target.
  func installProxy(on navigation: BatonNavigationController) {
    guard navigation.delegate !== proxy else { return }
    proxy.app = navigation.delegate
    navigation.delegate = proxy
  }

  /// Takes the pan off the view and gives the delegate back to the app.
  func uninstall(from navigation: BatonNavigationController) {
    pan.view?.removeGestureRecognizer(pan)
    if navigation.delegate === proxy { navigation.delegate = proxy.app }
  }

  #if canImport(UIKit)
    @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {
      handle(recognizer)
    }
  #endif

  /// Follows the pan: begin the pop, move it, release it.
  func handle(_ recognizer: UIPanGestureRecognizer) {
    guard let navigation = navigationController else { return }
    switch recognizer.state {
    case .began:
      installProxy(on: navigation)
      interaction = UIPercentDrivenInteractiveTransition()
      if !navigation.beginFullScreenPop() { interaction = nil }
    case .changed:
      interaction?.update(CGFloat(progress(of: recognizer, in: navigation)))
    case .ended, .cancelled, .failed:
      release(recognizer, in: navigation)
    case .possible:
      break
    @unknown default:
      release(recognizer, in: navigation)
    }
  }

  private func release(
    _ recognizer: UIPanGestureRecognizer,
    in navigation: BatonNavigationController
  ) {
    guard let interaction else { return }
    self.interaction = nil
    let release = SwipeBackRelease(
      translationX: Double(recognizer.translation(in: navigation.view).x),
      velocityX: Double(recognizer.velocity(in: navigation.view).x),
      width: Double(navigation.view.bounds.width),
      layoutDirection: Self.layoutDirection(of: navigation.view),
      wasCancelled: recognizer.state != .ended
    )
    switch policy.completion(for: release) {
    case .finish: interaction.finish()
    case .cancel: interaction.cancel()
    }
    navigation.fullScreenPopDidRelease(self)
  }

  private func progress(of recognizer: UIPanGestureRecognizer, in navigation: UIViewController)
    -> Double
  {
    SwipeBackPolicy.progress(
      translationX: Double(recognizer.translation(in: navigation.view).x),
      width: Double(navigation.view.bounds.width),
      layoutDirection: Self.layoutDirection(of: navigation.view)
    )
  }

  static func layoutDirection(of view: UIView) -> SwipeBackLayoutDirection {
    view.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
  }

  // MARK: The gate

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldReceive touch: UITouch
  ) -> Bool {
    touchedView = touch.view
    return true
  }

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigation = navigationController, let view = navigation.viewIfLoaded, !isDriving
    else { return false }
    let lane = LaneRegistry.shared.existingContext(for: navigation)?.lane
    let top = navigation.topViewController as? any InteractivePopControlling
    let touched = touchedView
    var context = SwipeBackContext(
      gesture: .fullScreenPan,
      stackDepth: navigation.viewControllers.count,
      isTransitionRunning: navigation.transitionCoordinator != nil,
      isLaneBusy: lane?.isBusy ?? false,
      topScreenAllowsSwipeBack: top?.allowsInteractivePop ?? true,
      topScreenAllowsFullScreenSwipeBack: top?.allowsFullScreenInteractivePop ?? true,
      isTouchInNavigationBar: touched.map { Self.isInVisibleBar($0, of: navigation) } ?? false,
      isTouchOnControl: touched.map { Self.isOnControl($0, below: view) } ?? false,
      scrollView: touched.map { Self.scrollViewState(under: $0, below: view) } ?? .noScrollView,
      isSystemContentGestureAvailable: navigation.contentPopGestureIfAvailable?.isEnabled
        ?? false,
      layoutDirection: Self.layoutDirection(of: view),
      translation: Self.vector(pan.translation(in: view)),
      velocity: Self.vector(pan.velocity(in: view))
    )
    navigation.addSystemSignals(navigation.swipeBackSignals, to: &context)
    if case .refuse(let refusal) = policy.evaluate(context) {
      AdapterDiagnostics.report(
        .swipeBackRefused,
        .info,
        "A full-screen swipe-back on \(type(of: navigation)) was refused: \(refusal)",
        lane: lane
      )
      return false
    }
    return true
  }

  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    false
  }

  /// The pan waits for the edge swipe to fail: the edge keeps priority.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    otherGestureRecognizer === navigationController?.interactivePopGestureRecognizer
  }

  /// A scroll view's own pan waits for this one only where the pan could begin.
  ///
  /// That is where the scroll view cannot scroll horizontally or sits at its leading edge, not
  /// decelerating or bouncing (the rule UIKit applies to iOS 26's content swipe, A7). Elsewhere,
  /// and wherever the system's content swipe takes over (this pan then steps aside), scrolling
  /// is never made to wait.
  func gestureRecognizer(
    _ gestureRecognizer: UIGestureRecognizer,
    shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
  ) -> Bool {
    guard let scrollView = otherGestureRecognizer.view as? UIScrollView,
      scrollView.panGestureRecognizer === otherGestureRecognizer,
      let navigation = navigationController, let view = navigation.viewIfLoaded,
      scrollView.isDescendant(of: view),
      !(navigation.contentPopGestureIfAvailable?.isEnabled ?? false)
    else { return false }
    return Self.waitsForSwipeBack(scrollView)
  }

  private static func vector(_ point: CGPoint) -> SwipeBackVector {
    SwipeBackVector(x: Double(point.x), y: Double(point.y))
  }
}

#if !canImport(UIKit)
  extension FullScreenPopGesture: HeadlessActionReceiving {
    /// HeadlessUIKit's stand-in for the `@objc` action UIKit calls.
    func receiveAction(_ action: Selector, from sender: UIGestureRecognizer) {
      if let pan = sender as? UIPanGestureRecognizer { handle(pan) }
    }
  }
#endif
