import Testing

@testable import BatonLab

/// The pop-up benchmark's budget: the pop-up benchmark runs its cycles without losing a pop-up.
@MainActor
@Suite struct PopupBenchmarkTests {
  @Test func everyCycleShowsAndDismissesOnePopupWhileThePendingCountStaysPut() {
    // `measure` traps if a pop-up is lost or the pending count drifts.
    let figures = PopupBenchmark.measure(pending: 50, cycles: 100, rounds: 3)
    #expect(figures.count == 3)
    #expect(figures.allSatisfy { $0.wall > 0 && $0.wall.isFinite && $0.cpu.isFinite })
  }

  @Test func theReportHasALinePerPendingCountAndTheRatio() {
    let lines = PopupBenchmark.run(pendingCounts: [10, 1_000], cycles: 50, rounds: 1)
    #expect(lines.count == 3)
    #expect(lines[0].hasPrefix("popups N=10 baton_ns="))
    #expect(lines[1].hasPrefix("popups N=1000 baton_ns="))
    #expect(lines[2].hasPrefix("popups ratio="))
  }
}
