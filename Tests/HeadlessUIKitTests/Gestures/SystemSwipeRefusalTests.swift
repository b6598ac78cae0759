import Foundation
import HeadlessUIKit
import Testing

/// Docs/UIKitFacts-swipe.md A5: UIKit's own swipe-back delegate refuses when the top screen
/// replaced or hid its back button, or the bar is hidden; two readings are world assumptions.
@MainActor
@Suite struct SystemSwipeRefusalTests {
  /// What stands where the back button would be.
  enum Obstacle: CaseIterable, CustomStringConvertible {
    case none
    case customLeftItem
    case customLeftItemSupplementingBackButton
    case hiddenBackButton
    case barHiddenWithSetNavigationBarHidden
    case barHiddenDirectly

    var description: String {
      switch self {
      case .none: "none"
      case .customLeftItem: "customLeftItem"
      case .customLeftItemSupplementingBackButton: "customLeftItemSupplementingBackButton"
      case .hiddenBackButton: "hiddenBackButton"
      case .barHiddenWithSetNavigationBarHidden: "barHiddenWithSetNavigationBarHidden"
      case .barHiddenDirectly: "barHiddenDirectly"
      }
    }
  }

  /// A stage two screens deep whose top screen shows `obstacle`, the gesture's delegate UIKit's.
  private func stage(
    _ profile: Headless.Profile,
    _ obstacle: Obstacle,
    assumptions: Headless.Assumptions.SwipeBack = .init()
  ) -> NavigationStage {
    let stage = NavigationStage(profile: profile)
    stage.world.assumptions.swipeBack = assumptions
    let top = stage.screen("B")
    stage.world.run {
      switch obstacle {
      case .none:
        break
      case .customLeftItem:
        top.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: UIView())
      case .customLeftItemSupplementingBackButton:
        top.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: UIView())
        top.navigationItem.leftItemsSupplementBackButton = true
      case .hiddenBackButton:
        top.navigationItem.hidesBackButton = true
      case .barHiddenWithSetNavigationBarHidden:
        stage.navigation.setNavigationBarHidden(true, animated: false)
      case .barHiddenDirectly:
        stage.navigation.navigationBar.isHidden = true
      }
      stage.navigation.pushViewController(top, animated: false)
    }
    stage.settle()
    return stage
  }

  private func swipeBegins(_ stage: NavigationStage) -> Bool {
    stage.world.run {
      guard let swipe = stage.world.beginInteractivePop(on: stage.navigation) else { return false }
      swipe.cancel()
      return true
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func a5TheSwipeBeginsWithTheBackButtonInPlace(profile: Headless.Profile) {
    #expect(swipeBegins(stage(profile, .none)))
  }

  @Test(
    arguments: Headless.Profile.allCases,
    [Obstacle.customLeftItem, .hiddenBackButton, .barHiddenWithSetNavigationBarHidden]
  )
  func a5UIKitsDelegateRefusesWhenTheBackButtonOrBarIsGone(
    profile: Headless.Profile,
    obstacle: Obstacle
  ) {
    let stage = stage(profile, obstacle)
    #expect(!swipeBegins(stage))
    #expect(stage.navigation.viewControllers.count == 2)
    #expect(stage.world.faults.isEmpty)
  }

  @Test(arguments: Headless.Profile.allCases, [false, true])
  func a5ABarHiddenThroughItsOwnPropertyRefusesOnlyWhenAssumed(
    profile: Headless.Profile,
    refuses: Bool
  ) {
    var assumptions = Headless.Assumptions.SwipeBack()
    assumptions.barHiddenDirectlyRefusesSwipe = refuses
    #expect(swipeBegins(stage(profile, .barHiddenDirectly, assumptions: assumptions)) == !refuses)
  }

  @Test(arguments: Headless.Profile.allCases, [false, true])
  func a5ALeftItemBesideTheBackButtonKeepsTheSwipeOnlyWhenAssumed(
    profile: Headless.Profile,
    keeps: Bool
  ) {
    var assumptions = Headless.Assumptions.SwipeBack()
    assumptions.leftItemsSupplementingBackButtonKeepSwipe = keeps
    let stage = stage(profile, .customLeftItemSupplementingBackButton, assumptions: assumptions)
    #expect(swipeBegins(stage) == keeps)
  }

  @Test(arguments: Headless.Profile.allCases)
  func a5AReplacedDelegateBringsTheSwipeBackWithACustomLeftItem(profile: Headless.Profile) {
    let stage = stage(profile, .customLeftItem)
    let permissive = PermissiveGestureDelegate()
    stage.navigation.interactivePopGestureRecognizer?.delegate = permissive
    #expect(swipeBegins(stage))
  }

  @Test func a5TheDefaultsFollowTheWidelyRepeatedClaims() {
    let assumptions = Headless.Assumptions.SwipeBack()
    #expect(assumptions.barHiddenDirectlyRefusesSwipe == false)
    #expect(assumptions.leftItemsSupplementingBackButtonKeepSwipe == true)
  }
}
