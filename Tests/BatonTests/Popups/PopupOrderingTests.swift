import Baton
import Testing

/// Priority order, first-in first-out among equals, same-turn batches.
@MainActor
@Suite struct PopupOrderingTests {
  @Test func requestsOfOneTurnAreOrderedByPriorityBeforeTheFirstShows() {
    let harness = PopupHarness()
    harness.show("p1") { $0.priority = 1 }
    harness.show("p10") { $0.priority = 10 }
    harness.show("p4") { $0.priority = 4 }
    #expect(harness.dismissAll() == ["p10", "p4", "p1"])
    harness.expectQuiescent(["p1", "p10", "p4"])
  }

  @Test func equalPrioritiesShowFirstInFirstOut() {
    let harness = PopupHarness()
    for key in ["a", "b", "c", "d"] { harness.show(key) }
    #expect(harness.dismissAll() == ["a", "b", "c", "d"])
  }

  @Test func aLaterHigherPriorityWaitsForTheVisibleOneButGoesBeforeLowerPending() {
    let harness = PopupHarness()
    harness.show("low1") { $0.priority = 1 }
    harness.show("low2") { $0.priority = 1 }
    harness.settle()
    harness.show("high") { $0.priority = 9 }
    harness.settle()
    #expect(harness.shows == ["low1"], "without preempts, the visible one is not disturbed")
    #expect(harness.dismissAll() == ["low1", "high", "low2"])
  }

  @Test(arguments: [[3, 1, 2], [5, 5, 1, 9], [0, -4, 7, 7, 2]])
  func anyBatchShowsInDescendingPriorityThenRequestOrder(priorities: [Int]) {
    let harness = PopupHarness()
    for (index, priority) in priorities.enumerated() {
      harness.show("k\(index)") { $0.priority = priority }
    }
    let expected = priorities.enumerated()
      .sorted { $0.element != $1.element ? $0.element > $1.element : $0.offset < $1.offset }
      .map { "k\($0.offset)" }
    #expect(harness.dismissAll() == expected)
  }
}
