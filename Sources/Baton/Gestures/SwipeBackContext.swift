/// Everything `SwipeBackPolicy/evaluate(_:)` needs to decide whether a swipe-back may begin.
///
/// A plain value, read from UIKit by the adapter when a gesture asks to begin
/// (`gestureRecognizerShouldBegin(_:)`). UIKit asks that before the finger has moved much:
/// ``translation`` may still be zero, and then ``velocity`` gives the direction.
///
/// Every property except ``gesture`` and ``stackDepth`` has a default that allows the swipe,
/// so a caller states only what stands in its way:
///
/// ```swift
/// let context = SwipeBackContext(
///   gesture: .fullScreenPan,
///   stackDepth: navigationController.viewControllers.count,
///   isLaneBusy: lane.isBusy,
///   translation: SwipeBackVector(x: 12, y: 3)
/// )
/// ```
package struct SwipeBackContext: Hashable, Sendable {
  /// The gesture that asks to begin.
  package var gesture: SwipeBackGesture
  /// How many screens the navigation stack holds; a swipe needs at least two.
  ///
  /// Zero and negative values are read as a stack with nothing to go back to.
  package var stackDepth: Int
  /// Whether UIKit runs a transition in this navigation controller (it has a transition
  /// coordinator).
  package var isTransitionRunning: Bool
  /// Whether the window's lane has a transition in flight, pending or suspended.
  package var isLaneBusy: Bool
  /// Whether the user may interrupt the running transition, as iOS 26 lets a swipe preempt
  /// it: then ``isTransitionRunning``, ``isLaneBusy`` and ``isBarAnimating`` refuse nothing.
  package var isTransitionPreemptable: Bool
  /// Whether the navigation bar is animating in or out
  /// (`setNavigationBarHidden(_:animated: true)`); UIKit refuses its swipes meanwhile.
  package var isBarAnimating: Bool
  /// Whether UIKit would not drive a system swipe with its built-in interaction: the top screen
  /// has a transition of its own (the iOS 18 zoom), or the app's animator ran the stack's last
  /// transition; UIKit refuses its system swipes then (Baton's `SwipeBackGesture/fullScreenPan`
  /// drives any animator).
  package var hasCustomAnimator: Bool
  /// Whether the keyboard is appearing, disappearing or changing its frame; UIKit refuses its
  /// swipes meanwhile.
  package var isKeyboardTransitioning: Bool
  /// Whether the top screen's search controller is active and hides the navigation bar;
  /// UIKit refuses its swipes meanwhile.
  package var isSearchHidingBar: Bool
  /// Whether the top screen allows every swipe-back; `false` refuses all three gestures.
  package var topScreenAllowsSwipeBack: Bool
  /// Whether the top screen allows the full-width swipes.
  ///
  /// `false` refuses `SwipeBackGesture/systemContent` and
  /// `SwipeBackGesture/fullScreenPan` and keeps the edge swipe: for charts, sliders and maps
  /// that pan horizontally themselves.
  package var topScreenAllowsFullScreenSwipeBack: Bool
  /// Whether the touch began in a visible navigation bar.
  package var isTouchInNavigationBar: Bool
  /// Whether the touch began on a control (`UIControl`: a button, slider, switch…).
  ///
  /// Only `SwipeBackGesture/fullScreenPan` is refused on a control.
  package var isTouchOnControl: Bool
  /// The innermost horizontally scrollable view under the touch.
  ///
  /// The full-width swipes are refused when it is not at its leading edge; the edge swipe
  /// ignores it (Baton's article *Deciding a swipe-back* says why, and what the adapter must still arrange).
  package var scrollView: SwipeBackScrollViewState
  /// Whether the system's iOS 26 content gesture exists and is enabled here; when it does,
  /// Baton's `SwipeBackGesture/fullScreenPan` steps aside for it.
  package var isSystemContentGestureAvailable: Bool
  /// The layout direction of the navigation controller's view.
  package var layoutDirection: SwipeBackLayoutDirection
  /// How far the finger has moved since the touch began, in points, in screen terms.
  ///
  /// Only `SwipeBackGesture/fullScreenPan` checks the movement; the system gestures
  /// recognize their own direction.
  package var translation: SwipeBackVector
  /// How fast the finger moves, in points per second, in screen terms.
  package var velocity: SwipeBackVector

  /// Creates a context; the defaults describe a touch with nothing in the swipe's way.
  ///
  /// - Parameters:
  ///   - gesture: The gesture that asks to begin.
  ///   - stackDepth: How many screens the navigation stack holds.
  ///   - isTransitionRunning: Whether UIKit runs a transition in this navigation controller.
  ///   - isLaneBusy: Whether the window's lane has work in flight, pending or suspended.
  ///   - isTransitionPreemptable: Whether the user may interrupt the running transition.
  ///   - isBarAnimating: Whether the navigation bar is animating in or out.
  ///   - hasCustomAnimator: Whether UIKit would not use its built-in interaction for the
  ///     system swipes (the top screen's zoom, or the app's animator ran the last transition).
  ///   - isKeyboardTransitioning: Whether the keyboard is appearing, disappearing or changing
  ///     its frame.
  ///   - isSearchHidingBar: Whether an active search controller hides the navigation bar.
  ///   - topScreenAllowsSwipeBack: Whether the top screen allows every swipe-back.
  ///   - topScreenAllowsFullScreenSwipeBack: Whether the top screen allows full-width swipes.
  ///   - isTouchInNavigationBar: Whether the touch began in a visible navigation bar.
  ///   - isTouchOnControl: Whether the touch began on a control.
  ///   - scrollView: The innermost horizontally scrollable view under the touch.
  ///   - isSystemContentGestureAvailable: Whether iOS 26's content gesture exists and is
  ///     enabled.
  ///   - layoutDirection: The layout direction of the navigation controller's view.
  ///   - translation: How far the finger has moved, in points.
  ///   - velocity: How fast the finger moves, in points per second.
  package init(
    gesture: SwipeBackGesture,
    stackDepth: Int,
    isTransitionRunning: Bool = false,
    isLaneBusy: Bool = false,
    isTransitionPreemptable: Bool = false,
    isBarAnimating: Bool = false,
    hasCustomAnimator: Bool = false,
    isKeyboardTransitioning: Bool = false,
    isSearchHidingBar: Bool = false,
    topScreenAllowsSwipeBack: Bool = true,
    topScreenAllowsFullScreenSwipeBack: Bool = true,
    isTouchInNavigationBar: Bool = false,
    isTouchOnControl: Bool = false,
    scrollView: SwipeBackScrollViewState = .noScrollView,
    isSystemContentGestureAvailable: Bool = false,
    layoutDirection: SwipeBackLayoutDirection = .leftToRight,
    translation: SwipeBackVector = .zero,
    velocity: SwipeBackVector = .zero
  ) {
    self.gesture = gesture
    self.stackDepth = stackDepth
    self.isTransitionRunning = isTransitionRunning
    self.isLaneBusy = isLaneBusy
    self.isTransitionPreemptable = isTransitionPreemptable
    self.isBarAnimating = isBarAnimating
    self.hasCustomAnimator = hasCustomAnimator
    self.isKeyboardTransitioning = isKeyboardTransitioning
    self.isSearchHidingBar = isSearchHidingBar
    self.topScreenAllowsSwipeBack = topScreenAllowsSwipeBack
    self.topScreenAllowsFullScreenSwipeBack = topScreenAllowsFullScreenSwipeBack
    self.isTouchInNavigationBar = isTouchInNavigationBar
    self.isTouchOnControl = isTouchOnControl
    self.scrollView = scrollView
    self.isSystemContentGestureAvailable = isSystemContentGestureAvailable
    self.layoutDirection = layoutDirection
    self.translation = translation
    self.velocity = velocity
  }
}
