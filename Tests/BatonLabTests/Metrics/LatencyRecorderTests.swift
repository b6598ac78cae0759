import Testing

@testable import BatonLab

@Suite struct LatencyRecorderTests {
  @Test func waitingForARunningAnimationIsNotAddedLatency() {
    var recorder = LatencyRecorder()
    recorder.transitionEnded(window: 0, at: 0.35)
    recorder.transitionStarted(window: 0, requested: 0.1, started: 0.35)
    #expect(recorder.addedLatencies() == [0])
  }

  @Test func aFixedHopAfterTheAnimationIsAddedLatency() {
    var recorder = LatencyRecorder()
    recorder.transitionEnded(window: 0, at: 0.35)
    recorder.transitionStarted(window: 0, requested: 0.1, started: 0.4)
    recorder.transitionStarted(window: 0, requested: 1.0, started: 1.3)
    let latencies = recorder.addedLatencies()
    #expect(abs(latencies[0] - 0.05) < 1e-9)
    #expect(abs(latencies[1] - 0.3) < 1e-9)
  }

  @Test func otherWindowsDoNotCount() {
    var recorder = LatencyRecorder()
    recorder.transitionEnded(window: 1, at: 0.5)
    recorder.transitionStarted(window: 0, requested: 0, started: 0.5)
    #expect(recorder.addedLatencies() == [0.5])
  }

  @Test func anOverlappingStartIsNeverNegative() {
    var recorder = LatencyRecorder()
    recorder.transitionEnded(window: 0, at: 2)
    recorder.transitionStarted(window: 0, requested: 1, started: 1)
    #expect(recorder.addedLatencies() == [0])
  }

  @Test func startsOutOfOrderAreMeasuredAsInOrder() {
    var recorder = LatencyRecorder()
    for end in [0.35, 0.7, 1.05] { recorder.transitionEnded(window: 0, at: end) }
    recorder.transitionStarted(window: 0, requested: 0.5, started: 0.8)
    recorder.transitionStarted(window: 0, requested: 0.1, started: 0.4)
    recorder.transitionStarted(window: 1, requested: 0.1, started: 0.2)
    recorder.transitionStarted(window: 0, requested: 1.0, started: 1.2)
    let latencies = recorder.addedLatencies()
    let expected = [0.1, 0.05, 0.1, 0.15]
    #expect(latencies.count == expected.count)
    for (latency, value) in zip(latencies, expected) { #expect(abs(latency - value) < 1e-9) }
  }

  @Test func summarisesMeanAndNearestRankP99() {
    let values = (1...100).map { Double($0) / 1000 }
    let summary = LatencyHistogram(values)
    #expect(summary.count == 100)
    #expect(abs(summary.mean - 0.0505) < 1e-12)
    #expect(summary.p99 == 0.099)
    #expect(LatencyHistogram([]) == LatencyHistogram())
    #expect(LatencyHistogram([]).mean == 0 && LatencyHistogram([]).p99 == 0)
  }
}
