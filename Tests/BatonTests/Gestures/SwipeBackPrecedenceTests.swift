import Baton
import Testing

/// When several reasons hold, the first in ``SwipeBackRefusal``'s order is reported.
@Suite struct SwipeBackPrecedenceTests {
  /// Every obstacle at once, for Baton's pan (which all checks but the custom animator apply
  /// to).
  static let everything = SwipeBackContext(
    gesture: .fullScreenPan,
    stackDepth: 1,
    isTransitionRunning: true,
    isLaneBusy: true,
    isBarAnimating: true,
    hasCustomAnimator: true,
    isKeyboardTransitioning: true,
    isSearchHidingBar: true,
    topScreenAllowsSwipeBack: false,
    topScreenAllowsFullScreenSwipeBack: false,
    isTouchInNavigationBar: true,
    isTouchOnControl: true,
    scrollView: .notAtLeadingEdge,
    isSystemContentGestureAvailable: true,
    layoutDirection: .leftToRight,
    translation: SwipeBackVector(x: -10, y: 0)
  )

  /// Removing the obstacles one by one, in order, reveals each reason in turn.
  static let peeled: [(SwipeBackRefusal, @Sendable (inout SwipeBackContext) -> Void)] = [
    (.atRoot, { $0.stackDepth = 3 }),
    (.transitionRunning, { $0.isTransitionRunning = false }),
    (.laneBusy, { $0.isLaneBusy = false }),
    (.barAnimating, { $0.isBarAnimating = false }),
    (.keyboardTransitioning, { $0.isKeyboardTransitioning = false }),
    (.searchActive, { $0.isSearchHidingBar = false }),
    (.optedOut, { $0.topScreenAllowsSwipeBack = true }),
    (.fullScreenOptedOut, { $0.topScreenAllowsFullScreenSwipeBack = true }),
    (.yieldsToSystemContentGesture, { $0.isSystemContentGestureAvailable = false }),
    (.touchInNavigationBar, { $0.isTouchInNavigationBar = false }),
    (.onControl, { $0.isTouchOnControl = false }),
    (.notLeadingToTrailing(.trailingToLeading), { $0.translation = SwipeBackVector(x: 10, y: 0) }),
    (.scrollViewNotAtLeadingEdge, { $0.scrollView = .atLeadingEdge }),
  ]

  @Test func reasonsAreReportedInDeclarationOrder() {
    let policy = SwipeBackPolicy()
    var context = Self.everything
    for (reason, remove) in Self.peeled {
      #expect(policy.evaluate(context) == .refuse(reason))
      remove(&context)
    }
    #expect(policy.evaluate(context) == .allow)
  }

  @Test func theSystemGesturesReportTheCustomAnimatorAfterTheBar() {
    var context = SwipeBackContext.clear(.systemEdge).with {
      $0.isBarAnimating = true
      $0.hasCustomAnimator = true
      $0.isKeyboardTransitioning = true
    }
    #expect(SwipeBackPolicy().evaluate(context) == .refuse(.barAnimating))
    context.isBarAnimating = false
    #expect(SwipeBackPolicy().evaluate(context) == .refuse(.customAnimator))
    context.hasCustomAnimator = false
    #expect(SwipeBackPolicy().evaluate(context) == .refuse(.keyboardTransitioning))
  }

  @Test func directionIsReportedBeforeTheScrollView() {
    let context = SwipeBackContext.clear(.fullScreenPan).with {
      $0.scrollView = .notAtLeadingEdge
      $0.translation = SwipeBackVector(x: 1, y: 30)
    }
    #expect(SwipeBackPolicy().evaluate(context) == .refuse(.notLeadingToTrailing(.mostlyVertical)))
  }
}
