import Baton
import BatonRouting
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// A product page: one class for every product, declaring the product's id as its destination.
final class ProductScreen: Screen, DestinationIdentifiable {
  let productID: Int

  init(productID: Int) {
    self.productID = productID
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  var destinationID: Int { productID }
}

/// AdoptingBaton.md's product page, as the article's sample declares it.
final class ProductViewController: Screen {
  struct Product { var id: Int }
  let product: Product

  init(product: Product) {
    self.product = product
    super.init()
  }

  required init?(coder: NSCoder) { nil }
}

// AdoptingBaton.md, "Duplicates are the same destination, not the same class", as written:
extension ProductViewController: DestinationIdentifiable {
  var destinationID: Int { product.id }
}

/// AdoptingBaton.md's page meant to be stacked.
final class PageViewController: Screen {}

/// One hosting class for several routes (as a `UIHostingController` showing any SwiftUI page),
/// declaring nothing.
final class HostingScreen: Screen {}

/// A duplicate is the same instance or the same *destination* asked for
/// again while the first is pending or running, not any screen of the same class.
@MainActor
@Suite struct DestinationDuplicateTests {
  nonisolated static let profiles = Headless.Profile.allCases

  /// The `duplicateDropped` diagnostics of the stage.
  func duplicateDrops(_ stage: Stage) -> [Diagnostic] {
    stage.diagnostics.diagnostics.filter { $0.code == .duplicateDropped }
  }

  @Test(arguments: profiles)
  func aCellDoubleTapOnOneProductPushesOnceAndNamesBothRequests(profile: Headless.Profile) throws {
    try onStage(profile) { stage in
      let outcomes = Outcomes()
      let first = stage.navigation.baton.push(
        ProductScreen(productID: 3),
        completion: outcomes.callback("tap")
      )
      let second = stage.navigation.baton.push(
        ProductScreen(productID: 3),
        completion: outcomes.callback("second tap")
      )
      stage.settle()
      #expect(outcomes["tap"] == [.completed])
      #expect(outcomes["second tap"] == [.dropped(.duplicate)])
      #expect(stage.screenNames == ["HomeScreen", "ProductScreen"])
      let drop = try #require(duplicateDrops(stage).first)
      #expect(duplicateDrops(stage).count == 1)
      #expect(drop.requestID == second.id)
      #expect(drop.relatedRequestID == first.id)
      #expect(drop.laneName == stage.lane.name)
      #expect(drop.message.contains("push ProductScreen \(second.id)"))
      #expect(drop.message.contains("push ProductScreen \(first.id)"))
      #expect(drop.message.contains("ProductScreen 3"))
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: profiles)
  func aDoubleTapOnAScreenThatDeclaresNothingPushesOnce(profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("tap"))
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("second tap"))
      stage.settle()
      #expect(outcomes["second tap"] == [.dropped(.duplicate)])
      #expect(stage.screenNames == ["HomeScreen", "DetailScreen"])
      #expect(duplicateDrops(stage).count == 1)
    }
  }

  @Test(arguments: profiles)
  func aDeepLinkToAnotherProductDuringAProductPushLands(profile: Headless.Profile) throws {
    try onStage(profile) { stage in
      let router = BatonRouter<Void>(window: { [window = stage.window] in window })
      try router.register("/product/<int:id>") { match, _ in
        .screen(ProductScreen(productID: try match.int("id")))
      }
      let outcomes = Outcomes()
      stage.navigation.baton.push(ProductScreen(productID: 3), completion: outcomes.callback("tap"))
      try router.open("/product/42", completion: outcomes.callback("deep link"))
      stage.settle()
      #expect(outcomes["tap"] == [.completed])
      #expect(outcomes["deep link"] == [.completed])
      #expect(stage.stack.compactMap { ($0 as? ProductScreen)?.productID } == [3, 42])
      #expect(duplicateDrops(stage).isEmpty)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: profiles)
  func twoDifferentWrappedSheetsPresentedBackToBackBothLand(profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = Outcomes()
      stage.navigation.baton.present(
        UINavigationController(rootViewController: SettingsScreen()),
        completion: outcomes.callback("settings")
      )
      stage.navigation.baton.present(
        UINavigationController(rootViewController: LoginScreen()),
        completion: outcomes.callback("login")
      )
      stage.settle()
      #expect(outcomes["settings"] == [.completed])
      #expect(outcomes["login"] == [.completed])
      let sheet = stage.navigation.presentedViewController?.presentedViewController
      #expect((sheet as? UINavigationController)?.viewControllers.first is LoginScreen)
      #expect(duplicateDrops(stage).isEmpty)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: profiles)
  func theSameWrappedScreenPresentedTwiceShowsOnce(profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = Outcomes()
      stage.navigation.baton.present(
        UINavigationController(rootViewController: SettingsScreen()),
        completion: outcomes.callback("first")
      )
      stage.navigation.baton.present(
        UINavigationController(rootViewController: SettingsScreen()),
        completion: outcomes.callback("second")
      )
      stage.settle()
      #expect(outcomes["first"] == [.completed])
      #expect(outcomes["second"] == [.dropped(.duplicate)])
      #expect(stage.navigation.presentedViewController?.presentedViewController == nil)
      #expect(duplicateDrops(stage).first?.message.contains("SettingsScreen") == true)
    }
  }

  @Test(arguments: profiles)
  func aDeepLinkThatOpensACategoryThenAProductOfOneHostingClassLandsBoth(
    profile: Headless.Profile
  ) throws {
    try onStage(profile) { stage in
      let router = BatonRouter<Void>(window: { [window = stage.window] in window })
      try router.register("/category/<int:id>") { _, _ in .screen(HostingScreen()) }
      try router.register("/product/<int:id>") { _, _ in .screen(HostingScreen()) }
      let outcomes = Outcomes()
      try router.open("/category/7", completion: outcomes.callback("category"))
      try router.open("/product/42", completion: outcomes.callback("product"))
      try router.open("/product/42", completion: outcomes.callback("product again"))
      stage.settle()
      #expect(outcomes["category"] == [.completed])
      #expect(outcomes["product"] == [.completed])
      #expect(outcomes["product again"] == [.dropped(.duplicate)])
      #expect(stage.screenNames == ["HomeScreen", "HostingScreen", "HostingScreen"])
      #expect(duplicateDrops(stage).first?.message.contains("/product/42") == true)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: profiles)
  func allowLetsAPushOfTheSameDestinationThrough(profile: Headless.Profile) {
    onStage(profile) { stage in
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("first"))
      stage.navigation.baton.push(
        DetailScreen(),
        duplicates: .allow,
        completion: outcomes.callback("allowed")
      )
      stage.settle()
      #expect(outcomes["allowed"] == [.completed])
      #expect(stage.screenNames == ["HomeScreen", "DetailScreen", "DetailScreen"])
      #expect(duplicateDrops(stage).isEmpty)
    }
  }

  @Test(arguments: profiles)
  func suppressDropsASameTypePushEvenWithTheLaneSwitchOff(profile: Headless.Profile) {
    let configuration = Lane.Configuration(suppressesSameDestination: false)
    onStage(profile, configuration: configuration) { stage in
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("first"))
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("automatic"))
      stage.navigation.baton.push(
        DetailScreen(),
        duplicates: .suppress,
        completion: outcomes.callback("suppressed")
      )
      stage.navigation.baton.present(
        SettingsScreen(),
        completion: outcomes.callback("present")
      )
      stage.navigation.baton.present(
        SettingsScreen(),
        duplicates: .suppress,
        completion: outcomes.callback("suppressed present")
      )
      stage.settle()
      #expect(outcomes["automatic"] == [.completed])
      #expect(outcomes["suppressed"] == [.dropped(.duplicate)])
      #expect(outcomes["suppressed present"] == [.dropped(.duplicate)])
      #expect(stage.screenNames == ["HomeScreen", "DetailScreen", "DetailScreen"])
    }
  }

  @Test(arguments: profiles)
  func aDuplicatePushViewControllerOfTheDropInControllerIsReported(profile: Headless.Profile)
    throws
  {
    try onStage(profile) { stage in
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.navigation.pushViewController(DetailScreen(), animated: true)
      stage.navigation.pushViewController(ProductScreen(productID: 3), animated: true)
      stage.settle()
      #expect(stage.screenNames == ["HomeScreen", "DetailScreen", "ProductScreen"])
      let drop = try #require(duplicateDrops(stage).first)
      #expect(duplicateDrops(stage).count == 1)
      #expect(drop.requestID != nil)
      #expect(drop.relatedRequestID != nil)
      #expect(drop.relatedRequestID != drop.requestID)
      #expect(drop.message.components(separatedBy: "push DetailScreen").count == 3)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test func aWrappedProductIsADuplicateOfTheSameProductPresentedBare() {
    onStage { stage in
      let outcomes = Outcomes()
      stage.navigation.baton.present(ProductScreen(productID: 9))
      stage.navigation.baton.present(
        UINavigationController(rootViewController: ProductScreen(productID: 9)),
        completion: outcomes.callback("wrapped")
      )
      stage.settle()
      #expect(outcomes["wrapped"] == [.dropped(.duplicate)])
    }
  }

  /// AdoptingBaton.md: the declared product id and the per-request `.allow`, as written.
  @Test func theAdoptionArticleSamplesRunAsWritten() {
    onStage { stage in
      let navigationController = stage.navigation
      let outcomes = Outcomes()
      navigationController.baton.push(ProductViewController(product: .init(id: 3)))
      navigationController.baton.push(
        ProductViewController(product: .init(id: 3)),
        completion: outcomes.callback("same product")
      )
      navigationController.baton.push(
        ProductViewController(product: .init(id: 42)),
        completion: outcomes.callback("deep link")
      )
      navigationController.baton.push(PageViewController())
      // From the article:
      navigationController.baton.push(PageViewController(), duplicates: .allow)
      stage.settle()
      #expect(outcomes["same product"] == [.dropped(.duplicate)])
      #expect(outcomes["deep link"] == [.completed])
      #expect(stage.stack.count == 5)
    }
  }

  @Test(arguments: profiles)
  func theOnTopCheckComparesDestinationsAndReportsItsDrop(profile: Headless.Profile) {
    onStage(profile, options: BatonOptions(dropsPushOfScreenTypeOnTop: true)) { stage in
      stage.navigation.baton.push(ProductScreen(productID: 3))
      stage.settle()
      let outcomes = Outcomes()
      stage.navigation.baton.push(
        ProductScreen(productID: 3),
        completion: outcomes.callback("same product on top")
      )
      stage.settle()
      stage.navigation.baton.push(
        ProductScreen(productID: 42),
        completion: outcomes.callback("other product")
      )
      stage.settle()
      #expect(outcomes["same product on top"] == [.dropped(.duplicate)])
      #expect(outcomes["other product"] == [.completed])
      #expect(stage.stack.compactMap { ($0 as? ProductScreen)?.productID } == [3, 42])
      let drops = duplicateDrops(stage)
      #expect(drops.count == 1)
      #expect(drops.first?.message.contains("screen on top") == true)
      #expect(drops.first?.message.contains("ProductScreen 3") == true)
    }
  }
}
