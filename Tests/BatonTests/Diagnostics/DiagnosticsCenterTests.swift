import Baton
import BatonTesting
import Testing

@MainActor
@Suite struct DiagnosticsCenterTests {
  let sample = Diagnostic(
    code: .watchdogExpired,
    severity: .warning,
    message: "sample",
    laneName: "lane",
    requestID: RequestID(rawValue: 3),
    time: 1.5
  )

  @Test func everyObserverReceivesEveryReportInOrder() {
    let center = DiagnosticsCenter()
    var first: [Diagnostic] = []
    var second: [Diagnostic] = []
    center.addObserver { first.append($0) }
    center.addObserver { second.append($0) }
    center.report(sample)
    #expect(first == [sample])
    #expect(second == [sample])
  }

  @Test func aCancelledObservationStopsDelivery() {
    let center = DiagnosticsCenter()
    var seen = 0
    let observation = center.addObserver { _ in seen += 1 }
    center.report(sample)
    observation.cancel()
    observation.cancel()
    center.report(sample)
    #expect(seen == 1)
  }

  @Test func theRecorderKeepsReportsUntilCleared() {
    let center = DiagnosticsCenter()
    let recorder = DiagnosticsRecorder()
    let observation = recorder.observe(center)
    center.report(sample)
    recorder.record(sample)
    #expect(recorder.diagnostics == [sample, sample])
    #expect(recorder.codes == [.watchdogExpired, .watchdogExpired])
    recorder.removeAll()
    #expect(recorder.diagnostics.isEmpty)
    observation.cancel()
    center.report(sample)
    #expect(recorder.diagnostics.isEmpty)
  }

  @Test func modulesCanAddTheirOwnCodes() {
    let redirected = Diagnostic.Code(rawValue: "presentationRedirected")
    #expect(redirected != .watchdogExpired)
    #expect(redirected.description == "presentationRedirected")
    #expect(Diagnostic.Code.cancelWhileRunning.rawValue == "cancelWhileRunning")
  }

  @Test func lanesReportToTheirOwnCenterOnly() {
    let center = DiagnosticsCenter()
    let recorder = DiagnosticsRecorder()
    recorder.observe(center)
    let shared = DiagnosticsRecorder()
    let sharedObservation = shared.observe(.shared)
    defer { sharedObservation.cancel() }
    let lane = Lane(name: "own-center lane", scheduler: VirtualScheduler(), diagnostics: center)
    let ticket = lane.submit(TransitionRequest(kind: .pop) { _ in })
    ticket.cancel()
    #expect(recorder.codes == [.cancelWhileRunning])
    #expect(!shared.diagnostics.contains { $0.laneName == "own-center lane" })
  }
}
