import BatonRouting
import BatonSwiftUI
import Foundation
import HeadlessUIKit
import Testing

/// The article "SwiftUI"'s worked example, a tab app: a deep link at cold start, redirected to
/// sign-in by the router, then opened in the orders tab after sign-in; a sheet with its own
/// stack; the sign-out dialog through the pop-up queue. Each step ends on its probe's signal.
@MainActor
@Suite struct SwiftUIArticleSampleTests {
  let world = Headless.World()

  func makeApp() throws -> (ShopNavigation, HeadlessSwiftUITabsHost<AppTab, AppRoute>) {
    let shop = try ShopNavigation(capabilities: .iOS17, scheduler: world.scheduler)
    return (shop, HeadlessSwiftUITabsHost(world: world, tabs: shop.tabs))
  }

  @Test func aDeepLinkAtColdStartIsRedirectedToSignInAndOpenedInItsTabAfterIt() throws {
    let (shop, host) = try makeApp()
    try shop.open("shop://app/order/7/receipt")
    #expect(shop.tabs.lane.isSuspended, "cold start: the link waits")
    host.launch(in: world)
    #expect(world.scheduler.runUntilIdle())
    let shopTab = shop.navigation(.shop)
    #expect(shopTab.displayed.layers.map(\.stack.root.route) == [.login])
    #expect(shopTab.displayed.layers.first?.style == .fullScreenCover)
    #expect(host.hosts[.shop]?.root.presentedViewController?.modalPresentationStyle == .fullScreen)

    try shop.didSignIn()
    #expect(world.scheduler.runUntilIdle())
    #expect(shop.tabs.selection == .orders)
    #expect(host.tabBar.selectedIndex == 1)
    #expect(shopTab.displayed.layers.isEmpty)
    let orders = shop.navigation(.orders)
    #expect(orders.model.isSettled)
    #expect(orders.displayed.base.path.map(\.route) == [.order(7), .receipt(7)])
    #expect(host.hosts[.orders]?.root.viewControllers.count == 3)
    #expect(world.faults.isEmpty)
  }

  @Test func theCartSheetHasAStackOfItsOwnAndALinkPushesOnIt() throws {
    let (shop, host) = try makeApp()
    host.launch(in: world)
    try shop.didSignIn()
    let shopTab = shop.navigation(.shop)
    let cart = shopTab.present(.cart)
    #expect(world.scheduler.runUntilIdle())
    // The cart's "Check out" link, tapped twice: one push, on the sheet's stack.
    let first = shopTab.followLink(to: .checkout, from: cart)
    guard case .pushed(let checkout) = first else {
      Issue.record("the link's first tap pushes: \(first)")
      return
    }
    #expect(shopTab.followLink(to: .checkout, from: cart) == .droppedScreenCovered(by: checkout))
    #expect(world.scheduler.runUntilIdle())
    #expect(shopTab.displayed.layers.first?.stack.path.map(\.route) == [.checkout])
    #expect(shopTab.displayed.base.path.isEmpty)
    shopTab.dismissAll()
    #expect(world.scheduler.runUntilIdle())
    #expect(shopTab.displayed.layers.isEmpty)
    #expect(world.faults.isEmpty)
  }

  @Test func signingOutAsksThroughThePopupQueueThenShowsTheSignInCover() throws {
    let (shop, host) = try makeApp()
    host.launch(in: world)
    try shop.didSignIn()
    try shop.open("shop://app/order/7")
    shop.tabs.select(.account)
    #expect(world.scheduler.runUntilIdle())
    let update = shop.tabs.popups.show(
      PopupRequest(key: "update", priority: 1, presenter: SilentPresenter())
    )
    shop.confirmSignOut()
    #expect(world.scheduler.runUntilIdle())
    #expect(update.state == .pending, "the dialog's priority 10 goes first")
    let account = shop.navigation(.account)
    #expect(account.displayed.alert?.route == .signOut)
    #expect(host.hosts[.account]?.alertController != nil)
    host.hosts[.account]?.dismissAlertForButton()
    shop.didAnswerSignOut("Sign out")
    // The other pop-up now holds the sign-in cover: that wait is the user's, and the lane
    // verifies it every stall bound for good, so run until only that check is left.
    let lane = shop.tabs.lane
    while let next = world.scheduler.nextDeadline,
      !(lane.isHeldByGate && world.scheduler.pendingCount == 1)
    {
      world.scheduler.advance(to: next)
    }
    #expect(shop.navigation(.orders).displayed.base.path.isEmpty)
    #expect(shop.tabs.selection == .shop)
    #expect(update.state == .visible, "the other pop-up took its turn after the pops")
    update.dismiss("Later")
    #expect(world.scheduler.runUntilIdle())
    #expect(shop.navigation(.shop).displayed.layers.map(\.stack.root.route) == [.login])
    #expect(host.hosts[.shop]?.root.presentedViewController != nil)
    #expect(world.faults.isEmpty)
  }

  /// The article's `ShopNavigation` makes its tabs with the real clock and the running system's
  /// capabilities; its lines, as written there, compile and give a suspended cold-start lane.
  @Test func theArticlesTabsLineMakesASuspendedLaneWithAStackPerTab() throws {
    let tabs = try BatonTabs<AppTab, AppRoute>(AppTab.allCases) { tab in
      switch tab {
      case .shop: AppRoute.home
      case .orders: AppRoute.orders
      case .account: AppRoute.account
      }
    }
    #expect(tabs.lane.isSuspended, "cold start: waits for the selected tab's root probe")
    #expect(tabs.selection == .shop)
    #expect(tabs.navigation(for: .orders)?.displayed.base.root.route == .orders)
  }

  @Test func anUnknownLinkThrowsAndChangesNothing() throws {
    let (shop, _) = try makeApp()
    #expect(throws: RouteError.self) { try shop.open("shop://app/nowhere") }
    for tab in AppTab.allCases {
      let navigation = shop.navigation(tab)
      #expect(navigation.model.requested == navigation.model.rendered)
    }
  }
}

/// A pop-up presenter that shows at once and hides at once.
@MainActor
final class SilentPresenter: PopupPresenter {
  func showPopup(_ popup: PopupTicket, completion: @escaping @MainActor (PopupShowResult) -> Void) {
    completion(.shown)
  }

  func hidePopup(_ popup: PopupTicket, completion: @escaping @MainActor () -> Void) {
    completion()
  }
}
