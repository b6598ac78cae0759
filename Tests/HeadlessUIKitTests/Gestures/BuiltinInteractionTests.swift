import Foundation
import HeadlessUIKit
import Testing

/// Docs/UIKitFacts.md A5 R1 and R3: UIKit refuses the edge swipe when it would not drive the pop
/// with its built-in interaction controller (`_shouldUseBuiltinInteractionController`, as D26
/// has it): the top screen's zoom has its own exit gesture, or an animator other than UIKit's
/// ran the last change (on iOS 7–8, any delegate that implements the animator method); it never
/// asks the delegate for a pop animator to decide. And it refuses while the keyboard changes its
/// frame without appearing or disappearing.
@MainActor
@Suite struct BuiltinInteractionTests {
  /// A stage whose top screen "B" was pushed, animated, with `transition`.
  private func stage(
    _ profile: Headless.Profile,
    pushing transition: UIViewController.Transition? = nil,
    delegate: (any UINavigationControllerDelegate)? = nil
  ) -> (NavigationStage, UIViewController) {
    let stage = NavigationStage(profile: profile)
    let page = stage.screen("B")
    stage.world.run {
      stage.navigation.delegate = delegate
      page.preferredTransition = transition
      stage.navigation.pushViewController(page, animated: true)
    }
    stage.settle()
    return (stage, page)
  }

  @Test(arguments: Headless.Profile.allCases)
  func a5R1AZoomOnTheTopScreenRefusesTheEdgeSwipe(profile: Headless.Profile) {
    let (stage, _) = stage(profile, pushing: .zoom { _ in nil })
    #expect(stage.edgeSwipe().outcome == .refused)
  }

  @Test(arguments: [true, false])
  func a5R1TheZoomRefusesOnlyAsAssumed(assumed: Bool) {
    let stage = NavigationStage(profile: .fluid)
    stage.world.assumptions.swipeBack.zoomHasOwnExitGesture = assumed
    let page = stage.screen("B")
    stage.world.run {
      stage.navigation.delegate = nil
      page.preferredTransition = .zoom { _ in nil }
      stage.navigation.pushViewController(page, animated: true)
    }
    stage.settle()
    let attempt = stage.edgeSwipe()
    #expect(attempt.outcome == (assumed ? .refused : .began))
    attempt.pop?.cancel()
    stage.settle()
  }

  @Test func a5R1AModalStyleOnAPushedScreenDoesNotRefuse() {
    let (stage, _) = stage(.fluid, pushing: .crossDissolve)
    let attempt = stage.edgeSwipe()
    #expect(attempt.outcome == .began)
    attempt.pop?.cancel()
    stage.settle()
  }

  @Test(arguments: [false, true])
  func a5R1AfterAZoomPopsTheDelegateDecides(hasDelegate: Bool) {
    // "B" is pushed by UIKit's own animator, "Z" zooms in and out again: the zoom, not UIKit's
    // animator, ran the last change, so a delegate (UIKit: one implementing the animator
    // methods) makes UIKit refuse on "B".
    let (stage, _) = stage(.fluid)
    let zoomed = stage.screen("Z")
    let vendor = AnimatorVendor(for: [])
    stage.world.run {
      stage.navigation.delegate = hasDelegate ? vendor : nil
      zoomed.preferredTransition = .zoom { _ in nil }
      stage.navigation.pushViewController(zoomed, animated: true)
    }
    stage.settle()
    stage.world.run { _ = stage.navigation.popViewController(animated: true) }
    stage.settle()
    let attempt = stage.edgeSwipe()
    #expect(attempt.outcome == (hasDelegate ? .refused : .began))
    attempt.pop?.cancel()
    stage.settle()
  }

  @Test(arguments: [Headless.Profile.deferring, .fluid])
  func a5R1AnAnimatorOnlyForPopsDoesNotRefuseAfterUIKitsOwnPush(profile: Headless.Profile) {
    let vendor = AnimatorVendor(for: [.pop])
    let (stage, _) = stage(profile, delegate: vendor)
    let asked = vendor.requests
    let attempt = stage.edgeSwipe()
    #expect(attempt.outcome == .began)
    // Deciding asked the factory nothing; the system swipe's pop ignores it (A10).
    #expect(vendor.requests == asked)
    attempt.pop?.cancel()
    stage.settle()
  }

  @Test(arguments: [Headless.Profile.deferring, .fluid])
  func a5R1TheDelegatesAnimatorRefusesUntilUIKitsOwnRunsAgain(profile: Headless.Profile) {
    let vendor = AnimatorVendor(for: [.push])
    let (stage, _) = stage(profile, delegate: vendor)
    #expect(stage.edgeSwipe().outcome == .refused)
    stage.world.run { stage.navigation.pushViewController(stage.screen("C"), animated: false) }
    stage.settle()
    let attempt = stage.edgeSwipe()
    #expect(attempt.outcome == .began)
    attempt.pop?.cancel()
    stage.settle()
  }

  @Test(arguments: Headless.Profile.allCases, [false, true])
  func a5R1OnLegacyADelegateRefusesWhateverAnimatorRanLast(
    profile: Headless.Profile,
    hasDelegate: Bool
  ) {
    // The delegate implements the animator method and vends nothing, so UIKit's own animator
    // pushed "B". iOS 7 refuses anyway ("even if only returning nil", A5 R1 "Legacy"); D26's
    // rule lets the swipe begin after UIKit's own animator.
    let vendor = AnimatorVendor(for: [])
    let (stage, _) = stage(profile, delegate: hasDelegate ? vendor : nil)
    let asked = vendor.requests
    let attempt = stage.edgeSwipe()
    let refuses = hasDelegate && profile == .legacy
    #expect(attempt.outcome == (refuses ? .refused : .began))
    #expect(vendor.requests == asked, "deciding asks the factory nothing")
    attempt.pop?.cancel()
    stage.settle()
  }

  @Test(arguments: Headless.Profile.allCases)
  func a5R3AFrameOnlyKeyboardMoveRefusesUntilItEnds(profile: Headless.Profile) {
    let (stage, page) = stage(profile)
    stage.world.run {
      let field = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 44))
      page.view.addSubview(field)
      field.becomeFirstResponder()
    }
    stage.advance(by: Headless.keyboardAnimationDuration)
    var seen: [Notification.Name] = []
    let names = [
      UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
      UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
    ]
    let tokens = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
        MainActor.assumeIsolated { seen.append(name) }
      }
    }
    defer { for token in tokens { NotificationCenter.default.removeObserver(token) } }
    let before = stage.edgeSwipe()
    #expect(before.outcome == .began)
    before.pop?.cancel()
    stage.settle()
    stage.world.run {
      stage.world.switchKeyboard(in: stage.window, toHeight: Headless.keyboardHeight + 45)
    }
    #expect(seen == [UIResponder.keyboardWillChangeFrameNotification])
    #expect(stage.edgeSwipe().outcome == .refused)
    stage.advance(by: Headless.keyboardAnimationDuration)
    #expect(
      seen == [
        UIResponder.keyboardWillChangeFrameNotification,
        UIResponder.keyboardDidChangeFrameNotification,
      ]
    )
    let after = stage.edgeSwipe()
    #expect(after.outcome == .began)
    after.pop?.cancel()
    stage.settle()
  }
}
