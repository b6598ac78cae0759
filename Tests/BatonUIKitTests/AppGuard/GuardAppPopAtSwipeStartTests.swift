import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// With the app-wide guard, UIKit's swipe-back recognizer stays `.began` from the touch that
/// starts the swipe until the finger next moves. A `popViewController(animated:)` the app makes
/// in between (a timer that closes the page being swiped) is the app's call, not the swipe's own
/// pop: it waits for the swipe and finds its page gone when the swipe finishes, instead of being
/// handed to UIKit, which would pop the page below too once the swipe ends.
@MainActor
@Suite struct GuardAppPopAtSwipeStartTests {
  @Test(arguments: Headless.Profile.allCases)
  func anAppPopBeforeTheFingerMovesWaitsForTheSwipe(profile: Headless.Profile) throws {
    try onGuardedStage(profile) { stage in
      let list = ListScreen()
      let detail = DetailScreen()
      stage.navigation.pushViewController(list, animated: false)
      stage.navigation.pushViewController(detail, animated: false)
      stage.settle()
      let swipe = try #require(stage.world.beginInteractivePop(on: stage.navigation))
      stage.navigation.popViewController(animated: true)
      stage.advance(0.1)
      swipe.update(progress: 0.6)
      stage.advance(0.1)
      swipe.finish()
      stage.settle()
      #expect(stage.stack == [stage.home, list], "only the swiped page leaves")
      #expect(stage.faults.isEmpty, "\(stage.faults)")
    }
  }
}
