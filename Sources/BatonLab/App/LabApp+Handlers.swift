import Baton
import BatonRouting
import BatonUIKit
import Foundation

#if canImport(UIKit)
  import UIKit
#else
  import HeadlessUIKit
#endif

extension LabApp {
  /// The app's handler for `button` on `screen`; `false` when the screen has no such button.
  @discardableResult
  func tap(_ button: ScreenButton, on screen: LabScreen) -> Bool {
    guard screen.kind.buttons.contains(button) else { return false }
    strategy.beginHandler()
    switch button {
    case .detail, .comments, .profile:
      guard let stack = screen.navigationController else { return false }
      let target =
        button == .profile
        ? cachedProfile(tab: screen.tab)
        : makeScreen(button.destination ?? .detail, tab: screen.tab)
      let intent = probe.openIntent(.push, appearing: target)
      strategy.push(target, on: stack, animated: true, intent: intent)
    case .product, .otherProduct, .related:
      guard let stack = screen.navigationController else { return false }
      let target = makeProduct(screen.productID(for: button), tab: screen.tab)
      let intent = probe.openIntent(.push, appearing: target)
      strategy.push(target, on: stack, animated: true, intent: intent)
    case .login, .settings:
      let target = makeScreen(button.destination ?? .login, tab: screen.tab)
      let intent = probe.openIntent(.present, appearing: target)
      let sheet = Self.sheet(target)
      probe.presentations.present(sheet, from: screen)
      strategy.present(sheet, from: screen, intent: intent)
    case .sizes:
      showSizes(from: screen)
    case .fetch:
      // The reply holds the screen that asked, as a network callback does; the app is held
      // weakly (the session owns it), and a life that ends cancels the reply (``end()``).
      timers.run(after: Self.replyDelay) { [weak self] in
        self?.replyArrived(for: screen)
      }
    case .close where screen.kind == .ad:
      // The SDK's own close button: UIKit's call, whatever the app's strategy.
      _ = probe.openIntent(.dismiss, removing: screen)
      if let signIn = screen.navigationController, signIn.presentingViewController != nil {
        dismissThirdPartySignIn(signIn)
      } else {
        screen.dismiss(animated: true)
      }
    case .close:
      let intent = probe.openIntent(.dismiss, removing: screen)
      strategy.dismiss(screen, animated: true, intent: intent)
      if screen.kind == .login { signIn() }
    }
    return true
  }

  /// A request's reply: the app presents a login sheet from the screen that asked, wherever
  /// that screen is now.
  private func replyArrived(for screen: LabScreen) {
    strategy.beginHandler()
    let target = makeScreen(.login, tab: screen.tab)
    let intent = probe.openIntent(.present, appearing: target)
    let sheet = Self.sheet(target)
    probe.presentations.present(sheet, from: screen)
    strategy.present(sheet, from: screen, intent: intent)
  }

  /// The page's Back on `screen`; `false` when it shows none.
  ///
  /// In the storm, a page with UIKit's own back button (every style but
  /// ``SwipeStyle/customBack`` and ``SwipeStyle/hiddenBar``, whose Back is the app's own) gets
  /// a tap on that button, which UIKit turns into `popViewController(animated:)` (see
  /// ``tapSystemBackButton(on:)``). Otherwise, and in scripted stories (`back`), Back is the
  /// app's handler, which pops through the strategy, as a custom back button does.
  ///
  /// While a cancelled swipe settles back, the tap is on the Back of the screen coming back
  /// (the bar already shows its item), whichever screen the user saw uncovered; otherwise on
  /// `screen`'s (a second tap during a pop is on the page leaving).
  @discardableResult
  func back(from screen: LabScreen) -> Bool {
    guard topPresented == nil, let stack = screen.navigationController,
      stack.viewControllers.count > 1
    else { return false }
    if swipes.scenery == .storm, screen.swipeStyle.hasSystemBackButton {
      return tapSystemBackButton(on: screen)
    }
    let isSettlingBack = stack.transitionCoordinator?.isCancelled ?? false
    let asked = isSettlingBack ? frontScreen(of: stack) ?? screen : screen
    strategy.beginHandler()
    let intent = probe.openIntent(.pop, removing: asked)
    strategy.pop(from: asked, intent: intent)
    return true
  }

  /// A tap on UIKit's own back button above `screen` (scenario `back-button`).
  ///
  /// UIKit pops itself, whatever the strategy, unless it ignores the tap (no button, or a transition it
  /// does not let the user interrupt). On iOS 26 a tap during a transition the user may
  /// interrupt that does not pop at once counts in ``SwipeFigures/userInterruptionsRefused``.
  ///
  /// - Returns: Whether the tap reached the navigation controller.
  @discardableResult
  func tapSystemBackButton(on screen: LabScreen) -> Bool {
    guard topPresented == nil, let stack = screen.navigationController else { return false }
    let isInterruption = world.isRunningTransitionPreemptable(in: stack)
    // The tap asks the screen whose item shows the button to leave (on iOS 26 a second tap
    // during a pop is on the revealed screen's button).
    let asked = frontScreen(of: stack)
    let wasAsked = asked?.askedToLeave ?? false
    asked?.askedToLeave = true
    switch world.tapBackButton(on: stack) {
    case .delivered:
      break
    case .performedBackAction:
      // The item's back action ran (Baton's, during an interruptible transition): the tap
      // still asked the screen to leave.
      return false
    case .ignored:
      asked?.askedToLeave = wasAsked
      return false
    }
    let intent = probe.openIntent(.pop, removing: screen)
    let poppedAtOnce = stack.topViewController !== screen
    if poppedAtOnce { probe.markIssued(intent) }
    probe.swipes.recordBackTap(isInterruption: isInterruption, poppedAtOnce: poppedAtOnce)
    return true
  }

  /// A tap on the tab bar, as UIKit delivers it in each era.
  ///
  /// See `World.tapTab(at:in:)` and `Docs/UIKitFacts.md` A14: ignored under a modal, and
  /// during a transition before iOS 26;
  /// on iOS 26 delivered, where switching tabs mid-push unbalances appearance calls (F7) unless
  /// the app's tab bar delegate lets the lane take the tap (Baton's app does). A tap on the
  /// selected tab pops its stack to the root.
  func selectTab(_ tab: Int) {
    world.tapTab(at: tab, in: tabBar)
  }

  /// Opens a deep link through the app's `BatonRouter`, then lets the strategy show it.
  ///
  /// The router's route builds the screens; then the tab is selected and the strategy shows
  /// them. A link the router cannot resolve counts as a route failure and shows nothing.
  func open(_ link: DeepLink) {
    strategy.beginHandler()
    if link.needsSignIn, !isSignedIn {
      openWhileSignedOut(link)
      return
    }
    let screens = DeepLinkScreens(app: self)
    do throws(RouteError) {
      try router.resolve(link.url, context: screens)
    } catch {
      probe.deepLinkFailedToRoute(link, error)
      return
    }
    _ = probe.openDeepLink(link, target: screens.modal ?? screens.pushes.last)
    strategy.select(tab: screens.tab, in: tabBar)
    strategy.openDeepLink(
      root: tabBar,
      stack: stacks[screens.tab],
      pushes: screens.pushes,
      modal: screens.modal.map(Self.sheet)
    )
  }

  /// Opens a deep link the system handed the app at launch as apps without a lane do: its pages
  /// are built at once, and shown once the window shows, on the navigation controller in front
  /// then (`storm --third-party`, where a sign-in SDK may have presented its sheet meanwhile).
  func openOnceLaunched(_ link: DeepLink) {
    if link.needsSignIn, !isSignedIn { return open(link) }
    strategy.beginHandler()
    let screens = DeepLinkScreens(app: self)
    do throws(RouteError) {
      try router.resolve(link.url, context: screens)
    } catch {
      probe.deepLinkFailedToRoute(link, error)
      return
    }
    _ = probe.openDeepLink(link, target: screens.modal ?? screens.pushes.last)
    showOnceLaunched(screens)
  }

  /// Pushes and presents a launch link's pages once the window shows, from the top-most
  /// controller then.
  private func showOnceLaunched(_ screens: DeepLinkScreens) {
    guard isLaunched else {
      timers.run(after: 0.05) { [weak self] in self?.showOnceLaunched(screens) }
      return
    }
    strategy.beginHandler()
    guard var top = window.rootViewController else { return }
    while let next = top.presentedViewController, !next.isBeingDismissed { top = next }
    let stack = (top as? UINavigationController) ?? top.navigationController ?? stacks[screens.tab]
    let modal = screens.modal.map(Self.sheet)
    for (index, page) in screens.pushes.enumerated() {
      let animated = index == screens.pushes.count - 1 && modal == nil
      strategy.push(page, on: stack, animated: animated, intent: nil)
    }
    if let modal { strategy.present(modal, from: top, intent: nil) }
  }

  /// A tap on a notification about product `productID`: the app opens the product's URL and
  /// pushes its page onto the selected tab's stack as it is (see
  /// ``NavigationStrategy/openNotification(_:router:context:stack:)``).
  func openNotification(productID: Int) {
    strategy.beginHandler()
    let tab = min(max(0, tabBar.selectedIndex), stacks.count - 1)
    let url = "app://tab\(tab)/product/\(productID)"
    let context = DeepLinkScreens(app: self)
    do throws(RouteError) {
      try strategy.openNotification(url, router: router, context: context, stack: stacks[tab])
    } catch {
      let link = DeepLink(tab: tab, pushes: [.product], modal: nil, productIDs: [productID])
      probe.deepLinkFailedToRoute(link, error)
    }
  }

  /// A link that needs the user signed in, while signed out: the app shows the sign-in sheet
  /// from the visible page (its login interceptor's redirect), and the strategy holds the link
  /// or forgets it.
  private func openWhileSignedOut(_ link: DeepLink) {
    probe.heldLinks.held("product \(DeepLink.membersOnlyProductID)")
    strategy.hold(link, router: router, context: DeepLinkScreens(app: self))
    guard let page = visibleScreen else { return }
    let target = makeScreen(.login, tab: page.tab)
    let intent = probe.openIntent(.present, appearing: target)
    strategy.present(Self.sheet(target), from: topPresented ?? page, intent: intent)
  }

  /// The user closed a sign-in sheet: signed in, the gate opens.
  private func signIn() {
    guard !isSignedIn else { return }
    isSignedIn = true
    probe.heldLinks.signedIn()
    strategy.signedIn(router: router, context: DeepLinkScreens(app: self))
  }

  /// Begins an edge swipe on the visible stack; nil when the gesture does not begin.
  func beginSwipe(touchInNavigationBar: Bool = false) -> (Headless.InteractivePop, LabScreen)? {
    guard topPresented == nil, let screen = selectedStack.topViewController as? LabScreen,
      let pop = world.beginInteractivePop(
        on: selectedStack,
        touchInNavigationBar: touchInNavigationBar
      )
    else { return nil }
    return (pop, screen)
  }
}
