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

/// A gesture delegate the app object itself installs (root story 1 of issue 13): an empty
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
    for stack in stacks {
      for case let screen as LabScreen in stack.viewControllers {
        screen.swipeStyle = swipes.style(of: screen.kind, serial: screen.serial, tab: screen.tab)
      }
    }
  }

  /// The app sets its own delegate on the visible stack's edge gesture now.
  func takeEdgeGestureDelegate() {
    let delegate = swipes.appDelegate ?? AppGestureDelegate()
    swipes.appDelegate = delegate
    selectedStack.interactivePopGestureRecognizer?.delegate = delegate
  }

  /// Begins a swipe-back on the visible stack and lets the probe judge it (see
  /// ``SwipeFigures``); nil when the gesture does not begin.
  ///
  /// - Parameters:
  ///   - motion: From the edge or from the middle of the page.
  ///   - touchInNavigationBar: Whether the finger lands on the navigation bar (edge only).
  /// - Returns: The swipe in progress and the page it would pop, or nil.
  func beginWatchedSwipe(
    _ motion: SwipeMotion = .edge,
    touchInNavigationBar: Bool = false
  ) -> (Headless.InteractivePop, LabScreen)? {
    let stack = selectedStack
    guard topPresented == nil, let screen = stack.topViewController as? LabScreen,
      !world.isFrozen(stack)
    else { return nil }
    let depth = stack.viewControllers.count
    let isTransitionRunning = probe.isTransitioning || stack.transitionCoordinator != nil
    let isOffered = motion == .edge || stack.interactiveContentPopGestureRecognizer != nil
    let allowed =
      isOffered && depth > 1 && screen.swipeStyle != .optedOut && !isTransitionRunning
      && !touchInNavigationBar
    let pop: Headless.InteractivePop?
    switch motion {
    case .edge:
      pop = world.beginInteractivePop(on: stack, touchInNavigationBar: touchInNavigationBar)
    case .midScreen:
      pop = world.beginInteractiveContentPop(on: stack)
    }
    probe.swipes.record(
      SwipeFigures.Attempt(
        allowed: allowed,
        began: pop != nil,
        atRoot: depth <= 1,
        froze: world.isFrozen(stack),
        duringTransition: isTransitionRunning
      )
    )
    return pop.map { ($0, screen) }
  }
}
