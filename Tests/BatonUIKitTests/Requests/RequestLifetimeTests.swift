import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// What a request keeps alive: its source and its destination until its outcome, nothing after
/// it, whatever the outcome and even while the app keeps the ticket.
@MainActor
@Suite struct RequestLifetimeTests {
  /// The documented rule: the request keeps its presenter alive, and a presenter that left its
  /// window by its turn gets the start-time outcome (here a redirect), never `sourceGone`.
  @Test func aPresenterThatLeftItsWindowIsRedirectedThenReleased() {
    onStage { stage in
      weak var released: Screen?
      var ticket: TransitionTicket?
      do {
        let detail = DetailScreen()
        released = detail
        stage.navigation.baton.push(detail)
        stage.settle()
        stage.navigation.baton.pop()
        ticket = detail.baton.present(SettingsScreen())
      }
      #expect(ticket?.state == .pending)
      stage.settle()
      #expect(ticket?.outcome == .completed)
      #expect(stage.diagnosticCodes.contains(.presenterRedirected))
      #expect(stage.navigation.presentedViewController is SettingsScreen)
      #expect(released == nil)
    }
  }

  @Test(arguments: [Ending.cancelledTicket, .laneEnded])
  func aPendingRequestLetsGoOfItsSourceAndScreenAtItsOutcome(_ ending: Ending) {
    onStage { stage in
      weak var releasedSource: Screen?
      weak var releasedScreen: Screen?
      var ticket: TransitionTicket?
      let outcomes = Outcomes()
      do {
        let detail = DetailScreen()
        let settings = SettingsScreen()
        releasedSource = detail
        releasedScreen = settings
        stage.navigation.baton.push(detail)
        stage.settle()
        stage.navigation.baton.pop()
        ticket = detail.baton.present(settings, completion: outcomes.callback("present"))
      }
      #expect(ticket?.state == .pending)
      switch ending {
      case .cancelledTicket:
        #expect(ticket?.cancel() == .cancelled)
        #expect(outcomes["present"] == [.cancelled])
      case .laneEnded:
        stage.window.baton.endLane()
        #expect(outcomes["present"] == [.dropped(.windowGone)])
      }
      // The ticket the app keeps does not hold the request.
      #expect(releasedScreen == nil)
      stage.settle()
      #expect(releasedSource == nil)
    }
  }

  /// A screen on its way to the window belongs to its lane until its push has an outcome
  /// (a request chained from it goes there), and the adapter keeps nothing after that.
  @Test func aScreenOnItsWayIsFoundByItsLaneAndNotKeptAfterwards() {
    onStage { stage in
      weak var released: Screen?
      let outcomes = Outcomes()
      do {
        let detail = DetailScreen()
        released = detail
        stage.navigation.baton.push(ListScreen())
        stage.navigation.baton.push(detail, completion: outcomes.callback("push"))
        stage.navigation.baton.push(detail, completion: outcomes.callback("double tap"))
        detail.baton.present(SettingsScreen(), completion: outcomes.callback("present"))
      }
      stage.settle()
      #expect(outcomes["push"] == [.completed])
      #expect(outcomes["double tap"] == [.dropped(.duplicate)])
      #expect(outcomes["present"] == [.completed])
      #expect(stage.navigation.presentedViewController is SettingsScreen)
      #expect(!stage.diagnosticCodes.contains(.presenterRedirected))
      stage.navigation.baton.removeAll(completion: outcomes.callback("remove all"))
      stage.settle()
      #expect(outcomes["remove all"] == [.completed])
      #expect(stage.stack == [stage.home])
      #expect(released == nil)
    }
  }

  /// A world abandoned while a push runs (a crashed app, whose clock never runs again) is freed
  /// once its lane ends: the end-of-transition signal the adapter registers on the stack's
  /// transition coordinator does not hold the stack, which holds the coordinator.
  @Test func aWorldAbandonedMidPushIsFreedOnceItsLaneEnds() {
    weak var abandoned: Headless.World?
    weak var navigation: UINavigationController?
    do {
      let world = Headless.World(profile: .deferring)
      abandoned = world
      world.run {
        let stage = Stage(world: world, baton: true, showsWindow: true)
        navigation = stage.navigation
        stage.navigation.baton.push(DetailScreen())
        #expect(stage.navigation.transitionCoordinator != nil)
        stage.window.baton.endLane()
      }
      #expect(!world.scheduler.isIdle)
    }
    #expect(navigation == nil)
    #expect(abandoned == nil)
  }

  enum Ending: CustomStringConvertible, Sendable {
    case cancelledTicket
    case laneEnded

    var description: String {
      switch self {
      case .cancelledTicket: "a cancelled ticket"
      case .laneEnded: "an ended lane"
      }
    }
  }
}
