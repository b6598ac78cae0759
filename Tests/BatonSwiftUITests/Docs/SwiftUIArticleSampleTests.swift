import BatonSwiftUI
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

  @Test func anUnknownLinkThrowsAndChangesNothing() throws {
    let shop = try ShopNavigation(capabilities: .iOS17, scheduler: world.scheduler)
    #expect(throws: RouteError.self) { try shop.open("shop://app/nowhere") }
    #expect(shop.navigation.model.requested == shop.navigation.model.rendered)
  }
}
