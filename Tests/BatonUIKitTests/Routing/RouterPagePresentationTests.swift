import Baton
import BatonRouting
import BatonUIKit
import HeadlessUIKit
import Testing

/// The router's presentations belong to the page they are presented from: a pop of
/// that page takes them along.
@MainActor
@Suite struct RouterPagePresentationTests {
  @Test(arguments: Headless.Profile.allCases)
  func aPageThePopTakesTakesTheSheetTheRouterPresentedOnIt(profile: Headless.Profile) throws {
    try onStage(profile) { stage in
      let router = try makeRouter(on: stage)
      let order = DetailScreen()
      stage.navigation.baton.push(order)
      stage.settle()
      let outcomes = Outcomes()
      let opening = try router.open(
        "myapp://settings/sizes",
        action: .present,
        completion: outcomes.callback("open")
      )
      stage.settle()
      #expect(outcomes["open"] == [.completed])
      #expect(stage.navigation.presentedViewController === opening.screen)
      order.baton.pop(completion: outcomes.callback("pop"))
      stage.settle()
      #expect(outcomes["pop"] == [.completed])
      #expect(stage.stack == [stage.home])
      #expect(stage.navigation.presentedViewController == nil)
      #expect(stage.faults.isEmpty)
    }
  }
}
