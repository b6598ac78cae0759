import Baton
import BatonSwiftUI
import Testing

/// SwiftUI's writes to the bindings are accepted only when their identifiers
/// match what is rendered.
@Suite struct NavigationWriteBackTests {
  /// A model whose rendered state has caught up with its requests.
  static func settled(
    _ change: (inout NavigationModel<Int>) -> Void,
    capabilities: NavigationCapabilities = .iOS17
  ) -> NavigationModel<Int> {
    var model = NavigationModel(root: 0)
    change(&model)
    settle(&model, capabilities: capabilities)
    return model
  }

  static func settle(
    _ model: inout NavigationModel<Int>,
    capabilities: NavigationCapabilities = .iOS17
  ) {
    let planner = NavigationPlanner(capabilities: capabilities)
    for step in planner.plan(from: model.rendered, to: model.requested) {
      model.begin(step)
      model.endStep()
    }
  }

  @Test func aBackTapWhileIdleIsTheUsersOwnNavigation() {
    var model = Self.settled {
      $0.push(1)
      $0.push(2)
    }
    let base = model.rendered.base
    let outcome = model.receive(.pathChanged(stack: base.id, path: [base.path[0].id]))
    #expect(outcome == .userNavigation(.popped(stack: base.id, entries: [base.path[1].id])))
    #expect(model.rendered.base.path.map(\.route) == [1])
    #expect(model.requested == model.rendered, "the planner will not push it back")
  }

  @Test func aSwipeBackDropsWhatTheAppRequestedAboveThePoppedScreen() {
    var model = Self.settled {
      $0.push(1)
      $0.push(2)
    }
    model.push(3)
    let base = model.rendered.base
    _ = model.receive(.pathChanged(stack: base.id, path: [base.path[0].id]))
    #expect(model.requested.base.path.map(\.route) == [1])
  }

  @Test func theSamePathWrittenAgainIsDroppedAsUnchanged() {
    var model = Self.settled { $0.push(1) }
    let base = model.rendered.base
    #expect(
      model.receive(.pathChanged(stack: base.id, path: [base.path[0].id])) == .dropped(.unchanged)
    )
    #expect(model.rendered.base.path.count == 1)
  }

  @Test func aPathWriteThatAddsScreensIsNotAPop() {
    var model = Self.settled { $0.push(1) }
    let base = model.rendered.base
    let outcome = model.receive(.pathChanged(stack: base.id, path: [base.path[0].id, Nav.id(99)]))
    #expect(outcome == .dropped(.notAPop))
  }

  @Test func aPathWriteFromTheStackOfAReplacedRootIsNotRendered() {
    var model = Self.settled { $0.push(1) }
    let oldBase = model.rendered.base
    model.setRoot(7)
    Self.settle(&model)
    #expect(model.receive(.pathChanged(stack: oldBase.id, path: [])) == .dropped(.notRendered))
    #expect(model.rendered.base.root.route == 7)
  }

  @Test func aPathWriteOnAStackUnderASheetIsCovered() {
    var model = Self.settled {
      $0.push(1)
      $0.present(2)
    }
    #expect(
      model.receive(.pathChanged(stack: model.rendered.base.id, path: [])) == .dropped(.covered)
    )
    #expect(model.rendered.base.path.count == 1)
  }

  @Test func aSwipeDownDismissesTheTopSheetAndWhatWasRequestedOverIt() {
    var model = Self.settled { $0.present(1) }
    model.present(2)
    let sheet = model.rendered.layers[0].id
    #expect(model.receive(.layerDismissed(sheet)) == .userNavigation(.dismissedLayer(sheet)))
    #expect(model.rendered.layers.isEmpty)
    #expect(model.requested.layers.isEmpty)
  }

  @Test func aDismissalWriteForALowerLayerIsCovered() {
    var model = Self.settled {
      $0.present(1)
      $0.present(2)
    }
    let lower = model.rendered.layers[0].id
    #expect(model.receive(.layerDismissed(lower)) == .dropped(.covered))
    #expect(model.rendered.layers.count == 2)
  }

  /// FlowStacks #69: a swipe-dismissed sheet writes its binding about a second after it is gone.
  /// The probe reported the dismissal first; the app presented another sheet meanwhile.
  @Test func aSheetsLateBindingWriteDoesNotDismissTheNextSheet() {
    var model = Self.settled { $0.present(1) }
    let first = model.rendered.layers[0].id
    #expect(model.receive(.layerDismissed(first)) == .userNavigation(.dismissedLayer(first)))
    let second = model.present(2)
    Self.settle(&model)
    #expect(model.receive(.layerDismissed(first)) == .dropped(.notRendered))
    #expect(model.rendered.layers.map(\.id) == [second])
    #expect(model.requested.layers.map(\.id) == [second])
  }

  /// TCA #3272: an alert's button asks for the next alert, then the first alert's late `nil`
  /// arrives; it must not wipe the next one.
  @Test func anAlertsLateNilDoesNotWipeTheNextAlert() {
    var model = Self.settled { $0.showAlert(1) }
    let first = model.rendered.alert?.id
    let next = model.showAlert(2)
    let outcome = model.receive(.alertDismissed(first ?? Nav.id(0)))
    #expect(outcome == .userNavigation(.dismissedAlert(first ?? Nav.id(0))))
    #expect(model.requested.alert?.id == next)
    Self.settle(&model)
    #expect(model.rendered.alert?.id == next)
    #expect(model.receive(.alertDismissed(first ?? Nav.id(0))) == .dropped(.notRendered))
    #expect(model.rendered.alert?.id == next, "a double nil changes nothing either")
  }

  /// TCA #3272 when Baton already replaced the alert before the late `nil` came.
  @Test func anAlertsLateNilAfterTheReplacementShowedIsDropped() {
    var model = Self.settled { $0.showAlert(1) }
    let first = model.rendered.alert?.id ?? Nav.id(0)
    let next = model.showAlert(2)
    Self.settle(&model)
    #expect(model.rendered.alert?.id == next)
    #expect(model.receive(.alertDismissed(first)) == .dropped(.notRendered))
    #expect(model.rendered.alert?.id == next)
    #expect(model.requested.alert?.id == next)
  }

  @Test func aRepeatedDismissalIsDroppedAsNotRendered() {
    var model = Self.settled { $0.present(1) }
    let sheet = model.rendered.layers[0].id
    _ = model.receive(.layerDismissed(sheet))
    #expect(model.receive(.layerDismissed(sheet)) == .dropped(.notRendered))
  }

  @Test func aWriteDuringAStepIsReportedAsSuch() throws {
    var model = Self.settled { $0.push(1) }
    model.showAlert(2)
    let planner = NavigationPlanner(capabilities: .iOS17)
    model.begin(try #require(planner.nextStep(from: model.rendered, to: model.requested)))
    let base = model.rendered.base
    let outcome = model.receive(.pathChanged(stack: base.id, path: []))
    #expect(
      outcome == .userNavigationDuringStep(.popped(stack: base.id, entries: [base.path[0].id]))
    )
  }

  @Test func anAlertWriteForAnAlertNeverShownIsNotRendered() {
    var model = NavigationModel(root: 0)
    let alert = model.showAlert(1)
    #expect(model.receive(.alertDismissed(alert)) == .dropped(.notRendered))
    #expect(model.requested.alert?.id == alert)
  }
}
