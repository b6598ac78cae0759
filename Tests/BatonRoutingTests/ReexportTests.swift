import BatonRouting
import Testing

// This file imports BatonRouting alone: it compiles only while the module re-exports Baton,
// so that a router's caller names the lane's types without an import of its own.

/// What `import BatonRouting` brings with it.
@MainActor
@Suite struct ReexportTests {
  @Test func theLanesTypesComeWithTheRouter() throws {
    let policy: LanePolicy = .enqueue
    let dropped: TransitionOutcome = .dropped(.duplicate)
    let table = Router<String, Void>()
    _ = try table.register("/user/<int:id>") { match, _ in .screen("user \(try match.int("id"))") }
    #expect(try table.resolve("/user/7").screen == "user 7")
    #expect(policy == .enqueue)
    #expect(dropped != .completed)
  }
}
