import Baton
import Testing

@testable import BatonLab

/// `bench recorder` measures something and keeps the ring bounded.
@MainActor
@Suite struct RecorderBenchmarkTests {
  @Test func measuresALanesCycleWithAndWithoutARecorder() {
    let bare = RecorderBenchmark.measureLane(recording: false, cycles: 200)
    let recorded = RecorderBenchmark.measureLane(recording: true, cycles: 200)
    let record = RecorderBenchmark.measureRecord(events: 2_000)
    #expect([bare, recorded, record].allSatisfy { $0 > 0 && $0.isFinite })
  }

  @Test func theRingsMemoryIsItsCapacityTimesAnEventsStride() {
    let line = RecorderBenchmark.run(cycles: 300, rounds: 1).joined()
    let bytes = MemoryLayout<FlightEvent>.stride * RecorderBenchmark.capacity
    #expect(line.contains("ring_bytes=\(bytes) capacity=512"))
  }
}
