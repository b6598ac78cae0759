import Baton
import BatonRouting
import BatonTesting
import BatonUIKit
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

/// How the app under test calls UIKit: directly, through a classic fix, or through Baton.
///
/// The app's handlers are the same for every strategy; only these calls differ.
@MainActor
protocol NavigationStrategy: AnyObject {
  /// The navigation controller class the approach asks apps to use.
  func makeNavigationController(root: UIViewController) -> UINavigationController
  /// Called once the app's window and stacks exist.
  func install(window: UIWindow, stacks: [UINavigationController])
  /// The window's Baton lane, for the strategies that queue their calls on one; nil for the
  /// others (their `strandedRequests` is 0).
  var lane: Lane? { get }
  /// Called at the start of every handler (a tap, a reply, a deep link).
  func beginHandler()
  func push(
    _ screen: UIViewController,
    on stack: UINavigationController,
    animated: Bool,
    intent: Intent?
  )
  /// The app's own Back on `screen` (a custom back button, a close arrow): most apps call
  /// `navigationController?.popViewController(animated: true)` on the screen when the tap
  /// arrives, Baton asks the screen itself to pop (`screen.baton.pop()`).
  func pop(from screen: UIViewController, intent: Intent?)
  /// The app closes `page`, which it opened a moment ago (an open-close burst), with the
  /// intent `opening` makes once the call is made: most apps write the page's own
  /// `navigationController?.popViewController(animated: true)`, which does nothing while the
  /// page's push has not been applied (UIKit defers a push during a transition, the guard holds
  /// it until its turn); Baton's app asks the page itself to pop (`page.baton.pop()`), which
  /// waits for the page's push.
  func close(_ page: UIViewController, opening intent: @MainActor () -> Intent)
  func popToRoot(_ stack: UINavigationController, animated: Bool)
  func present(_ screen: UIViewController, from presenter: UIViewController, intent: Intent?)
  func dismiss(_ screen: UIViewController, animated: Bool, intent: Intent?)
  /// Selects a tab for a deep link.
  func select(tab: Int, in tabBar: UITabBarController)
  /// A link that needs the user signed in arrived while signed out: Baton's router holds it
  /// (`RouteDecision.hold(until:)`); most apps show the sign-in sheet and forget the link.
  func hold(_ link: DeepLink, router: BatonRouter<DeepLinkScreens>, context: DeepLinkScreens)
  /// A notification about a product: most apps push its page at once onto the stack in front;
  /// Baton's app opens the product's URL with its router (`.push`), which pushes from the page
  /// beneath any pop-up when the request's turn comes.
  ///
  /// - Throws: The router's error when the link does not route.
  func openNotification(
    _ url: String,
    router: BatonRouter<DeepLinkScreens>,
    context: DeepLinkScreens,
    stack: UINavigationController
  ) throws(RouteError)
  /// The user signed in: Baton's router opens what it held.
  func signedIn(router: BatonRouter<DeepLinkScreens>, context: DeepLinkScreens)
  /// Shows a deep link's screens: clears what is presented and the stack, then pushes and
  /// presents.
  func openDeepLink(
    root: UIViewController,
    stack: UINavigationController,
    pushes: [UIViewController],
    modal: UIViewController?
  )
}

extension NavigationStrategy {
  func install(window: UIWindow, stacks: [UINavigationController]) {}

  var lane: Lane? { nil }

  func beginHandler() {}

  /// The page's own plain pop: `page.navigationController?.popViewController(animated:)`.
  func close(_ page: UIViewController, opening intent: @MainActor () -> Intent) {
    guard page.navigationController != nil else { return }
    pop(from: page, intent: intent())
  }

  func hold(_ link: DeepLink, router: BatonRouter<DeepLinkScreens>, context: DeepLinkScreens) {}

  func signedIn(router: BatonRouter<DeepLinkScreens>, context: DeepLinkScreens) {}

  func openNotification(
    _ url: String,
    router: BatonRouter<DeepLinkScreens>,
    context: DeepLinkScreens,
    stack: UINavigationController
  ) throws(RouteError) {
    try router.resolve(url, context: context)
    guard let page = context.pushes.last else { return }
    let intent = context.app.probe.openIntent(.push, appearing: page)
    push(page, on: stack, animated: true, intent: intent)
  }

  /// Most apps select the tab at once.
  func select(tab: Int, in tabBar: UITabBarController) {
    tabBar.selectedIndex = tab
  }

  /// The deep-link handler most apps write: dismiss what is presented, pop to the root, push
  /// the path (animating the last step), present the modal.
  func openDeepLink(
    root: UIViewController,
    stack: UINavigationController,
    pushes: [UIViewController],
    modal: UIViewController?
  ) {
    if root.presentedViewController != nil {
      dismiss(root, animated: false, intent: nil)
    }
    if stack.viewControllers.count > 1 {
      popToRoot(stack, animated: false)
    }
    for (index, screen) in pushes.enumerated() {
      push(screen, on: stack, animated: index == pushes.count - 1 && modal == nil, intent: nil)
    }
    if let modal {
      present(modal, from: root, intent: nil)
    }
  }
}

/// Creates the strategy named `name` for one life of the app, whose delayed work goes to
/// `timers`.
@MainActor
func makeStrategy(
  _ name: StrategyName,
  probe: LabProbe,
  scheduler: VirtualScheduler,
  timers: LifeTimers
) -> any NavigationStrategy {
  switch name {
  case .raw: return RawStrategy(probe: probe)
  case .delay: return DelayStrategy(probe: probe, timers: timers)
  case .switchingFlag: return SwitchingFlagStrategy(probe: probe)
  case .windowLock: return WindowLockStrategy(probe: probe)
  case .baton: return BatonStrategy(probe: probe, scheduler: scheduler)
  case .replaceDelegate: return ReplaceDelegateStrategy(probe: probe)
  case .guard: return GuardStrategy(probe: probe, scheduler: scheduler)
  case .bufferedNav: return BufferedNavigationStrategy(probe: probe)
  case .fdFullscreenPop: return FDFullscreenPopStrategy(probe: probe, timers: timers)
  }
}
