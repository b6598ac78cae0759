import Foundation

/// A scripted user story: settings, then user actions and expectations, one per line.
///
/// The format is described in `Scenarios/README.md`.
package struct Scenario: Equatable, Sendable {
  /// One statement and where it came from.
  package struct Step: Equatable, Sendable {
    package var line: Int
    package var text: String
    var command: Command
  }

  /// What a statement does.
  enum Command: Equatable, Sendable {
    case action(UserAction)
    /// A swipe-back statement (`ScenarioParser+Swipes.swift`).
    case swipes(SwipeStatement)
    case swipeBegin(touchInNavigationBar: Bool)
    case swipeProgress(Double)
    case swipeFinish
    case swipeCancel
    case launch
    case wait(TimeInterval)
    case settle
    case expect(Expectation)
    case popup(ScenarioPopupStatement)
  }

  /// A check on the app or the run's figures.
  enum Expectation: Equatable, Sendable {
    /// The stack of a tab (the selected one when nil), bottom first.
    case stack(tab: Int?, [ScreenKind])
    /// The presented chain above the window's root, in order; empty for none.
    case presented([ScreenKind])
    /// A count of the run's figures.
    case count(Counter, Int)
    /// What became of the n-th intent (1-based).
    case intent(Int, String)
    /// The selected tab.
    case selectedTab(Int)
    /// A check on the pop-ups.
    case popup(ScenarioPopupExpectation)
  }

  /// The figures a scenario can check.
  enum Counter: Equatable, Sendable {
    case faults
    case faultKind(String)
    case crashes
    case warnings
    case restarts
    case lostIntents
    case lostDeepLinks
    case duplicates
    case stuckLocks
    case violations
    case intents
    /// A swipe-back figure (`ScenarioParser+Swipes.swift`).
    case swipes(SwipeCounter)
    /// A real-app figure (`ScenarioParser+RealApp.swift`).
    case realApp(RealAppCounter)
  }

  var profile: LabProfile?
  var strategy: StrategyName?
  /// Whether the app starts with its window not yet visible (until `launch`).
  var startsCold = false
  /// How the app shows its pop-ups (`popup-strategy`), if the file says.
  var popupStrategy: PopupStrategyName?
  package var steps: [Step] = []
}
