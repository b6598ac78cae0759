import Baton
import BatonUIKit
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// One life of the app under test: a window whose root is a tab bar with two navigation
/// stacks (list → detail → comments, a cached profile screen), a login sheet, a settings modal
/// and deep links; its handlers call UIKit through the strategy.
@MainActor
final class LabApp {
  /// Seconds from launch until the window is key and visible.
  static let launchDelay: TimeInterval = 0.25
  /// Seconds from a `fetch` tap until its reply presents a login sheet.
  static let replyDelay: TimeInterval = 0.6

  let world: Headless.World
  let life: Int
  let probe: LabProbe
  let strategy: any NavigationStrategy
  /// The delayed work this life scheduled, cancelled by ``end()``.
  let timers: LifeTimers
  let window: UIWindow
  /// The swipe-back styles of this life's screens and the app's own gesture delegate.
  let swipes = LabAppSwipes()
  let tabBar: UITabBarController
  let stacks: [UINavigationController]
  private var cachedProfiles: [Int: LabScreen] = [:]
  /// Resolves the app's deep links (see ``DeepLinkScreens``).
  private(set) lazy var router = DeepLinkScreens.makeRouter { [weak self] in self?.window }
  /// Whether the user has signed in (closed a sign-in sheet) in this life.
  var isSignedIn = false
  private var serial = 0
  /// The app's navigation delegates that animate ``SwipeStyle/customAnimator`` pages, on the
  /// stacks whose pages may (a navigation controller holds its delegate weakly; see
  /// ``animatePages(on:)``).
  private var pageAnimations: [PageAnimations] = []
  /// Shows the app's pop-ups when the run has them (see `LabApp+Popups.swift`).
  var popups: PopupDriver?

  /// Builds the app's window and screens; the window is shown by ``launch()``.
  init(world: Headless.World, life: Int, probe: LabProbe, strategy name: StrategyName) {
    self.world = world
    self.life = life
    self.probe = probe
    timers = LifeTimers(scheduler: world.scheduler)
    strategy = makeStrategy(name, probe: probe, scheduler: world.scheduler, timers: timers)
    window = UIWindow(windowScene: world.makeWindowScene())
    tabBar = UITabBarController()
    var stacks: [UINavigationController] = []
    for tab in 0..<2 {
      serial += 1
      let list = LabScreen.make(.list, serial: serial, tab: tab, life: life, probe: probe)
      stacks.append(strategy.makeNavigationController(root: list))
    }
    self.stacks = stacks
    tabBar.viewControllers = stacks
    window.rootViewController = tabBar
    strategy.install(window: window, stacks: stacks)
    probe.window = ObjectIdentifier(window)
    probe.isShownOnTop = { [weak self] content in
      self?.stacks.contains { ($0.topViewController as? LabScreen)?.shownContent == content }
        ?? false
    }
    probe.trace?.nameWindow(ObjectIdentifier(window), "life \(life): window")
    probe.trace?.nameContainer(ObjectIdentifier(tabBar), "life \(life): tab bar (modals)")
    for (tab, stack) in stacks.enumerated() {
      probe.trace?.nameContainer(ObjectIdentifier(stack), "life \(life): tab \(tab) stack")
    }
  }

  /// Whether the window is key and visible.
  private(set) var isLaunched = false

  /// Makes the window key and visible.
  func launch() {
    guard !isLaunched else { return }
    isLaunched = true
    window.makeKeyAndVisible()
  }

  /// The life ends (it crashed, was force-quit, or the session finished): the work it
  /// scheduled and has not run is cancelled, so nothing left in its world's scheduler keeps
  /// the world and what it made alive.
  func end() {
    timers.cancelAll()
  }

  var selectedStack: UINavigationController {
    stacks[min(max(0, tabBar.selectedIndex), stacks.count - 1)]
  }

  /// The top of the presented chain above the tab bar, if anything is presented.
  var topPresented: UIViewController? {
    var top: UIViewController? = tabBar.presentedViewController
    while let next = top?.presentedViewController { top = next }
    return top
  }

  /// The screen under the user's finger.
  var visibleScreen: LabScreen? {
    if let presented = topPresented { return Self.screen(in: presented) }
    return selectedStack.topViewController as? LabScreen
  }

  /// What the random user sees.
  func userView() -> RandomUser.View {
    userView(of: visibleScreen)
  }

  /// What the random user sees when `screen` is the ``visibleScreen``.
  func userView(of screen: LabScreen?) -> RandomUser.View {
    guard let screen else { return RandomUser.View(buttons: [], canGoBack: false) }
    var view = RandomUser.View(buttons: screen.kind.buttons, canGoBack: canGoBack(from: screen))
    view.isAtRoot = topPresented == nil && screen.navigationController?.viewControllers.count == 1
    view.hasTextField = topPresented == nil && screen.swipeStyle == .textField
    view.hasSearch = topPresented == nil && screen.swipeStyle == .search
    view.canOpenPages = topPresented == nil && screen.navigationController != nil
    return view
  }

  func canGoBack(from screen: LabScreen) -> Bool {
    topPresented == nil && (screen.navigationController?.viewControllers.count ?? 0) > 1
  }

  func makeScreen(_ kind: ScreenKind, tab: Int) -> LabScreen {
    serial += 1
    let screen = LabScreen.make(kind, serial: serial, tab: tab, life: life, probe: probe)
    screen.swipeStyle = swipes.style(of: kind, serial: serial, tab: tab)
    if swipes.scenery == .storm { screen.scrollPage(awayFromLeadingEdge: (serial / 8) % 2 == 1) }
    return screen
  }

  /// A new page of product `productID`.
  func makeProduct(_ productID: Int, tab: Int) -> ProductScreen {
    serial += 1
    let screen = ProductScreen(
      productID: productID,
      serial: serial,
      tab: tab,
      life: life,
      probe: probe
    )
    screen.swipeStyle = swipes.style(of: .product, serial: serial, tab: tab)
    return screen
  }

  /// `screen` wrapped in a plain navigation controller, as apps present their sheets.
  static func sheet(_ screen: LabScreen) -> UINavigationController {
    UINavigationController(rootViewController: screen)
  }

  /// The lab's page a presented controller shows: itself, or a wrapping sheet's top.
  static func screen(in presented: UIViewController) -> LabScreen? {
    if let sheet = presented as? UINavigationController {
      return sheet.topViewController as? LabScreen
    }
    return presented as? LabScreen
  }

  /// The one profile screen each tab keeps and pushes again (as many apps do).
  func cachedProfile(tab: Int) -> LabScreen {
    if let profile = cachedProfiles[tab] {
      // Shown again: a Back tapped on its last showing no longer asks it to leave.
      if profile.parent == nil { profile.askedToLeave = false }
      return profile
    }
    let profile = makeScreen(.profile, tab: tab)
    cachedProfiles[tab] = profile
    return profile
  }

  /// The screen in front on `stack`, the one a back tap or a swipe takes: its top, or the
  /// screen a cancelled swipe is bringing back (the stack already shows the one below).
  func frontScreen(of stack: UINavigationController) -> LabScreen? {
    if let coordinator = stack.transitionCoordinator, coordinator.isCancelled {
      return coordinator.viewController(forKey: .from) as? LabScreen
    }
    return stack.topViewController as? LabScreen
  }

  /// The kinds on a tab's stack, bottom first.
  func stackKinds(tab: Int) -> [ScreenKind] {
    stacks[tab].viewControllers.map { ($0 as? LabScreen)?.kind ?? .list }
  }

  /// The kinds of the presented chain above the tab bar, in order.
  func presentedKinds() -> [ScreenKind] {
    var kinds: [ScreenKind] = []
    var top = tabBar.presentedViewController
    while let screen = top {
      kinds.append(Self.screen(in: screen)?.kind ?? .list)
      top = screen.presentedViewController
    }
    return kinds
  }
}

extension LabApp {
  /// Sets the app's page animations as `stack`'s navigation delegate, once: an app sets a
  /// delegate that implements the animator method only on a stack whose pages animate
  /// themselves, and on iOS 7–8 that delegate alone takes UIKit's edge swipe from the whole
  /// stack (`Docs/UIKitFacts.md` A5 R1 legacy).
  func animatePages(on stack: UINavigationController) {
    guard !pageAnimations.contains(where: { $0.stack === stack }) else { return }
    pageAnimations.append(PageAnimations.install(on: stack))
  }

  /// The navigation delegate the app as written has on `stack`: its page animations, else what
  /// the strategy set; none on Baton's controller, whose full-screen swipe-back puts its own
  /// proxy in the delegate's place.
  func appNavigationDelegate(of stack: UINavigationController)
    -> (any UINavigationControllerDelegate)?
  {
    if let animations = pageAnimations.first(where: { $0.stack === stack }) { return animations }
    return stack is BatonNavigationController ? nil : stack.delegate
  }
}
