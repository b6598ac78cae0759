import BatonTesting
import BatonUIKit
import HeadlessUIKit
import ShopApp
import Testing

/// The launch: the guard installed by the app delegate, the tabs, and the two alerts the scene
/// delegate presents one after the other.
@MainActor
@Suite struct LaunchTests {
  @Test(arguments: Headless.Profile.allCases)
  func theLaunchAlertsShowOneAfterTheOther(profile: Headless.Profile) throws {
    try withShop(profile) { shop in
      #expect(BatonGuard.isInstalled)
      shop.settle()
      #expect(shop.alert?.title == "What's new")
      try shop.answerAlert("OK")
      #expect(shop.alert?.title == "Allow notifications?", "the second alert was queued, not lost")
      try shop.answerAlert("Not now")
      #expect(shop.alert == nil)
      #expect(shop.sceneDelegate.launchAnswers == ["OK", "Not now"])
    }
  }

  @Test func theShopTabShowsEveryProduct() throws {
    try withShop { shop in
      try shop.dismissLaunchAlerts()
      let table = shop.productList.tableView
      #expect(table.numberOfRows(inSection: 0) == Catalog.products.count)
      let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
      #expect(cell?.textLabel?.text == "Burr grinder")
      #expect(shop.tabs.selectedIndex == ShopTabBarController.shopTab)
    }
  }

  @Test func aTapOnATabWhileAnAlertIsUpIsIgnored() throws {
    try withShop { shop in
      shop.settle()
      let tap = shop.world.tapTab(at: ShopTabBarController.accountTab, in: shop.tabs)
      #expect(tap == .ignored(.notReachable))
      try shop.answerAlert("OK")
      try shop.answerAlert("Not now")
    }
  }
}
