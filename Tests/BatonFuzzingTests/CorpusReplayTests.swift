import BatonFuzzing
import Foundation
import Testing

/// The committed seed corpus (`Fuzz/Corpus/<target>/`) through each fuzz driver: the corpus is
/// a regression suite on every test run, no fuzzer needed. A crash the fuzzer found joins the
/// corpus once fixed (CONTRIBUTING.md, "Fuzzing").
@MainActor
@Suite struct CorpusReplayTests {
  static let corpus = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .appendingPathComponent("Fuzz/Corpus")

  @Test(arguments: ["route-pattern", "router", "scenario-parser", "popup-queue", "replay-reader"])
  func everyCommittedInputPassesItsDriver(_ target: String) throws {
    let driver = try #require(FuzzDrivers.all[target])
    let inputs = try FuzzCorpus.inputs(at: Self.corpus.appendingPathComponent(target))
    #expect(inputs.count >= 5, "the \(target) corpus is nearly empty")
    for input in inputs {
      do throws(FuzzFailure) {
        try driver.run(input.bytes)
      } catch {
        Issue.record("\(target)/\(input.name): \(error)")
      }
    }
  }

  @Test func everyDriverHasACorpusAndEveryCorpusADriver() throws {
    let directories = try FileManager.default.contentsOfDirectory(atPath: Self.corpus.path)
      .filter { !$0.hasPrefix(".") }
    #expect(Set(directories) == Set(FuzzDrivers.all.keys))
  }

  @Test func anEmptyInputIsAValidInputForEveryDriver() throws {
    for (name, driver) in FuzzDrivers.all {
      #expect(throws: Never.self, "\(name)") { try driver.run([]) }
    }
  }

  @Test func replayingAPathThatDoesNotExistExitsTwo() {
    #expect(FuzzEntry.replay(RouterFuzzer.self, paths: ["/nonexistent/fuzz/input"]) == 2)
    #expect(FuzzEntry.replay(RouterFuzzer.self, paths: []) == 2)
  }
}
