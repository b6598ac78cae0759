import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// The explicit API: policies, tickets, outcomes, validation when the turn comes, async forms.
@MainActor
@Suite struct BatonNavigatorTests {
  @Test func dropIfBusyDropsATapThatOnlyMakesSenseNow() {
    onStage { stage in
      let outcomes = Outcomes()
      stage.navigation.baton.push(ListScreen(), completion: outcomes.callback("push"))
      stage.navigation.baton.present(
        SettingsScreen(),
        policy: .dropIfBusy,
        completion: outcomes.callback("tap")
      )
      stage.settle()
      #expect(outcomes["tap"] == [.dropped(.busy)])
      #expect(outcomes["push"] == [.completed])
    }
  }

  @Test func aPendingRequestCanBeCancelledWithItsTicket() {
    onStage { stage in
      let outcomes = Outcomes()
      stage.navigation.baton.push(ListScreen())
      let ticket = stage.navigation.baton.push(
        DetailScreen(),
        completion: outcomes.callback("push")
      )
      #expect(ticket.cancel() == .cancelled)
      stage.settle()
      #expect(outcomes["push"] == [.cancelled])
      #expect(stage.stack.count == 2)
    }
  }

  @Test func validationHappensWhenTheTurnComesNotWhenRequested() {
    onStage { stage in
      let list = ListScreen()
      let outcomes = Outcomes()
      stage.navigation.baton.push(list, completion: outcomes.callback("push"))
      stage.navigation.baton.pop(to: list, completion: outcomes.callback("popTo"))
      stage.navigation.baton.pop(completion: outcomes.callback("pop"))
      stage.navigation.baton.pop(completion: outcomes.callback("pop at root"))
      stage.settle()
      #expect(outcomes["push"] == [.completed])
      #expect(outcomes["popTo"] == [.completed])
      #expect(outcomes["pop"] == [.completed])
      #expect(outcomes["pop at root"] == [.dropped(.invalid(.atRoot))])
    }
  }

  @Test func dismissingWithNothingPresentedIsRefused() {
    onStage { stage in
      let outcomes = Outcomes()
      stage.navigation.baton.dismiss(completion: outcomes.callback("dismiss"))
      stage.settle()
      #expect(outcomes["dismiss"] == [.dropped(.invalid(.nothingToDismiss))])
    }
  }

  @Test func aPresentedScreenCanDismissItself() {
    onStage { stage in
      let settings = SettingsScreen()
      let outcomes = Outcomes()
      stage.navigation.baton.present(settings)
      settings.baton.dismiss(completion: outcomes.callback("dismiss"))
      stage.settle()
      #expect(outcomes["dismiss"] == [.completed])
      #expect(stage.navigation.presentedViewController == nil)
    }
  }

  @Test func awaitingTheTicketGivesTheOutcome() async {
    await onAsyncStage { stage in
      let list = ListScreen()
      let requested = LaneEventWaiter(lane: stage.lane, phase: .requested)
      let task = Task { @MainActor in await stage.navigation.baton.push(list).waitForOutcome() }
      await requested.wait()
      stage.settle()
      let outcome = await task.value
      #expect(outcome == .completed)
      #expect(stage.stack.last === list)
    }
  }
}

/// Suspends until a lane emits an event of a given phase.
@MainActor
final class LaneEventWaiter {
  private var continuation: CheckedContinuation<Void, Never>?
  private var happened = false
  private var observation: ObservationToken?

  init(lane: Lane, phase: LaneEvent.Phase) {
    observation = lane.addObserver { [weak self] event in
      guard let self, event.phase == phase, !self.happened else { return }
      self.happened = true
      self.continuation?.resume()
      self.continuation = nil
    }
  }

  func wait() async {
    if happened { return }
    await withCheckedContinuation { self.continuation = $0 }
    observation?.cancel()
  }
}
