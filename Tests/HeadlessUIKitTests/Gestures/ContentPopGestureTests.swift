import Foundation
import HeadlessUIKit
import Testing

/// Docs/UIKitFacts-swipe.md A7: iOS 26's content swipe exists only in the fluid profile, pops
/// like the edge swipe and shares UIKit's own delegate (so A5's refusals apply to it).
@MainActor
@Suite struct ContentPopGestureTests {
  @Test(arguments: Headless.Profile.allCases)
  func a7TheContentSwipeExistsOnlyOnIOS26(profile: Headless.Profile) {
    let stage = NavigationStage(profile: profile)
    let exists = stage.navigation.interactiveContentPopGestureRecognizer != nil
    #expect(exists == (profile == .fluid))
  }

  @Test func a7TheContentSwipePopsAndSharesUIKitsDelegate() throws {
    let stage = NavigationStage(profile: .fluid)
    let navigation = stage.navigation
    #expect(
      navigation.interactiveContentPopGestureRecognizer?.delegate
        === navigation.interactivePopGestureRecognizer?.delegate
    )
    #expect(stage.world.beginInteractiveContentPop(on: navigation) == nil)  // the root
    let b = stage.screen("B")
    stage.world.run { navigation.pushViewController(b, animated: false) }
    stage.settle()
    let swipe = try #require(
      stage.world.run { stage.world.beginInteractiveContentPop(on: navigation) }
    )
    #expect(navigation.interactiveContentPopGestureRecognizer?.state == .began)
    #expect(navigation.interactivePopGestureRecognizer?.state == .possible)
    stage.world.run {
      swipe.update(progress: 0.7)
      swipe.finish()
    }
    stage.settle()
    #expect(navigation.viewControllers == [stage.root])
    #expect(navigation.interactiveContentPopGestureRecognizer?.state == .possible)
  }

  @Test func a5UIKitsDelegateRefusesTheContentSwipeWithACustomLeftItem() {
    let stage = NavigationStage(profile: .fluid)
    let b = stage.screen("B")
    stage.world.run {
      b.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: UIView())
      stage.navigation.pushViewController(b, animated: false)
    }
    stage.settle()
    #expect(stage.world.run { stage.world.beginInteractiveContentPop(on: stage.navigation) } == nil)
  }
}
