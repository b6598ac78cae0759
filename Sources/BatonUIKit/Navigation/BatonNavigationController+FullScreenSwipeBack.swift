import Baton

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension BatonNavigationController {
  /// Whether a pan anywhere on the page swipes back (off by default).
  ///
  /// When on, a `UIPanGestureRecognizer` on the navigation controller's view drives an
  /// interactive pop with a `UIPercentDrivenInteractiveTransition`. It begins only for a mostly
  /// horizontal pan from the leading towards the trailing edge (mirrored in right-to-left
  /// layouts), never on a control, and inside a horizontally scrolling `UIScrollView` only when
  /// that scroll view is at its leading edge. The edge swipe keeps priority, and on iOS 26 the
  /// pan steps aside for the system's own full-width swipe. It is gated like the edge swipe (not
  /// at the root, not during a transition, the top screen's ``InteractivePopControlling``
  /// opt-outs) and takes the lane as the user's swipe: the pop ends completed or cancelled,
  /// once. Released past half way or on a flick it finishes, otherwise it cancels
  /// (``fullScreenSwipeBackPolicy``).
  ///
  /// > Important: Driving an interactive pop needs the navigation controller's `delegate`.
  /// > While this is on, `delegate` holds Baton's forwarding proxy: whatever the app assigns
  /// > (before or after turning this on) becomes the proxy's target, held weakly, and receives
  /// > every callback; its animators and interaction controllers win over Baton's. Reading
  /// > `delegate` returns the proxy. Turning the option off puts the app's delegate back
  /// > (once the user lets go, when it is turned off while its pan drives a pop).
  public var isFullScreenSwipeBackEnabled: Bool {
    get { fullScreenPop != nil }
    set {
      guard newValue != isFullScreenSwipeBackEnabled else { return }
      if newValue {
        fullScreenPop =
          retiringFullScreenPop
          ?? FullScreenPopGesture(
            navigationController: self,
            policy: fullScreenSwipeBackPolicyStorage
          )
        retiringFullScreenPop = nil
        fullScreenPop?.policy = fullScreenSwipeBackPolicyStorage
        refreshFullScreenSwipeBack()
      } else if let fullScreenPop, fullScreenPop.isDriving {
        // Turned off by a screen that disappears as the pop begins: the pan must still release
        // the pop it drives.
        retiringFullScreenPop = fullScreenPop
        self.fullScreenPop = nil
      } else {
        fullScreenPop?.uninstall(from: self)
        fullScreenPop = nil
      }
    }
  }

  /// The thresholds of the full-screen swipe-back: the pan's direction, how far past which a
  /// released pop finishes, and the flick speed (Baton's defaults: 45°, half way, 300 points
  /// per second).
  public var fullScreenSwipeBackPolicy: SwipeBackPolicy {
    get { fullScreenSwipeBackPolicyStorage }
    set {
      fullScreenSwipeBackPolicyStorage = newValue
      fullScreenPop?.policy = newValue
    }
  }

  /// Installs the full-screen pan on the view and the delegate proxy, again if the app
  /// replaced the delegate; nothing when the option is off or the view is not loaded.
  func refreshFullScreenSwipeBack() {
    guard let fullScreenPop, isViewLoaded else { return }
    fullScreenPop.install(on: self)
  }

  /// Called once the full-screen pan has released its pop: a swipe-back turned off meanwhile
  /// is taken down now.
  func fullScreenPopDidRelease(_ pop: FullScreenPopGesture) {
    guard retiringFullScreenPop === pop else { return }
    retiringFullScreenPop = nil
    pop.uninstall(from: self)
  }

  /// Starts the pop the full-screen pan drives: it takes the lane as the user's swipe.
  ///
  /// - Returns: Whether an interactive pop started.
  func beginFullScreenPop() -> Bool {
    isFullScreenPopBeginning = true
    defer { isFullScreenPopBeginning = false }
    popViewController(animated: true)
    return transitionCoordinator?.isInteractive == true
  }
}
