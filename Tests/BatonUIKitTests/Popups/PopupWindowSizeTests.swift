import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// A custom pop-up view follows the window's size (a rotation, an iPad's
/// Split View or Stage Manager resize) instead of keeping the frame it had when shown.
@MainActor
@Suite struct PopupWindowSizeTests {
  @Test(arguments: Headless.Profile.allCases)
  func aPopupViewFollowsTheWindowsSize(profile: Headless.Profile) {
    onStage(profile) { stage in
      let banner = Banner()
      let ticket = stage.popups.show(banner, key: "banner")
      stage.settle()
      #expect(ticket.state == .visible)
      #expect(banner.frame == stage.window.bounds)
      stage.world.rotate(stage.window)
      #expect(banner.superview?.frame == stage.window.bounds)
      #expect(banner.frame.size == stage.window.bounds.size)
      stage.world.resize(stage.window, to: CGSize(width: 507, height: 1024))
      #expect(banner.frame.size == CGSize(width: 507, height: 1024))
      ticket.dismiss("close")
      stage.settle()
      #expect(ticket.outcome == .dismissed(.action("close")))
    }
  }

  /// A window resized before the pop-up's turn: the view is laid out for the size it has then.
  @Test func aPopupViewShownAfterAResizeTakesTheNewSize() {
    onStage { stage in
      stage.world.resize(stage.window, to: CGSize(width: 1024, height: 768))
      let banner = Banner()
      stage.popups.show(banner, key: "banner")
      stage.settle()
      #expect(banner.frame.size == CGSize(width: 1024, height: 768))
      stage.popups.current?.dismiss("close")
      stage.settle()
    }
  }
}
