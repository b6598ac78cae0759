import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// The per-window lane registry.
@MainActor
@Suite struct BatonLanesTests {
  @Test func aWindowHasOneLaneForItsLifetime() {
    onStage { stage in
      let lane = BatonLanes.lane(for: stage.window)
      #expect(BatonLanes.lane(for: stage.window) === lane)
      #expect(BatonLanes.window(of: lane) === stage.window)
      #expect(lane.scheduler === stage.scheduler)
    }
  }

  @Test func aWindowsOwnEnvironmentGivesItsLaneItsOwnClockAndOptions() throws {
    try onStage { stage in
      let other = Headless.World(profile: .deferring)
      let window = other.run { UIWindow(windowScene: other.makeWindowScene()) }
      let diagnostics = DiagnosticsCenter()
      let environment = BatonEnvironment(
        scheduler: other.scheduler,
        configuration: Lane.Configuration(suppressesSameDestination: false),
        options: BatonOptions(presenterFallback: .drop),
        diagnostics: diagnostics
      )
      try window.baton.configure(environment)
      defer { window.baton.endLane() }
      let lane = window.baton.lane
      #expect(BatonLanes.lane(for: window) === lane)
      #expect(lane.scheduler === other.scheduler)
      #expect(lane.diagnostics === diagnostics)
      #expect(!lane.configuration.suppressesSameDestination)
      #expect(stage.lane.scheduler === stage.scheduler)
      #expect(stage.lane.configuration.suppressesSameDestination)
    }
  }

  @Test func aWindowThatAlreadyHasALaneKeepsIt() {
    onStage { stage in
      let lane = stage.lane
      #expect(throws: BatonEnvironmentError.laneAlreadyExists(laneName: lane.name)) {
        try stage.window.baton.configure(BatonEnvironment())
      }
      #expect(stage.lane === lane)
      #expect(lane.scheduler === stage.scheduler)
    }
  }

  @Test func windowsMadeDuringAStoryGetTheStagesEnvironmentAndTheAppDefaultIsBackAfterwards() {
    let appDefault = BatonEnvironment.default.scheduler
    onStage { stage in
      let window = UIWindow(windowScene: stage.world.makeWindowScene())
      defer { window.baton.endLane() }
      #expect(BatonLanes.lane(for: window).scheduler === stage.scheduler)
      #expect(BatonEnvironment.default.scheduler === stage.scheduler)
    }
    #expect(BatonEnvironment.default.scheduler === appDefault)
  }

  @Test func twoWindowsHaveTwoLanes() {
    onStage { stage in
      let other = UIWindow(windowScene: stage.world.makeWindowScene())
      #expect(BatonLanes.lane(for: other) !== BatonLanes.lane(for: stage.window))
    }
  }

  @Test func aWindowMadeAfterAnotherWentAwayNeverGetsTheGoneWindowsLane() {
    onStage { stage in
      // Windows made and freed one after the other tend to reuse each other's address.
      let stageLane = stage.lane
      var lanes: [Lane] = []
      for _ in 0..<16 {
        let window = UIWindow(windowScene: stage.world.makeWindowScene())
        let lane = BatonLanes.lane(for: window)
        #expect(!lanes.contains { $0 === lane } && lane !== stageLane)
        #expect(!lane.isTornDown)
        lanes.append(lane)
      }
      _ = BatonLanes.liveLaneCount  // sweeps: the last window went away too
      #expect(lanes.filter { !$0.isTornDown }.isEmpty)
    }
  }

  @Test func aControllerFindsItsWindowsLaneThroughItsStackAndPresenters() {
    onStage { stage in
      let list = ListScreen()
      let settings = SettingsScreen()
      stage.navigation.baton.push(list)
      stage.navigation.baton.present(settings)
      stage.settle()
      let lane = BatonLanes.lane(for: stage.window)
      #expect(BatonLanes.lane(for: list) === lane)
      #expect(BatonLanes.lane(for: settings) === lane)
      #expect(BatonLanes.lane(for: stage.navigation) === lane)
      #expect(BatonLanes.lane(for: ListScreen()) == nil)
    }
  }

  @Test func aRootControllerFindsItsWindowBeforeTheWindowIsShown() {
    onStage(showsWindow: false) { stage in
      #expect(BatonLanes.lane(for: stage.home) === BatonLanes.lane(for: stage.window))
    }
  }

  @Test func endingALaneDropsItsRequestsWithWindowGone() {
    onStage { stage in
      let outcomes = Outcomes()
      let lane = stage.lane
      stage.navigation.baton.push(ListScreen(), completion: outcomes.callback("running"))
      stage.navigation.baton.push(DetailScreen(), completion: outcomes.callback("pending"))
      stage.window.baton.endLane()
      #expect(lane.isTornDown)
      #expect(outcomes["running"] == [.dropped(.windowGone)])
      #expect(outcomes["pending"] == [.dropped(.windowGone)])
      #expect(BatonLanes.lane(for: stage.window) !== lane)
      stage.settle()
    }
  }

  @Test func controllersAttachedToNoWindowStillGetOutcomes() {
    onStage { stage in
      let offscreen = UINavigationController(rootViewController: ListScreen())
      let outcomes = Outcomes()
      offscreen.baton.push(DetailScreen(), animated: false, completion: outcomes.callback("push"))
      offscreen.baton.pop(animated: false, completion: outcomes.callback("pop"))
      offscreen.baton.pop(animated: false, completion: outcomes.callback("atRoot"))
      stage.settle()
      #expect(outcomes["push"] == [.completed])
      #expect(outcomes["pop"] == [.completed])
      #expect(outcomes["atRoot"] == [.dropped(.invalid(.atRoot))])
    }
  }

  @Test func aNavigationCallFromAControllerWithoutAStackIsRefused() {
    onStage { stage in
      let settings = SettingsScreen()
      let outcomes = Outcomes()
      stage.navigation.baton.present(settings)
      stage.settle()
      settings.baton.push(DetailScreen(), completion: outcomes.callback("push"))
      stage.settle()
      #expect(stage.diagnosticCodes.contains(.noNavigationController))
      guard case .dropped(.invalid(.other))? = outcomes["push"].first else {
        Issue.record("expected an invalid drop, got \(outcomes["push"])")
        return
      }
    }
  }
}
