import Baton
import Testing

/// The "nothing left pending" check that ends every lane test.
///
/// Suites opt in with `@Suite(.endsQuiescent)`; every ``LaneHarness`` made inside such a test
/// registers itself, and when the test body returns each one is checked: every request it
/// submitted has exactly one outcome, nothing is in flight or pending, and its clock has no
/// work left. A harness made outside such a test is itself reported, so a suite cannot forget
/// the trait.
struct LaneQuiescenceTrait: SuiteTrait, TestTrait, TestScoping {
  var isRecursive: Bool { true }

  func provideScope(
    for test: Test,
    testCase: Test.Case?,
    performing function: @Sendable () async throws -> Void
  ) async throws {
    let registry = LaneQuiescence.Registry()
    try await LaneQuiescence.$registry.withValue(registry) {
      try await function()
    }
    await registry.checkAll()
  }
}

extension Trait where Self == LaneQuiescenceTrait {
  /// Checks, when each test ends, that every lane harness it made has nothing left pending.
  static var endsQuiescent: Self { Self() }
}

enum LaneQuiescence {
  /// The harnesses made by the running test.
  @TaskLocal static var registry: Registry?

  @MainActor
  final class Registry {
    private var harnesses: [LaneHarness] = []

    nonisolated init() {}

    func register(_ harness: LaneHarness) {
      harnesses.append(harness)
    }

    func checkAll() {
      for harness in harnesses { harness.checkQuiescence() }
      harnesses = []
    }
  }
}
