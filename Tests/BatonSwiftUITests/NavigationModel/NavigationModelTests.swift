import Baton
import BatonSwiftUI
import Testing

/// Intents change only what is requested, with fresh identifiers; bad input
/// gets a typed error and changes nothing.
@Suite struct NavigationModelTests {
  @Test func intentsChangeOnlyTheRequestedState() {
    var model = NavigationModel(root: 0)
    model.push(1)
    model.present(2, style: .fullScreenCover)
    model.push(3)
    model.showAlert(4, style: .confirmationDialog)
    #expect(model.rendered == NavigationState(base: model.rendered.base))
    #expect(model.requested.base.path.map(\.route) == [1])
    #expect(model.requested.layers.map(\.style) == [.fullScreenCover])
    #expect(model.requested.layers[0].stack.path.map(\.route) == [3], "pushes go on the top layer")
    #expect(model.requested.alert?.style == .confirmationDialog)
    #expect(!model.isSettled)
  }

  @Test func everyElementGetsAFreshIdentifierEvenForTheSameRoute() {
    var model = NavigationModel(root: 0)
    let first = model.push(1)
    model.popToRoot()
    let second = model.push(1)
    let alert = model.showAlert(1)
    let replacement = model.showAlert(1)
    #expect(Set([first, second, alert, replacement]).count == 4)
    #expect(first < second && alert < replacement)
  }

  @Test func popRefusesMoreThanTheTopStackHolds() {
    var model = NavigationModel(root: 0)
    model.push(1)
    #expect(throws: NavigationIntentError.notEnoughScreensToPop(requested: 2, available: 1)) {
      try model.pop(count: 2)
    }
    #expect(throws: NavigationIntentError.nonPositivePopCount(0)) { try model.pop(count: 0) }
    #expect(model.requested.base.path.count == 1)
  }

  @Test func dismissAndDismissAlertRefuseWhenNothingIsRequested() {
    var model = NavigationModel(root: 0)
    #expect(throws: NavigationIntentError.nothingToDismiss) { try model.dismiss() }
    #expect(throws: NavigationIntentError.noAlert) { try model.dismissAlert() }
    #expect(model.isSettled)
  }

  @Test func setRootLeavesAnEmptyPathAndKeepsLayers() {
    var model = NavigationModel(root: 0)
    model.push(1)
    model.present(2)
    model.setRoot(9)
    #expect(model.requested.base.root.route == 9)
    #expect(model.requested.base.path.isEmpty)
    #expect(model.requested.layers.count == 1)
  }

  @Test func setPathReplacesTheTopStacksPath() {
    var model = NavigationModel(root: 0)
    model.push(1)
    model.setPath([5, 6])
    #expect(model.requested.base.path.map(\.route) == [5, 6])
  }

  @Test func beginRecordsTheStepAsRenderedUntilItEnds() {
    var model = NavigationModel(root: 0)
    model.push(1)
    let planner = NavigationPlanner(capabilities: .iOS16)
    guard let step = planner.nextStep(from: model.rendered, to: model.requested) else {
      Issue.record("expected a step")
      return
    }
    model.begin(step)
    #expect(model.rendered == model.requested)
    #expect(!model.isSettled, "still animating")
    model.endStep()
    #expect(model.isSettled)
  }

  @Test func errorsDescribeThemselves() {
    #expect(
      NavigationIntentError.notEnoughScreensToPop(requested: 2, available: 1).description
        == "cannot pop 2 screens: the top stack has 1 above its root"
    )
  }
}
