import Baton
import Foundation
import Testing

/// A page request held by a visible pop-up waits at most the lane's stall bound `B`
/// with nothing running unless the pop-up's presenter confirms it on screen (the user's wait,
/// verified again every `B`). A pop-up lost behind the queue's back ends orphaned.
@MainActor
@Suite struct PopupStallTests {
  /// How a presenter can leave the queue believing a pop-up is on screen.
  enum LostPopup: String, CaseIterable, Sendable {
    /// Its view left the screen without any report.
    case vanished
    /// The presenter said it was shown and never put it on screen.
    case neverShown
  }

  /// A blocking pop-up whose presenter lost it cannot strand a page request beyond `B`, from
  /// the moment the lane had nothing running.
  @Test(arguments: LostPopup.allCases, [0.25, 1.0])
  func aLostPopupCannotHoldAPageRequestBeyondTheBound(lost: LostPopup, bound: Double) {
    let harness = PopupHarness(laneConfiguration: .init(maximumStall: bound))
    let ticket = harness.show("A")
    switch lost {
    case .vanished:
      harness.settle()
      harness.presenter.vanish("A")
    case .neverShown:
      harness.presenter.liesAboutShowing = true
      harness.settle()
    }
    #expect(ticket.state == .visible)
    let heldAt = harness.clock.now
    let page = harness.page("P")
    harness.clock.advance(to: heldAt + bound - 0.001)
    #expect(page.state == .pending)
    harness.clock.advance(to: heldAt + bound)
    #expect(page.state == .running)
    #expect(ticket.outcome == .dismissed(.orphaned))
    let started = harness.laneEvents.first { $0.label == "P" && $0.phase == .started }?.time
    #expect(started.map { abs($0 - heldAt - bound) < 1e-9 } == true)
    #expect(harness.recorder.codes == [.stalledPopupOrphaned])
    #expect(!harness.log.contains("hide A"), "an orphan is not hidden by its presenter")
    harness.settle()
    harness.expectQuiescent(["A"])
    #expect(harness.pageOutcomes["P"] == [.completed])
  }

  /// A blocking pop-up its presenter confirms on screen holds page requests until answered,
  /// and is verified again every `B`.
  @Test func aPopupConfirmedOnScreenHoldsUntilAnsweredAndIsVerifiedEveryBound() {
    let harness = PopupHarness()
    harness.show("A")
    harness.settle()
    let page = harness.page("P")
    harness.clock.advance(by: 5)
    #expect(harness.presenter.showingQuestions == 5)
    #expect(page.state == .pending)
    harness.settle()
    #expect(page.state == .pending, "settling stops at the user's wait")
    harness.dismissCurrent("OK")
    #expect(page.outcome == .completed)
    #expect(harness.recorder.codes.isEmpty)
    harness.expectQuiescent(["A"])
  }

  /// A presenter that keeps the default answer counts its pop-up on screen until it reports
  /// otherwise.
  @Test func aPresenterWithTheDefaultAnswerHoldsUntilAnswered() {
    let harness = PopupHarness()
    let ticket = harness.queue.show(PopupRequest(key: "A", presenter: DefaultAnswerPresenter()))
    harness.settle()
    let page = harness.page("P")
    harness.clock.advance(by: 10)
    #expect(page.state == .pending)
    ticket.dismiss("OK")
    harness.settle()
    #expect(page.outcome == .completed)
    #expect(ticket.outcome == .dismissed(.action("OK")))
  }

  /// A presenter that reports the orphan itself when asked ends it once, as the report says.
  @Test func aPresenterReportingTheOrphanWhenAskedEndsItOnce() {
    let harness = PopupHarness()
    let ticket = harness.queue.show(PopupRequest(key: "A", presenter: SelfReportingPresenter()))
    harness.settle()
    let page = harness.page("P")
    harness.clock.advance(by: 1)
    #expect(ticket.outcome == .dismissed(.orphaned))
    #expect(page.state == .running)
    #expect(harness.recorder.codes == [.stalledPopupOrphaned], "found by the lane's check")
    harness.settle()
  }

  /// A pop-up that yields is hidden for the page request at once: there is nothing to verify.
  @Test func aYieldingPopupIsNeverVerified() {
    let harness = PopupHarness()
    harness.show("A") { $0.navigation = .yieldsToNavigation }
    harness.settle()
    harness.page("P")
    harness.settle()
    #expect(harness.pageOutcomes["P"] == [.completed])
    #expect(harness.presenter.showingQuestions == 0)
    harness.dismissCurrent()
  }
}

/// A presenter that shows and hides at once and keeps the default `isShowing(_:)`.
@MainActor
final class DefaultAnswerPresenter: PopupPresenter {
  func showPopup(_ popup: PopupTicket, completion: @escaping @MainActor (PopupShowResult) -> Void) {
    completion(.shown)
  }

  func hidePopup(_ popup: PopupTicket, completion: @escaping @MainActor () -> Void) {
    completion()
  }
}

/// A presenter that shows and hides at once and, asked whether its pop-up is on screen,
/// reports it orphaned itself.
@MainActor
final class SelfReportingPresenter: PopupPresenter {
  func showPopup(_ popup: PopupTicket, completion: @escaping @MainActor (PopupShowResult) -> Void) {
    completion(.shown)
  }

  func hidePopup(_ popup: PopupTicket, completion: @escaping @MainActor () -> Void) {
    completion()
  }

  func isShowing(_ popup: PopupTicket) -> Bool {
    popup.reportOrphaned()
    return false
  }
}
