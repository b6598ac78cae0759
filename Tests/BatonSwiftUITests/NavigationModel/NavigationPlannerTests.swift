import Baton
import BatonSwiftUI
import Testing

/// The planner's steps, as tables of start and end states with every
/// intermediate state SwiftUI is given (in the style of FlowStacks' step tests).
@Suite struct NavigationPlannerTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let capabilities: NavigationCapabilities
    let start: Nav.State
    let end: Nav.State
    let steps: [Nav.State]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "pushes all at once with NavigationStack (iOS 16)",
      capabilities: .iOS16,
      start: Nav.state(Nav.stack(1)),
      end: Nav.state(Nav.stack(1, 2, 3, 4)),
      steps: [Nav.state(Nav.stack(1, 2, 3, 4))]
    ),
    Case(
      name: "pushes one at a time with NavigationView (iOS 15)",
      capabilities: .iOS15,
      start: Nav.state(Nav.stack(1)),
      end: Nav.state(Nav.stack(1, 2, 3, 4)),
      steps: [
        Nav.state(Nav.stack(1, 2)), Nav.state(Nav.stack(1, 2, 3)), Nav.state(Nav.stack(1, 2, 3, 4)),
      ]
    ),
    Case(
      name: "pops all at once even on iOS 15",
      capabilities: .iOS15,
      start: Nav.state(Nav.stack(1, 2, 3, 4)),
      end: Nav.state(Nav.stack(1)),
      steps: [Nav.state(Nav.stack(1))]
    ),
    Case(
      name: "replaces the top of a path in one step on iOS 16",
      capabilities: .iOS16,
      start: Nav.state(Nav.stack(1, 2, 3)),
      end: Nav.state(Nav.stack(1, 2, 5, 6)),
      steps: [Nav.state(Nav.stack(1, 2, 5, 6))]
    ),
    Case(
      name: "goes back to the common ancestor first on iOS 15",
      capabilities: .iOS15,
      start: Nav.state(Nav.stack(1, 2, 3)),
      end: Nav.state(Nav.stack(1, 2, 5, 6)),
      steps: [
        Nav.state(Nav.stack(1, 2)), Nav.state(Nav.stack(1, 2, 5)), Nav.state(Nav.stack(1, 2, 5, 6)),
      ]
    ),
    Case(
      name: "presents one layer at a time",
      capabilities: .iOS17,
      start: Nav.state(Nav.stack(1)),
      end: Nav.state(Nav.stack(1), Nav.sheet(2), Nav.cover(3), Nav.sheet(4)),
      steps: [
        Nav.state(Nav.stack(1), Nav.sheet(2)),
        Nav.state(Nav.stack(1), Nav.sheet(2), Nav.cover(3)),
        Nav.state(Nav.stack(1), Nav.sheet(2), Nav.cover(3), Nav.sheet(4)),
      ]
    ),
    Case(
      name: "dismisses one layer at a time before iOS 17",
      capabilities: .iOS16,
      start: Nav.state(Nav.stack(1), Nav.sheet(2), Nav.cover(3), Nav.sheet(4)),
      end: Nav.state(Nav.stack(1)),
      steps: [
        Nav.state(Nav.stack(1), Nav.sheet(2), Nav.cover(3)),
        Nav.state(Nav.stack(1), Nav.sheet(2)),
        Nav.state(Nav.stack(1)),
      ]
    ),
    Case(
      name: "dismisses every layer in one step on iOS 17",
      capabilities: .iOS17,
      start: Nav.state(Nav.stack(1), Nav.sheet(2, 5), Nav.cover(3), Nav.sheet(4, 6)),
      end: Nav.state(Nav.stack(1)),
      steps: [Nav.state(Nav.stack(1))]
    ),
    Case(
      name: "dismisses a layer before pushing on the layer below",
      capabilities: .iOS17,
      start: Nav.state(Nav.stack(1, 2), Nav.sheet(3)),
      end: Nav.state(Nav.stack(1, 2, 4)),
      steps: [Nav.state(Nav.stack(1, 2)), Nav.state(Nav.stack(1, 2, 4))]
    ),
    Case(
      name: "never changes the root in the same step as a push",
      capabilities: .iOS17,
      start: Nav.state(Nav.stack(1, 2)),
      end: Nav.state(Nav.stack(5, 6, 7)),
      steps: [Nav.state(Nav.stack(5)), Nav.state(Nav.stack(5, 6, 7))]
    ),
    Case(
      name: "a login redirect dismisses, replaces the root, then pushes",
      capabilities: .iOS16,
      start: Nav.state(Nav.stack(1, 2), Nav.sheet(3, 4), Nav.sheet(8)),
      end: Nav.state(Nav.stack(5, 6)),
      steps: [
        Nav.state(Nav.stack(1, 2), Nav.sheet(3, 4)),
        Nav.state(Nav.stack(1, 2)),
        Nav.state(Nav.stack(5)),
        Nav.state(Nav.stack(5, 6)),
      ]
    ),
    Case(
      name: "presents a layer with its whole path on iOS 16",
      capabilities: .iOS16,
      start: Nav.state(Nav.stack(1)),
      end: Nav.state(Nav.stack(1), Nav.sheet(3, 4, 5)),
      steps: [Nav.state(Nav.stack(1), Nav.sheet(3, 4, 5))]
    ),
    Case(
      name: "presents a layer, then pushes on it one at a time, on iOS 15",
      capabilities: .iOS15,
      start: Nav.state(Nav.stack(1)),
      end: Nav.state(Nav.stack(1), Nav.sheet(3, 4, 5)),
      steps: [
        Nav.state(Nav.stack(1), Nav.sheet(3)),
        Nav.state(Nav.stack(1), Nav.sheet(3, 4)),
        Nav.state(Nav.stack(1), Nav.sheet(3, 4, 5)),
      ]
    ),
    Case(
      name: "the alert leaves first and shows last",
      capabilities: .iOS17,
      start: Nav.state(Nav.stack(1), alert: 9),
      end: Nav.state(Nav.stack(1), Nav.sheet(3), alert: 10),
      steps: [
        Nav.state(Nav.stack(1)),
        Nav.state(Nav.stack(1), Nav.sheet(3)),
        Nav.state(Nav.stack(1), Nav.sheet(3), alert: 10),
      ]
    ),
    Case(
      name: "a kept alert is hidden while the layers under it move, then shown again",
      capabilities: .iOS17,
      start: Nav.state(Nav.stack(1), Nav.sheet(3), alert: 9),
      end: Nav.state(Nav.stack(1), alert: 9),
      steps: [
        Nav.state(Nav.stack(1), Nav.sheet(3)),
        Nav.state(Nav.stack(1)),
        Nav.state(Nav.stack(1), alert: 9),
      ]
    ),
    Case(
      name: "a change under a kept layer dismisses it and presents it again",
      capabilities: .iOS17,
      start: Nav.state(Nav.stack(1, 2), Nav.sheet(3)),
      end: Nav.state(Nav.stack(1, 2, 4), Nav.sheet(3)),
      steps: [
        Nav.state(Nav.stack(1, 2)),
        Nav.state(Nav.stack(1, 2, 4)),
        Nav.state(Nav.stack(1, 2, 4), Nav.sheet(3)),
      ]
    ),
    Case(
      name: "a sheet replaced by a cover with a new id is dismissed, then the cover presented",
      capabilities: .iOS17,
      start: Nav.state(Nav.stack(1), Nav.sheet(3)),
      end: Nav.state(Nav.stack(1), Nav.cover(4)),
      steps: [Nav.state(Nav.stack(1)), Nav.state(Nav.stack(1), Nav.cover(4))]
    ),
    Case(
      name: "a settled state needs no step",
      capabilities: .iOS15,
      start: Nav.state(Nav.stack(1, 2), Nav.sheet(3, 4), alert: 5),
      end: Nav.state(Nav.stack(1, 2), Nav.sheet(3, 4), alert: 5),
      steps: []
    ),
  ]

  @Test(arguments: cases)
  func planMatchesTheTable(_ testCase: Case) {
    let planner = NavigationPlanner(capabilities: testCase.capabilities)
    let steps = planner.plan(from: testCase.start, to: testCase.end)
    #expect(steps.map(\.target) == testCase.steps)
    var before = testCase.start
    for step in steps {
      #expect(testCase.capabilities.brokenRules(from: before, to: step.target) == [])
      before = step.target
    }
  }

  @Test func stepKindsNameWhatChanges() {
    let planner = NavigationPlanner(capabilities: .iOS16)
    let start = Nav.state(Nav.stack(1, 2), Nav.sheet(3), alert: 9)
    let end = Nav.state(Nav.stack(5, 6), Nav.cover(7, 8), alert: 10)
    let kinds = planner.plan(from: start, to: end).map(\.kind)
    #expect(
      kinds == [
        .hideAlert(Nav.id(9)),
        .dismissLayers([Nav.id(3)]),
        .replaceRoot(Nav.id(5)),
        .changePath(stack: Nav.id(5), pops: 0, pushes: 1),
        .presentLayer(Nav.id(7), pushes: 1),
        .showAlert(Nav.id(10)),
      ]
    )
  }

  @Test func dismissalsOnIOS17NameEveryLayerTopFirst() {
    let planner = NavigationPlanner(capabilities: .iOS17)
    let start = Nav.state(Nav.stack(1), Nav.sheet(2), Nav.sheet(3))
    let step = planner.nextStep(from: start, to: Nav.state(Nav.stack(1)))
    #expect(step?.kind == .dismissLayers([Nav.id(3), Nav.id(2)]))
  }

  @Test func capabilitiesFollowTheIOSVersion() {
    #expect(NavigationCapabilities(iOSMajorVersion: 14) == .iOS15)
    #expect(NavigationCapabilities(iOSMajorVersion: 15) == .iOS15)
    #expect(NavigationCapabilities(iOSMajorVersion: 16) == .iOS16)
    #expect(NavigationCapabilities(iOSMajorVersion: 17) == .iOS17)
    #expect(NavigationCapabilities(iOSMajorVersion: 26) == .iOS17)
  }
}
