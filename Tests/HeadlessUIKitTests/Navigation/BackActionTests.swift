import Foundation
import Testing

@testable import HeadlessUIKit

/// Docs/UIKitFacts.md A11.1: a top item's `backAction` (iOS 16) replaces the back button's
/// action; the bar's own pop does not run.
@MainActor
@Suite struct BackActionTests {
  /// Counts the runs of an action's handler.
  @MainActor
  final class Runs {
    private(set) var count = 0

    func action(_ identifier: String = "test.back") -> UIAction {
      UIAction(identifier: UIAction.Identifier(identifier)) { [weak self] _ in self?.count += 1 }
    }
  }

  private func names(_ stage: NavigationStage) -> [String] {
    stage.navigation.viewControllers.compactMap { ($0 as? LoggingViewController)?.name }
  }

  @Test(arguments: Headless.Profile.allCases)
  func a11TheBackActionRunsInsteadOfThePop(profile: Headless.Profile) {
    let stage = NavigationStage(profile: profile)
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: false)
    let runs = Runs()
    b.navigationItem.backAction = runs.action()
    #expect(stage.world.tapBackButton(on: stage.navigation) == .performedBackAction)
    stage.settle()
    #expect(runs.count == 1)
    #expect(names(stage) == ["A", "B"])
    b.navigationItem.backAction = nil
    #expect(stage.world.tapBackButton(on: stage.navigation) == .delivered)
    stage.settle()
    #expect(names(stage) == ["A"])
  }

  @Test func a11TheItemKeepsACopyWithTheSameIdentifier() throws {
    let item = UINavigationItem(title: "B")
    let runs = Runs()
    let action = runs.action("test.copy")
    item.backAction = action
    let stored = try #require(item.backAction)
    #expect(stored !== action)
    #expect(stored.identifier == UIAction.Identifier("test.copy"))
    stored.perform()
    #expect(runs.count == 1)
    #expect(UIAction { _ in }.identifier != UIAction { _ in }.identifier, "unique by default")
  }

  @Test func a11TheBackActionGivesTheRootABackButtonButDoesNotUnhideOne() {
    let stage = NavigationStage(profile: .fluid)
    let runs = Runs()
    stage.navigation.viewControllers[0].navigationItem.backAction = runs.action()
    #expect(stage.world.tapBackButton(on: stage.navigation) == .performedBackAction)
    let b = stage.screen("B")
    stage.navigation.pushViewController(b, animated: false)
    b.navigationItem.backAction = runs.action()
    b.navigationItem.hidesBackButton = true
    #expect(stage.world.tapBackButton(on: stage.navigation) == .ignored(.backButtonHidden))
    #expect(runs.count == 1)
  }

  @Test(arguments: Headless.Profile.allCases)
  func a11DuringAPushTheBackActionRunsOnlyWhereTheBarTakesTaps(profile: Headless.Profile) {
    let stage = NavigationStage(profile: profile)
    stage.navigation.pushViewController(stage.screen("B"), animated: false)
    let c = stage.screen("C")
    stage.navigation.pushViewController(c, animated: true)
    let runs = Runs()
    c.navigationItem.backAction = runs.action()
    let tap = stage.world.tapBackButton(on: stage.navigation)
    #expect(tap == (profile == .fluid ? .performedBackAction : .ignored(.duringTransition)))
    #expect(stage.navigation.transitionCoordinator != nil, "the push is not interrupted")
    stage.settle()
    #expect(runs.count == (profile == .fluid ? 1 : 0))
    #expect(names(stage) == ["A", "B", "C"])
  }
}
