import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// What one life of the app under test keeps about the swipe-back: where its screens get their
/// ``SwipeStyle``, and the delegate the app itself may have set on a gesture.
@MainActor
final class LabAppSwipes {
  /// Where new screens get their style.
  var scenery = SwipeScenery.scripted
  /// The style a scenario gives the pushed screens it makes from now on (scripted scenery).
  var nextStyle = SwipeStyle.standard
  /// The delegate the app set on an edge gesture itself, kept alive by the app as apps do.
  var appDelegate: AppGestureDelegate?

  /// The style of a new screen.
  func style(of kind: ScreenKind, serial: Int, tab: Int) -> SwipeStyle {
    switch scenery {
    case .storm: return SwipeStyle.storm(kind: kind, serial: serial, tab: tab)
    case .scripted: return kind.isModal || kind == .list ? .standard : nextStyle
    }
  }
}

/// A gesture delegate the app object itself installs (the first root story): an empty
/// conformance, so it lets the swipe begin everywhere, at the root too.
final class AppGestureDelegate: NSObject, UIGestureRecognizerDelegate {}

/// Which finger movement the user makes for a swipe-back.
enum SwipeMotion: Equatable, Sendable {
  /// From the leading edge: `interactivePopGestureRecognizer`.
  case edge
  /// From the middle of the page: iOS 26's content gesture (the fluid profile), else nothing.
  case midScreen
}

extension LabApp {
  /// Gives this life's screens the storm's styles, the root lists included (called before the
  /// window shows).
  func useStormSwipeStyles() {
    swipes.scenery = .storm
    // The second tab's pages may animate themselves (SwipeStyle.storm).
    if stacks.count > 1 { animatePages(on: stacks[1]) }
    for stack in stacks {
      for case let screen as LabScreen in stack.viewControllers {
        screen.swipeStyle = swipes.style(of: screen.kind, serial: screen.serial, tab: screen.tab)
      }
    }
  }

  /// Gives the screens a scenario pushes from now on `style`; pages that animate themselves
  /// bring the app's page animations to every stack.
  func makeScreens(_ style: SwipeStyle) {
    swipes.nextStyle = style
    if style == .customAnimator { stacks.forEach(animatePages(on:)) }
  }

  /// The app sets its own delegate on the visible stack's edge gesture now.
  func takeEdgeGestureDelegate() {
    let delegate = swipes.appDelegate ?? AppGestureDelegate()
    swipes.appDelegate = delegate
    selectedStack.interactivePopGestureRecognizer?.delegate = delegate
  }

  /// Begins a swipe-back on the visible stack and lets the probe judge it (see
  /// ``SwipeFigures``); nil when the gesture does not begin, or when nothing is left to drive.
  ///
  /// From the edge, and mid-screen where iOS 26's content gesture takes the pan, the swipe in
  /// progress is returned for the caller to drive; so it is, from the edge and mid-screen, where
  /// the app's own pan drives UIKit's pop in place of the disabled edge swipe
  /// (``SystemPopPanProviding``, FDFullscreenPopGesture). Mid-screen where Baton's full-screen pan
  /// takes it, the whole pan is performed at once (UIKit delivers the pan's steps as they
  /// come; the model takes them in one call) and the page pop then animates to its end; a pan
  /// that pops nothing inside a scroll view scrolls it instead.
  ///
  /// - Parameters:
  ///   - motion: From the edge or from the middle of the page.
  ///   - touchInNavigationBar: Whether the finger lands on the navigation bar (edge only).
  ///   - finishes: Whether the user means to finish (mid-screen pans performed at once).
  ///   - backwards: Whether a mid-screen pan goes from the trailing towards the leading edge
  ///     (which pops nothing).
  /// - Returns: The swipe in progress and the page it would pop, or nil.
  func beginWatchedSwipe(
    _ motion: SwipeMotion = .edge,
    touchInNavigationBar: Bool = false,
    finishes: Bool = true,
    backwards: Bool = false
  ) -> (Headless.InteractivePop, LabScreen)? {
    let stack = selectedStack
    guard topPresented == nil, let screen = stack.topViewController as? LabScreen,
      !world.isFrozen(stack)
    else { return nil }
    // The screen the swipe takes: the top, or the one a cancelled swipe is bringing back.
    let swiped = frontScreen(of: stack) ?? screen
    var judge = SwipeJudge(app: self, stack: stack, screen: screen, motion: motion)
    judge.isTouchInNavigationBar = touchInNavigationBar
    judge.isBackwards = backwards && motion == .midScreen
    switch motion {
    case .edge:
      judge.isOffered = true
      // Where the app disabled the edge recognizer and gave its target to a full-screen pan
      // (FDFullscreenPopGesture), that pan takes the finger at the edge.
      if let pan = (stack as? any SystemPopPanProviding)?.systemPopPan,
        stack.interactivePopGestureRecognizer?.isEnabled == false
      {
        let attempt = attemptSystemPopPan(
          pan,
          on: stack,
          screen: screen,
          fromEdge: true,
          touchInNavigationBar: touchInNavigationBar,
          backwards: false
        )
        judge.isLostToOtherRecognizer = attempt.wasTakenByOtherRecognizer
        judge.record(began: attempt.pop != nil)
        return attempt.pop.map { ($0, swiped) }
      }
      // The finger lands on what spans the page's leading edge: its carousel or table.
      let attempt = world.attemptInteractivePop(
        on: stack,
        touchInNavigationBar: touchInNavigationBar,
        touching: touchInNavigationBar ? nil : screen.viewAtLeadingEdge
      )
      judge.isLostToOtherRecognizer = attempt.wasTakenByOtherRecognizer
      judge.record(began: attempt.pop != nil)
      return attempt.pop.map { ($0, swiped) }
    case .midScreen:
      // iOS 26's content gesture recognizes only a leading-to-trailing pan (its documentation).
      if let content = stack.interactiveContentPopGestureRecognizer, content.isEnabled,
        !backwards
      {
        judge.isOffered = true
        // The finger lands on the page's carousel if it has one, as UIKit's hit test says.
        let attempt = world.attemptInteractiveContentPop(
          on: stack,
          touching: screen.pageScrollView ?? screen.view
        )
        let pop = attempt.pop
        judge.record(began: pop != nil)
        // Away from its leading edge the carousel's pan should take the finger at once; it
        // waited when it took it only after the content swipe was refused.
        if judge.isInScrollViewAwayFromLeadingEdge, let carousel = screen.pageScrollView {
          let scrolled = attempt.winner === carousel.panGestureRecognizer
          probe.swipes.recordScroll(waited: scrolled && attempt.outcome == .refused)
        }
        if pop == nil { judge.scrollInstead(finishes: finishes) }
        return pop.map { ($0, swiped) }
      }
      // An app's full-screen pan that drives UIKit's own pop (FDFullscreenPopGesture): the
      // swipe in progress is returned, as the content gesture's is.
      if let pan = (stack as? any SystemPopPanProviding)?.systemPopPan {
        judge.isOffered = true
        let attempt = attemptSystemPopPan(
          pan,
          on: stack,
          screen: screen,
          fromEdge: false,
          touchInNavigationBar: false,
          backwards: backwards
        )
        judge.record(began: attempt.pop != nil)
        if attempt.pop == nil { judge.scrollInstead(finishes: finishes) }
        return attempt.pop.map { ($0, swiped) }
      }
      guard let pan = Self.fullScreenPan(of: stack) else {
        judge.record(began: false)
        judge.scrollInstead(finishes: finishes)
        return nil
      }
      judge.isOffered = true
      judge.isBatonFullScreenPan = true
      if judge.isInScrollViewAwayFromLeadingEdge, let carousel = screen.pageScrollView {
        probe.swipes.recordScroll(waited: world.isWaiting(carousel.panGestureRecognizer, for: pan))
      }
      let began = performFullScreenPan(
        pan,
        on: stack,
        screen: screen,
        finishes: finishes,
        backwards: backwards
      )
      judge.record(began: began)
      if began {
        if finishes { _ = probe.openIntent(.swipe, removing: screen) }
      } else {
        judge.scrollInstead(finishes: finishes)
      }
      return nil
    }
  }

  /// The full-screen swipe-back's recognizer of `stack`, if Baton installed one: the plain pan
  /// on its view that is neither the edge swipe nor iOS 26's content swipe.
  static func fullScreenPan(of stack: UINavigationController) -> UIPanGestureRecognizer? {
    stack.viewIfLoaded?.gestureRecognizers?.lazy
      .compactMap { $0 as? UIPanGestureRecognizer }
      .first {
        !($0 is UIScreenEdgePanGestureRecognizer)
          && $0 !== stack.interactiveContentPopGestureRecognizer
      }
  }

  /// Lands a finger on the page, at its leading edge or in its middle (on its scroll view if
  /// it has one, or on what spans the edge), and starts it towards the trailing edge (the
  /// other way when `backwards`) on an app's pan that drives UIKit's pop.
  private func attemptSystemPopPan(
    _ pan: UIPanGestureRecognizer,
    on stack: UINavigationController,
    screen: LabScreen,
    fromEdge: Bool,
    touchInNavigationBar: Bool,
    backwards: Bool
  ) -> Headless.SwipeAttempt {
    let width = stack.view.bounds.width
    let isRightToLeft = stack.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let sign: CGFloat = isRightToLeft != backwards ? -1 : 1
    let leading: CGFloat = isRightToLeft ? width - 8 : 8
    let touched = fromEdge ? screen.viewAtLeadingEdge : screen.pageScrollView
    return world.attemptInteractivePop(
      on: stack,
      panning: pan,
      from: CGPoint(x: fromEdge ? leading : width / 2, y: 400),
      touching: touchInNavigationBar ? nil : touched ?? screen.view,
      touchInNavigationBar: touchInNavigationBar,
      translation: CGPoint(x: sign * 10, y: 0)
    )
  }

  /// Performs a mid-screen pan with Baton's full-screen recognizer; returns whether a page pop
  /// began.
  ///
  /// The pan goes from the leading towards the trailing edge (mirrored in right-to-left
  /// layouts; the other way when `backwards`), from the middle of the page, on the page's
  /// scroll view if it has one: past half way at a flick's speed to finish, a third of the way
  /// slowly to cancel.
  private func performFullScreenPan(
    _ pan: UIPanGestureRecognizer,
    on stack: UINavigationController,
    screen: LabScreen,
    finishes: Bool,
    backwards: Bool
  ) -> Bool {
    let width = stack.view.bounds.width
    let isRightToLeft = stack.view.effectiveUserInterfaceLayoutDirection == .rightToLeft
    let sign: CGFloat = isRightToLeft != backwards ? -1 : 1
    let distance = sign * width * (finishes ? 0.6 : 0.3)
    let began = world.performPan(
      with: pan,
      from: CGPoint(x: width / 2, y: 400),
      on: screen.pageScrollView ?? screen.view,
      through: [CGPoint(x: sign * 10, y: 0), CGPoint(x: distance, y: 0)],
      velocity: CGPoint(x: sign * (finishes ? 600 : 20), y: 0)
    )
    return began && stack.transitionCoordinator != nil
  }
}

/// Judges one swipe the user tried against what the app allowed when the finger landed, and
/// tells the probe (see ``SwipeFigures``).
@MainActor
struct SwipeJudge {
  let app: LabApp
  let screen: LabScreen
  let motion: SwipeMotion
  let depth: Int
  let isTransitionRunning: Bool
  /// Whether mid-screen the finger is on a scroll view away from its leading edge.
  let isInScrollViewAwayFromLeadingEdge: Bool
  /// Whether the swipe comes during a transition iOS 26 lets the user interrupt.
  let isInterruption: Bool
  /// Whether a gesture takes this motion here (always from the edge).
  var isOffered = false
  var isTouchInNavigationBar = false
  /// Whether a mid-screen pan goes the wrong way (trailing towards leading).
  var isBackwards = false
  /// Whether another recognizer under the finger took it from the swipe.
  var isLostToOtherRecognizer = false
  /// Whether UIKit's own delegate refuses the swipe now on purpose (the keyboard moving, an
  /// active search hiding the bar, the bar animating, an app animator): the app does not
  /// expect a swipe there, and one that begins is counted.
  var isRefusedByUIKitOnPurpose: Bool {
    // An app's animator stops only UIKit's swipes, which have no interaction controller for
    // it, not Baton's full-screen pan, which drives the animator itself: the pan is judged by
    // UIKit's other reasons (an active search, the keyboard), which an animator listed first
    // would hide.
    let refusal = isBatonFullScreenPan ? uikitRefusalApartFromAnimator : uikitRefusal
    guard let refusal, refusal.isOnPurpose else { return false }
    // A refusal for a running transition is judged as one (duringTransition), not twice.
    switch refusal {
    case .transitioning: return !isTransitionRunning
    case .customAnimator: return !isBatonFullScreenPan
    case .keyboardTransitioning, .searchActive, .atRoot, .backButtonGone: return true
    }
  }
  /// Why UIKit's own delegate would refuse an edge swipe when the finger landed.
  let uikitRefusal: Headless.UIKitSwipeRefusal?
  /// Why it would refuse had the stack no navigation delegate: the reasons apart from an app's
  /// animator (a zoom's own exit gesture aside).
  let uikitRefusalApartFromAnimator: Headless.UIKitSwipeRefusal?
  /// Whether Baton's full-screen pan takes the motion (mid-screen before iOS 26).
  var isBatonFullScreenPan = false

  init(app: LabApp, stack: UINavigationController, screen: LabScreen, motion: SwipeMotion) {
    self.app = app
    self.screen = screen
    self.motion = motion
    depth = stack.viewControllers.count
    // The bar's own show or hide animation counts as a transition: UIKit refuses a swipe then
    // after iOS 8 (A5), and on iOS 7–8 a swipe during it is as unsafe as during a push.
    isTransitionRunning =
      app.probe.isTransitioning || stack.transitionCoordinator != nil
      || app.world.isBarAnimating(in: stack)
    isInterruption = app.world.isRunningTransitionPreemptable(in: stack)
    // UIKit's refusal for the app as written: a proxy Baton put in the navigation delegate's
    // place is not the app's purpose.
    uikitRefusal = app.world.reasonUIKitRefusesSwipe(
      on: stack,
      withDelegate: app.appNavigationDelegate(of: stack)
    )
    uikitRefusalApartFromAnimator = app.world.reasonUIKitRefusesSwipe(on: stack, withDelegate: nil)
    isInScrollViewAwayFromLeadingEdge =
      motion == .midScreen && screen.isPageScrollAtLeadingEdge == false
  }

  /// Whether the app allowed the swipe.
  var isAllowed: Bool {
    isAllowedApartFromTransitions && !isTransitionRunning && !isRefusedByUIKitOnPurpose
  }

  /// Whether the app allows the swipe here, a running transition aside: a gesture on offer
  /// for the motion, more than one screen, a top screen that did not opt out, the touch
  /// outside the bar and outside a scroll view away from its leading edge.
  private var isAllowedApartFromTransitions: Bool {
    isOffered && depth > 1 && screen.swipeStyle != .optedOut && !isTouchInNavigationBar
      && !isInScrollViewAwayFromLeadingEdge && !isBackwards
  }

  /// Whether the swipe should interrupt the running transition, as iOS 26 lets it: the
  /// transition is preemptable, and nothing else stands in the swipe's way (UIKit refuses only
  /// for the back-button rules Baton undoes, if at all).
  private var shouldInterrupt: Bool {
    isInterruption && isAllowedApartFromTransitions
      && (uikitRefusal == nil || uikitRefusal == .backButtonGone)
  }

  func record(began: Bool) {
    let stack = app.selectedStack
    app.probe.swipes.record(
      SwipeFigures.Attempt(
        allowed: isAllowed,
        began: began,
        atRoot: depth <= 1,
        froze: app.world.isFrozen(stack),
        duringTransition: isTransitionRunning,
        inScrollViewAwayFromLeadingEdge: isInScrollViewAwayFromLeadingEdge,
        lostToOtherRecognizer: isLostToOtherRecognizer,
        uikitRefusesOnPurpose: isRefusedByUIKitOnPurpose,
        isInterruption: shouldInterrupt
      )
    )
  }

  /// A mid-screen pan that popped nothing scrolls the page's carousel back instead.
  func scrollInstead(finishes: Bool) {
    guard motion == .midScreen, !isBackwards else { return }
    screen.scrollPageTowardsLeadingEdge(by: screen.view.bounds.width * (finishes ? 0.6 : 0.3))
  }
}
