import Testing

@testable import BatonLab

@Suite struct LatencyRecorderTests {
  /// The histogram's samples in microseconds, smallest first.
  private func microseconds(_ recorder: LatencyRecorder) -> [Int] {
    let histogram = recorder.histogram()
    return histogram.counts.keys.sorted().flatMap { value in
      Array(repeating: value, count: histogram.counts[value] ?? 0)
    }
  }

  @Test func waitingForARunningAnimationIsNotAddedLatency() {
    var recorder = LatencyRecorder()
    recorder.transitionEnded(window: 0, at: 0.35)
    recorder.transitionStarted(window: 0, requested: 0.1, started: 0.35)
    #expect(microseconds(recorder) == [0])
  }

  @Test func aFixedHopAfterTheAnimationIsAddedLatency() {
    var recorder = LatencyRecorder()
    recorder.transitionEnded(window: 0, at: 0.35)
    recorder.transitionStarted(window: 0, requested: 0.1, started: 0.4)
    recorder.transitionStarted(window: 0, requested: 1.0, started: 1.3)
    #expect(microseconds(recorder) == [50_000, 300_000])
  }

  @Test func otherWindowsDoNotCount() {
    var recorder = LatencyRecorder()
    recorder.transitionEnded(window: 1, at: 0.5)
    recorder.transitionStarted(window: 0, requested: 0, started: 0.5)
    #expect(microseconds(recorder) == [500_000])
  }

  @Test func anEndRecordedJustAfterAStartAtTheSameInstantCounts() {
    var recorder = LatencyRecorder()
    recorder.transitionStarted(window: 0, requested: 0.1, started: 0.35)
    recorder.transitionEnded(window: 0, at: 0.35)
    recorder.transitionEnded(window: 0, at: 0.7)
    #expect(microseconds(recorder) == [0])
  }

  @Test func anEndAfterAStartDoesNotCountForIt() {
    var recorder = LatencyRecorder()
    recorder.transitionEnded(window: 0, at: 0.2)
    recorder.transitionStarted(window: 0, requested: 0.1, started: 0.5)
    recorder.transitionEnded(window: 0, at: 0.6)
    recorder.transitionStarted(window: 0, requested: 0.65, started: 0.9)
    #expect(microseconds(recorder) == [250_000, 300_000])
  }

  @Test func aLongRunOverManyWindowsIsMeasuredAsItGoes() {
    var recorder = LatencyRecorder()
    for step in 0..<100_000 {
      let time = Double(step)
      recorder.transitionStarted(window: step / 1_000, requested: time, started: time + 0.25)
      recorder.transitionEnded(window: step / 1_000, at: time + 0.6)
    }
    let histogram = recorder.histogram()
    #expect(histogram.count == 100_000)
    #expect(histogram.counts == [250_000: 100_000])
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
