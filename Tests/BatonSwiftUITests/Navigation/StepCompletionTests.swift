import BatonSwiftUI
import HeadlessUIKit
import Testing

/// With the probes in place, each step ends on its completion signal
/// (the probe's `viewDidAppear`, a layer's `onDismiss`), never on a timer; the lane's watchdog
/// is the backstop.
@MainActor
@Suite struct StepCompletionTests {
  let stage = SwiftUIStage()

  init() {
    stage.launch()
  }

  @Test func aPushEndsWhenThePushedScreensProbeAppears() throws {
    let id = stage.navigation.update { $0.push(1) }
    #expect(stage.navigation.awaitedSignals == [.appeared(id)])
    #expect(stage.navigation.displayed == stage.navigation.model.requested)
    stage.scheduler.advance(by: 0.34)
    #expect(stage.lane.isBusy, "the push animation is still running")
    stage.scheduler.advance(by: 0.01)
    #expect(!stage.lane.isBusy, "viewDidAppear ended it")
    #expect(stage.finishedSteps == ["changePath(#1, -0, +1) completed"])
    stage.expectQuiescent()
  }

  @Test func theNextStepStartsOnlyAfterThePreviousOnesSignal() {
    stage.navigation.update { model in
      model.push(1)
      model.present(2)
    }
    #expect(stage.host.root.presentedViewController == nil)
    stage.scheduler.advance(by: 0.35)
    #expect(stage.finishedSteps.count == 1)
    stage.scheduler.runDueWork()
    #expect(stage.host.root.presentedViewController != nil, "presented on the next turn")
    #expect(stage.lane.isBusy)
    stage.scheduler.advance(by: 0.5)
    #expect(
      stage.finishedSteps == ["changePath(#1, -0, +1) completed", "presentLayer(#3, +0) completed"]
    )
    stage.expectQuiescent()
  }

  @Test func aDismissalEndsOnTheLayersOnDismiss() throws {
    let sheet = stage.navigation.update { $0.present(1) }
    stage.expectQuiescent()
    try stage.navigation.update { try $0.dismiss() }
    let topScreen = sheet
    #expect(stage.navigation.awaitedSignals == [.layerDismissed(sheet), .disappeared(topScreen)])
    stage.scheduler.advance(by: 0.49)
    #expect(stage.lane.isBusy)
    stage.scheduler.advance(by: 0.01)
    #expect(!stage.lane.isBusy)
    #expect(stage.host.root.presentedViewController == nil)
    stage.expectQuiescent()
  }

  @Test func aLateOnDismissAfterTheStepEndedChangesNothing() {
    stage.navigation.update { $0.present(1) }
    stage.expectQuiescent()
    stage.navigation.layerDidDismiss(presentedFrom: 0)
    stage.navigation.layerDidDismiss(presentedFrom: 5)
    #expect(stage.navigation.model.rendered.layers.count == 1)
    stage.expectQuiescent()
  }

  @Test func aStepSwiftUINeverShowsIsEndedByTheWatchdog() {
    stage.host.appliesSteps = false
    stage.navigation.update { $0.push(1) }
    stage.scheduler.advance(by: 1.04)
    #expect(stage.lane.isBusy, "no timer of the glue ends it (watchdog: 3 × 0.35 s)")
    stage.scheduler.advance(by: 0.01)
    #expect(!stage.lane.isBusy)
    #expect(stage.finishedSteps == ["changePath(#1, -0, +1) timedOut"])
    #expect(stage.navigation.awaitedSignals.isEmpty)
    stage.expectQuiescent()
  }

  @Test func anAlertStepEndsWhenItsPresentationEnds() {
    stage.launch()
    stage.navigation.update { $0.showAlert(1) }
    #expect(stage.navigation.displayed.alert == nil, "the pop-up queue picks on the next turn")
    stage.scheduler.runDueWork()
    #expect(stage.navigation.displayed.alert?.route == 1)
    #expect(stage.host.alertController != nil)
    #expect(stage.lane.isBusy, "the alert's show waits for its presentation to end")
    stage.scheduler.advance(by: 0.6)
    #expect(!stage.lane.isBusy)
    stage.navigation.update { $0.push(2) }
    stage.scheduler.runDueWork()
    #expect(stage.navigation.displayed.alert == nil, "the alert steps aside for the push")
    stage.expectQuiescent()
    #expect(stage.rootStackIDs.count == 2)
    #expect(stage.navigation.displayed.alert?.route == 1, "and shows again after it")
    #expect(stage.finishedSteps.filter { $0.hasSuffix("completed") }.count == 4)
  }

  @Test func theUsersBackTapIsShownAndPlannedFrom() throws {
    stage.navigation.update { model in
      model.push(1)
      model.push(2)
    }
    stage.expectQuiescent()
    let base = stage.navigation.displayed.base
    let revision = stage.navigation.revision
    let outcome = stage.navigation.receive(.pathChanged(stack: base.id, path: [base.path[0].id]))
    #expect(outcome == .userNavigation(.popped(stack: base.id, entries: [base.path[1].id])))
    #expect(stage.navigation.displayed.base.path.map(\.route) == [1])
    #expect(stage.navigation.revision == revision + 1, "the views are told")
    #expect(
      stage.navigation.receive(.pathChanged(stack: base.id, path: [])) != .dropped(.notRendered)
    )
    stage.expectQuiescent()
  }

  @Test func aRootChangeEndsWhenTheNewRootsProbeAppears() {
    stage.navigation.update { $0.push(1) }
    stage.expectQuiescent()
    let root = stage.navigation.update { model in
      model.setRoot(9)
      return model.requested.base.root.id
    }
    #expect(stage.navigation.awaitedSignals == [.appeared(root)])
    stage.expectQuiescent()
    #expect(stage.rootStackIDs == [root])
    #expect(stage.finishedSteps.last == "replaceRoot(#3) completed")
  }
}
