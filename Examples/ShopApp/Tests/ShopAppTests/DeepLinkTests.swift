import BatonTesting
import BatonUIKit
import Foundation
import HeadlessUIKit
import ShopApp
import Testing

/// `shop://product/<id>`: at a cold start, behind the launch alerts, and while the app runs on
/// another tab.
@MainActor
@Suite struct DeepLinkTests {
  static let moka = URL(string: "shop://product/2")!

  @Test(arguments: Headless.Profile.allCases)
  func aColdStartLinkOpensOnceTheLaunchAlertsAskedBeforeItAreAnswered(
    profile: Headless.Profile
  ) throws {
    try withShop(profile, opening: [Self.moka]) { shop in
      shop.settle()
      // Order as asked: the scene delegate asks for the alerts, then opens the link.
      #expect(shop.alert?.title == "What's new")
      #expect(shop.shopStack.count == 1, "the link's push waits behind the launch alerts")
      try shop.dismissLaunchAlerts()
      #expect((shop.shopStack.last as? ProductViewController)?.product.id == 2)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aLinkWhileAnAlertIsUpWaitsForTheAnswer(profile: Headless.Profile) throws {
    try withShop(profile) { shop in
      shop.settle()
      #expect(shop.alert?.title == "What's new")
      #expect(shop.world.open(Self.moka, in: shop.scene))
      #expect(shop.settle() == .waitingForUser)
      #expect(shop.shopStack.count == 1, "the push waits behind the alert")
      try shop.answerAlert("OK")
      try shop.answerAlert("Not now")
      #expect((shop.shopStack.last as? ProductViewController)?.product.id == 2)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aLinkWhileOnTheAccountTabSelectsTheShopAndPushes(profile: Headless.Profile) throws {
    try withShop(profile) { shop in
      try shop.dismissLaunchAlerts()
      shop.world.tapTab(at: ShopTabBarController.accountTab, in: shop.tabs)
      shop.settle()
      #expect(shop.world.open(Self.moka, in: shop.scene))
      shop.settle()
      #expect(shop.tabs.selectedIndex == ShopTabBarController.shopTab)
      #expect((shop.shopStack.last as? ProductViewController)?.product.id == 2)
    }
  }

  @Test func aLinkDuringAPushOfAnotherProductLandsOnTop() throws {
    try withShop { shop in
      try shop.dismissLaunchAlerts()
      #expect(shop.world.tapRow(at: IndexPath(row: 0, section: 0), in: shop.productList.tableView))
      #expect(shop.world.open(Self.moka, in: shop.scene))
      shop.settle()
      let ids = shop.shopStack.compactMap { ($0 as? ProductViewController)?.product.id }
      #expect(ids == [1, 2])
    }
  }

  @Test func aLinkToAProductTheShopDoesNotSellChangesNothing() throws {
    try withShop { shop in
      try shop.dismissLaunchAlerts()
      #expect(shop.world.open(URL(string: "shop://product/99")!, in: shop.scene))
      shop.settle()
      #expect(shop.shopStack.count == 1)
    }
  }
}
