import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// What VoiceOver is told: focus to a modal pop-up, an announcement for a non-modal one, focus
/// back to the page when it goes.
@MainActor
@Suite struct PopupAccessibilityTests {
  @Test(arguments: Headless.Profile.allCases)
  func anAlertTakesFocusAndGivesItBackToThePage(profile: Headless.Profile) {
    onStage(profile) { stage in
      stage.world.removeAllAccessibilityPosts()
      stage.popups.alert(title: "Rate us", actions: [PopupAlertAction("Later")])
      stage.settle()
      let alert = stage.presentedAlert
      #expect(stage.world.accessibilityPosts.map(\.notification) == [.screenChanged])
      #expect(stage.world.accessibilityPosts.first?.element === alert?.view)
      stage.tapAlert("Later")
      stage.settle()
      let posts = stage.world.accessibilityPosts
      #expect(posts.map(\.notification) == [.screenChanged, .screenChanged])
      #expect(posts.last?.element === stage.home.view)
    }
  }

  @Test func aNonModalViewIsAnnouncedAndFocusStaysOnThePage() {
    onStage { stage in
      stage.world.removeAllAccessibilityPosts()
      let ticket = stage.popups.show(Banner(modal: false), key: "sale")
      stage.settle()
      #expect(stage.world.accessibilityPosts.map(\.notification) == [.announcement])
      #expect(stage.world.accessibilityPosts.first?.text == "Summer sale")
      ticket.dismiss("close")
      stage.settle()
      #expect(stage.world.accessibilityPosts.last?.notification == .screenChanged)
      #expect(stage.world.accessibilityPosts.last?.element === stage.home.view)
    }
  }

  @Test func aModalViewTakesFocus() {
    onStage { stage in
      stage.world.removeAllAccessibilityPosts()
      let banner = Banner(modal: true)
      let ticket = stage.popups.show(banner, key: "modal")
      stage.settle()
      #expect(stage.world.accessibilityPosts.first?.notification == .screenChanged)
      #expect(stage.world.accessibilityPosts.first?.element === banner)
      ticket.cancel()
      stage.settle()
      #expect(ticket.outcome == .cancelled)
    }
  }
}
