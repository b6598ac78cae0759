import BatonTestDoubles
import BatonTesting
import Foundation
import Testing

@testable import Baton

/// Events the queue's state does not allow are ignored and reported, never trapped; caller
/// code run in the middle of a queue turn cannot make one happen.
@MainActor
@Suite struct PopupIllegalEventTests {
  /// A frequency store that runs `onCount` each time the queue asks it.
  private final class MeddlingStore: PopupFrequencyStore {
    let launchDate = Date(timeIntervalSinceReferenceDate: 0)
    var onCount: (() -> Void)?

    func showCount(forKey key: String, since date: Date) -> Int {
      onCount?()
      return 0
    }

    func recordShow(forKey key: String, at date: Date) {}
  }

  /// A pop-up told to end a second time keeps its first outcome; the event is reported
  /// (``Diagnostic/Code/popupEventIgnored``).
  @Test func aSecondEndIsIgnoredAndReported() {
    let harness = PopupHarness()
    let ticket = harness.show("A")
    #expect(ticket.cancel() == .cancelled)
    harness.queue.finish(ticket, .expired)
    #expect(ticket.outcome == .cancelled)
    #expect(harness.recorder.codes == [.popupEventIgnored])
    let message = harness.recorder.diagnostics.first?.message ?? ""
    #expect(message.contains("ending expired after cancelled"))
    harness.settle()
    harness.expectQuiescent(["A"])
  }

  /// A frequency store asked about a pop-up at its turn that cancels it (or drops the window)
  /// ends it once: the turn finds it ended and goes on.
  @Test(arguments: [false, true])
  func aStoreThatEndsThePopupAtItsTurnEndsItOnce(dropsWindow: Bool) {
    let clock = VirtualScheduler()
    let center = DiagnosticsCenter()
    let recorder = DiagnosticsRecorder()
    recorder.observe(center)
    let lane = Lane(name: "popups", scheduler: clock, diagnostics: center)
    let store = MeddlingStore()
    let queue = PopupQueue(lane: lane, frequencyStore: store)
    let presenter = TestPresenter(clock: clock, timeline: Timeline(), animation: nil)
    var outcomes: [PopupOutcome] = []
    var request = PopupRequest(key: "A", presenter: presenter)
    request.frequencyCap = .perLaunch(1)
    let ticket = queue.show(request) { outcomes.append($0) }
    store.onCount = {
      if dropsWindow { queue.windowDidGoAway() } else { _ = ticket.cancel() }
    }
    clock.runDueWork()
    #expect(outcomes == [dropsWindow ? .dropped(.windowGone) : .cancelled])
    #expect(queue.current == nil)
    #expect(queue.pendingCount == 0)
    #expect(recorder.codes.isEmpty)
  }
}
