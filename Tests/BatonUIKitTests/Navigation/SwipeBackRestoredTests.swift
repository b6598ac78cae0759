import Baton
import BatonUIKit
import Foundation
import HeadlessUIKit
import Testing

/// Docs/UIKitFacts-swipe.md A5: UIKit's own delegate refuses the swipe when the back button is
/// replaced or hidden or the bar is hidden; through Baton the swipe works in every one of those
/// cases, under every reading of the unverified ones, and the app's own delegate keeps its say.
@MainActor
@Suite struct SwipeBackRestoredTests {
  enum Obstacle: CaseIterable, CustomStringConvertible {
    case customLeftItem
    case customLeftItemSupplementingBackButton
    case hiddenBackButton
    case barHiddenWithSetNavigationBarHidden
    case barHiddenDirectly

    var description: String {
      switch self {
      case .customLeftItem: "customLeftItem"
      case .customLeftItemSupplementingBackButton: "customLeftItemSupplementingBackButton"
      case .hiddenBackButton: "hiddenBackButton"
      case .barHiddenWithSetNavigationBarHidden: "barHiddenWithSetNavigationBarHidden"
      case .barHiddenDirectly: "barHiddenDirectly"
      }
    }

    @MainActor func apply(to screen: UIViewController, in navigation: UINavigationController) {
      switch self {
      case .customLeftItem:
        screen.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: UIView())
      case .customLeftItemSupplementingBackButton:
        screen.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: UIView())
        screen.navigationItem.leftItemsSupplementBackButton = true
      case .hiddenBackButton:
        screen.navigationItem.hidesBackButton = true
      case .barHiddenWithSetNavigationBarHidden:
        navigation.setNavigationBarHidden(true, animated: false)
      case .barHiddenDirectly:
        navigation.navigationBar.isHidden = true
      }
    }
  }

  /// Every setting of the two unverified readings.
  nonisolated static let assumptionSettings: [Headless.Assumptions.SwipeBack] = [false, true]
    .flatMap {
      refuses in
      [false, true].map { keeps in
        var assumptions = Headless.Assumptions.SwipeBack()
        assumptions.barHiddenDirectlyRefusesSwipe = refuses
        assumptions.leftItemsSupplementingBackButtonKeepSwipe = keeps
        return assumptions
      }
    }

  /// Every profile × obstacle × setting of the assumptions.
  nonisolated static let cases: [(Headless.Profile, Obstacle, Headless.Assumptions.SwipeBack)] =
    Headless.Profile.allCases.flatMap { profile in
      Obstacle.allCases.flatMap { obstacle in
        assumptionSettings.map { (profile, obstacle, $0) }
      }
    }

  /// Pushes a screen showing `obstacle` and lets everything settle.
  private func pushObstructed(
    _ obstacle: Obstacle,
    on stage: Stage,
    assumptions: Headless.Assumptions.SwipeBack
  ) -> UIViewController {
    stage.world.assumptions.swipeBack = assumptions
    let list = ListScreen()
    obstacle.apply(to: list, in: stage.navigation)
    stage.navigation.pushViewController(list, animated: true)
    stage.settle()
    return list
  }

  @Test(arguments: cases)
  func theSwipeBeginsAndPopsThroughBaton(
    profile: Headless.Profile,
    obstacle: Obstacle,
    assumptions: Headless.Assumptions.SwipeBack
  ) {
    onStage(profile) { stage in
      _ = pushObstructed(obstacle, on: stage, assumptions: assumptions)
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      #expect(stage.lane.current?.kind == .interactivePop)
      swipe?.update(progress: 0.7)
      swipe?.finish()
      stage.settle()
      #expect(stage.stack == [stage.home])
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases, [Obstacle.customLeftItem, .hiddenBackButton])
  func thePlainStackLosesTheSwipe(profile: Headless.Profile, obstacle: Obstacle) {
    onStage(profile, baton: false) { stage in
      _ = pushObstructed(obstacle, on: stage, assumptions: .init())
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      #expect(stage.stack.count == 2)
    }
  }

  @Test(arguments: Headless.Profile.allCases, Obstacle.allCases)
  func theAppsDelegateStillVetoes(profile: Headless.Profile, obstacle: Obstacle) {
    onStage(profile) { stage in
      let appDelegate = AppGestureDelegate()
      appDelegate.allowsBegin = false
      stage.navigation.interactivePopGestureRecognizer?.delegate = appDelegate
      _ = pushObstructed(obstacle, on: stage, assumptions: .init())
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      #expect(appDelegate.shouldBeginCalls == 1)
      appDelegate.allowsBegin = true
      let swipe = stage.world.beginInteractivePop(on: stage.navigation)
      #expect(swipe != nil)
      swipe?.cancel()
      stage.settle()
      #expect(stage.stack.count == 2)
      #expect(stage.faults.isEmpty)
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aTopScreenThatOptedOutKeepsItsRefusalWithACustomBackButton(profile: Headless.Profile) {
    onStage(profile) { stage in
      let locked = LockedScreen()
      locked.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: UIView())
      stage.navigation.pushViewController(locked, animated: true)
      stage.settle()
      #expect(stage.world.beginInteractivePop(on: stage.navigation) == nil)
      #expect(stage.diagnosticCodes.contains(.swipeBackRefused))
    }
  }

  @Test(arguments: Headless.Profile.allCases)
  func aTouchInTheVisibleBarDoesNotBeginTheSwipe(profile: Headless.Profile) {
    onStage(profile) { stage in
      _ = pushObstructed(.customLeftItem, on: stage, assumptions: .init())
      #expect(
        stage.world.beginInteractivePop(on: stage.navigation, touchInNavigationBar: true) == nil
      )
    }
  }
}
