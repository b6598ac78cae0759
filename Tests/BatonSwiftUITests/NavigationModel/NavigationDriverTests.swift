import Baton
import BatonSwiftUI
import BatonTesting
import Testing

/// The driver runs one planner step per lane transition and finishes each on the
/// renderer's completion signal, never on a timer; the watchdog is the backstop.
@MainActor
@Suite struct NavigationDriverTests {
  let clock = VirtualScheduler()
  let center = DiagnosticsCenter()
  let lane: Lane
  let renderer: StepRecordingRenderer
  let driver: NavigationDriver<Int>
  let events = Box<[NavigationDriverEvent<Int>]>([])

  init() {
    lane = Lane(name: "navigation", scheduler: clock, diagnostics: center)
    renderer = StepRecordingRenderer(clock: clock)
    driver = NavigationDriver(root: 0, lane: lane, renderer: renderer, capabilities: .iOS16)
    driver.onEvent = { [events] event in events.value.append(event) }
  }

  @Test func aStepStartsAtOnceAndEndsOnlyOnTheRenderersSignal() {
    driver.update { $0.push(1) }
    #expect(renderer.steps.count == 1)
    #expect(lane.isBusy)
    #expect(driver.model.rendered == driver.model.requested, "SwiftUI has been given the step")
    #expect(driver.model.stepInFlight != nil)
    clock.advance(by: 0.9)
    #expect(lane.isBusy, "no timer ends it")
    renderer.signal()
    #expect(!lane.isBusy)
    #expect(driver.model.isSettled)
    #expect(clock.runUntilIdle())
    #expect(clock.isIdle)
  }

  @Test func stepsRunOneAtATimeInPlanOrder() {
    driver.update { model in
      model.push(1)
      model.present(2)
      model.showAlert(3)
    }
    #expect(renderer.steps.count == 1)
    for expected in 2...3 {
      renderer.signal()
      #expect(renderer.steps.count == expected - 1, "the next step waits for the next turn")
      clock.runDueWork()
      #expect(renderer.steps.count == expected)
    }
    renderer.signal()
    clock.runDueWork()
    #expect(renderer.steps.map(\.kind.description).count == 3)
    #expect(driver.model.isSettled)
    #expect(!driver.hasStepRequest)
    #expect(clock.isIdle)
  }

  @Test func aRendererThatNeverSignalsIsEndedByTheWatchdog() {
    driver.update { $0.present(1) }
    clock.advance(by: 1.49)
    #expect(lane.isBusy)
    clock.advance(by: 0.01)
    #expect(!lane.isBusy)
    #expect(driver.model.stepInFlight == nil)
    #expect(
      events.value.contains { if case .stepFinished(_, .timedOut) = $0 { true } else { false } }
    )
    renderer.signal()
    #expect(driver.model.isSettled, "a late signal changes nothing")
  }

  @Test func requestsMadeDuringAStepArePlannedWhenItEnds() {
    driver.update { $0.present(1) }
    driver.update { $0.push(2) }
    #expect(renderer.steps.count == 1)
    renderer.signal()
    clock.runDueWork()
    #expect(renderer.steps.count == 2)
    #expect(
      renderer.steps[1].kind
        == .changePath(stack: driver.model.rendered.layers[0].id, pops: 0, pushes: 1)
    )
    renderer.signal()
    clock.runDueWork()
    #expect(driver.model.isSettled)
  }

  @Test func aRequestUndoneBeforeItsTurnEndsWithoutAStep() {
    let other = lane.submit(TransitionRequest(kind: .push) { _ in })
    driver.update { $0.push(1) }
    driver.update { $0.popToRoot() }
    lane.current?.finish(.completed)
    clock.runDueWork()
    #expect(other.outcome == .completed)
    #expect(renderer.steps.isEmpty)
    #expect(
      events.value.contains(
        .stepNotRun(.dropped(.invalid(.other("navigation already matches the request"))))
      )
    )
    #expect(!driver.hasStepRequest)
  }

  @Test func theUsersBackTapIsAcceptedAndThePlanContinues() {
    driver.update { model in
      model.push(1)
      model.push(2)
    }
    renderer.signal()
    clock.runDueWork()
    let base = driver.model.rendered.base
    let outcome = driver.receive(.pathChanged(stack: base.id, path: [base.path[0].id]))
    #expect(outcome == .userNavigation(.popped(stack: base.id, entries: [base.path[1].id])))
    #expect(renderer.steps.count == 1, "the planner does not push it back")
    #expect(driver.model.isSettled)
  }

  @Test func aWriteDuringAStepIsAppliedAndPlannedAfterTheStep() {
    driver.update { $0.present(1) }
    renderer.signal()
    clock.runDueWork()
    driver.update { $0.push(2) }
    let sheet = driver.model.rendered.layers[0].id
    #expect(
      driver.receive(.layerDismissed(sheet)) == .userNavigationDuringStep(.dismissedLayer(sheet))
    )
    renderer.signal()
    clock.runDueWork()
    #expect(renderer.steps.count == 2)
    #expect(driver.model.isSettled)
    #expect(driver.model.rendered.layers.isEmpty)
  }

  @Test func aRendererThatSignalsInsideRenderStillGetsOneStepPerTurn() {
    renderer.completesSynchronously = true
    driver.update { model in
      model.present(1)
      model.showAlert(2)
    }
    #expect(renderer.steps.count == 1)
    #expect(!lane.isBusy)
    clock.runDueWork()
    #expect(renderer.steps.count == 2)
    #expect(driver.model.isSettled)
    #expect(!driver.hasStepRequest, "a step that ended inside submit leaves no request behind")
    driver.update { $0.push(3) }
    #expect(clock.runUntilIdle())
    #expect(
      renderer.steps.map(\.kind.description) == [
        "presentLayer(#2, +0)", "showAlert(#3)", "hideAlert(#3)", "changePath(#2, -0, +1)",
        "showAlert(#3)",
      ],
      "the driver still plans; the alert steps aside for the push and shows again"
    )
  }

  @Test func deepLinksAskedForAtColdStartRunInOrderOnceTheLaneResumes() {
    let coldLane = Lane(name: "cold", scheduler: clock, isSuspended: true, diagnostics: center)
    let cold = NavigationDriver(root: 0, lane: coldLane, renderer: renderer, capabilities: .iOS16)
    cold.update { $0.push(1) }
    cold.update { model in
      model.present(2)
      model.push(3)
    }
    #expect(renderer.steps.isEmpty, "nothing reaches SwiftUI before the root has appeared")
    coldLane.resume()
    clock.runDueWork()
    #expect(renderer.steps.count == 1)
    while renderer.waitingCount > 0 {
      renderer.signal()
      clock.runDueWork()
    }
    #expect(
      renderer.steps.map(\.kind) == [
        .changePath(stack: Nav.id(1), pops: 0, pushes: 1),
        .presentLayer(Nav.id(3), pushes: 1),
      ]
    )
    #expect(cold.model.isSettled)
  }
}
