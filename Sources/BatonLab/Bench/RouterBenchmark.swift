/// The lane benchmark (`baton-lab bench router`).
@MainActor
public enum RouterBenchmark {
  /// Runs the benchmark and returns its report, one line per measurement.
  ///
  /// - Returns: The report lines.
  public static func run() -> [String] { ["router: not built yet"] }
}
