import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// F12: when an app forces the swipe on at the root with its own delegate, the stack may still
/// freeze; a request the frozen stack ignores must not be reported as completed.
@MainActor
@Suite struct SwipeBackFrozenStackTests {
  @Test(arguments: Headless.Profile.allCases)
  func aRequestTheFrozenStackIgnoresIsNotCompleted(profile: Headless.Profile) {
    onStage(profile) { stage in
      let permissive = AppGestureDelegate()
      let gesture = stage.navigation.interactivePopGestureRecognizer
      gesture?.delegate = permissive
      gesture?.isEnabled = true  // the app overrides Baton's root safety
      _ = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(stage.world.isFrozen(stage.navigation))
      let outcomes = Outcomes()
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.settle()
      #expect(stage.stack == [stage.home])
      #expect(outcomes["push"].count == 1)
      #expect(outcomes["push"] != [.completed])
      #expect(stage.diagnosticCodes.contains(.requestRefused))
    }
  }
}
