import BatonSwiftUI
import Foundation
import HeadlessUIKit
import Testing

/// The article "SwiftUI": a deep link at cold start, redirected to sign-in by the router, then
/// opened after sign-in, each step on its probe's signal.
@MainActor
@Suite struct SwiftUIArticleSampleTests {
  let world = Headless.World()

  @Test func aDeepLinkAtColdStartIsRedirectedToSignInAndOpenedAfterIt() throws {
    let shop = try ShopNavigation(capabilities: .iOS17, scheduler: world.scheduler)
    let host = world.run { HeadlessSwiftUIHost(world: world, navigation: shop.navigation) }
    try shop.open("shop://app/order/7/receipt")
    #expect(shop.navigation.lane.isSuspended, "cold start: the link waits")
    world.run { host.window.makeKeyAndVisible() }
    #expect(world.scheduler.runUntilIdle())
    let requested = shop.navigation.model.requested
    #expect(requested.layers.map(\.stack.root.route) == [.login])
    #expect(requested.layers.first?.style == .fullScreenCover)
    #expect(host.root.presentedViewController?.modalPresentationStyle == .fullScreen)

    try shop.didSignIn()
    #expect(world.scheduler.runUntilIdle())
    #expect(shop.navigation.model.isSettled)
    #expect(shop.navigation.displayed.layers.isEmpty)
    #expect(shop.navigation.displayed.base.path.map(\.route) == [.order(7), .receipt(7)])
    #expect(host.root.presentedViewController == nil)
    #expect(host.root.viewControllers.count == 3)
    #expect(world.faults.isEmpty)
  }

  @Test func signingOutAsksThroughThePopupQueueThenShowsTheSignInCover() throws {
    let shop = try ShopNavigation(capabilities: .iOS17, scheduler: world.scheduler)
    let host = world.run { HeadlessSwiftUIHost(world: world, navigation: shop.navigation) }
    world.run { host.window.makeKeyAndVisible() }
    try shop.didSignIn()
    try shop.open("shop://app/order/7")
    #expect(world.scheduler.runUntilIdle())
    let update = shop.navigation.popups.show(
      PopupRequest(key: "update", priority: 1, presenter: SilentPresenter())
    )
    shop.confirmSignOut()
    #expect(world.scheduler.runUntilIdle())
    #expect(update.state == .pending, "the dialog's priority 10 goes first")
    #expect(shop.navigation.displayed.alert?.route == .signOut)
    #expect(host.alertController != nil)
    host.dismissAlertForButton()
    shop.didAnswerSignOut("Sign out")
    // The other pop-up now holds the sign-in cover: that wait is the user's, and the lane
    // verifies it every stall bound for good (issue 20), so run until only that check is left.
    let lane = shop.navigation.popups.lane
    while let next = world.scheduler.nextDeadline,
      !(lane.isHeldByGate && world.scheduler.pendingCount == 1)
    {
      world.scheduler.advance(to: next)
    }
    #expect(shop.navigation.displayed.base.path.isEmpty)
    #expect(update.state == .visible, "the other pop-up took its turn after the pop")
    #expect(shop.navigation.displayed.layers.isEmpty, "and, blocking, holds the sign-in cover")
    update.dismiss("Later")
    #expect(world.scheduler.runUntilIdle())
    #expect(shop.navigation.displayed.layers.map(\.stack.root.route) == [.login])
    #expect(host.root.presentedViewController != nil)
    #expect(world.faults.isEmpty)
  }

  /// The article's `init()` makes the navigation with the real clock and the running system's
  /// capabilities; its lines, as written there, compile and give a suspended cold-start lane.
  @Test func theArticlesInitialiserLinesMakeACapableNavigation() {
    let major = ProcessInfo.processInfo.operatingSystemVersion.majorVersion
    let navigation = BatonNavigation<AppRoute>(
      root: .home,
      capabilities: NavigationCapabilities(iOSMajorVersion: major)
    )
    #expect(navigation.lane.isSuspended, "cold start: waits for the root probe")
    #expect(navigation.displayed.base.root.route == .home)
  }

  @Test func anUnknownLinkThrowsAndChangesNothing() throws {
    let shop = try ShopNavigation(capabilities: .iOS17, scheduler: world.scheduler)
    #expect(throws: RouteError.self) { try shop.open("shop://app/nowhere") }
    #expect(shop.navigation.model.requested == shop.navigation.model.rendered)
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
