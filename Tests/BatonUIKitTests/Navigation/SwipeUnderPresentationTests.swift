import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// The user's swipe-back and a page's presentations: the swipe cannot begin under a
/// presentation, and a present asked during a swipe waits for the swipe to end.
@MainActor
@Suite struct SwipeUnderPresentationTests {
  @Test(arguments: Headless.Profile.allCases)
  func theSwipeCannotBeginUnderAPagesSheet(profile: Headless.Profile) {
    onStage(profile) { stage in
      let order = DetailScreen()
      stage.navigation.baton.push(order)
      stage.settle()
      order.baton.present(LoginScreen())
      stage.settle()
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      #expect(stage.stack == [stage.home, order])
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aPresentAskedDuringACancelledSwipePresentsFromThePage(profile: Headless.Profile) {
    onStage(profile) { stage in
      let order = DetailScreen()
      stage.navigation.baton.push(order)
      stage.settle()
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      stage.advance(0.05)
      let outcomes = Outcomes()
      let sheet = LoginScreen()
      order.baton.present(sheet, completion: outcomes.callback("present"))
      stage.advance(1)
      #expect(outcomes.all.isEmpty)
      swipe?.cancel()
      stage.settle()
      #expect(outcomes["present"] == [.completed])
      #expect(stage.navigation.presentedViewController === sheet)
      // The sheet is the page's: the page's pop takes it.
      order.baton.pop(completion: outcomes.callback("pop"))
      stage.settle()
      #expect(outcomes["pop"] == [.completed])
      #expect(stage.navigation.presentedViewController == nil)
      #expect(stage.stack == [stage.home])
      #expect(stage.faults.isEmpty)
    }
  }

  /// A finished swipe took the page: the present then follows the presenter rule for a page
  /// that left (redirected to the window's top page, whose presentation it becomes).
  @Test(arguments: Headless.Profile.allCases)
  func aPresentAskedDuringAFinishedSwipeGoesToThePageOnTop(profile: Headless.Profile) {
    onStage(profile) { stage in
      let list = ListScreen()
      let order = DetailScreen()
      stage.navigation.baton.push(list)
      stage.navigation.baton.push(order)
      stage.settle()
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      stage.advance(0.05)
      let outcomes = Outcomes()
      let sheet = LoginScreen()
      order.baton.present(sheet, completion: outcomes.callback("present"))
      stage.advance(1)
      #expect(outcomes.all.isEmpty)
      swipe?.finish()
      stage.settle()
      #expect(outcomes["present"] == [.completed])
      #expect(stage.stack == [stage.home, list])
      #expect(stage.diagnosticCodes.contains(.presenterRedirected))
      list.baton.pop(completion: outcomes.callback("pop"))
      stage.settle()
      #expect(outcomes["pop"] == [.completed])
      #expect(stage.navigation.presentedViewController == nil)
      #expect(stage.faults.isEmpty)
    }
  }
}
