import BatonTesting
import BatonUIKit
import HeadlessUIKit
import ShopApp
import Testing

/// The account tab and the login SDK's own sheet, presented with plain `present`.
@MainActor
@Suite struct AccountTests {
  @Test(arguments: Headless.Profile.allCases)
  func signingInThroughTheSDKsSheet(profile: Headless.Profile) throws {
    try withShop(profile) { shop in
      try shop.dismissLaunchAlerts()
      #expect(shop.world.tapTab(at: ShopTabBarController.accountTab, in: shop.tabs) == .selected)
      shop.settle()
      #expect(shop.world.tap(shop.account.signInButton))
      shop.settle()
      let sheet = try #require(shop.account.presentedViewController as? LoginSheetViewController)
      #expect(shop.world.tap(sheet.continueButton))
      shop.settle()
      #expect(shop.account.presentedViewController == nil)
      #expect(shop.account.statusLabel.text == "Signed in as Ada")
    }
  }

  @Test func aSecondTapOnSignInWhileTheSheetComesUpShowsOneSheet() throws {
    try withShop { shop in
      try shop.dismissLaunchAlerts()
      shop.world.tapTab(at: ShopTabBarController.accountTab, in: shop.tabs)
      shop.settle()
      #expect(shop.world.tap(shop.account.signInButton))
      // The sheet is still on its way up: the button is still on screen for a moment.
      shop.account.signInButton.sendActions(for: .primaryActionTriggered)
      shop.settle()
      let sheet = try #require(shop.account.presentedViewController as? LoginSheetViewController)
      #expect(sheet.presentedViewController == nil, "no second sheet over the first")
      #expect(shop.world.faults.isEmpty, "\(shop.world.faults)")
      #expect(shop.world.tap(sheet.cancelButton))
      shop.settle()
      #expect(shop.account.statusLabel.text == "Not signed in")
    }
  }

  @Test func aDisabledButtonTakesNoTap() throws {
    try withShop { shop in
      try shop.dismissLaunchAlerts()
      shop.world.tapTab(at: ShopTabBarController.accountTab, in: shop.tabs)
      shop.settle()
      shop.account.signInButton.isEnabled = false
      #expect(!shop.world.tap(shop.account.signInButton))
      shop.settle()
      #expect(shop.account.presentedViewController == nil)
    }
  }
}
