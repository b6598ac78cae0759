import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// A user's tap on a tab during a transition, through a delegate that asks
/// `tabBarController.baton.shouldSelect(_:)`.
@MainActor
@Suite struct UserTabTapTests {
  /// The app's tab bar delegate, one line per the article.
  private final class Delegate: NSObject, UITabBarControllerDelegate {
    func tabBarController(
      _ tabBarController: UITabBarController,
      shouldSelect viewController: UIViewController
    ) -> Bool {
      tabBarController.baton.shouldSelect(viewController)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aTapWhileTheLaneIsIdleSelectsAtOnce(profile: Headless.Profile) {
    onStage(profile) { stage in
      let tabs = TabWindow(stage)
      let delegate = Delegate()
      tabs.controller.delegate = delegate
      #expect(stage.world.tapTab(at: 1, in: tabs.controller) == .selected)
      #expect(tabs.controller.selectedIndex == 1)
      tabs.close()
    }
  }

  @Test func onIOS26ATapDuringAPushSwitchesTabsOnceThePushHasEnded() {
    onStage(.fluid) { stage in
      let tabs = TabWindow(stage)
      let delegate = Delegate()
      tabs.controller.delegate = delegate
      tabs.first.baton.push(DetailScreen())
      stage.advance(0.1)
      #expect(stage.world.tapTab(at: 1, in: tabs.controller) == .refusedByDelegate)
      #expect(tabs.controller.selectedIndex == 0, "the push still runs in the first tab")
      stage.settle()
      #expect(tabs.controller.selectedIndex == 1)
      #expect(tabs.first.viewControllers.count == 2)
      #expect(stage.faults.isEmpty)
      tabs.close()
    }
  }

  @Test func withoutTheDelegateATapDuringAPushOnIOS26UnbalancesAppearances() {
    onStage(.fluid) { stage in
      let tabs = TabWindow(stage)
      tabs.first.baton.push(DetailScreen())
      stage.advance(0.1)
      #expect(stage.world.tapTab(at: 1, in: tabs.controller) == .selected)
      stage.settle()
      #expect(stage.faults.contains(.unbalancedAppearanceCalls))
      tabs.close()
    }
  }

  @Test func theLatestOfTwoTapsDuringAPushWins() {
    onStage(.fluid) { stage in
      let tabs = TabWindow(stage)
      let delegate = Delegate()
      tabs.controller.delegate = delegate
      tabs.first.baton.push(DetailScreen())
      stage.advance(0.1)
      stage.world.tapTab(at: 1, in: tabs.controller)
      stage.world.tapTab(at: 0, in: tabs.controller)
      stage.settle()
      #expect(
        tabs.controller.selectedIndex == 0,
        "the tap back on the first tab replaced the first"
      )
      #expect(stage.faults.isEmpty)
      tabs.close()
    }
  }
}
