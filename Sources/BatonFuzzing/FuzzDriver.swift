/// A fuzz target's logic: decodes any bytes into calls on one component and checks what the
/// component's documentation promises.
///
/// The executables under `Sources/Fuzz/` hand it libFuzzer's inputs (in a `-D FUZZING` build)
/// or files from the command line; `BatonFuzzingTests` replays the committed corpus
/// (`Fuzz/Corpus/<name>/`) through it on every test run.
@MainActor
package protocol FuzzDriver {
  /// The target's name, also its corpus directory's.
  static var name: String { get }

  /// Runs one input.
  ///
  /// - Parameter bytes: The input; every byte string is a valid one.
  /// - Throws: ``FuzzFailure`` when the component breaks a documented rule.
  static func run(_ bytes: [UInt8]) throws(FuzzFailure)
}

extension FuzzDriver {
  /// A failure of this driver.
  ///
  /// - Parameter message: What went wrong.
  /// - Returns: The failure.
  static func failure(_ message: String) -> FuzzFailure {
    FuzzFailure(driver: name, message: message)
  }
}

/// The fuzz targets of the repository.
package enum FuzzDrivers {
  /// Every driver, by its name (its corpus directory's name).
  @MainActor
  package static let all: [String: any FuzzDriver.Type] = [
    RoutePatternFuzzer.name: RoutePatternFuzzer.self,
    RouterFuzzer.name: RouterFuzzer.self,
    ScenarioParserFuzzer.name: ScenarioParserFuzzer.self,
    PopupQueueFuzzer.name: PopupQueueFuzzer.self,
    ReplayReaderFuzzer.name: ReplayReaderFuzzer.self,
  ]
}
