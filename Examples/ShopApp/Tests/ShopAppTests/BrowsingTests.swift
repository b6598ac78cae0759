import BatonTesting
import BatonUIKit
import HeadlessUIKit
import ShopApp
import Testing

/// The product list, a product's page and back, on every UIKit era the model knows.
@MainActor
@Suite struct BrowsingTests {
  @Test(arguments: Headless.Profile.allCases)
  func aTapOnAProductPushesItsPage(profile: Headless.Profile) throws {
    try withShop(profile) { shop in
      try shop.dismissLaunchAlerts()
      #expect(shop.world.tapRow(at: IndexPath(row: 1, section: 0), in: shop.productList.tableView))
      shop.settle()
      let page = try #require(shop.shopStack.last as? ProductViewController)
      #expect(page.product.name == "Moka pot")
      #expect(page.priceLabel.text == "€34.50")
      #expect(shop.productList.tableView.indexPathForSelectedRow == nil, "deselected on tap")
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aDoubleTapOnAProductPushesItOnce(profile: Headless.Profile) throws {
    try withShop(profile) { shop in
      try shop.dismissLaunchAlerts()
      let row = IndexPath(row: 0, section: 0)
      #expect(shop.world.tapRow(at: row, in: shop.productList.tableView))
      #expect(shop.world.tapRow(at: row, in: shop.productList.tableView))
      shop.settle()
      #expect(shop.shopStack.count == 2, "one page, not two: \(shop.shopStack)")
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func twoProductsTappedQuicklyBothOpenInOrder(profile: Headless.Profile) throws {
    try withShop(profile) { shop in
      try shop.dismissLaunchAlerts()
      let table = shop.productList.tableView
      #expect(shop.world.tapRow(at: IndexPath(row: 0, section: 0), in: table))
      #expect(shop.world.tapRow(at: IndexPath(row: 3, section: 0), in: table))
      shop.settle()
      let names = shop.shopStack.compactMap { ($0 as? ProductViewController)?.product.name }
      #expect(names == ["Espresso cup", "Milk jug"])
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func backReturnsToTheList(profile: Headless.Profile) throws {
    try withShop(profile) { shop in
      try shop.dismissLaunchAlerts()
      #expect(shop.world.tapRow(at: IndexPath(row: 2, section: 0), in: shop.productList.tableView))
      shop.settle()
      #expect(shop.shopStack.count == 2)
      #expect(shop.world.tapBackButton(on: shop.tabs.shopNavigation) == .delivered)
      shop.settle()
      #expect(shop.shopStack.count == 1)
    }
  }

  @Test func addingToTheCartConfirmsWithAnAlert() throws {
    try withShop { shop in
      try shop.dismissLaunchAlerts()
      #expect(shop.world.tapRow(at: IndexPath(row: 0, section: 0), in: shop.productList.tableView))
      shop.settle()
      let page = try #require(shop.shopStack.last as? ProductViewController)
      #expect(shop.world.tap(page.addToCartButton))
      shop.settle()
      #expect(shop.alert?.title == "Added to your cart")
      #expect(shop.sceneDelegate.cart.products.map(\.id) == [1])
      try shop.answerAlert("OK")
    }
  }
}
