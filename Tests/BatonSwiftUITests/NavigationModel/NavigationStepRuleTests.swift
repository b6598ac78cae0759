import Baton
import BatonSwiftUI
import Testing

/// Each rule is broken by the raw update it forbids, and only on the OS
/// versions where SwiftUI refuses it.
@Suite struct NavigationStepRuleTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let capabilities: NavigationCapabilities
    let before: Nav.State
    let after: Nav.State
    let broken: [NavigationStepRule]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "two presentations in one update",
      capabilities: .iOS17,
      before: Nav.state(Nav.stack(1)),
      after: Nav.state(Nav.stack(1), Nav.sheet(2), Nav.sheet(3)),
      broken: [.onePresentationPerStep]
    ),
    Case(
      name: "two dismissals in one update on iOS 16",
      capabilities: .iOS16,
      before: Nav.state(Nav.stack(1), Nav.sheet(2), Nav.sheet(3)),
      after: Nav.state(Nav.stack(1)),
      broken: [.oneDismissalPerStep]
    ),
    Case(
      name: "two dismissals in one update on iOS 17",
      capabilities: .iOS17,
      before: Nav.state(Nav.stack(1), Nav.sheet(2), Nav.sheet(3)),
      after: Nav.state(Nav.stack(1)),
      broken: []
    ),
    Case(
      name: "two pushes in one update with NavigationView",
      capabilities: .iOS15,
      before: Nav.state(Nav.stack(1)),
      after: Nav.state(Nav.stack(1, 2, 3)),
      broken: [.onePushPerStep]
    ),
    Case(
      name: "a pop and a push in one update with NavigationView",
      capabilities: .iOS15,
      before: Nav.state(Nav.stack(1, 2)),
      after: Nav.state(Nav.stack(1, 3)),
      broken: [.onePushPerStep]
    ),
    Case(
      name: "a layer presented with a path with NavigationView",
      capabilities: .iOS15,
      before: Nav.state(Nav.stack(1)),
      after: Nav.state(Nav.stack(1), Nav.sheet(2, 3)),
      broken: [.onePushPerStep]
    ),
    Case(
      name: "two pushes in one update with NavigationStack",
      capabilities: .iOS16,
      before: Nav.state(Nav.stack(1)),
      after: Nav.state(Nav.stack(1, 2, 3)),
      broken: []
    ),
    Case(
      name: "a root change with a push",
      capabilities: .iOS17,
      before: Nav.state(Nav.stack(1)),
      after: Nav.state(Nav.stack(5, 6)),
      broken: [.rootChangeAlone]
    ),
    Case(
      name: "an alert shown while a layer is presented",
      capabilities: .iOS17,
      before: Nav.state(Nav.stack(1)),
      after: Nav.state(Nav.stack(1), Nav.sheet(2), alert: 9),
      broken: [.noNavigationWithAlert]
    ),
    Case(
      name: "a push under a kept alert",
      capabilities: .iOS17,
      before: Nav.state(Nav.stack(1), alert: 9),
      after: Nav.state(Nav.stack(1, 2), alert: 9),
      broken: [.noNavigationWithAlert]
    ),
    Case(
      name: "a dismissal with a push on the layer below",
      capabilities: .iOS17,
      before: Nav.state(Nav.stack(1), Nav.sheet(2)),
      after: Nav.state(Nav.stack(1, 3)),
      broken: [.dismissalAlone]
    ),
    Case(
      name: "a dismissal with a presentation",
      capabilities: .iOS17,
      before: Nav.state(Nav.stack(1), Nav.sheet(2)),
      after: Nav.state(Nav.stack(1), Nav.sheet(3)),
      broken: [.dismissalAlone]
    ),
    Case(
      name: "pushes on two stacks in one update",
      capabilities: .iOS17,
      before: Nav.state(Nav.stack(1), Nav.sheet(2)),
      after: Nav.state(Nav.stack(1, 3), Nav.sheet(2, 4)),
      broken: [.oneStackPerStep]
    ),
    Case(
      name: "a push with a presentation over it",
      capabilities: .iOS17,
      before: Nav.state(Nav.stack(1)),
      after: Nav.state(Nav.stack(1, 3), Nav.sheet(2)),
      broken: [.oneStackPerStep]
    ),
    Case(
      name: "an alert shown over a settled screen",
      capabilities: .iOS15,
      before: Nav.state(Nav.stack(1, 2)),
      after: Nav.state(Nav.stack(1, 2), alert: 9),
      broken: []
    ),
  ]

  @Test(arguments: cases)
  func brokenRulesMatchTheTable(_ testCase: Case) {
    let broken = testCase.capabilities.brokenRules(from: testCase.before, to: testCase.after)
    #expect(broken == testCase.broken)
  }

  @Test func everyRuleIsCoveredByTheTable() {
    let covered = Set(Self.cases.flatMap(\.broken))
    #expect(covered == Set(NavigationStepRule.allCases))
  }
}
