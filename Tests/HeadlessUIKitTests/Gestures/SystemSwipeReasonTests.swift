import Foundation
import HeadlessUIKit
import Testing

/// Docs/UIKitFacts.md A5: UIKit's own delegate refuses in its private
/// `_gestureRecognizer:shouldReceiveEvent:` while the keyboard moves, while an active search
/// controller hides the bar, while the bar animates, and when the navigation delegate supplies
/// its own pop animator; a wrapper that forwards the public questions inherits none of it.
@MainActor
@Suite struct SystemSwipeReasonTests {
  /// A stage two screens deep, its top screen "B".
  private func stage(_ profile: Headless.Profile = .deferring) -> (
    NavigationStage, UIViewController
  ) {
    let stage = NavigationStage(profile: profile)
    let page = stage.pushPage(holding: stage.world.run { UIView() })
    return (stage, page)
  }

  @Test(arguments: [Headless.Profile.legacy, .deferring, .fluid])
  func a5TheKeyboardMovingRefusesUntilItHasAppeared(profile: Headless.Profile) {
    let (stage, page) = stage(profile)
    let field = stage.world.run {
      let field = UITextField(frame: CGRect(x: 0, y: 100, width: 300, height: 44))
      page.view.addSubview(field)
      field.becomeFirstResponder()
      return field
    }
    #expect(stage.edgeSwipe().outcome == .refused)
    stage.advance(by: Headless.keyboardAnimationDuration)
    #expect(field.isFirstResponder)
    #expect(stage.edgeSwipe().outcome == .began)
  }

  @Test func a5TheKeyboardPostsItsFourNotificationsWithItsDuration() {
    let (stage, page) = stage()
    let names: [Notification.Name] = [
      UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
      UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
    ]
    var seen: [(Notification.Name, TimeInterval?)] = []
    let tokens = names.map { name in
      NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { note in
        let duration = note.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double
        MainActor.assumeIsolated { seen.append((name, duration)) }
      }
    }
    defer { for token in tokens { NotificationCenter.default.removeObserver(token) } }
    let field = stage.world.run {
      let field = UITextField()
      page.view.addSubview(field)
      return field
    }
    stage.world.run { _ = field.becomeFirstResponder() }
    #expect(seen.map(\.0) == [UIResponder.keyboardWillShowNotification])
    stage.advance(by: 0.25)
    stage.world.run { _ = field.resignFirstResponder() }
    stage.settle()
    #expect(seen.map(\.0) == names)
    #expect(seen.allSatisfy { $0.1 == Headless.keyboardAnimationDuration })
  }

  @Test(arguments: [true, false])
  func a5AnActiveSearchHidingTheBarRefusesWhenAssumed(assumed: Bool) {
    let (stage, page) = stage()
    stage.world.assumptions.swipeBack.activeSearchRefusesSwipe = assumed
    stage.world.run {
      let search = UISearchController(searchResultsController: nil)
      page.navigationItem.searchController = search
      search.isActive = true
    }
    #expect(stage.edgeSwipe().outcome == (assumed ? .refused : .began))
  }

  @Test func a5AnActiveSearchThatKeepsTheBarDoesNotRefuse() {
    let (stage, page) = stage()
    stage.world.run {
      let search = UISearchController(searchResultsController: nil)
      search.hidesNavigationBarDuringPresentation = false
      search.isActive = true
      page.navigationItem.searchController = search
    }
    #expect(stage.edgeSwipe().outcome == .began)
  }

  @Test(arguments: [true, false])
  func a5TheBarAnimatingRefusesUntilItEndsWhenAssumed(assumed: Bool) {
    let (stage, _) = stage()
    stage.world.assumptions.swipeBack.barAnimationRefusesSwipe = assumed
    stage.world.run {
      stage.navigation.setNavigationBarHidden(true, animated: false)
      stage.navigation.setNavigationBarHidden(false, animated: true)
    }
    #expect(stage.edgeSwipe().outcome == (assumed ? .refused : .began))
    if assumed {
      stage.advance(by: Double(UINavigationController.hideShowBarDuration))
      #expect(stage.edgeSwipe().outcome == .began)
    }
  }

  @Test func a5TheBarAnimatingDoesNotRefuseOnTheLegacyProfile() {
    let (stage, _) = stage(.legacy)
    stage.world.run {
      stage.navigation.setNavigationBarHidden(true, animated: false)
      stage.navigation.setNavigationBarHidden(false, animated: true)
    }
    #expect(stage.edgeSwipe().outcome == .began)
  }

  /// Pushes a screen "C" with `vendor` as the navigation delegate, animated, and settles.
  private func pushAnimated(by vendor: AnimatorVendor, on stage: NavigationStage) {
    stage.world.run {
      stage.navigation.delegate = vendor
      stage.navigation.pushViewController(stage.screen("C"), animated: true)
    }
    stage.settle()
  }

  @Test(arguments: [Headless.Profile.deferring, .fluid])
  func a5R1TheDelegatesAnimatorHavingRunTheLastChangeRefuses(profile: Headless.Profile) {
    let (stage, _) = stage(profile)
    let vendor = AnimatorVendor()
    pushAnimated(by: vendor, on: stage)
    #expect(stage.edgeSwipe().outcome == .refused)
  }

  @Test(arguments: [Headless.SDKEra.recent, .old])
  func a5OtherFailureRelationsKeepTheSwipeDespiteACustomAnimatorOnARecentSDK(
    sdk: Headless.SDKEra
  ) throws {
    let (stage, _) = stage(.fluid)
    stage.world.sdk = sdk
    let vendor = AnimatorVendor()
    pushAnimated(by: vendor, on: stage)
    let edge = try #require(stage.navigation.interactivePopGestureRecognizer)
    let pan = UIPanGestureRecognizer()
    stage.world.run {
      stage.navigation.view.addGestureRecognizer(pan)
      pan.require(toFail: edge)
    }
    #expect(stage.edgeSwipe().outcome == (sdk == .recent ? .began : .refused))
  }

  @Test func a5AWrapperForwardingThePublicEventQuestionDoesNotInheritTheRefusal() throws {
    let (stage, page) = stage()
    stage.world.run { page.navigationItem.hidesBackButton = true }
    #expect(stage.edgeSwipe().outcome == .refused)
    let edge = try #require(stage.navigation.interactivePopGestureRecognizer)
    let system = try #require(edge.delegate)
    let wrapper = ForwardingGestureDelegate(wrapping: system)
    stage.world.run { edge.delegate = wrapper }
    // UIKit's delegate answers no public event question, and its should-begin checks only its
    // interaction state: the wrapper lets the swipe through.
    #expect(stage.edgeSwipe().outcome == .began)
  }

  @Test func a5ARunningTransitionRefusesAfterTheLegacyProfile() {
    let (stage, _) = stage()
    stage.world.run {
      stage.navigation.pushViewController(stage.screen("C"), animated: true)
    }
    #expect(stage.edgeSwipe().outcome == .refused)
    stage.settle()
    #expect(stage.edgeSwipe().outcome == .began)
  }
}
