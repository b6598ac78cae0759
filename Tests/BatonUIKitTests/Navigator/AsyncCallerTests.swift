import Baton
import BatonUIKit
import HeadlessUIKit
import Testing

/// Every call reads the same in synchronous and `async` code: it returns its ticket at once
/// (no `await`), and awaiting the ticket gives the outcome.
@MainActor
@Suite struct AsyncCallerTests {
  /// Calls every operation from an `async` function without `await`.
  @Test func everyCallWorksWithoutAwaitInsideAnAsyncFunction() async {
    await onAsyncStage { stage in
      let navigation = stage.navigation
      let list = ListScreen()
      let settings = SettingsScreen()
      let tickets: [TransitionTicket] = [
        navigation.baton.push(list),
        navigation.baton.pop(),
        navigation.baton.push(DetailScreen(), animated: false),
        navigation.baton.pop(to: stage.home),
        navigation.baton.setViewControllers([stage.home, ListScreen()]),
        navigation.baton.popToRoot(),
        navigation.baton.present(settings),
        settings.baton.dismiss(),
        navigation.baton.removeAll(),
      ]
      stage.settle()
      #expect(tickets.map(\.outcome) == Array(repeating: .completed, count: tickets.count))
      #expect(stage.stack == [stage.home])
      #expect(stage.navigation.presentedViewController == nil)
      #expect(stage.faults.isEmpty)
    }
  }

  /// Awaits every operation's outcome, one after the other, as an `async` flow would.
  ///
  /// Before each `await`, a main-actor task is queued that runs the virtual clock: it can run
  /// only once the test is suspended waiting for the outcome.
  @Test func awaitingEachTicketGivesItsOutcome() async {
    await onAsyncStage { stage in
      let navigation = stage.navigation
      let settings = SettingsScreen()
      var clock: [Task<Void, Never>] = []
      let runClockOnceWaiting = { clock.append(Task { @MainActor in stage.settle() }) }
      var outcomes: [TransitionOutcome] = []
      runClockOnceWaiting()
      outcomes.append(await navigation.baton.push(ListScreen()).waitForOutcome())
      runClockOnceWaiting()
      outcomes.append(await navigation.baton.pop().waitForOutcome())
      runClockOnceWaiting()
      outcomes.append(await navigation.baton.push(DetailScreen()).waitForOutcome())
      runClockOnceWaiting()
      outcomes.append(await navigation.baton.pop(to: stage.home).waitForOutcome())
      runClockOnceWaiting()
      outcomes.append(
        await navigation.baton.setViewControllers([stage.home, ListScreen()]).waitForOutcome()
      )
      runClockOnceWaiting()
      outcomes.append(await navigation.baton.popToRoot().waitForOutcome())
      runClockOnceWaiting()
      outcomes.append(await navigation.baton.present(settings).waitForOutcome())
      runClockOnceWaiting()
      outcomes.append(await settings.baton.dismiss().waitForOutcome())
      runClockOnceWaiting()
      outcomes.append(await navigation.baton.removeAll().waitForOutcome())
      runClockOnceWaiting()
      outcomes.append(await navigation.baton.pop().waitForOutcome())
      for task in clock { await task.value }
      #expect(outcomes == Array(repeating: .completed, count: 9) + [.dropped(.invalid(.atRoot))])
      #expect(stage.stack == [stage.home])
    }
  }

  @Test func awaitingAFinishedTicketReturnsItsOutcomeAtOnce() async {
    await onAsyncStage { stage in
      let ticket = stage.navigation.baton.pop()
      stage.settle()
      #expect(await ticket.waitForOutcome() == .dropped(.invalid(.atRoot)))
    }
  }
}
