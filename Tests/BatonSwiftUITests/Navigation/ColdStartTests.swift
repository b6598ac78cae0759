import BatonSwiftUI
import HeadlessUIKit
import Testing

/// The lane stays suspended until the root screen's probe has appeared in a
/// key window; what the app asked for before (a deep link) runs then, in order.
@MainActor
@Suite struct ColdStartTests {
  let stage = SwiftUIStage()

  @Test func aDeepLinkWaitsForTheRootProbeAndThenRunsInOrder() {
    stage.navigation.update { model in
      model.setPath([1, 2])
      model.present(3)
    }
    #expect(stage.lane.isSuspended)
    #expect(stage.navigation.isWaitingForRoot)
    #expect(stage.events.value.isEmpty, "nothing reaches SwiftUI before the root appeared")
    stage.scheduler.advance(by: 5)
    #expect(stage.lane.isSuspended, "no timer releases it")
    stage.launch()
    #expect(!stage.lane.isSuspended)
    stage.expectQuiescent()
    #expect(
      stage.finishedSteps == ["changePath(#1, -0, +2) completed", "presentLayer(#4, +0) completed"]
    )
    #expect(stage.rootStackIDs == stage.navigation.model.rendered.base.stacksIDs)
    #expect(stage.host.root.presentedViewController != nil)
  }

  @Test func aRootThatAppearsInAWindowThatIsNotKeyKeepsTheLaneSuspended() {
    stage.navigation.update { $0.push(1) }
    stage.run { stage.window.isHidden = false }
    #expect(stage.rootStack.first.map { ($0 as? HostedScreen)?.probe.hasAppeared } == true)
    stage.scheduler.runDueWork()
    #expect(stage.lane.isSuspended, "appeared, but the window is not key")
    stage.run { stage.window.makeKey() }
    #expect(stage.lane.isSuspended, "no probe saw the window become key")
    stage.navigation.refreshReadiness()
    #expect(!stage.lane.isSuspended)
    stage.expectQuiescent()
    #expect(stage.rootStackIDs.count == 2)
  }

  @Test func theNextRequestChecksAgainOnceTheWindowIsKey() {
    stage.run { stage.window.isHidden = false }
    stage.scheduler.runDueWork()
    stage.run { stage.window.makeKey() }
    #expect(stage.lane.isSuspended)
    stage.navigation.update { $0.push(1) }
    #expect(!stage.lane.isSuspended)
    stage.expectQuiescent()
  }

  @Test func aNavigationThatDoesNotWaitRunsAtOnce() {
    let world = Headless.World()
    let navigation = BatonNavigation(
      root: "home",
      capabilities: .iOS16,
      scheduler: world.scheduler,
      waitsForRootAppearance: false,
      diagnostics: DiagnosticsCenter()
    )
    #expect(!navigation.lane.isSuspended)
    #expect(!navigation.isWaitingForRoot)
  }
}

extension NavigationStackState {
  /// The identifiers of the root and the path, bottom first.
  var stacksIDs: [NavigationElementID] { [root.id] + path.map(\.id) }
}
