import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// A screen's own say over the swipe-back (``InteractivePopControlling``): the general opt-out
/// refuses every swipe, the full-screen one keeps the edge swipe.
@MainActor
@Suite struct SwipeBackScreenControlTests {
  @Test(arguments: Headless.Profile.allCases)
  func aScreenThatOptsOutOfFullScreenSwipesKeepsTheEdgeSwipe(profile: Headless.Profile) {
    onStage(profile) { stage in
      stage.navigation.pushViewController(MapLikeScreen(), animated: true)
      stage.settle()
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      swipe?.finish()
      stage.settle()
      #expect(stage.stack == [stage.home])
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func theGeneralOptOutRefusesTheEdgeSwipeAndSaysWhy(profile: Headless.Profile) {
    onStage(profile) { stage in
      stage.navigation.pushViewController(LockedScreen(), animated: true)
      stage.settle()
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      #expect(stage.diagnostics.codes == [.swipeBackRefused])
    }
  }

  @Test func aScreenThatSaysNothingAboutFullScreenSwipesAllowsThem() {
    #expect(LockedScreen().allowsFullScreenInteractivePop)
  }
}

/// A screen whose content pans horizontally: no full-width swipe-back, the edge one kept.
final class MapLikeScreen: Screen, InteractivePopControlling {
  var allowsInteractivePop: Bool { true }
  var allowsFullScreenInteractivePop: Bool { false }
}
