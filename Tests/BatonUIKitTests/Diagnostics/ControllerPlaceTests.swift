import HeadlessUIKit
import Testing

@testable import BatonUIKit

/// Diagnostics name a controller by its type, what a navigation controller shows, and where it
/// sits: two navigation controllers never read the same.
@MainActor
@Suite struct ControllerPlaceTests {
  @Test func aTabsStackAndASheetOverTheTabBarReadApart() throws {
    try onStage { stage in
      let tabs = UITabBarController()
      let first = UINavigationController(rootViewController: ListScreen())
      let second = UINavigationController(rootViewController: DetailScreen())
      tabs.viewControllers = [first, second]
      stage.window.rootViewController = tabs
      stage.settle()
      let login = UINavigationController(rootViewController: LoginScreen())
      tabs.present(login, animated: false)
      stage.settle()
      let page = try #require(login.topViewController)
      #expect(
        ControllerPlace.describe(second)
          == "UINavigationController showing DetailScreen, tab 1 of the window's root "
          + "UITabBarController"
      )
      #expect(
        ControllerPlace.describe(login)
          == "UINavigationController showing LoginScreen, presented over the window's root "
          + "UITabBarController"
      )
      #expect(
        ControllerPlace.describe(page)
          == "LoginScreen, in UINavigationController showing LoginScreen presented over the "
          + "window's root UITabBarController"
      )
      #expect(ControllerPlace.describe(tabs) == "UITabBarController, the window's root")
      tabs.dismiss(animated: false)
      stage.settle()
      stage.window.rootViewController = stage.navigation
      stage.settle()
    }
  }
}
