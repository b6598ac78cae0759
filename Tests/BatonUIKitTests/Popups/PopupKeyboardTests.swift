import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// A custom pop-up view stays clear of the keyboard. Its height ends at the
/// keyboard's top while the keyboard is up (a coupon-code field in the pop-up, a search field
/// on the page) and grows back when it goes, through rotations too.
@MainActor
@Suite struct PopupKeyboardTests {
  @Test(arguments: Headless.Profile.allCases)
  func aFieldInThePopupLiftsItAboveTheKeyboard(profile: Headless.Profile) {
    onStage(profile) { stage in
      let banner = Banner()
      let field = UITextField(frame: CGRect(x: 20, y: 400, width: 300, height: 44))
      banner.addSubview(field)
      let ticket = stage.popups.show(banner, key: "coupon")
      stage.settle()
      let full = stage.window.bounds.height
      #expect(banner.frame.height == full)
      field.becomeFirstResponder()
      #expect(banner.frame.height == full - Headless.keyboardHeight, "moves with the keyboard")
      stage.settle()
      #expect(banner.frame.height == full - Headless.keyboardHeight)
      field.resignFirstResponder()
      stage.settle()
      #expect(banner.frame.height == full)
      ticket.dismiss("close")
      stage.settle()
      #expect(ticket.outcome == .dismissed(.action("close")))
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aPopupShownWhileTheKeyboardIsUpStartsAboveIt(profile: Headless.Profile) {
    onStage(profile) { stage in
      _ = stage.popups
      let search = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 44))
      stage.home.view.addSubview(search)
      search.becomeFirstResponder()
      stage.settle()
      let banner = Banner()
      stage.popups.show(banner, key: "banner")
      stage.settle()
      #expect(banner.frame.height == stage.window.bounds.height - Headless.keyboardHeight)
      search.resignFirstResponder()
      stage.settle()
      #expect(banner.frame.height == stage.window.bounds.height)
      stage.popups.current?.dismiss("close")
      stage.settle()
    }
  }

  @Test func aRotationWithTheKeyboardUpKeepsThePopupAboveIt() {
    onStage { stage in
      let banner = Banner()
      let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
      banner.addSubview(field)
      stage.popups.show(banner, key: "coupon")
      stage.settle()
      field.becomeFirstResponder()
      stage.settle()
      stage.world.rotate(stage.window)
      #expect(banner.frame.width == stage.window.bounds.width)
      #expect(banner.frame.height == stage.window.bounds.height - Headless.keyboardHeight)
      field.resignFirstResponder()
      stage.settle()
      #expect(banner.frame.height == stage.window.bounds.height)
      stage.popups.current?.dismiss("close")
      stage.settle()
    }
  }

  @Test func aHiddenPopupNoLongerFollowsTheKeyboard() {
    onStage { stage in
      let banner = Banner()
      stage.popups.show(banner, key: "banner")
      stage.settle()
      stage.popups.current?.dismiss("close")
      stage.settle()
      let frame = banner.frame
      let search = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 44))
      stage.home.view.addSubview(search)
      search.becomeFirstResponder()
      stage.settle()
      #expect(banner.frame == frame)
      #expect(banner.superview == nil)
      search.resignFirstResponder()
      stage.settle()
    }
  }
}
